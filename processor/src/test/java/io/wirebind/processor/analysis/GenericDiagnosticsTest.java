package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.wirebind.processor.WirebindProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Generic messages: a parameterisation that cannot be encoded is an error where it is used, naming
 * the type argument and the generic message's field; mistakes of the declaration are reported on
 * it once.
 */
class GenericDiagnosticsTest {
  private static final JavaFileObject PAGE = source("Page",
      "import io.wirebind.annotation.*;",
      "import java.util.*;",
      "@WireMessage public record Page<T>(List<T> items, int total) {}");
  private static final JavaFileObject KEYED = source("Keyed",
      "import io.wirebind.annotation.*;",
      "import java.util.*;",
      "@WireMessage public record Keyed<K>(Map<K, Integer> counts) {}");
  private static final JavaFileObject ITEM = source("Item",
      "import io.wirebind.annotation.*;",
      "@WireMessage public record Item(String id) {}");

  private static Compilation compile(JavaFileObject... files) {
    return Compiler.javac().withProcessors(new WirebindProcessor()).compile(files);
  }

  private static JavaFileObject user(String... components) {
    String[] lines = new String[components.length + 4];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import java.util.*;";
    lines[2] = "@WireMessage public record M(";
    System.arraycopy(components, 0, lines, 3, components.length);
    lines[lines.length - 1] = ") {}";
    return source("M", lines);
  }

  private static void expectError(String text, String line, String... components) {
    JavaFileObject m = user(components);
    Compilation c = compile(PAGE, KEYED, ITEM, m);
    assertThat(c).hadErrorContaining(text).inFile(m).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void genericDeclarationAloneCompiles() {
    assertThat(compile(PAGE, KEYED)).succeededWithoutWarnings();
  }

  @Test
  void parameterisationsCompileWithoutWarnings() {
    Compilation c = Compiler.javac().withProcessors(new WirebindProcessor())
        .withOptions("-Xlint:all,-processing").compile(PAGE, KEYED, ITEM,
            user("Page<Item> page,", "List<Page<String>> pages,", "Keyed<String> keyed"));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("test.Page_of_Item_WireCodec");
    assertThat(c).generatedSourceFile("test.Page_of_String_WireCodec");
    assertThat(c).generatedSourceFile("test.Keyed_of_String_WireCodec");
  }

  @Test
  void unsupportedTypeArgumentAtTheUseSite() {
    expectError("in test.Page<java.lang.Thread>: items: ", "Page<Thread> threads",
        "int a,", "Page<Thread> threads");
  }

  @Test
  void typeArgumentUnsupportedWhereTheGenericPutsIt() {
    expectError("in test.Keyed<test.Item>: counts: ", "Keyed<Item> byItem",
        "Keyed<String> byName,", "Keyed<Item> byItem");
  }

  @Test
  void unsupportedTypeArgumentInsideAList() {
    expectError("in test.Page<java.lang.Thread>", "List<Page<Thread>> pages",
        "List<Page<Thread>> pages");
  }

  @Test
  void wildcard() {
    expectError("type argument ? of test.Page<?> is not a concrete type", "Page<?> any",
        "Page<?> any");
  }

  @Test
  void boundedWildcardInAMapValue() {
    expectError("is not a concrete type", "Map<String, Page<? extends Item>> m",
        "Map<String, Page<? extends Item>> m");
  }

  @Test
  void rawUse() {
    expectError("Page is a generic @WireMessage used without type arguments", "Page raw",
        "@SuppressWarnings(\"rawtypes\") Page raw");
  }

  @Test
  void declarationMistakeReportedOnTheDeclarationAndTheUse() {
    JavaFileObject bad = source("Bad",
        "import io.wirebind.annotation.*;",
        "@WireMessage public record Bad<T>(",
        "  T value,",
        "  Thread worker) {}");
    JavaFileObject m = user("Bad<String> bad");
    Compilation c = compile(bad, m);
    assertThat(c).hadErrorContaining("java.lang.Thread").inFile(bad).onLineContaining("Thread worker");
    assertThat(c).hadErrorContaining("test.Bad<java.lang.String> cannot be encoded: fix the errors"
        + " reported on Bad").inFile(m).onLineContaining("Bad<String> bad");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void wireGenericOnANonGenericClass() {
    JavaFileObject decl = source("Decl",
        "import io.wirebind.annotation.*;",
        "@WireGeneric(type = Item.class,",
        "    args = String.class)",
        "class Decl {}");
    Compilation c = compile(ITEM, decl);
    assertThat(c).hadErrorContaining("Item is not a generic @WireMessage").inFile(decl)
        .onLineContaining("type = Item.class");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void wireGenericWithTheWrongNumberOfArguments() {
    JavaFileObject decl = source("Decl",
        "import io.wirebind.annotation.*;",
        "@WireGeneric(type = Page.class,",
        "    args = {String.class, Integer.class})",
        "class Decl {}");
    Compilation c = compile(PAGE, decl);
    assertThat(c).hadErrorContaining("Page has 1 type parameter(s) but args gives 2").inFile(decl)
        .onLineContaining("args = {String.class");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void wireGenericWithAnUnsupportedArgument() {
    JavaFileObject decl = source("Decl",
        "import io.wirebind.annotation.*;",
        "@WireGeneric(type = Page.class, args = Thread.class)",
        "class Decl {}");
    Compilation c = compile(PAGE, decl);
    assertThat(c).hadErrorContaining("in test.Page<java.lang.Thread>: items:").inFile(decl)
        .onLineContaining("class Decl");
    assertThat(c).hadErrorCount(1);
  }
}
