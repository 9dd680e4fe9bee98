package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.mappers.Differential;
import io.wirebind.mappers.Jackson;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * An implied polymorphic base (an unannotated interface with {@code @JsonTypeInfo(use = NAME)} and
 * {@code @JsonSubTypes} listing {@code @WireMessage} classes) whose subtypes come from another jar,
 * compiled beforehand with Wirebind into a classes folder: a message of the application using it in
 * every position compiles and matches Jackson 2.18; and when the base itself is compiled again
 * (an incremental build recompiling only it), its hierarchy codec is generated again.
 */
class ImpliedBaseFromJarTest {
  static final String[] SHAPE = {
    "package lib.shapes;",
    "import com.fasterxml.jackson.annotation.*;",
    "@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = \"kind\")",
    "@JsonSubTypes({@JsonSubTypes.Type(value = Square.class, name = \"sq\"),",
    "    @JsonSubTypes.Type(value = Circle.class, name = \"ci\")})",
    "public interface Shape {}"};

  static Map<String, String[]> library() {
    Map<String, String[]> sources = new LinkedHashMap<>();
    sources.put("lib.shapes.Shape", SHAPE);
    sources.put("lib.shapes.Square", new String[] {
        "package lib.shapes;",
        "@io.wirebind.annotation.WireMessage",
        "public class Square implements Shape {",
        "  public double side;",
        "  public String label;",
        "  @Override public boolean equals(Object o) {",
        "    return o instanceof Square s && side == s.side && java.util.Objects.equals(label, s.label);",
        "  }",
        "  @Override public int hashCode() { return java.util.Objects.hash(side, label); }",
        "}"});
    sources.put("lib.shapes.Circle", new String[] {
        "package lib.shapes;",
        "@io.wirebind.annotation.WireMessage",
        "public class Circle implements Shape {",
        "  public int radius;",
        "  @Override public boolean equals(Object o) { return o instanceof Circle c && radius == c.radius; }",
        "  @Override public int hashCode() { return radius; }",
        "}"});
    return sources;
  }

  static final ForeignLibrary LIBRARY = new ForeignLibrary(library(), true);

  /** The same classes compiled without Wirebind's processor: their {@code @WireMessage} kept, no codecs. */
  static final ForeignLibrary PLAIN = new ForeignLibrary(library(), false);

  static final JavaFileObject DRAWING = JavaFileObjects.forSourceLines("app.Drawing",
      "package app;",
      "import java.util.*;",
      "import lib.shapes.Shape;",
      "@io.wirebind.annotation.WireMessage",
      "public record Drawing(Shape one, List<Shape> list, Map<String, Shape> byName, Optional<Shape> maybe,",
      "    Set<Shape> set, Nested nested) {",
      "  @io.wirebind.annotation.WireMessage",
      "  public static class Nested {",
      "    public Shape shape;",
      "    @Override public boolean equals(Object o) {",
      "      return o instanceof Nested n && Objects.equals(shape, n.shape);",
      "    }",
      "    @Override public int hashCode() { return Objects.hashCode(shape); }",
      "  }",
      "}");

  static final Jackson JACKSON = Jackson.boot();

  private static Compilation app(JavaFileObject... extra) {
    return app(LIBRARY, extra);
  }

  private static Compilation app(ForeignLibrary library, JavaFileObject... extra) {
    List<JavaFileObject> files = new ArrayList<>(List.of(DRAWING));
    files.addAll(List.of(extra));
    return javac().withProcessors(new WirebindProcessor()).withOptions("-Awirebind.protoExport=false")
        .withClasspath(library.classpath()).compile(files);
  }

  /**
   * The base and its subtypes from a jar compiled without Wirebind's processor: no codec to call,
   * reported on each message field using the base (instead of javac's "cannot find symbol" in the
   * generated code), naming the classes and their missing codecs.
   */
  @Test
  void aBaseFromAJarCompiledWithoutWirebindIsReportedWhereItIsUsed() {
    Compilation c = app(PLAIN);
    assertThat(c).failed();
    String message = "lib.shapes.Shape and its subtypes lib.shapes.Square and lib.shapes.Circle were compiled"
        + " without Wirebind's processor: their codecs lib.shapes.Shape_WireCodec, lib.shapes.Square_WireCodec"
        + " and lib.shapes.Circle_WireCodec are not on the class path; build the jar that holds them with"
        + " wirebind-processor on its annotation processor path";
    assertThat(c).hadErrorContaining(message).inFile(DRAWING).onLineContaining("Drawing(Shape one");
    assertThat(c).hadErrorContaining(message).inFile(DRAWING).onLineContaining("public Shape shape;");
    assertThat(c).hadErrorCount(2);
  }

