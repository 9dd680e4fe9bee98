package io.wirebind.processor.schema;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.WirebindProcessor;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * Wrapper messages of element classes with the same simple name, in different packages or nested in
 * different classes, used in one package: each keeps a message of its own, named after the
 * element's enclosing classes or package.
 */
class WrapperNamesTest {

  @Test
  void sameSimpleNameInTwoPackages() throws IOException {
    Compilation c = javac().withProcessors(new WirebindProcessor()).compile(
        JavaFileObjects.forSourceString("com.acme.a.Point", """
            package com.acme.a;
            @io.wirebind.annotation.WireMessage
            public record Point(int x, int y) {}
            """),
        JavaFileObjects.forSourceString("com.acme.b.Point", """
            package com.acme.b;
            @io.wirebind.annotation.WireMessage
            public record Point(String name) {}
            """),
        JavaFileObjects.forSourceString("com.acme.Route", """
            package com.acme;
            import java.util.*;
            @io.wirebind.annotation.WireMessage
            public record Route(List<List<com.acme.a.Point>> legs, List<List<com.acme.b.Point>> stops,
                Map<String, List<com.acme.a.Point>> byName) {}
            """));
    assertThat(c).succeededWithoutWarnings();
    String proto = ProtoExportTest.exported(c, "com/acme/acme.proto");
    assertEquals("""
        message Route {
          repeated ListOfComAcmeAPoint legs = 1;
          repeated ListOfComAcmeBPoint stops = 2;
          map<string, ListOfComAcmeAPoint> byName = 3;
        }

        message ListOfComAcmeAPoint {
          repeated .com.acme.a.Point values = 1;
        }

        message ListOfComAcmeBPoint {
          repeated .com.acme.b.Point values = 1;
        }
        """, proto.substring(proto.indexOf("message Route")));
  }

  @Test
  void sameSimpleNameNestedInTwoClasses() throws IOException {
    Compilation c = javac().withProcessors(new WirebindProcessor()).compile(
        JavaFileObjects.forSourceString("com.acme.Shapes", """
            package com.acme;
            import java.util.*;
            public class Shapes {
              public static class Circle {
                @io.wirebind.annotation.WireMessage
                public record Part(double radius) {}
              }
              public static class Square {
                @io.wirebind.annotation.WireMessage
                public record Part(double side) {}
              }
              @io.wirebind.annotation.WireMessage
              public record Drawing(List<List<Circle.Part>> circles, List<Set<Square.Part>> squares,
                  List<List<String>> labels) {}
            }
            """));
    assertThat(c).succeededWithoutWarnings();
    String proto = ProtoExportTest.exported(c, "com/acme/acme.proto");
    assertTrue(proto.contains("""
        message Shapes_Drawing {
          repeated ListOfComAcmeShapesCirclePart circles = 1;
          repeated ListOfComAcmeShapesSquarePart squares = 2;
          repeated ListOfString labels = 3;
        }
        """), proto);
    assertTrue(proto.endsWith("""
        message ListOfComAcmeShapesCirclePart {
          repeated Shapes_Circle_Part values = 1;
        }

        message ListOfComAcmeShapesSquarePart {
          repeated Shapes_Square_Part values = 1;
        }

        message ListOfString {
          repeated string values = 1;
        }
        """), proto);
  }
}
