package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code @JsonUnwrapped} where Jackson 2.18 cannot read what it writes is a compile error on the
 * annotated element saying why; where Jackson ignores it, it is accepted and ignored too.
 */
class UnwrappedDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(!processor.models.containsKey("test.M"), "no model for a class with errors");
  }

  private void expectModel(JavaFileObject file) {
    Compilation c = processor.compile(file);
    assertThat(c).succeededWithoutWarnings();
    assertTrue(processor.models.containsKey("test.M"));
  }

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 3];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.annotation.*;";
    lines[2] = "import java.util.*;";
    System.arraycopy(body, 0, lines, 3, body.length);
    return source("M", lines);
  }

  @Test
  void unwrappedRecordComponent() {
    expectError(
        message("@WireMessage public record M(int a,",
            "    @JsonUnwrapped(prefix = \"p\") N inner) {",
            "  @WireMessage public record N(int b) {}",
            "}"),
        "@JsonUnwrapped on a record component or @JsonCreator parameter: Jackson 2.18 cannot"
            + " read it (InvalidDefinitionException",
        "@JsonUnwrapped(prefix");
  }

  @Test
  void unwrappedBesideAnAnySetter() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonUnwrapped public N inner;",
            "  @JsonAnyGetter @JsonAnySetter public Map<String, Object> extra;",
            "  @WireMessage public static class N { public int b; }",
            "}"),
        "@JsonUnwrapped and @JsonAnySetter in one class are not supported together",
        "@WireMessage public class M");
  }

  @Test
  void unwrappedBesideUnknownFields() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonUnwrapped public N inner;",
            "  public io.wirebind.UnknownFieldSet unknown;",
            "  @WireMessage public static class N { public int b; }",
            "}"),
        "@JsonUnwrapped and an UnknownFieldSet member in one class are not supported together",
        "@WireMessage public class M");
  }

  @Test
  void unwrappedCreatorParameter() {
    expectError(
        message("@WireMessage public class M {",
            "  public final N inner;",
            "  @JsonCreator public M(@JsonUnwrapped @JsonProperty(\"inner\") N inner) { this.inner = inner; }",
            "  @WireMessage public static class N { public int b; }",
            "}"),
        "@JsonUnwrapped on a record component or @JsonCreator parameter",
        "@JsonCreator public M(@JsonUnwrapped");
  }

  @Test
  void unwrappedOptionalMessage() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonUnwrapped public Optional<N> inner;",
            "  @WireMessage public static class N { public int b; }",
            "}"),
        "@JsonUnwrapped on an Optional message: Jackson 2.18 writes it unwrapped but reads it"
            + " back as null",
        "@JsonUnwrapped public Optional<N>");
  }

  @Test
  void unwrappedHierarchy() {
    Compilation c = processor.compile(
        message("@WireMessage public class M {",
            "  @JsonUnwrapped public S inner;",
            "  @WireMessage public sealed interface S permits A {}",
            "  @WireMessage public static final class A implements S { public int b; }",
            "}"));
    // (the capturing processor analyses classes only: it also refuses the interface itself)
    assertThat(c).hadErrorContaining("@JsonUnwrapped on S, which carries a type id: Jackson 2.18"
            + " cannot write an unwrapped polymorphic value")
        .inFile(c.sourceFiles().get(0)).onLineContaining("@JsonUnwrapped public S inner");
  }

  @Test
  void renamedRecord() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonUnwrapped(prefix = \"p_\") public N inner;",
            "  @WireMessage public record N(int b) {}",
            "}"),
        "@JsonUnwrapped with a prefix or suffix on N, which is created through its constructor:"
            + " Jackson 2.18 writes its properties renamed but reads them by their plain names",
        "@JsonUnwrapped(prefix = \"p_\")");
  }

  @Test
  void recordRenamedByAnEnclosingPrefix() {
    Compilation c = processor.compile(
        message("@WireMessage public class M {",
            "  @JsonUnwrapped(suffix = \"_s\") public N inner;",
            "  @WireMessage public static class N { @JsonUnwrapped public R r; }",
            "  @WireMessage public record R(int b) {}",
            "}"));
    assertThat(c).hadErrorContaining("@JsonUnwrapped with a prefix or suffix on R")
        .inFile(c.sourceFiles().get(0)).onLineContaining("@JsonUnwrapped(suffix = \"_s\")");
  }

  @Test
  void cycle() {
    Compilation c = processor.compile(
        message("@WireMessage public class M {",
            "  @JsonUnwrapped public N inner;",
            "  @WireMessage public static class N { @JsonUnwrapped(prefix = \"n\") public M outer; }",
            "}"));
    assertThat(c).hadErrorContaining("@JsonUnwrapped on N, which unwraps this message again")
        .inFile(c.sourceFiles().get(0)).onLineContaining("@JsonUnwrapped public N inner;");
  }

  @Test
  void sharedMemberName() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonUnwrapped public N first;",
            "  @JsonUnwrapped public N second;",
            "  @WireMessage public static class N { public int b; }",
            "}"),
        "two @JsonUnwrapped properties both read the member \"b\" (Jackson 2.18 hands it to both)",
        "@WireMessage public class M {");
  }

  /** Jackson writes these as ordinary properties (left out when null): accepted, ignored. */
  @ParameterizedTest
  @ValueSource(strings = {"Map<String, Integer>", "List<N>", "int[]", "String", "long"})
  void ignoredOnMapsCollectionsAndValues(String type) {
    expectModel(
        message("@WireMessage public class M {",
            "  public int a;",
            "  @JsonUnwrapped public " + type + " inner;",
            "  @WireMessage public static class N { public int b; }",
            "}"));
  }

  @Test
  void onASetterAndSwitchedOff() {
    expectModel(
        message("@WireMessage public class M {",
            "  private N inner;",
            "  public N getInner() { return inner; }",
            "  @JsonUnwrapped(prefix = \"p_\") public void setInner(N inner) { this.inner = inner; }",
            "  @JsonUnwrapped(enabled = false, prefix = \"p_\") public N kept;",
            "  @WireMessage public static class N { public int b; }",
            "}"));
  }

  @Test
  void severalMistakesAreAllReported() {
    Compilation c = processor.compile(
        message("@WireMessage public class M {",
            "  @JsonUnwrapped public Optional<N> a;",
            "  @JsonUnwrapped(prefix = \"p_\") public R b;",
            "  @WireMessage public static class N { public int b; }",
            "  @WireMessage public record R(int c) {}",
            "}"));
    assertThat(c).hadErrorCount(2);
    assertThat(c).hadErrorContaining("Optional message").inFile(c.sourceFiles().get(0))
        .onLineContaining("Optional<N> a;");
    assertThat(c).hadErrorContaining("prefix or suffix on R").inFile(c.sourceFiles().get(0))
        .onLineContaining("public R b;");
  }
}
