package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Mistakes with value types and value objects, each reported on its line with the fix. */
class ValueDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(processor.models.isEmpty(), "no model for a class with errors");
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
  void valueObjectWithoutCreator() {
    expectError(
        message("@WireMessage public class M {",
            "  public Id id;",
            "  public static final class Id {",
            "    @JsonValue public String text() { return \"\"; }",
            "  }",
            "}"),
        "value object test.M.Id cannot be created from its java.lang.String value; add a one-argument"
            + " constructor, or a static factory with @JsonCreator (or named of, valueOf or from)",
        "public Id id;");
  }

  @Test
  void valueObjectWrappingACollection() {
    expectError(
        message("@WireMessage public class M {",
            "  public List<Id> ids;",
            "  public record Id(@JsonValue List<String> parts) {}",
            "}"),
        "value object test.M.Id wraps java.util.List<java.lang.String>; the value of a @JsonValue class"
            + " may be a number, Boolean, String, byte[] or a JDK value type",
        "public List<Id> ids;");
  }

  @Test
  void privateJsonValueField() {
    expectError(
        message("@WireMessage public class M {",
            "  public Id id;",
            "  public static final class Id {",
            "    @JsonValue private final String v;",
            "    public Id(String v) { this.v = v; }",
            "  }",
            "}"),
        "@JsonValue v of test.M.Id is private; the generated codec cannot read it", "private final String v;");
  }

  @Test
  void jsonValueWithParameters() {
    expectError(
        message("@WireMessage public class M {",
            "  public Id id;",
            "  public static final class Id {",
            "    public Id(String v) {}",
            "    @JsonValue public String v(int i) { return \"\"; }",
            "  }",
            "}"),
        "@JsonValue of test.M.Id must be a field or a method without parameters", "String v(int i)");
  }

  @Test
  void bytesEncodingOnlyOnUuids() {
    expectError(
        message("@WireMessage public class M {",
            "  @WireField(value = 1, encoding = WireField.Encoding.BYTES) public java.time.Instant at;",
            "}"),
        "encoding = BYTES applies only to java.util.UUID, not to java.time.Instant; remove it", "java.time.Instant at;");
  }

  @Test
  void jsonFormatPatternWithoutTheTypesFields() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonFormat(pattern = \"HH:mm\") public java.time.LocalDate day;",
            "}"),
        "@JsonFormat(pattern = \"HH:mm\") cannot format a LocalDate: Unsupported field: HourOfDay",
        "HH:mm");
  }

  @Test
  void jsonFormatPatternThatCannotReadBack() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonFormat(pattern = \"MM/dd\") public List<java.time.LocalDate> days;",
            "}"),
        "@JsonFormat(pattern = \"MM/dd\") cannot read a LocalDate back from what it writes (\"02/29\")",
        "MM/dd");
  }

  @Test
  void jsonFormatPatternOnAnInstant() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonFormat(pattern = \"yyyy-MM-dd\") public java.time.Instant at;",
            "}"),
        "@JsonFormat(pattern = \"yyyy-MM-dd\") is not implemented by Wirebind for java.time.Instant",
        "yyyy-MM-dd");
  }

  @Test
  void invalidPattern() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonFormat(pattern = \"yyyy-MM-dd{\") public java.time.LocalDate day;",
            "}"),
        "@JsonFormat(pattern = \"yyyy-MM-dd{\") is not a valid DateTimeFormatter pattern", "yyyy-MM-dd{");
  }

  @Test
  void jsonFormatShapeWirebindDoesNotWrite() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonFormat(shape = JsonFormat.Shape.STRING) public long count;",
            "}"),
        "@JsonFormat(shape = JsonFormat.Shape.STRING) is not implemented by Wirebind for this property",
        "public long count;");
  }

  @Test
  void jsonFormatNumberOnAPrimitiveArray() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonFormat(shape = JsonFormat.Shape.NUMBER) public int[] counts;",
            "}"),
        "@JsonFormat(shape = JsonFormat.Shape.NUMBER) is not implemented by Wirebind for this property"
            + " (out of scope)",
        "public int[] counts;");
  }

  @Test
  void jsonFormatPatternOnAPrimitiveArray() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonFormat(pattern = \"yyyy\") public long[] years;",
            "}"),
        "@JsonFormat(pattern = \"yyyy\") is not implemented by Wirebind for this type", "yyyy");
  }

  @Test
  void jsonFormatStringOnAnEnumSet() {
    expectError(
        message("@WireMessage public class M {",
            "  public enum Side { BUY, SELL }",
            "  @JsonFormat(shape = JsonFormat.Shape.OBJECT) public EnumSet<Side> sides;",
            "}"),
        "@JsonFormat(shape = JsonFormat.Shape.OBJECT) is not implemented by Wirebind for this property",
        "public EnumSet<Side> sides;");
  }

  @Test
  void jsonFormatTimezoneIsNotImplemented() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonFormat(shape = JsonFormat.Shape.NUMBER, timezone = \"UTC\") public java.time.Instant at;",
            "}"),
        "@JsonFormat(timezone = \"UTC\") is not implemented by Wirebind", "timezone");
  }

  @Test
  void sortedSetOfMessages() {
    expectError(
        message("@WireMessage public class M {",
            "  public SortedSet<java.net.URL> links;",
            "}"),
        "java.util.SortedSet<java.net.URL> needs Comparable elements: it is decoded into a TreeSet", "links;");
  }
}
