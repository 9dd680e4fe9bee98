package io.wirebind.processor.docs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.processor.generate.kind.LibraryType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The supported-types tables of the README and docs/TYPES.md name every JDK value type of the
 * {@link LibraryType} registry, so a type added to the registry cannot be missing from the docs.
 */
class TypesTableTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void everyRegistryTypeIsInBothTables() throws IOException {
    List<String> missing = new ArrayList<>();
    String readme = tableRows(ROOT.resolve("README.md"));
    String types = tableRows(ROOT.resolve("docs/TYPES.md"));
    for (LibraryType t : LibraryType.values()) {
      String name = "`" + t.javaType().simpleName() + "`";
      String qualified = "`" + t.javaType().canonicalName() + "`";
      // the row to add, from the registry: the type, its protobuf form, then its JSON by hand
      String row = "| " + qualified + " | `" + t.protoTypeName() + "` | (its JSON, as Jackson writes it) |";
      if (!readme.contains(name) && !readme.contains(qualified)) {
        missing.add("README.md, the supported-types table: " + row);
      }
      if (!types.contains(name) && !types.contains(qualified)) {
        missing.add("docs/TYPES.md, the value types table: " + row);
      }
    }
    assertTrue(missing.isEmpty(), "types of the registry missing from a supported-types table; add:\n"
        + String.join("\n", missing));
  }

  /** The lines of a page's Markdown tables. */
  private static String tableRows(Path page) throws IOException {
    StringBuilder rows = new StringBuilder();
    for (String line : Files.readAllLines(page)) {
      if (line.startsWith("|")) {
        rows.append(line).append('\n');
      }
    }
    return rows.toString();
  }
}
