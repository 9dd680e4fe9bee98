package io.wirebind.processor.schema;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.WirebindProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A {@code @WireRpcService} interface is a {@code service} block in its package's exported file,
 * with every streaming kind, in the package the file declares, naming messages of other packages
 * through their file; mistakes are reported on their method. (protoc compiles such a file and a
 * grpc-java stub generated from it calls a Wirebind server in the wirebind-grpc build.)
 */
class ServiceExportTest {
  private static final JavaFileObject PACKAGE = JavaFileObjects.forSourceString("shop.package-info", """
      @WireSchema(protoPackage = "acme.shop.v1")
      package shop;
      import io.wirebind.annotation.WireSchema;
      """);
  private static final JavaFileObject ORDER = JavaFileObjects.forSourceString("shop.Order", """
      package shop;
      @io.wirebind.annotation.WireMessage
      public record Order(long id, String customer) {}
      """);
  private static final JavaFileObject QUERY = JavaFileObjects.forSourceString("common.Query", """
      package common;
      @io.wirebind.annotation.WireMessage
      public record Query(String customer, int count) {}
      """);

  @Test
  void servicesAreExportedWithTheirMessages() throws Exception {
    JavaFileObject shop = JavaFileObjects.forSourceString("shop.Shop", """
        package shop;
        import io.wirebind.annotation.WireRpc;
        import io.wirebind.annotation.WireRpcService;
        import common.Query;
        @WireRpcService
        public interface Shop {
          Order place(Order order);
          @WireRpc(WireRpc.Streaming.SERVER) Order history(Query query);
          @WireRpc(WireRpc.Streaming.CLIENT) Order upload(Order order);
          @WireRpc(value = WireRpc.Streaming.BIDI, name = "Chat") Order talk(Order order);
          default Order notAnRpc() { return null; }
        }
        """);
    JavaFileObject admin = JavaFileObjects.forSourceString("shop.Admin", """
        package shop;
        @io.wirebind.annotation.WireRpcService("ShopAdmin")
        public interface Admin {
          Order cancel(Order order);
        }
        """);
    Compilation c = javac().withProcessors(new WirebindProcessor()).compile(PACKAGE, ORDER, QUERY, shop, admin);
    assertThat(c).succeededWithoutWarnings();
    String text = ProtoExportTest.exported(c, "shop/shop.proto");
    assertTrue(text.contains("package acme.shop.v1;\n"), text);
    assertTrue(text.contains("import \"common/common.proto\";\n"), text);
    assertTrue(text.endsWith("""

        service Shop {
          rpc Place(Order) returns (Order);
          rpc History(.common.Query) returns (stream Order);
          rpc Upload(stream Order) returns (Order);
          rpc Chat(stream Order) returns (stream Order);
        }

        service ShopAdmin {
          rpc Cancel(Order) returns (Order);
        }
        """), text);
  }

  @Test
  void aServiceWithoutMessagesOfItsOwnPackageHasAFile() throws Exception {
    JavaFileObject api = JavaFileObjects.forSourceString("api.Api", """
        package api;
        @io.wirebind.annotation.WireRpcService
        public interface Api {
          common.Query echo(common.Query q);
        }
        """);
    Compilation c = javac().withProcessors(new WirebindProcessor()).compile(QUERY, api);
    assertThat(c).succeededWithoutWarnings();
    assertEquals("""
        // Exported by Wirebind from the @WireMessage classes of package api. Do not edit: edit the classes.
        syntax = "proto3";

        package api;

        import "common/common.proto";

        service Api {
          rpc Echo(.common.Query) returns (.common.Query);
        }
        """, ProtoExportTest.exported(c, "api/api.proto"));
  }

  @Test
  void mistakesAreReportedOnTheirMethod() {
    JavaFileObject shop = JavaFileObjects.forSourceString("shop.Shop", """
        package shop;
        import io.wirebind.annotation.WireRpc;
        import io.wirebind.annotation.WireRpcService;
        @WireRpcService
        public interface Shop {
          Order place(Order order, int retries);
          Order list(String customer);
          java.util.List<Order> all(Order order);
          Order cancel(Order order);
          @WireRpc(name = "Cancel") Order cancelAgain(Order order);
        }
        """);
    JavaFileObject notAnInterface = JavaFileObjects.forSourceString("shop.Api", """
        package shop;
        @io.wirebind.annotation.WireRpcService
        public final class Api {}
        """);
    Compilation c = javac().withProcessors(new WirebindProcessor()).compile(ORDER, shop, notAnInterface);
    assertThat(c).hadErrorContaining("an rpc method takes exactly one parameter, its request message")
        .inFile(shop).onLineContaining("place(Order order, int retries)");
    assertThat(c).hadErrorContaining(
            "the request of an rpc is a @WireMessage class without type parameters, not java.lang.String")
        .inFile(shop).onLineContaining("String customer");
    assertThat(c).hadErrorContaining("the response of an rpc is a @WireMessage class without type parameters")
        .inFile(shop).onLineContaining("all(Order order)");
    assertThat(c).hadErrorContaining("service Shop already has an rpc named Cancel")
        .inFile(shop).onLineContaining("cancelAgain");
    assertThat(c).hadErrorContaining("@WireRpcService declares a gRPC service on an interface; Api is not one")
        .inFile(notAnInterface).onLineContaining("class Api");
  }
}
