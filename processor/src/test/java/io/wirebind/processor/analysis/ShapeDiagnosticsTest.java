package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Mistakes in collection shapes: map keys, sorted maps, nested shapes; each on its line. */
class ShapeDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(processor.models.isEmpty(), "no model for a class with errors");
  }

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 5];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.annotation.*;";
    lines[2] = "import java.util.*;";
    lines[3] = "import java.time.*;";
    lines[4] = "enum Side { BUY, SELL }";
    System.arraycopy(body, 0, lines, 5, body.length);
    return source("M", lines);
  }

  @Test
  void sortedMapKeyMustBeComparable() {
    expectError(
        message("@WireMessage public class M {",
            "  public record Code(@JsonValue String value) {}",
            "  public TreeMap<Code, String> byCode;",
            "}"),
        "java.util.TreeMap<test.M.Code,java.lang.String> needs Comparable keys: it is decoded into a"
            + " TreeMap, which sorts them; declare a Map", "byCode;");
  }

  @Test
  void unsupportedKeyKind() {
    expectError(
        message("@WireMessage public class M {", "  public Map<M, String> byParent;", "}"),
        "map key type test.M is not supported; map keys are String, a number or Boolean or Character"
            + " box, BigDecimal, BigInteger, an enum, UUID, a java.time value type, URI, URL, Currency,"
            + " Locale, or a value object wrapping one of String, an integral number or UUID (Jackson"
            + " reads no other key back without a key deserializer)", "byParent;");
  }

  @Test
  void valueObjectKeyWrappingAnUnsupportedKey() {
    expectError(
        message("@WireMessage public class M {",
            "  public record Price(@JsonValue double value) {}",
            "  public Map<Price, String> byPrice;",
            "}"),
        "map key type test.M.Price is not supported", "byPrice;");
  }

  @Test
  void sortedSetOfNonComparableElements() {
    expectError(
        message("@WireMessage public class M {",
            "  public record Code(@JsonValue String value) {}",
            "  public SortedSet<Code> points;",
            "}"),
        "needs Comparable elements", "points;");
  }

  @Test
  void optionalInsideACollection() {
    expectError(
        message("@WireMessage public class M {", "  public List<Optional<String>> maybe;", "}"),
        "element type java.util.Optional<java.lang.String> is not supported", "maybe;");
  }

  @Test
  void mistakeInsideANestedShapeIsReportedOnce() {
    expectError(
        message("@WireMessage public class M {", "  public List<Map<Object, String>> pages;", "}"),
        "map key type java.lang.Object is not supported", "pages;");
  }

  @Test
  void arrayOfGenericType() {
    expectError(
        message("@WireMessage public class M {", "  public List<String>[] lists;", "}"),
        "type java.util.List<java.lang.String>[] is not supported", "lists;");
  }

  @Test
  void enumAndUuidKeysAndNestedShapesAreModelled() {
    Compilation c = processor.compile(message("@WireMessage public class M {",
        "  public EnumMap<Side, List<String>> bySide;",
        "  public NavigableMap<UUID, int[]> byId;",
        "  public Iterable<String> words;",
        "  public short[] shorts;",
        "  public char[] letters;",
        "  public byte[][] blobs;",
        "  public Optional<Set<Side>> sides;",
        "}"));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(1, processor.models.size());
  }
}