  /**
   * The base compiled here, its subtypes from a jar compiled without Wirebind's processor: each
   * subtype is reported on its {@code @JsonSubTypes} entry, naming its missing codec; the message
   * using the base gets no codec and no error of its own (no "cannot find symbol").
   */
  @Test
  void subtypesFromAJarCompiledWithoutWirebindAreReportedOnTheirEntries() {
    JavaFileObject shape = JavaFileObjects.forSourceLines("lib.shapes.Shape", SHAPE);
    Compilation c = app(PLAIN, shape);
    assertThat(c).failed();
    for (String[] subtype : new String[][] {{"Square", "sq"}, {"Circle", "ci"}}) {
      assertThat(c).hadErrorContaining("subtype lib.shapes." + subtype[0] + " of Shape was compiled without"
              + " Wirebind's processor: its codec lib.shapes." + subtype[0] + "_WireCodec is not on the class"
              + " path; build the jar that holds it with wirebind-processor")
          .inFile(shape).onLineContaining(subtype[0] + ".class");
    }
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void aMessageUsesTheBaseOfCompiledSubtypesInEveryPosition() throws Exception {
    Compilation c = app();
    assertThat(c).succeededWithoutWarnings();
    sameAsJackson(LIBRARY.loader(c));
  }

  /** An incremental build recompiling the base alone: its codec is generated again, as in the jar. */
  @Test
  void theBaseRecompiledAloneGetsItsCodecAgain() throws Exception {
    Compilation c = app(JavaFileObjects.forSourceLines("lib.shapes.Shape", SHAPE));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedFile(StandardLocation.SOURCE_OUTPUT, "lib/shapes/Shape_WireCodec.java");
    sameAsJackson(LIBRARY.loader(c));
  }

  private static void sameAsJackson(ClassLoader loader) throws Exception {
    Class<?> drawing = loader.loadClass("app.Drawing");
    Class<?> shape = loader.loadClass("lib.shapes.Shape");
    Random r = new Random(30);
    for (int i = 0; i < 300; i++) {
      Object d = drawing(loader, r);
      same(Wirebind.codec(drawing), drawing, d);
      Object one = drawing.getMethod("one").invoke(d);
      if (one != null) {
        same(Wirebind.codec(shape), shape, one);
      }
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void same(Codec codec, Class type, Object value) throws Exception {
    Differential.same(JACKSON, codec, type, value);
  }

  private static Object shape(ClassLoader loader, Random r) throws Exception {
    if (r.nextBoolean()) {
      Object s = loader.loadClass("lib.shapes.Square").getConstructor().newInstance();
      s.getClass().getField("side").setDouble(s, r.nextInt(100) / 4.0);
      s.getClass().getField("label").set(s, r.nextInt(3) == 0 ? null : "l" + r.nextInt(5));
      return s;
    }
    Object c = loader.loadClass("lib.shapes.Circle").getConstructor().newInstance();
    c.getClass().getField("radius").setInt(c, r.nextInt(100) - 50);
    return c;
  }

  private static Object drawing(ClassLoader loader, Random r) throws Exception {
    List<Object> list = new ArrayList<>();
    Map<String, Object> byName = new LinkedHashMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      list.add(shape(loader, r));
      byName.put("k" + i, shape(loader, r));
    }
    Class<?> nestedType = loader.loadClass("app.Drawing$Nested");
    Object nested = nestedType.getConstructor().newInstance();
    nestedType.getField("shape").set(nested, r.nextInt(4) == 0 ? null : shape(loader, r));
    Constructor<?> make = loader.loadClass("app.Drawing").getConstructors()[0];
    return make.newInstance(r.nextInt(4) == 0 ? null : shape(loader, r), list, byName,
        r.nextBoolean() ? Optional.empty() : Optional.of(shape(loader, r)),
        new java.util.LinkedHashSet<>(List.of(shape(loader, r))), r.nextInt(4) == 0 ? null : nested);
  }
}
