package io.wirebind.processor.docs;

import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.ForeignLibrary;
import io.wirebind.processor.WirebindProcessor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every compiler message the README and the pages under {@code docs/} quote comes from this test:
 * each output block holding {@code File.java:N: error: message} lines is checked by compiling the
 * {@code java} blocks that precede it (since the previous output block) with the processor, and
 * every quoted message must be produced, with that text, on that line, and no other error besides.
 * A {@code proto} block after a {@code <!-- previous schema: path -->} comment becomes the
 * previous release's schema ({@code -Awirebind.previousSchema}). A {@code java} block after a
 * {@code <!-- in another jar, compiled without Wirebind -->} comment is compiled first, without the
 * processor, into a classes folder on the class path of the others (a library built without
 * Wirebind). A quoted message with no source before it fails: a message in the docs must be one a
 * build really prints.
 */
class QuotedErrorsTest {
  private static final Pattern FENCE = Pattern.compile("^```(\\w*)\\s*$");
  private static final Pattern DIAGNOSTIC =
      Pattern.compile("^(?:\\S*/)?(\\w+)\\.java:(\\d+): (error|warning): (.*)$");
  private static final Pattern PREVIOUS = Pattern.compile("^<!-- previous schema: (\\S+) -->$");
  static final String PLAIN_JAR = "<!-- in another jar, compiled without Wirebind -->";
  private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
  private static final Pattern TYPE =
      Pattern.compile("(?m)^(?:public )?(?:final |abstract |sealed )*(?:class|record|interface|enum) (\\w+)");

  @TempDir Path temp;

  /** One output block and what it needs. */
  record Example(String page, int line, List<String> sources, List<String[]> schemas, List<String> output,
      List<String> plainJar) {}

  @TestFactory
  Stream<DynamicTest> everyQuotedMessageComesFromTheCompiler() throws IOException {
    List<Example> examples = new ArrayList<>();
    Path root = Path.of("..").toAbsolutePath().normalize();
    examples.addAll(examples(root.resolve("README.md")));
    try (Stream<Path> pages = Files.list(root.resolve("docs"))) {
      for (Path page : pages.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
        examples.addAll(examples(page));
      }
    }
    assertFalse(examples.isEmpty(), "no quoted compiler output found under " + root.resolve("docs"));
    return examples.stream().map(e -> DynamicTest.dynamicTest(e.page() + ":" + e.line(), () -> check(e)));
  }

  private static List<Example> examples(Path page) throws IOException {
    List<String> lines = Files.readAllLines(page);
    List<Example> found = new ArrayList<>();
    List<String> sources = new ArrayList<>();
    List<String[]> schemas = new ArrayList<>();
    List<String> plainJar = new ArrayList<>();
    String previous = null;
    boolean plain = false;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).trim().equals(PLAIN_JAR)) {
        plain = true;
        continue;
      }
      Matcher comment = PREVIOUS.matcher(lines.get(i).trim());
      if (comment.matches()) {
        previous = comment.group(1);
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
      List<String> block = lines.subList(start, end);
      String lang = fence.group(1).toLowerCase(Locale.ROOT);
      if (lang.equals("java")) {
        (plain ? plainJar : sources).add(String.join("\n", block) + "\n");
        plain = false;
      } else if (lang.equals("proto") && previous != null) {
        schemas.add(new String[] {previous, String.join("\n", block) + "\n"});
        previous = null;
      } else if (block.stream().anyMatch(l -> DIAGNOSTIC.matcher(l).matches())) {
        found.add(new Example(page.getFileName().toString(), start, List.copyOf(sources), List.copyOf(schemas),
            List.copyOf(block), List.copyOf(plainJar)));
        sources.clear();
        schemas.clear();
        plainJar.clear();
      }
      i = end;
    }
    return found;
  }

  private void check(Example e) throws IOException {
    List<JavaFileObject> files = new ArrayList<>();
    for (String source : e.sources()) {
      Matcher type = TYPE.matcher(source);
      if (!type.find()) {
        continue; // a usage fragment, not a compilation unit
      }
      files.add(JavaFileObjects.forSourceString(typeName(source), source));
    }
    assertFalse(files.isEmpty(), "quoted compiler output with no class before it to produce it");
    List<String> options = new ArrayList<>();
    if (!e.schemas().isEmpty()) {
      Path dir = Files.createDirectories(temp.resolve("previous"));
      for (String[] schema : e.schemas()) {
        Path file = dir.resolve(schema[0]);
        Files.createDirectories(file.getParent());
        Files.writeString(file, schema[1]);
      }
      options.add("-Awirebind.previousSchema=" + dir);
    }
    Compiler compiler = javac().withProcessors(new WirebindProcessor()).withOptions(options);
    if (!e.plainJar().isEmpty()) {
      Map<String, String[]> library = new LinkedHashMap<>();
      for (String source : e.plainJar()) {
        library.put(typeName(source), source.split("\n", -1));
      }
      compiler = compiler.withClasspath(new ForeignLibrary(library).classpath());
    }
    Compilation compilation = compiler.compile(files);

    int quotedErrors = 0;
    for (String line : e.output()) {
      Matcher d = DIAGNOSTIC.matcher(line);
      if (!d.matches()) {
        continue;
      }
      Diagnostic.Kind kind = d.group(3).equals("error") ? Diagnostic.Kind.ERROR : Diagnostic.Kind.WARNING;
      quotedErrors += kind == Diagnostic.Kind.ERROR ? 1 : 0;
      String file = d.group(1) + ".java";
      long lineNumber = Long.parseLong(d.group(2));
      String message = d.group(4);
      boolean produced = compilation.diagnostics().stream().anyMatch(x -> x.getKind() == kind
          && x.getSource() != null && x.getSource().getName().endsWith("/" + file)
          && x.getLineNumber() == lineNumber
          && x.getMessage(Locale.ROOT).equals(message));
      assertTrue(produced, "the docs quote, on " + file + ":" + lineNumber + ":\n  " + message
          + "\nbut the compiler says:\n" + describe(compilation));
    }
    assertEquals(quotedErrors, compilation.errors().size(),
        "the docs quote " + quotedErrors + " errors; the compiler says:\n" + describe(compilation));
  }

  /** The qualified name of the first type {@code source} declares. */
  private static String typeName(String source) {
    Matcher pkg = PACKAGE.matcher(source);
    Matcher type = TYPE.matcher(source);
    type.find();
    return (pkg.find() ? pkg.group(1) + "." : "") + type.group(1);
  }

  private static String describe(Compilation compilation) {
    StringBuilder s = new StringBuilder();
    for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
      if (d.getKind() == Diagnostic.Kind.ERROR || d.getKind() == Diagnostic.Kind.WARNING) {
        s.append("  ").append(d.getSource() == null ? "" : d.getSource().getName()).append(':')
            .append(d.getLineNumber()).append(": ").append(d.getKind()).append(": ")
            .append(d.getMessage(Locale.ROOT)).append('\n');
      }
    }
    return s.toString();
  }
}
