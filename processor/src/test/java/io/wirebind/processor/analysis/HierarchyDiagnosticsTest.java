package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.wirebind.processor.WirebindProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Mistakes in sealed and abstract hierarchies, each reported on its line with the fix. */
class HierarchyDiagnosticsTest {

  private static Compilation compile(JavaFileObject file) {
    return Compiler.javac().withProcessors(new WirebindProcessor()).compile(file);
  }

  private static void expectError(JavaFileObject file, String text, String line) {
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
  }

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 2];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.annotation.*;";
    System.arraycopy(body, 0, lines, 2, body.length);
    return source("M", lines);
  }

  @Test
  void abstractTypeWithoutSubtypeList() {
    expectError(message("@WireMessage", "public interface M {}"),
        "@WireMessage on the abstract type M needs its subtypes: declare it sealed with a permits"
            + " clause, or list them with @JsonSubTypes",
        "public interface M");
  }

  @Test
  void openBaseListingANonSubclass() {
    expectError(
        message("@WireMessage",
            "@JsonTypeInfo(use = JsonTypeInfo.Id.NAME)",
            "@JsonSubTypes({@JsonSubTypes.Type(M.A.class), @JsonSubTypes.Type(M.B.class)})",
            "public class M {",
            "  public int x;",
            "  @WireMessage public static class A extends M { public int y; }",
            "  @WireMessage public static class B { public int z; }",
            "}"),
        "B is listed in @JsonSubTypes of M but does not extend it; list only subclasses of M",
        "public class M");
  }

  @Test
  void openBaseSubtypeRedeclaringAnotherTypeInfo() {
    expectError(
        message("@WireMessage",
            "@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = \"kind\")",
            "@JsonSubTypes({@JsonSubTypes.Type(M.A.class)})",
            "public class M {",
            "  public int x;",
            "  @WireMessage @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = \"type\")",
            "  public static class A extends M { public int y; }",
            "}"),
        "@JsonTypeInfo",
        "property = \"type\"");
  }

  @Test
  void subtypeNotAMessage() {
    expectError(
        message("@WireMessage",
            "public sealed interface M permits M.A, M.B {",
            "  @WireMessage record A(int x) implements M {}",
            "  record B(int y) implements M {}",
            "}"),
        "subtype B of M is not a @WireMessage; annotate it with @WireMessage",
        "public sealed interface M");
  }

  @Test
  void abstractSubtypeNotAHierarchy() {
    expectError(
        message("@WireMessage",
            "public sealed interface M permits M.A, M.B {",
            "  @WireMessage record A(int x) implements M {}",
            "  non-sealed interface B extends M {}",
            "}"),
        "subtype B of M is abstract; annotate it with @WireMessage to make it a nested hierarchy",
        "public sealed interface M");
  }

  @Test
  void duplicateCaseNumber() {
    expectError(
        message("@WireMessage",
            "public sealed interface M permits M.A, M.B {",
            "  @WireMessage @WireSubtype(3) record A(int x) implements M {}",
            "  @WireMessage @WireSubtype(3) record B(int y) implements M {}",
            "}"),
        "case number 3 is already used by subtype A; give each subtype its own @WireSubtype number",
        "record B(");
  }

  @Test
  void caseNumberOutOfRange() {
    expectError(
        message("@WireMessage",
            "public sealed interface M permits M.A {",
            "  @WireMessage @WireSubtype(0) record A(int x) implements M {}",
            "}"),
        "case number 0 is out of range; use 1..536870911", "record A(");
  }

  @Test
  void caseNumberReserved() {
    expectError(
        message("@WireMessage",
            "public sealed interface M permits M.A {",
            "  @WireMessage @WireSubtype(19500) record A(int x) implements M {}",
            "}"),
        "case number 19500 is in the range 19000-19999 reserved by protobuf", "record A(");
  }

  @Test
  void mixedCaseNumbers() {
    expectError(
        message("@WireMessage",
            "public sealed interface M permits M.A, M.B {",
            "  @WireMessage @WireSubtype(1) record A(int x) implements M {}",
            "  @WireMessage record B(int y) implements M {}",
            "}"),
        "subtype B has no @WireSubtype number but A has one; number every subtype of the hierarchy or none",
        "record B(");
  }

  @Test
  void wireSubtypeOutsideAHierarchy() {
    expectError(message("@WireMessage @WireSubtype(2)", "public record M(int x) {}"),
        "@WireSubtype on M has no effect: no supertype of it is a @WireMessage hierarchy",
        "@WireSubtype(2)");
  }

  @Test
  void duplicateTypeId() {
    expectError(
        message("@WireMessage",
            "public sealed interface M permits M.A, M.B {",
            "  @WireMessage @JsonTypeName(\"x\") record A(int x) implements M {}",
            "  @WireMessage @JsonTypeName(\"x\") record B(int y) implements M {}",
            "}"),
        "subtypes A and B have the same JSON type id 'x'; give one of them another name",
        "public sealed interface M");
  }

  @Test
  void unsupportedUse() {
    expectError(
        message("@WireMessage",
            "@JsonTypeInfo(",
            "    use = JsonTypeInfo.Id.CUSTOM)",
            "public sealed interface M permits M.A {",
            "  @WireMessage record A(int x) implements M {}",
            "}"),
        "@JsonTypeInfo(use = CUSTOM) is not supported by Wirebind (it implements NAME, SIMPLE_NAME, CLASS,"
            + " MINIMAL_CLASS and DEDUCTION); to keep this JSON, leave the hierarchy to Jackson", "use = JsonTypeInfo.Id.CUSTOM");
  }

  @Test
  void unsupportedInclude() {
    expectError(
        message("@WireMessage",
            "@JsonTypeInfo(use = JsonTypeInfo.Id.NAME,",
            "    include = JsonTypeInfo.As.EXTERNAL_PROPERTY)",
            "public sealed interface M permits M.A {",
            "  @WireMessage record A(int x) implements M {}",
            "}"),
        "@JsonTypeInfo(include = EXTERNAL_PROPERTY) is not supported by Wirebind",
        "include = JsonTypeInfo.As.EXTERNAL_PROPERTY");
  }

  @Test
  void unsupportedRequireTypeId() {
    expectError(
        message("@WireMessage",
            "@JsonTypeInfo(use = JsonTypeInfo.Id.NAME,",
            "    requireTypeIdForSubtypes = OptBoolean.FALSE)",
            "public sealed interface M permits M.A {",
            "  @WireMessage record A(int x) implements M {}",
            "}"),
        "@JsonTypeInfo(requireTypeIdForSubtypes = FALSE) is not supported by Wirebind; to keep this JSON,"
            + " leave the hierarchy to Jackson: no @WireMessage on it, and @WireBridge on the properties",
        "requireTypeIdForSubtypes = OptBoolean.FALSE");
  }

  @Test
  void defaultImplNotASubtype() {
    expectError(
        message("@WireMessage",
            "@JsonTypeInfo(use = JsonTypeInfo.Id.NAME,",
            "    defaultImpl = String.class)",
            "public sealed interface M permits M.A {",
            "  @WireMessage record A(int x) implements M {}",
            "}"),
        "@JsonTypeInfo(defaultImpl = java.lang.String) is not a concrete subtype listed for M",
        "defaultImpl = String.class");
  }

  @Test
  void deductionCannotTellSubtypesApart() {
    expectError(
        message("@WireMessage",
            "@JsonTypeInfo(use = JsonTypeInfo.Id.DEDUCTION)",
            "public sealed interface M permits M.A, M.B {",
            "  @WireMessage record A(int x) implements M {}",
            "  @WireMessage record B(int x) implements M {}",
            "}"),
        "@JsonTypeInfo(use = DEDUCTION) cannot tell A from B: they have the same JSON properties",
        "public sealed interface M");
  }

  @Test
  void typeIdResolverIsRejected() {
    expectError(
        message("@WireMessage",
            "@com.fasterxml.jackson.databind.annotation.JsonTypeIdResolver(",
            "    com.fasterxml.jackson.databind.jsontype.impl.TypeNameIdResolver.class)",
            "public sealed interface M permits M.A {",
            "  @WireMessage record A(int x) implements M {}",
            "}"),
        "@JsonTypeIdResolver is not supported by Wirebind", "@com.fasterxml.jackson.databind.annotation.JsonTypeIdResolver(");
  }

  @Test
  void typeIdPropertyIsRejected() {
    expectError(
        message("@WireMessage",
            "public sealed interface M permits M.A {",
            "  @WireMessage final class A implements M {",
            "    @JsonTypeId public String kind;",
            "  }",
            "}"),
        "@JsonTypeId is not supported by Wirebind", "public String kind;");
  }

  @Test
  void severalMistakesAreAllReported() {
    JavaFileObject file = message("@WireMessage",
        "public sealed interface M permits M.A, M.B, M.C {",
        "  @WireMessage @WireSubtype(2) record A(int x) implements M {}",
        "  @WireMessage @WireSubtype(2) record B(int y) implements M {}",
        "  record C(int z) implements M {}",
        "}");
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("case number 2 is already used by subtype A").inFile(file).onLineContaining("record B(");
    assertThat(c).hadErrorContaining("subtype C of M is not a @WireMessage").inFile(file).onLineContaining("public sealed interface M");
    assertThat(c).hadErrorContaining("subtype C has no @WireSubtype number but A has one").inFile(file).onLineContaining("record C(");
  }

  /** The spring generator's oneOf interface: no @WireMessage, its @JsonSubTypes all messages. */
  private static JavaFileObject oneOfInterface(String circleAnnotation) {
    return source("Shape",
        "import com.fasterxml.jackson.annotation.*;",
        "@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = \"shapeType\", visible = true)",
        "@JsonSubTypes({@JsonSubTypes.Type(value = Shape.Circle.class, name = \"circle\"),",
        "    @JsonSubTypes.Type(value = Shape.Square.class, name = \"square\")})",
        "public interface Shape {",
        "  String getShapeType();",
        "  " + circleAnnotation + " class Circle implements Shape {",
        "    public String shapeType; public Double radius;",
        "    public String getShapeType() { return shapeType; }",
        "  }",
        "  @io.wirebind.annotation.WireMessage class Square implements Shape {",
        "    public String shapeType; public Double side;",
        "    public String getShapeType() { return shapeType; }",
        "  }",
        "}");
  }

  @Test
  void unannotatedBaseListingOnlyMessagesIsAHierarchy() {
    JavaFileObject holder = message("@WireMessage public class M {", "  public Shape shape;", "}");
    Compilation c = Compiler.javac().withProcessors(new WirebindProcessor())
        .compile(oneOfInterface("@io.wirebind.annotation.WireMessage"), holder);
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("test.Shape_WireCodec");
    assertThat(c).generatedSourceFile("test.M_WireCodec");
  }

  @Test
  void unannotatedBaseListingANonMessageStaysUnknown() {
    JavaFileObject holder = message("@WireMessage public class M {", "  public Shape shape;", "}");
    Compilation c = Compiler.javac().withProcessors(new WirebindProcessor()).compile(oneOfInterface(""), holder);
    assertThat(c).hadErrorContaining("Shape").inFile(holder).onLineContaining("public Shape shape;");
  }
}
