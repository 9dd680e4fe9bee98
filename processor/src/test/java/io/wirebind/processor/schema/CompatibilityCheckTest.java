package io.wirebind.processor.schema;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.WirebindProcessor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code -Awirebind.previousSchema}: each rule on its line, against the {@code .proto} a previous
 * release exported.
 */
class CompatibilityCheckTest {
  private static final String PREVIOUS = """
      // Exported by Wirebind from the @WireMessage classes of package shop. Do not edit: edit the classes.
      syntax = "proto3";

      package shop;

      message Order {
        int64 id = 1;
        int64 amount = 2;
        int32 code = 3;
        optional string note = 4;
        optional Order.Side side = 6;
        int32 count = 7;
        optional string title = 8;
        reserved 5;
        reserved "old";

        enum Side {
          SIDE_UNSPECIFIED = 0;
          BUY = 1;
          SELL = 2;
        }
      }

      service Orders {
        rpc Place(Order) returns (Order);
        rpc Watch(stream Order) returns (stream Order);
      }
      """;

  @TempDir Path dir;

  private Compilation compile(JavaFileObject source) throws IOException {
    Files.createDirectories(dir.resolve("shop"));
    Files.writeString(dir.resolve("shop/shop.proto"), PREVIOUS);
    return javac()
        .withProcessors(new WirebindProcessor())
        .withOptions("-Awirebind.previousSchema=" + dir)
        .compile(source);
  }

  private static JavaFileObject order(String... fields) {
    StringBuilder b = new StringBuilder("""
        package shop;
        import io.wirebind.annotation.*;
        import java.util.*;
        @WireMessage(reserved = 4)
        public class Order {
          public enum Side { @WireField(1) BUY, @WireField(2) SELL }
          @WireField(1) public long id;
          @WireField(6) public Side side;
        """);
    for (String f : fields) {
      b.append("  ").append(f).append('\n');
    }
    return JavaFileObjects.forSourceString("shop.Order", b.append("}\n").toString());
  }

  /** The fields that keep the previous schema, but for the one line under test. */
  private static final String AMOUNT = "@WireField(2) public long amount;";
  private static final String CODE = "@WireField(3) public int code;";
  private static final String COUNT = "@WireField(7) public int count;";
  private static final String TITLE = "@WireField(8) public String title;";

  @Test
  void compatibleEditsPass() throws IOException {
    // int32 -> int64 is compatible (varints), note (4) removed and reserved
    Compilation c = compile(order(AMOUNT, CODE, "@WireField(7) public long count;", TITLE));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void wireTypeChanged() throws IOException {
    JavaFileObject f = order("@WireField(2) public String amount;", CODE, COUNT, TITLE);
    Compilation c = compile(f);
    assertThat(c).hadErrorContaining("field 'amount' (number 2) was int64 and is now string: the encodings differ")
        .inFile(f).onLineContaining("String amount");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void wireTypeChangedInARecord() throws IOException {
    JavaFileObject f = JavaFileObjects.forSourceString("shop.Order", """
        package shop;
        import io.wirebind.annotation.*;
        @WireMessage(reserved = {3, 4, 6, 7, 8})
        public record Order(
            @WireField(1) long id,
            @WireField(2) double amount) {}
        """);
    Compilation c = compile(f);
    assertThat(c).hadErrorContaining("field 'amount' (number 2) was int64 and is now double")
        .inFile(f).onLineContaining("double amount");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void cardinalityChanged() throws IOException {
    JavaFileObject f = order(AMOUNT, "@WireField(3) public List<Integer> code;", COUNT, TITLE);
    Compilation c = compile(f);
    assertThat(c).hadErrorContaining("field 'code' (number 3) was int32 and is now repeated int32: its cardinality changed")
        .inFile(f).onLineContaining("List<Integer> code");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void removedWithoutReserving() throws IOException {
    JavaFileObject f = order(AMOUNT, CODE, TITLE);
    Compilation c = compile(f);
    assertThat(c).hadErrorContaining("field 'count' (number 7) of the previous schema was removed without reserving"
        + " its number; a future field with it would be misread by old peers: add @WireMessage(reserved = 7,"
        + " reservedNames = \"count\")").inFile(f).onLineContaining("public class Order");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void previouslyReservedNumberReused() throws IOException {
    JavaFileObject f = order(AMOUNT, CODE, COUNT, TITLE, "@WireField(5) public int again;");
    Compilation c = compile(f);
    assertThat(c).hadErrorContaining("field 'again' uses number 5, which the previous schema reserves")
        .inFile(f).onLineContaining("int again");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void enumNumberChanged() throws IOException {
    JavaFileObject f = JavaFileObjects.forSourceString("shop.Order", """
        package shop;
        import io.wirebind.annotation.*;
        @WireMessage(reserved = 4)
        public class Order {
          public enum Side { @WireField(1) BUY, @WireField(3) SELL }
          @WireField(1) public long id;
          @WireField(2) public long amount;
          @WireField(3) public int code;
          @WireField(6) public Side side;
          @WireField(7) public int count;
          @WireField(8) public String title;
        }
        """);
    Compilation c = compile(f);
    assertThat(c).hadErrorContaining("enum constant Side.SELL was number 2 and is now 3")
        .inFile(f).onLineContaining("@WireField(3) SELL");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void renameIsAWarning() throws IOException {
    JavaFileObject f = order(AMOUNT, CODE, COUNT, "@WireField(8) public String headline;");
    Compilation c = compile(f);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("field number 8 was named 'title' (JSON \"title\") and is now 'headline'"
        + " (JSON \"headline\"): protobuf binary peers are unaffected, but JSON peers read and write the old name")
        .inFile(f).onLineContaining("String headline");
  }

  /** The parser reads every file the processor exports for the test models. */
  @Test
  void parsesTheExportedFiles() throws IOException {
    for (String name : new String[] {"it", "jsonit", "valueit", "fuzz", "golden"}) {
      ProtoParser p = new ProtoParser();
      p.parse(Files.readString(Path.of("src/test/resources/golden/proto/" + name + ".proto.txt")));
      assertTrue(!p.messages.isEmpty(), name);
    }
    ProtoParser it = new ProtoParser();
    it.parse(Files.readString(Path.of("src/test/resources/golden/proto/it.proto.txt")));
    ProtoParser.Message renamed = it.messages.get("io.wirebind.it.EvolveRenamed");
    assertEquals(java.util.Set.of(5), renamed.reservedNumbers);
    assertEquals("PhaseV2Scope.PhaseV2", renamed.fields.get(3).type());
    assertEquals(java.util.Map.of("UNKNOWN", 0, "OPEN", 1, "CLOSED", 2, "ARCHIVED", 3),
        it.enums.get("io.wirebind.it.PhaseV2Scope.PhaseV2").values());
  }
}
