package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Jackson's {@code @JsonValue} and {@code @JsonCreator} on an enum that the generated code cannot
 * call or Wirebind does not implement: one error on the member's line, saying what keeps the JSON;
 * and what Jackson ignores (a creator on the constructor, a disabled one) compiles.
 */
class EnumFormDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    JacksonRefusals.expectError(processor, file, text, line);
  }

  private static JavaFileObject withEnum(String field, String... enumBody) {
    String[] lines = new String[enumBody.length + 3];
    lines[0] = "@WireMessage public class M {";
    lines[1] = "  public " + field + ";";
    System.arraycopy(enumBody, 0, lines, 2, enumBody.length);
    lines[lines.length - 1] = "}";
    return JacksonRefusals.message(lines);
  }

  @Test
  void privateJsonValueMethod() {
    expectError(
        withEnum("Side side", "public enum Side { BUY, SELL;",
            "  @JsonValue private String lower() { return name().toLowerCase(); } }"),
        "@JsonValue lower() of enum Side is private, and the generated codec calls it directly (no"
            + " reflection): make it package-private or public (the JSON stays the same)",
        "private String lower()");
  }

  @Test
  void privateJsonValueField() {
    expectError(
        withEnum("Side side", "public enum Side { BUY(\"b\"), SELL(\"s\");",
            "  @JsonValue private final String code;",
            "  Side(String code) { this.code = code; } }"),
        "@JsonValue code of enum Side is private",
        "private final String code");
  }

  @Test
  void unsupportedJsonValueType() {
    expectError(
        withEnum("Side side", "public enum Side { BUY, SELL;",
            "  @JsonValue public Optional<String> lower() { return Optional.empty(); } }"),
        "enum Side is written as its @JsonValue of type java.util.Optional<java.lang.String>, which"
            + " Wirebind does not implement for an enum",
        "public Optional<String> lower()");
  }

  @Test
  void severalCreators() {
    Compilation c = processor.compile(withEnum("Side side", "public enum Side { BUY, SELL;",
        "  @JsonCreator public static Side a(String s) { return BUY; }",
        "  @JsonCreator public static Side b(Integer s) { return SELL; } }"));
    assertThat(c).hadErrorContaining("enum Side has several @JsonCreator factories").inFile(c.sourceFiles().get(0))
        .onLineContaining("public static Side a(");
    assertThat(c).hadErrorContaining("mark the others @JsonCreator(mode = JsonCreator.Mode.DISABLED)")
        .inFile(c.sourceFiles().get(0)).onLineContaining("public static Side b(");
  }

  @Test
  void argumentlessCreator() {
    expectError(
        withEnum("Side side", "public enum Side { BUY, SELL;",
            "  @JsonCreator public static Side make() { return BUY; } }"),
        "the @JsonCreator of enum Side takes 0 parameters; Wirebind implements an enum's delegating"
            + " @JsonCreator of one parameter only",
        "public static Side make()");
  }

  @Test
  void propertiesCreator() {
    expectError(
        withEnum("Side side", "public enum Side { BUY, SELL;",
            "  @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)",
            "  public static Side make(String k) { return BUY; } }"),
        "the @JsonCreator of enum Side is properties-based (mode = PROPERTIES or a @JsonProperty"
            + " parameter): Jackson then also reads the enum from a JSON object",
        "@JsonCreator(mode = JsonCreator.Mode.PROPERTIES)");
  }

  @Test
  void privateCreator() {
    expectError(
        withEnum("Side side", "public enum Side { BUY, SELL;",
            "  @JsonCreator private static Side of(String s) { return BUY; } }"),
        "@JsonCreator of() of enum Side is private",
        "private static Side of(");
  }

  @Test
  void unsupportedCreatorParameter() {
    expectError(
        withEnum("Side side", "public enum Side { BUY, SELL;",
            "  @JsonCreator public static Side of(List<String> s) { return BUY; } }"),
        "the @JsonCreator of enum Side takes a java.util.List<java.lang.String>, which Wirebind does"
            + " not read for an enum",
        "public static Side of(");
  }

  @Test
  void keyWithoutAMemberNameForm() {
    expectError(
        withEnum("Map<Side, String> bySide", "public enum Side { BUY, SELL;",
            "  @JsonValue public java.time.Instant at() { return java.time.Instant.EPOCH; } }"),
        "map key type test.M.Side is not supported: Jackson writes this enum as a map key through its"
            + " @JsonValue of type java.time.Instant",
        "public Map<Side, String> bySide");
  }

  @Test
  void stringShapeOfANumberValue() {
    expectError(
        JacksonRefusals.message("@WireMessage public class M {",
            "  @JsonFormat(shape = JsonFormat.Shape.STRING) public Side side;",
            "  public enum Side { BUY, SELL;",
            "    @JsonValue public int code() { return ordinal() + 1; } }",
            "}"),
        "@JsonFormat(shape = JsonFormat.Shape.STRING) is not implemented by Wirebind for this property",
        "public Side side");
  }

  @Test
  void whatJacksonIgnoresCompiles() {
    Compilation c = processor.compile(withEnum("Side side", "public enum Side { BUY(\"b\"), SELL(\"s\");",
        "  private final String code;",
        "  @JsonCreator Side(String code) { this.code = code; }",
        "  @JsonCreator(mode = JsonCreator.Mode.DISABLED) public static Side off(int i) { return BUY; }",
        "  @JsonValue(false) public String code() { return code; } }"));
    assertThat(c).succeededWithoutWarnings();
  }
}
