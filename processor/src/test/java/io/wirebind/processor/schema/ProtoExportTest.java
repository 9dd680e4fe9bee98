package io.wirebind.processor.schema;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Wirebind;
import io.wirebind.processor.WirebindProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The exported {@code .proto} text: golden files for the golden {@code Tick} and for every test
 * model package (ExportedProtoDifferentialTest proves protoc compiles them and that they
 * interoperate), plus the package options, imports and the enum rules on small sources. After an
 * intended change: {@code WIREBIND_UPDATE_GOLDEN=1 mvn -pl processor -am test -Dtest=ProtoExportTest}.
 */
public class ProtoExportTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/proto");

  private static String resource(String name) throws IOException {
    try (InputStream in = ProtoExportTest.class.getResourceAsStream(name)) {
      assertNotNull(in, name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static void assertGolden(String file, String actual) throws IOException {
    Path golden = GOLDEN.resolve(file);
    if ("1".equals(System.getenv("WIREBIND_UPDATE_GOLDEN"))) {
      Files.writeString(golden, actual);
    }
    assertEquals(Files.readString(golden), actual, "exported .proto changed; see the class comment");
  }

  public static String exported(Compilation c, String path) throws IOException {
    JavaFileObject f =
        c.generatedFile(StandardLocation.CLASS_OUTPUT, "", "META-INF/wirebind/proto/" + path).orElseThrow();
    return f.getCharContent(false).toString();
  }

  @Test
  void goldenTick() throws IOException {
    Compilation c =
        javac()
            .withProcessors(new WirebindProcessor())
            .compile(JavaFileObjects.forSourceString("golden.Tick", resource("/golden/Tick.java.txt")));
    assertThat(c).succeededWithoutWarnings();
    assertGolden("golden.proto.txt", exported(c, "golden/golden.proto"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"it", "jsonit", "valueit", "fuzz", "namesit"})
  void goldenTestModels(String pkg) throws IOException {
    assertGolden(pkg + ".proto.txt", resource("/META-INF/wirebind/proto/io/wirebind/" + pkg + "/" + pkg + ".proto"));
  }

  @Test
  void protoSchemaReturnsTheExportedFileAtRunTime() throws IOException {
    assertEquals(
        resource("/META-INF/wirebind/proto/io/wirebind/it/it.proto"),
        Wirebind.protoSchema(io.wirebind.it.Bundle.class));
  }

  @Test
  void packageOptionsImportsAndEnums() throws IOException {
    Compilation c =
        javac()
            .withProcessors(new WirebindProcessor())
            .compile(
                JavaFileObjects.forSourceString("com.acme.orders.package-info", """
                    @WireSchema(file = "orders.proto", protoPackage = "acme.orders.v1",
                        javaPackage = "com.acme.orders.proto", goPackage = "acme.com/orders/v1;ordersv1")
                    package com.acme.orders;
                    import io.wirebind.annotation.WireSchema;
                    """),
                JavaFileObjects.forSourceString("com.acme.orders.Order", """
                    package com.acme.orders;
                    import io.wirebind.annotation.*;
                    import java.time.Instant;
                    import java.util.*;
                    @WireMessage
                    public class Order {
                      public enum Side { @WireField(1) BUY, @WireField(2) SELL }
                      public enum Kind { @WireField(1) BUY, @WireField(2) HOLD }
                      @WireField(1) public long id;
                      @WireField(2) public Side side;
                      @WireField(3) public Kind kind;
                      @WireField(4) public com.acme.common.Money total;
                      @WireField(5) public Instant at;
                      @WireField(value = 6, packed = false) public List<Integer> codes;
                      @WireField(7) public Map<String, com.acme.common.Money> fees;
                      @WireField(8) public Optional<java.math.BigDecimal> discount;
                    }
                    """),
                JavaFileObjects.forSourceString("com.acme.common.Money", """
                    package com.acme.common;
                    import io.wirebind.annotation.*;
                    @WireMessage
                    public record Money(@WireField(1) long units, @WireField(2) String currency) {}
                    """));
    assertThat(c).succeeded();
    String orders = exported(c, "com/acme/orders/orders.proto");
    assertTrue(orders.contains("""
        syntax = "proto3";

        package acme.orders.v1;

        import "com/acme/common/common.proto";
        import "google/protobuf/timestamp.proto";
        import "google/type/decimal.proto";

        option go_package = "acme.com/orders/v1;ordersv1";
        option java_package = "com.acme.orders.proto";
        option java_multiple_files = true;
        """), orders);
    assertTrue(orders.contains("""
          int64 id = 1;
          optional Order.SideScope.Side side = 2;
          optional Order.Kind kind = 3;
          .com.acme.common.Money total = 4;
          .google.protobuf.Timestamp at = 5;
          repeated int32 codes = 6 [packed = false];
          map<string, .com.acme.common.Money> fees = 7;
          .google.type.Decimal discount = 8;
        """), orders);
    // no zero value: Wirebind adds one; BUY of Side clashes with BUY of Kind (C++ scoping): wrapped
    assertTrue(orders.contains("""
          enum Kind {
            KIND_UNSPECIFIED = 0;
            BUY = 1;
            HOLD = 2;
          }

          message SideScope {
            enum Side {
              SIDE_UNSPECIFIED = 0;
              BUY = 1;
              SELL = 2;
            }
          }
        }
        """), orders);
    String common = exported(c, "com/acme/common/common.proto");
    assertTrue(common.contains("package com.acme.common;\n\nmessage Money {\n  int64 units = 1;\n  optional string currency = 2;\n}\n"), common);
  }

  /**
   * A type nested in a class that is no message is raised to that class's scope as {@code
   * Outer_Inner} (no empty wrapper message a peer would take for a real one); one nested in a
   * message stays nested; references name it so from the same file, a nested message's scope, a
   * service and another package's file (of this compilation or an earlier one).
   */
  @Test
  void typesNestedInAPlainClassAreRaised() throws IOException {
    Compilation c =
        javac()
            .withProcessors(new WirebindProcessor())
            .compile(
                JavaFileObjects.forSourceString("com.acme.shop.Shop", """
                    package com.acme.shop;
                    import io.wirebind.annotation.*;
                    import java.util.*;
                    public class Shop {
                      public enum Status { @WireField(1) OPEN, @WireField(2) CLOSED }
                      @WireMessage
                      public record Order(@WireField(1) long id, @WireField(2) List<Line> lines,
                          @WireField(3) Status status, @WireField(4) Order.Note note) {
                        @WireMessage
                        public record Note(@WireField(1) String text, @WireField(2) Catalog.Entry entry) {}
                      }
                      @WireMessage
                      public record Line(@WireField(1) String sku) {}
                      public static class Catalog {
                        @WireMessage
                        public record Entry(@WireField(1) String name) {}
                      }
                    }
                    """),
                JavaFileObjects.forSourceString("com.acme.shop.Orders", """
                    package com.acme.shop;
                    import io.wirebind.annotation.*;
                    @WireRpcService
                    public interface Orders {
                      Shop.Order place(Shop.Line line);
                    }
                    """),
                JavaFileObjects.forSourceString("com.acme.billing.Invoice", """
                    package com.acme.billing;
                    import io.wirebind.annotation.*;
                    @WireMessage
                    public record Invoice(@WireField(1) com.acme.shop.Shop.Order order,
                        @WireField(2) io.wirebind.failit.FailModels.Line fromAnotherCompilation) {}
                    """));
    assertThat(c).succeeded();
    String shop = exported(c, "com/acme/shop/shop.proto");
    assertEquals("""
        // Exported by Wirebind from the @WireMessage classes of package com.acme.shop. Do not edit: edit the classes.
        syntax = "proto3";

        package com.acme.shop;

        message Shop_Catalog_Entry {
          optional string name = 1;
        }

        message Shop_Line {
          optional string sku = 1;
        }

        message Shop_Order {
          int64 id = 1;
          repeated Shop_Line lines = 2;
          optional Shop_Status status = 3;
          Shop_Order.Note note = 4;

          message Note {
            optional string text = 1;
            Shop_Catalog_Entry entry = 2;
          }
        }

        enum Shop_Status {
          SHOP_STATUS_UNSPECIFIED = 0;
          OPEN = 1;
          CLOSED = 2;
        }

        service Orders {
          rpc Place(Shop_Line) returns (Shop_Order);
        }
        """, shop);
    String billing = exported(c, "com/acme/billing/billing.proto");
    assertTrue(billing.contains("""
          .com.acme.shop.Shop_Order order = 1;
          .io.wirebind.failit.FailModels_Line fromAnotherCompilation = 2;
        """), billing);
  }
}
