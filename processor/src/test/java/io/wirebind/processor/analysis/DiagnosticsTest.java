package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every mistake is reported with a fix, on the offending line; nothing is modelled. */
class DiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  /** Compiles {@code test.M} and expects exactly one error containing {@code text} on a line. */
  private void expectError(JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(processor.models.isEmpty(), "no model for a class with errors");
  }

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 4];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import io.wirebind.annotation.WireField.Encoding;";
    lines[2] = "import com.fasterxml.jackson.annotation.*;";
    lines[3] = "import java.util.*;";
    System.arraycopy(body, 0, lines, 4, body.length);
    return source("M", lines);
  }

  @Test
  void theRealProcessorReportsTheSameErrors() {
    JavaFileObject file =
        message("@WireMessage public class M {",
            "  @WireField(2) public int a;",
            "  @WireField(2) public int b;",
            "}");
    Compilation c =
        com.google.testing.compile.Compiler.javac()
            .withProcessors(new io.wirebind.processor.WirebindProcessor())
            .compile(file);
    assertThat(c).hadErrorContaining("field number 2 is already used by field 'a'")
        .inFile(file).onLineContaining("int b;");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void duplicateNumber() {
    expectError(
        message("@WireMessage public class M {",
            "  @WireField(1) public int a;",
            "  @WireField(2) public int b;",
            "  @WireField(1) public int c;",
            "}"),
        "field number 1 is already used by field 'a'; give each field its own number",
        "int c;");
  }

  @Test
  void numberOutOfRange() {
    expectError(
        message("@WireMessage public class M {",
            "  @WireField(536870912) public int a;",
            "}"),
        "field number 536870912 is out of range; protobuf field numbers are 1 to 536870911",
        "536870912");
  }

  @Test
  void negativeNumber() {
    expectError(
        message("@WireMessage public record M(@WireField(-4) int a) {}"),
        "field number -4 is out of range", "(-4)");
  }

  @Test
  void reservedNumber() {
    expectError(
        message("@WireMessage public class M {",
            "  @WireField(1) public int a;",
            "  @WireField(19500) public int b;",
            "}"),
        "field number 19500 is in the range 19000-19999 reserved by protobuf; pick another number",
        "19500");
  }

  @Test
  void mixedNumbers() {
    expectError(
        message("@WireMessage public class M {",
            "  @WireField(1) public int a;",
            "  public int b;",
            "}"),
        "field 'b' has no @WireField number but field 'a' has one; number every field or none",
        "int b;");
  }

  @Test
  void unsupportedType() {
    expectError(
        message("@WireMessage public class M {",
            "  public Queue<String> tags;",
            "}"),
        "type java.util.Queue<java.lang.String> is not supported; use List<E> (or Set<E>)",
        "tags");
  }

  @Test
  void unsupportedArray() {
    expectError(
        message("@WireMessage public class M {", "  public Thread[] values;", "}"),
        "element type java.lang.Thread is not supported", "values");
  }

  @Test
  void nestedClassWithoutWireMessage() {
    expectError(
        message("@WireMessage public class M {",
            "  public static class Part { public int x; }",
            "  public Part part;",
            "}"),
        "type test.M.Part is not a @WireMessage class; annotate test.M.Part with @WireMessage",
        "Part part;");
  }

  @Test
  void listOfIterables() {
    expectError(
        message("@WireMessage public class M {", "  public List<Iterable<String>> rows;", "}"),
        "element type java.lang.Iterable<java.lang.String> is not supported", "rows");
  }

  @Test
  void unsupportedMapKey() {
    expectError(
        message("@WireMessage public class M {", "  public Map<Object, String> byPrice;", "}"),
        "map key type java.lang.Object is not supported; map keys are String", "byPrice");
  }

  @Test
  void unsupportedMapValue() {
    expectError(
        message("@WireMessage public class M {", "  public Map<String, Optional<String>> arrays;", "}"),
        "map value type java.util.Optional<java.lang.String> is not supported", "arrays");
  }

  @Test
  void rawList() {
    expectError(
        message("@SuppressWarnings(\"rawtypes\") @WireMessage public class M {",
            "  public List items;",
            "}"),
        "type java.util.List needs concrete type arguments", "items");
  }

  @Test
  void privateFieldWithoutSetter() {
    expectError(
        message("@WireMessage public class M {",
            "  private int count;",
            "  public int getCount() { return count; }",
            "}"),
        "private field 'count' cannot be written by the generated codec; make it non-private, add"
            + " a setter setCount(value), or pass it to a @JsonCreator constructor",
        "private int count;");
  }

  @Test
  void everyUnwritableFieldIsReported() {
    Compilation c =
        processor.compile(
            message("@WireMessage public class M {",
                "  public final int one = 1;",
                "  public final int two = 2;",
                "}"));
    assertThat(c).hadErrorContaining("final field 'one'").inFile(c.sourceFiles().get(0))
        .onLineContaining("one");
    assertThat(c).hadErrorContaining("final field 'two'").inFile(c.sourceFiles().get(0))
        .onLineContaining("two");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void finalFieldWithoutCreator() {
    expectError(
        message("@WireMessage public class M {", "  public final int fixed = 1;", "}"),
        "final field 'fixed' cannot be written by the generated codec; make it non-final, or pass"
            + " it to a @JsonCreator constructor",
        "fixed");
  }

  @Test
  void privateFinalFieldWithoutCreator() {
    expectError(
        message("@WireMessage public class M {",
            "  private final int id = 1;",
            "  public int getId() { return id; }",
            "}"),
        "private final field 'id' cannot be written by the generated codec; pass it to a"
            + " @JsonCreator constructor, or make it non-final and add a setter setId(value)",
        "private final int id");
  }

  @Test
  void inheritedProtectedFieldFromAnotherPackage() {
    JavaFileObject base =
        JavaFileObjects.forSourceLines("other.Base",
            "package other;", "public class Base { protected int shared; }");
    JavaFileObject m =
        source("M", "@io.wirebind.annotation.WireMessage public class M extends other.Base {",
            "  public int own; }");
    // Jackson's default visibility sees public fields only: 'shared' is no property
    Compilation c = processor.compile(base, m);
    assertThat(c).succeeded();
    assertEquals(List.of("own"),
        processor.models.get("test.M").fields().stream().map(f -> f.name()).toList());
  }

  @Test
  void unresolvedTypeIsLeftToJavac() {
    Compilation c =
        processor.compile(message("@WireMessage public class M {", "  public Missing gone;", "}"));
    assertThat(c).hadErrorContaining("cannot find symbol");
    assertThat(c).hadErrorCount(1);
    assertTrue(processor.models.isEmpty());
  }

  @Test
  void noUsableConstructor() {
    expectError(
        message("@WireMessage public class M {",
            "  public int a;",
            "  public M(int a) { this.a = a; }",
            "}"),
        "M has no usable constructor: add a non-private no-argument constructor, or a"
            + " @JsonCreator constructor",
        "public class M");
  }

  @Test
  void creatorParameterWithoutName() {
    expectError(
        message("@WireMessage public class M {",
            "  public final int a;",
            "  @JsonCreator public M(int a) { this.a = a; }",
            "}"),
        "@JsonCreator parameter 'a' has no @JsonProperty name", "@JsonCreator public M");
  }

  @Test
  void creatorParameterNamingNoField() {
    expectError(
        message("@WireMessage public class M {",
            "  public int a;",
            "  @JsonCreator public M(@JsonProperty(\"zzz\") int a) { this.a = a; }",
            "}"),
        "@JsonCreator parameter 'a' is named \"zzz\", which is not a serialized field", "zzz");
  }

  @Test
  void onInterface() {
    expectError(message("@WireMessage public interface M {}"),
        "@WireMessage cannot be used on an interface; put it on a concrete class or a record",
        "interface M");
  }

  @Test
  void onAbstractClass() {
    expectError(message("@WireMessage public abstract class M { public int a; }"),
        "@WireMessage cannot be used on an abstract class", "abstract class M");
  }

  @Test
  void onEnum() {
    expectError(message("@WireMessage public enum M { A }"),
        "@WireMessage cannot be used on an enum", "enum M");
  }

  @Test
  void onInnerClass() {
    expectError(
        message("public class M {", "  @WireMessage public class Inner { public int a; }", "}"),
        "@WireMessage cannot be used on a non-static inner class", "class Inner");
  }

  @Test
  void onPrivateClass() {
    expectError(
        message("public class M {",
            "  @WireMessage private static class Hidden { public int a; }",
            "}"),
        "@WireMessage cannot be used on a private class", "class Hidden");
  }

  @Test
  void duplicateEnumNumber() {
    JavaFileObject e =
        source("E",
            "import io.wirebind.annotation.*;",
            "public enum E { @WireField(1) ONE, @WireField(2) TWO, @WireField(1) UNO }");
    JavaFileObject m =
        source("M", "@io.wirebind.annotation.WireMessage public class M { public E e; }");
    Compilation c = processor.compile(e, m);
    assertThat(c).hadErrorContaining("enum number 1 is already used by constant ONE; give each"
            + " constant its own @WireField number")
        .inFile(e).onLineContaining("UNO");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void encodingOnString() {
    expectError(
        message("@WireMessage public class M {",
            "  @WireField(encoding = Encoding.ZIGZAG) public String name;",
            "}"),
        "encoding = ZIGZAG applies only to integer types (int, long, short, byte, char and their"
            + " boxes), not to java.lang.String; remove it",
        "ZIGZAG");
  }

  @Test
  void encodingOnDoubleList() {
    expectError(
        message("@WireMessage public class M {",
            "  @WireField(encoding = Encoding.FIXED) public List<Double> prices;",
            "}"),
        "encoding = FIXED applies only to integer types", "prices");
  }

  @Test
  void keyEncodingOnStringKeys() {
    expectError(
        message("@WireMessage public class M {",
            "  @WireField(keyEncoding = Encoding.ZIGZAG) public Map<String, Long> counts;",
            "}"),
        "keyEncoding = ZIGZAG applies only to integer types", "counts");
  }

  @Test
  void duplicateJsonName() {
    expectError(
        message("@WireMessage public class M {",
            "  public int name;",
            "  @JsonProperty(\"name\") public int other;",
            "}"),
        "JSON name \"name\" is already used by field 'name'; rename one with @JsonProperty or"
            + " @WireField(json = \"...\")",
        "int other;");
  }

  @Test
  void duplicateJsonNameFromWireField() {
    expectError(
        message("@WireMessage public record M(int id,", "  @WireField(json = \"id\") int other) {}"),
        "JSON name \"id\" is already used by field 'id'", "int other");
  }

  @Test
  void ignoredRecordComponent() {
    expectError(message("@WireMessage public record M(int a, @WireIgnore int b) {}"),
        "record component 'b' cannot be excluded: the canonical constructor needs it",
        "record M");
  }

  @Test
  void customInclude() {
    expectError(
        message("@WireMessage public class M {",
            "  @JsonInclude(JsonInclude.Include.CUSTOM) public String a;",
            "}"),
        "@JsonInclude(CUSTOM) is not implemented by Wirebind (out of scope); it implements ALWAYS, NON_NULL", "CUSTOM");
  }

  @Test
  void emptyEnum() {
    JavaFileObject e = source("E", "public enum E {}");
    JavaFileObject m =
        source("M", "@io.wirebind.annotation.WireMessage public class M { public E e; }");
    Compilation c = processor.compile(e, m);
    assertThat(c).hadErrorContaining("enum test.E has no constants").inFile(e)
        .onLineContaining("enum E");
  }

  @Test
  void reportsEveryMistakeOfAFile() {
    JavaFileObject file =
        message("@WireMessage public class M {",
            "  @WireField(1) public int a;",
            "  @WireField(1) public int dup;",
            "  @WireField(19001) public int reserved;",
            "  @WireField(3) public Thread unsupported;",
            "  @WireField(4) private int hidden;",
            "  @WireField(value = 5, encoding = Encoding.FIXED) public boolean flag;",
            "  @WireField(6) @JsonProperty(\"a\") public int clash;",
            "  public int unnumbered;",
            "}",
            "@WireMessage abstract class Other { public int x; }");
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining("already used by field 'a'").inFile(file)
        .onLineContaining("int dup;");
    assertThat(c).hadErrorContaining("19001 is in the range").inFile(file)
        .onLineContaining("19001");
    assertThat(c).hadErrorContaining("type java.lang.Thread is not supported").inFile(file)
        .onLineContaining("unsupported;");
    assertThat(c).hadErrorContaining("private field 'hidden' cannot be read").inFile(file)
        .onLineContaining("hidden");
    assertThat(c).hadErrorContaining("encoding = FIXED applies only to integer types")
        .inFile(file).onLineContaining("boolean flag");
    assertThat(c).hadErrorContaining("JSON name \"a\" is already used by field 'a'").inFile(file)
        .onLineContaining("clash");
    assertThat(c).hadErrorContaining("field 'unnumbered' has no @WireField number").inFile(file)
        .onLineContaining("unnumbered");
    assertThat(c).hadErrorContaining("cannot be used on an abstract class").inFile(file)
        .onLineContaining("class Other");
    assertThat(c).hadErrorCount(8);
    assertEquals(0, processor.models.size());
  }
}
