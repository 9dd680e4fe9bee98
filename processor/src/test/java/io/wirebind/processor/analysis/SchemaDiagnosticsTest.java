package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.WirebindProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The schema diagnostics (unknown-field members, reserved numbers and names), each on its line. */
class SchemaDiagnosticsTest {

  static JavaFileObject message(String... body) {
    StringBuilder b = new StringBuilder("package test;\nimport io.wirebind.annotation.*;\n"
        + "import io.wirebind.UnknownFieldSet;\nimport java.util.*;\n");
    for (String line : body) {
      b.append(line).append('\n');
    }
    return JavaFileObjects.forSourceString("test.M", b.toString());
  }

  static Compilation compile(JavaFileObject... files) {
    return Compiler.javac().withProcessors(new WirebindProcessor()).compile(files);
  }

  static void expectError(JavaFileObject file, String text, String line) {
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void unknownFieldsInARecord() {
    expectError(
        message("@WireMessage public record M(int a, UnknownFieldSet rest) {}"),
        "a record cannot keep unknown fields in 'rest'", "UnknownFieldSet rest");
  }

  @Test
  void twoUnknownFieldMembers() {
    expectError(
        message("@WireMessage public class M {",
            "  public int a;",
            "  public UnknownFieldSet first;",
            "  public UnknownFieldSet second;",
            "}"),
        "'second' is a second UnknownFieldSet member; unknown fields are kept in 'first'", "second;");
  }

  @Test
  void unknownFieldsNotWritable() {
    expectError(
        message("@WireMessage public class M {",
            "  public int a;",
            "  public final UnknownFieldSet rest = new UnknownFieldSet();",
            "}"),
        "the UnknownFieldSet member 'rest' must be readable and writable", "UnknownFieldSet rest");
  }

  @Test
  void aMessageWithUnknownFieldsCompilesCleanly() {
    assertThat(compile(message("@WireMessage public class M {",
        "  public int a;",
        "  private UnknownFieldSet rest;",
        "  public UnknownFieldSet getRest() { return rest; }",
        "  public void setRest(UnknownFieldSet rest) { this.rest = rest; }",
        "}"))).succeededWithoutWarnings();
  }

  @Test
  void reservedNumberReused() {
    expectError(
        message("@WireMessage(reserved = {2, 4}) public class M {",
            "  @WireField(1) public int a;",
            "  @WireField(4) public String b;",
            "}"),
        "field 'b' uses number 4, which M reserves in @WireMessage(reserved = ...)", "String b;");
  }

  @Test
  void reservedNameReused() {
    expectError(
        message("@WireMessage(reservedNames = \"title\") public class M {",
            "  public int a;",
            "  public String title;",
            "}"),
        "field name 'title' is reserved in @WireMessage(reservedNames = ...) of M", "String title;");
  }

  @Test
  void reservedNumberOutOfRange() {
    expectError(
        message("@WireMessage(reserved = {3, 19500}) public class M {",
            "  public int a;",
            "}"),
        "reserved number 19500 is not a field number", "19500");
  }

  @Test
  void reservedIsExported() throws Exception {
    Compilation c = compile(message("@WireMessage(reserved = {7, 3}, reservedNames = {\"old\", \"gone\"})",
        "public class M {",
        "  public int a;",
        "}"));
    assertThat(c).succeededWithoutWarnings();
    String text = io.wirebind.processor.schema.ProtoExportTest.exported(c, "test/test.proto");
    org.junit.jupiter.api.Assertions.assertTrue(text.contains(
        "message M {\n  int32 a = 1;\n  reserved 3, 7;\n  reserved \"old\", \"gone\";\n}\n"), text);
  }
}
