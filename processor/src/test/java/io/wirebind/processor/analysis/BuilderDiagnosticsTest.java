package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Mistakes in a {@code @JsonDeserialize(builder)} class, each reported on its line. */
class BuilderDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(processor.models.isEmpty(), "no model for a class with errors");
  }

  /** A message {@code M} with properties a and b, built by {@code B} with {@code builder} as body. */
  private static JavaFileObject message(String pojo, String... builder) {
    String[] head = {
      "import io.wirebind.annotation.*;",
      "import com.fasterxml.jackson.annotation.*;",
      "import com.fasterxml.jackson.databind.annotation.*;",
      "@WireMessage @JsonDeserialize(builder = M.B.class) public class M {",
      "  private final int a;",
      "  private final String b;",
      "  M(int a, String b) { this.a = a; this.b = b; }",
      "  public int getA() { return a; }",
      "  public String getB() { return b; }",
      "  " + pojo + " public static class B {",
      "    int a; String b;",
    };
    String[] lines = new String[head.length + builder.length + 2];
    System.arraycopy(head, 0, lines, 0, head.length);
    System.arraycopy(builder, 0, lines, head.length, builder.length);
    lines[lines.length - 2] = "  }";
    lines[lines.length - 1] = "}";
    return source("M", lines);
  }

  @Test
  void aBuilderWithEveryMethodHasAModel() {
    Compilation c = processor.compile(message("@JsonPOJOBuilder(withPrefix = \"set\", buildMethodName = \"make\")",
        "    public B setA(int a) { this.a = a; return this; }",
        "    public B setB(String b) { this.b = b; return this; }",
        "    public M make() { return new M(a, b); }"));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(1, processor.models.size());
  }

  @Test
  void missingPropertyMethod() {
    expectError(message("",
            "    public B withA(int a) { this.a = a; return this; }",
            "    public M build() { return new M(a, b); }"),
        "property 'b' has no method in builder B, so Jackson cannot read it; add a one-argument method"
            + " withB(...) to B",
        "private final String b;");
  }

  @Test
  void prefixNamesTheMethods() {
    expectError(message("@JsonPOJOBuilder(withPrefix = \"\")",
            "    public B a(int a) { this.a = a; return this; }",
            "    public B withB(String b) { this.b = b; return this; }",
            "    public M build() { return new M(a, b); }"),
        "property 'b' has no method in builder B, so Jackson cannot read it; add a one-argument method"
            + " b(...) to B",
        "private final String b;");
  }

  @Test
  void noBuildMethod() {
    expectError(message("@JsonPOJOBuilder(buildMethodName = \"create\")",
            "    public B withA(int a) { this.a = a; return this; }",
            "    public B withB(String b) { this.b = b; return this; }",
            "    public M build() { return new M(a, b); }"),
        "builder B has no non-private no-argument method create(); add it, or name the build method with"
            + " @JsonPOJOBuilder(buildMethodName = \"...\")",
        "public static class B {");
  }

  @Test
  void buildReturnsAnotherType() {
    expectError(message("",
            "    public B withA(int a) { this.a = a; return this; }",
            "    public B withB(String b) { this.b = b; return this; }",
            "    public String build() { return b; }"),
        "builder method B.build() returns java.lang.String, not M; return the built M",
        "public String build()");
  }

  @Test
  void methodTakesAnotherType() {
    expectError(message("",
            "    public B withA(long a) { this.a = (int) a; return this; }",
            "    public B withB(String b) { this.b = b; return this; }",
            "    public M build() { return new M(a, b); }"),
        "builder method B.withA takes long, but property 'a' is int; take the property's type",
        "public B withA(long a)");
  }

  @Test
  void methodNotChained() {
    expectError(message("",
            "    public B withA(int a) { this.a = a; return this; }",
            "    public void withB(String b) { this.b = b; }",
            "    public M build() { return new M(a, b); }"),
        "builder method B.withB does not return the builder; return this B",
        "public void withB(String b)");
  }

  @Test
  void builderWithoutNoArgConstructor() {
    expectError(message("",
            "    B(int a) { this.a = a; }",
            "    public B withA(int a) { this.a = a; return this; }",
            "    public B withB(String b) { this.b = b; return this; }",
            "    public M build() { return new M(a, b); }"),
        "builder B cannot be created: it must be a non-abstract, non-generic, static, non-private class"
            + " with a non-private no-argument constructor, as Jackson creates it",
        "@WireMessage @JsonDeserialize(builder = M.B.class)");
  }

  @Test
  void deserializeWithMoreThanABuilderStaysRefused() {
    Compilation c = processor.compile(source("M",
        "import io.wirebind.annotation.*;",
        "import com.fasterxml.jackson.databind.annotation.*;",
        "@WireMessage @JsonDeserialize(builder = M.class, as = M.class) public class M {",
        "  public int a;",
        "}"));
    assertThat(c).hadErrorContaining("@JsonDeserialize on a @WireMessage class is not implemented by Wirebind")
        .inFile(c.sourceFiles().get(0)).onLineContaining("@JsonDeserialize(builder");
  }
}
