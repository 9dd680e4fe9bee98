package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.wirebind.processor.WirebindProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What stays unsupported of {@code @JsonFormat(shape = ARRAY)} and {@code
 * @JsonSetter(contentNulls)} is a compile error on its line saying what to do.
 */
class ArrayShapeDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    // the whole processor: hierarchies are analyzed outside the message analysis
    Compilation c = Compiler.javac().withProcessors(new WirebindProcessor()).compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
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
  void arrayOnARecordAndAClassCompiles() {
    JavaFileObject file = message("@WireMessage @JsonFormat(shape = JsonFormat.Shape.ARRAY)",
        "public record M(int a, String b, N n) {",
        "  @WireMessage @JsonFormat(shape = JsonFormat.Shape.ARRAY) @JsonPropertyOrder({\"c\"})",
        "  public static class N { public int b; public int c; }",
        "}");
    assertThat(processor.compile(file)).succeededWithoutWarnings();
  }

  @Test
  void arrayOnASubtype() {
    expectError(
        message("@WireMessage @JsonTypeInfo(use = JsonTypeInfo.Id.NAME)",
            "public sealed interface M permits M.A {",
            "  @WireMessage @JsonFormat(shape = JsonFormat.Shape.ARRAY) record A(int x) implements M {}",
            "}"),
        "@JsonFormat(shape = ARRAY) is not implemented by Wirebind for a class in a polymorphic"
            + " hierarchy", "record A(int x)");
  }

  @Test
  void arrayOnAHierarchy() {
    expectError(
        message("@WireMessage @JsonFormat(shape = JsonFormat.Shape.ARRAY)",
            "public sealed interface M permits M.A {",
            "  @WireMessage record A(int x) implements M {}",
            "}"),
        "@JsonFormat(shape = ARRAY) is not implemented by Wirebind for a class in a polymorphic"
            + " hierarchy", "@JsonFormat(shape = JsonFormat.Shape.ARRAY)");
  }

  @Test
  void arrayWithAReadOnlyProperty() {
    expectError(
        message("@WireMessage @JsonFormat(shape = JsonFormat.Shape.ARRAY)",
            "public class M {",
            "  public int a;",
            "  @JsonProperty(access = JsonProperty.Access.READ_ONLY) public int b;",
            "}"),
        "'b' is READ_ONLY or WRITE_ONLY", "public int b;");
  }

  @Test
  void arrayWithAnyProperties() {
    expectError(
        message("@WireMessage @JsonFormat(shape = JsonFormat.Shape.ARRAY)",
            "public class M {",
            "  public int a;",
            "  @JsonAnyGetter @JsonAnySetter public Map<String, Object> rest;",
            "}"),
        "@JsonFormat(shape = ARRAY) is not implemented by Wirebind beside @JsonAnyGetter",
        "@JsonFormat(shape");
  }

  @Test
  void arrayOnProto3Json() {
    expectError(
        message("@WireMessage(json = JsonStyle.PROTO3) @JsonFormat(shape = JsonFormat.Shape.ARRAY)",
            "public record M(int a) {}"),
        "this message is written as proto3 JSON", "@JsonFormat(shape");
  }

  @Test
  void classFormatWithAPattern() {
    expectError(
        message("@WireMessage @JsonFormat(shape = JsonFormat.Shape.ARRAY, pattern = \"x\")",
            "public record M(int a) {}"),
        "@JsonFormat(pattern = x) is not implemented by Wirebind: on a @WireMessage class Wirebind"
            + " implements shape = ARRAY only", "pattern = \"x\"");
  }

  @Test
  void arrayOnAnEnum() {
    expectError(
        message("@WireMessage public class M {",
            "  public Side side;",
            "  @JsonFormat(shape = JsonFormat.Shape.ARRAY) public enum Side { BUY, SELL }",
            "}"),
        "@JsonFormat(shape = ARRAY) is not implemented by Wirebind: on an enum", "public enum Side");
  }

  /** Jackson honours shape = ARRAY on a property too; Wirebind only on the class. */
  @Test
  void arrayOnAProperty() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonFormat(shape = JsonFormat.Shape.ARRAY) public N n;",
            "  @WireMessage public record N(int b) {}",
            "}"),
        "@JsonFormat(shape = JsonFormat.Shape.ARRAY) is not implemented by Wirebind for this property",
        "public N n;");
  }

  @Test
  void contentNullsOnEveryContainerCompiles() {
    JavaFileObject file = message("@WireMessage public class M {",
        "  @JsonSetter(contentNulls = Nulls.SKIP) public Set<Integer> s;",
        "  @JsonSetter(contentNulls = Nulls.FAIL) public Map<String, N> m;",
        "  @JsonSetter(contentNulls = Nulls.AS_EMPTY) public String[] a;",
        "  @JsonSetter(contentNulls = Nulls.AS_EMPTY) public List<Long> l;",
        "  @JsonSetter(contentNulls = Nulls.FAIL) public Optional<String> o;",
        "  @JsonSetter(contentNulls = Nulls.SKIP) public String plain;",
        "  @JsonSetter(contentNulls = Nulls.SKIP) public byte[] bytes;",
        "  @WireMessage public record N(int b) {}",
        "}");
    assertThat(processor.compile(file)).succeededWithoutWarnings();
  }

  @Test
  void contentNullsOnAPrimitiveArray() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonSetter(contentNulls = Nulls.SKIP) public int[] a;", "}"),
        "@JsonSetter(contentNulls) is not implemented by Wirebind for a primitive array ('a' is a"
            + " int[])", "public int[] a;");
  }

  @Test
  void contentNullsOnNestedCollections() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonSetter(contentNulls = Nulls.FAIL) public Map<String, List<String>> m;", "}"),
        "@JsonSetter(contentNulls) is not implemented by Wirebind for collections nested in"
            + " collections", "public Map<String, List<String>> m;");
  }

  @Test
  void contentNullsAsEmptyOnEnums() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonSetter(contentNulls = Nulls.AS_EMPTY) public List<Side> sides;",
            "  public enum Side { BUY, SELL }", "}"),
        "@JsonSetter(contentNulls = AS_EMPTY) is implemented for String, boxed number and Boolean"
            + " elements", "public List<Side> sides;");
  }
}
