package io.wirebind.processor.docs;

import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.WirebindProcessor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code java} block of the README and the pages under {@code docs/} compiles, with the
 * processor, or is an excerpt of a real source file that its module compiles:
 *
 * <ul>
 *   <li>{@code <!-- snippet: path/to/File.java -->} before a block: each line of the block (trimmed,
 *       without its {@code //} comment; blank lines, comments and lines of {@code ...} aside) appears
 *       in that file, in order.
 *   <li>Otherwise the block is compiled: its top-level type declarations as types of one file, its
 *       other lines as the body of a method, with common imports ({@code io.wirebind},
 *       {@code io.wirebind.annotation}, {@code java.util}, {@code java.time}, {@code java.math},
 *       {@code java.io}, Jackson's annotations). {@code <!-- given: Type a, Type b -->} before the
 *       block declares the variables it uses; {@code <!-- declare: ... -->} adds declarations it
 *       refers to. A line that is only {@code ...} stands for elided code.
 *   <li>A block followed by quoted compiler output, or a library's block for such output ({@code
 *       <!-- in another jar, compiled without Wirebind -->}), is {@link QuotedErrorsTest}'s.
 * </ul>
 */
class JavaSnippetsTest {
  private static final Pattern FENCE = Pattern.compile("^```(\\w*)\\s*$");
  private static final Pattern DIRECTIVE = Pattern.compile("^<!-- (snippet|given|declare): (.*) -->$");
  private static final Pattern DIAGNOSTIC = Pattern.compile("^(?:\\S*/)?\\w+\\.java:\\d+: (?:error|warning): .*$");
  private static final Pattern DECLARATION = Pattern.compile(
      "^(?:@[\\w.]+(?:\\(.*?\\))?\\s+)*(?:public |final |abstract |sealed |non-sealed |static )*"
          + "(class|record|interface|enum) \\w+.*");
  private static final String IMPORTS = String.join("\n",
      "import io.wirebind.*;", "import io.wirebind.annotation.*;", "import java.util.*;",
      "import java.time.*;", "import java.math.*;", "import java.io.*;",
      "import com.fasterxml.jackson.annotation.*;", "");

  /** One java block and its directives. */
  record Snippet(String page, int line, List<String> code, String snippet, String given, String declare) {}

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @TestFactory
  Stream<DynamicTest> everyJavaBlockCompilesOrIsAnExcerptOfCompiledCode() throws IOException {
    List<Snippet> snippets = new ArrayList<>(snippets(ROOT.resolve("README.md")));
    try (Stream<Path> pages = Files.list(ROOT.resolve("docs"))) {
      for (Path page : pages.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
        snippets.addAll(snippets(page));
      }
    }
    assertFalse(snippets.isEmpty());
    return snippets.stream().map(s -> DynamicTest.dynamicTest(s.page() + ":" + s.line(),
        () -> {
          if (s.snippet() != null) {
            checkExcerpt(s);
          } else {
            checkCompiles(s);
          }
        }));
  }

  static List<Snippet> snippets(Path page) throws IOException {
    List<String> lines = Files.readAllLines(page);
    List<Snippet> found = new ArrayList<>();
    String snippet = null;
    String given = "";
    String declare = "";
    boolean plainJar = false;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).trim().equals(QuotedErrorsTest.PLAIN_JAR)) {
        plainJar = true;
        continue;
      }
      Matcher d = DIRECTIVE.matcher(lines.get(i).trim());
      if (d.matches()) {
        switch (d.group(1)) {
          case "snippet" -> snippet = d.group(2).trim();
          case "given" -> given = d.group(2).trim();
          default -> declare = d.group(2).trim();
        }
        continue;
      }
      Matcher fence = FENCE.matcher(lines.get(i));
      if (!fence.matches()) {
        continue;
      }
      int start = i + 1;
      int end = start;
      while (end < lines.size() && !lines.get(end).startsWith("```")) {
        end++;
      }
      if (fence.group(1).equals("java") && !plainJar && !followedByDiagnostics(lines, end + 1)) {
        found.add(new Snippet(page.getFileName().toString(), start, List.copyOf(lines.subList(start, end)),
            snippet, given, declare));
      }
      snippet = null;
      plainJar = false;
      given = "";
      declare = "";
      i = end;
    }
    return found;
  }

  /** Whether the next fenced block after {@code from} quotes compiler output (QuotedErrorsTest's). */
  private static boolean followedByDiagnostics(List<String> lines, int from) {
    int i = from;
    while (i < lines.size() && !FENCE.matcher(lines.get(i)).matches()) {
      i++;
    }
    for (int j = i + 1; j < lines.size() && !lines.get(j).startsWith("```"); j++) {
      if (DIAGNOSTIC.matcher(lines.get(j)).matches()) {
        return true;
      }
    }
    return false;
  }

  private static void checkExcerpt(Snippet s) throws IOException {
    Path file = ROOT.resolve(s.snippet());
    assertTrue(Files.isRegularFile(file), "snippet source " + s.snippet() + " does not exist");
    List<String> source = Files.readAllLines(file).stream().map(JavaSnippetsTest::normal).toList();
    int at = 0;
    for (String line : s.code()) {
      String want = normal(line);
      if (want.isEmpty() || want.equals("...")) {
        continue;
      }
      int found = -1;
      for (int k = at; k < source.size(); k++) {
        if (source.get(k).equals(want)) {
          found = k;
          break;
        }
      }
      assertTrue(found >= 0, "line not found (in order) in " + s.snippet() + ":\n  " + line.trim());
      at = found + 1;
    }
  }

  /** A line trimmed, its white space folded and a trailing {@code //} comment dropped. */
  private static String normal(String line) {
    String s = line.trim();
    int comment = s.startsWith("//") ? 0 : s.indexOf(" //");
    if (comment >= 0 && s.substring(0, comment).chars().filter(c -> c == '"').count() % 2 == 0) {
      s = s.substring(0, comment);
    }
    return s.trim().replaceAll("\\s+", " ");
  }

  /** Whether line {@code i} starts the annotations of a top-level type declaration. */
  private static boolean annotatesDeclaration(List<String> code, int i) {
    int j = i;
    while (j < code.size() && code.get(j).startsWith("@") && !DECLARATION.matcher(code.get(j)).matches()) {
      j++;
    }
    return j > i && j < code.size() && DECLARATION.matcher(code.get(j)).matches();
  }

  private static void checkCompiles(Snippet s) {
    StringBuilder types = new StringBuilder();
    StringBuilder body = new StringBuilder();
    List<String> code = s.code();
    for (int i = 0; i < code.size(); i++) {
      String line = code.get(i);
      if (!line.startsWith(" ") && DECLARATION.matcher(line).matches() || annotatesDeclaration(code, i)) {
        int depth = 0;
        boolean opened = false;
        for (; i < code.size(); i++) {
          String l = code.get(i);
          types.append(l.replaceFirst("^((?:@[\\w.]+(?:\\(.*?\\))?\\s+)*)public ", "$1")).append('\n');
          for (char c : l.replaceAll("//.*$", "").toCharArray()) {
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            opened |= c == '{';
          }
          if (opened && depth == 0) {
            break;
          }
        }
      } else {
        body.append(line.trim().equals("...") ? "/* ... */" : line).append('\n');
      }
    }
    String pkg = "snippets." + s.page().toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "") + s.line();
    String source = "package " + pkg + ";\n" + IMPORTS + s.declare() + "\n" + types
        + "final class Snippet {\n  @SuppressWarnings(\"unused\")\n  static void run(" + s.given()
        + ") throws Exception {\n" + body + "  }\n}\n";
    Compilation c = javac().withProcessors(new WirebindProcessor())
        .compile(JavaFileObjects.forSourceString(pkg + ".Snippet", source));
    StringBuilder errors = new StringBuilder();
    for (Diagnostic<?> d : c.errors()) {
      errors.append("  line ").append(d.getLineNumber()).append(": ").append(d.getMessage(Locale.ROOT)).append('\n');
    }
    assertEquals(Compilation.Status.SUCCESS, c.status(), "the block does not compile:\n" + errors + "as\n" + source);
  }
}
