package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Compiles record, bean and inheriting classes through the whole processor and round-trips them:
 * each class shape's generated code compiles without warnings and reads back what it wrote.
 */
class ShapesEndToEndTest {

  private static Compilation compile(String... lines) {
    Compilation c =
        javac()
            .withProcessors(new WirebindProcessor())
            .withOptions("-Xlint:all,-processing")
            .compile(JavaFileObjects.forSourceLines("t.Shapes", lines));
    assertThat(c).succeededWithoutWarnings();
    return c;
  }

  @SuppressWarnings("unchecked")
  private static Codec<Object> codec(CompiledClasses classes, String name) throws Exception {
    return (Codec<Object>) classes.load(name).getField("INSTANCE").get(null);
  }

  @Test
  void recordBeanAndInheritanceRoundTrip() throws Exception {
    Compilation c =
        compile(
            "package t;",
            "import io.wirebind.annotation.*;",
            "import java.util.*;",
            "public class Shapes {",
            "  public enum Color { RED, @WireField(5) GREEN }",
            "  @WireMessage public record Point(int x, Integer y, String label, List<Color> colors,",
            "      Map<String, Point> children, double[] ds, byte[] raw, char c, Short s) {}",
            "  @WireMessage public static class Bean {",
            "    private long id; private List<Point> points; private Boolean flag;",
            "    public long getId() { return id; } public void setId(long id) { this.id = id; }",
            "    public List<Point> getPoints() { return points; }",
            "    public void setPoints(List<Point> p) { this.points = p; }",
            "    public Boolean getFlag() { return flag; } public void setFlag(Boolean f) { flag = f; }",
            "  }",
            "  public static class Base { public int baseValue; }",
            "  @WireMessage public static class Derived extends Base {",
            "    @WireField(encoding = WireField.Encoding.ZIGZAG) public long[] deltas;",
            "    public ArrayList<String> names;",
            "  }",
            "}");
    CompiledClasses classes = new CompiledClasses(c);
    Class<?> pointType = classes.load("t.Shapes$Point");
    Class<?> colorType = classes.load("t.Shapes$Color");
    Object green = colorType.getEnumConstants()[1];
    Object inner =
        pointType.getConstructors()[0].newInstance(
            0, null, null, List.of(), Map.of(), new double[0], null, 'q', null);
    Object point =
        pointType.getConstructors()[0].newInstance(
            -7, 0, "", List.of(green, colorType.getEnumConstants()[0]),
            Map.of("k", inner), new double[] {1, 2}, new byte[] {1}, 'é', (short) -3);
    Codec<Object> pointCodec = codec(classes, "t.Shapes_Point_WireCodec");
    Object back = pointCodec.fromProto(pointCodec.toProto(point));
    assertEquals(pointType.getMethod("x").invoke(point), pointType.getMethod("x").invoke(back));
    assertEquals(0, pointType.getMethod("y").invoke(back));
    assertEquals("", pointType.getMethod("label").invoke(back));
    assertEquals(List.of(green, colorType.getEnumConstants()[0]), pointType.getMethod("colors").invoke(back));
    assertEquals('é', pointType.getMethod("c").invoke(back));
    assertEquals((short) -3, pointType.getMethod("s").invoke(back));
    assertArrayEquals(new double[] {1, 2}, (double[]) pointType.getMethod("ds").invoke(back));
    assertArrayEquals(pointCodec.toProto(point), pointCodec.toProto(back));

    Class<?> beanType = classes.load("t.Shapes$Bean");
    Object bean = beanType.getConstructor().newInstance();
    beanType.getMethod("setId", long.class).invoke(bean, Long.MIN_VALUE);
    beanType.getMethod("setPoints", List.class).invoke(bean, List.of(point, inner));
    beanType.getMethod("setFlag", Boolean.class).invoke(bean, false);
    Codec<Object> beanCodec = codec(classes, "t.Shapes_Bean_WireCodec");
    byte[] beanBytes = beanCodec.toProto(bean);
    Object beanBack = beanCodec.fromProto(beanBytes);
    assertEquals(Long.MIN_VALUE, beanType.getMethod("getId").invoke(beanBack));
    assertEquals(false, beanType.getMethod("getFlag").invoke(beanBack));
    assertArrayEquals(beanBytes, beanCodec.toProto(beanBack));

    Class<?> derivedType = classes.load("t.Shapes$Derived");
    Object d = derivedType.getConstructor().newInstance();
    derivedType.getField("baseValue").setInt(d, 42);
    derivedType.getField("deltas").set(d, new long[] {-1, Long.MAX_VALUE});
    derivedType.getField("names").set(d, new java.util.ArrayList<>(List.of("a")));
    Codec<Object> derivedCodec = codec(classes, "t.Shapes_Derived_WireCodec");
    Object dBack = derivedCodec.fromProto(derivedCodec.toProto(d));
    assertEquals(42, derivedType.getField("baseValue").getInt(dBack));
    assertArrayEquals(new long[] {-1, Long.MAX_VALUE}, (long[]) derivedType.getField("deltas").get(dBack));
    assertEquals(List.of("a"), derivedType.getField("names").get(dBack));
  }
}
