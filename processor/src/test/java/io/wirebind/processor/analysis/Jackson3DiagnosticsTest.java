package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.WirebindProcessor;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The Jackson 3 style's compile-time side: {@code -Awirebind.jackson}, {@code @WireMessage(json =
 * JACKSON3)}, and the enums whose Jackson 3 names only {@code toString()} knows.
 */
class Jackson3DiagnosticsTest {
  private static Compilation compile(String option, JavaFileObject... files) {
    return javac().withProcessors(new WirebindProcessor())
        .withOptions(option == null ? new Object[] {"-Awirebind.protoExport=false"}
            : new Object[] {"-Awirebind.protoExport=false", option})
        .compile(files);
  }

  private static JavaFileObject source(String name, String... lines) {
    return JavaFileObjects.forSourceLines("test." + name,
        concat(new String[] {"package test;", "import io.wirebind.annotation.*;",
            "import com.fasterxml.jackson.annotation.*;"}, lines));
  }

  private static String[] concat(String[] a, String[] b) {
    String[] out = new String[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  private static final String[] SHOUTING = {
    "@WireMessage public class M {",
    "  public enum Tone { LOW, HIGH; @Override public String toString() { return name().toLowerCase(); } }",
    "  public Tone tone;",
    "}"
  };

  @Test
  void anEnumWrittenByItsToStringIsAnErrorUnderJackson3() {
    JavaFileObject f = source("M", SHOUTING);
    Compilation c = compile("-Awirebind.jackson=3", f);
    assertThat(c).hadErrorContaining(
            "Jackson 3 writes and reads Tone.LOW by its toString(), which this enum overrides and which runs"
                + " only at run time; give each constant without @JsonProperty a @JsonProperty with the name"
                + " toString() returns, or generate this class for Jackson 2")
        .inFile(f).onLineContaining("public Tone tone;");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void aConstantBodyOverridingToStringIsFoundToo() {
    JavaFileObject f = source("M",
        "@WireMessage public class M {",
        "  public enum Tone { LOW, HIGH { @Override public String toString() { return \"hi\"; } } }",
        "  public java.util.List<Tone> tones;",
        "}");
    assertThat(compile("-Awirebind.jackson=3", f))
        .hadErrorContaining("Jackson 3 writes and reads Tone.HIGH by its toString()")
        .inFile(f).onLineContaining("tones;");
  }

  @Test
  void namedConstantsOrJackson2AreFine() {
    assertThat(compile("-Awirebind.jackson=3", source("M",
        "@WireMessage public class M {",
        "  public enum Tone { @JsonProperty(\"low\") LOW, @JsonProperty(\"high\") HIGH;",
        "    @Override public String toString() { return name().toLowerCase(); } }",
        "  public Tone tone;",
        "}"))).succeeded();
    assertThat(compile(null, source("M", SHOUTING))).succeeded();
    String[] explicit = SHOUTING.clone();
    explicit[0] = "@WireMessage(json = JsonStyle.JACKSON) public class M {";
    assertThat(compile("-Awirebind.jackson=3", source("M", explicit))).succeeded();
  }

  @Test
  void aMonthIsAnErrorUnderJackson3() {
    JavaFileObject f = source("M", "@WireMessage public class M {", "  public java.time.Month month;", "}");
    assertThat(compile("-Awirebind.jackson=3", f))
        .hadErrorContaining("Jackson 3 writes a java.time.Month as its number 1 to 12")
        .inFile(f).onLineContaining("month;");
    assertThat(compile(null, source("M", "@WireMessage public class M {", "  public java.time.Month month;", "}")))
        .succeeded();
  }

  @Test
  void anUnknownVersionIsAnError() {
    assertThat(compile("-Awirebind.jackson=4", source("M", "@WireMessage public class M { public int a; }")))
        .hadErrorContaining("-Awirebind.jackson=4 is not a Jackson major version Wirebind matches; use 2");
  }

  @Test
  void theCodecNamesItsJackson() throws IOException {
    String[] body = {"@WireMessage public class M { public int b; public int a; }"};
    assertTrue(generated(compile("-Awirebind.jackson=3", source("M", body)))
        .contains("super(M.class, JsonStyle.JACKSON3);"));
    assertTrue(generated(compile(null, source("M", "@WireMessage(json = JsonStyle.JACKSON3) public class M { public int a; }")))
        .contains("super(M.class, JsonStyle.JACKSON3);"));
    assertTrue(generated(compile("-Awirebind.jackson=3", source("M", "@WireMessage(json = JsonStyle.PROTO3) public class M { public int a; }")))
        .contains("super(M.class, JsonStyle.PROTO3, JsonStyle.JACKSON3);"));
    assertTrue(generated(compile(null, source("M", body))).contains("super(M.class, JsonStyle.JACKSON);"));
  }

  private static String generated(Compilation c) throws IOException {
    assertThat(c).succeeded();
    return c.generatedFile(StandardLocation.SOURCE_OUTPUT, "test", "M_WireCodec.java").orElseThrow()
        .getCharContent(false).toString();
  }
}
