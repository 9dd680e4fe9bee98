package io.wirebind.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.Codec;
import io.wirebind.processor.CompiledClasses;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.Creation;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Include;
import io.wirebind.processor.model.JavaKind;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.ScalarKind;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.generate.kind.BytesKind;
import io.wirebind.processor.generate.kind.EnumConstant;
import io.wirebind.processor.generate.kind.EnumKind;
import io.wirebind.processor.generate.kind.MessageKind;
import io.wirebind.processor.generate.kind.Scalar;
import io.wirebind.processor.generate.kind.StringKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Generates a codec from a hand-built model and runs it: the generators without analysis. */
class HandModelSmokeTest {
  private static final ClassName TICK = ClassName.get("t", "Tick");

  private static FieldModel f(String name, int n, TypeName java, TypeModel t) {
    return new FieldModel(
        name, n, name, java, t, Accessor.field(name), Accessor.field(name), true, Include.ALWAYS, n - 1);
  }

  @Test
  void generatedCodecRoundTrips() throws Exception {
    Scalar i32 = new Scalar(ScalarKind.INT32, JavaKind.INT, false);
    Scalar d = new Scalar(ScalarKind.DOUBLE, JavaKind.DOUBLE, false);
    EnumKind side =
        new EnumKind(
            ClassName.get("t", "Side"), List.of(new EnumConstant("BUY", 0), new EnumConstant("SELL", 1)));
    TypeName listOfString = ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class));
    TypeName listOfTick = ParameterizedTypeName.get(ClassName.get(List.class), TICK);
    TypeName mapType = ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), TypeName.INT.box());
    List<FieldModel> fields = new ArrayList<>();
    fields.add(f("time", 1, TypeName.LONG, new Scalar(ScalarKind.INT64, JavaKind.LONG, false)));
    fields.add(f("price", 2, TypeName.DOUBLE, d));
    fields.add(f("symbol", 3, ClassName.get(String.class), new StringKind()));
    fields.add(f("levels", 4, ArrayTypeName.of(TypeName.DOUBLE), new TypeModel.ArrayType(d)));
    fields.add(f("qty", 5, TypeName.INT, i32));
    fields.add(f("side", 6, side.type(), side));
    fields.add(f("tags", 7, listOfString, new TypeModel.ListType(new StringKind(), listOfString)));
    fields.add(f("children", 8, listOfTick, new TypeModel.ListType(new MessageKind(TICK, ClassName.get("t", "Tick_WireCodec")), listOfTick)));
    fields.add(f("counts", 9, mapType, new TypeModel.MapType(new StringKind(), new Scalar(ScalarKind.INT32, JavaKind.INT, true), mapType)));
    fields.add(f("ids", 10, ArrayTypeName.of(TypeName.INT), new TypeModel.ArrayType(new Scalar(ScalarKind.SINT32, JavaKind.INT, false))));
    MessageModel model =
        new MessageModel(TICK, ClassName.get("t", "Tick_WireCodec"), Creation.NO_ARGS, fields, JsonOptions.DEFAULT);
    String codecSource =
        JavaFile.builder("t", CodecGenerator.generate(model, null)).indent("  ").build().toString();
    Compilation c =
        javac()
            .withOptions("-Xlint:all")
            .compile(
                JavaFileObjects.forSourceString("t.Tick_WireCodec", codecSource),
                JavaFileObjects.forSourceLines(
                    "t.Side", "package t;", "public enum Side { BUY, SELL }"),
                JavaFileObjects.forSourceLines(
                    "t.Tick",
                    "package t;",
                    "import java.util.*;",
                    "public class Tick {",
                    "  public long time; public double price; public String symbol; public double[] levels;",
                    "  public int qty; public Side side; public List<String> tags; public List<Tick> children;",
                    "  public Map<String, Integer> counts; public int[] ids;",
                    "}"));
    assertThat(c).succeededWithoutWarnings();
    CompiledClasses loader = new CompiledClasses(c);
    @SuppressWarnings("unchecked")
    Codec<Object> codec = (Codec<Object>) loader.load("t.Tick_WireCodec").getField("INSTANCE").get(null);
    Class<?> tick = loader.load("t.Tick");
    Object m = tick.getConstructor().newInstance();
    tick.getField("time").setLong(m, 123456789L);
    tick.getField("price").setDouble(m, -0.0);
    tick.getField("symbol").set(m, "héllo €𝄞");
    tick.getField("levels").set(m, new double[] {1.5, Double.NaN, -3});
    tick.getField("qty").setInt(m, -5);
    tick.getField("tags").set(m, new ArrayList<>(List.of("a", "", "c")));
    tick.getField("ids").set(m, new int[] {-1, 0, 1, Integer.MIN_VALUE});
    Object child = tick.getConstructor().newInstance();
    tick.getField("symbol").set(child, "kid");
    tick.getField("children").set(m, new ArrayList<>(List.of(child)));
    tick.getField("counts").set(m, new java.util.LinkedHashMap<>(Map.of("x", 1)));
    Object side1 = loader.load("t.Side").getEnumConstants()[1];
    tick.getField("side").set(m, side1);
    byte[] bytes = codec.toProto(m);
    Object back = codec.fromProto(bytes);
    assertEquals(123456789L, tick.getField("time").getLong(back));
    assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(tick.getField("price").getDouble(back)));
    assertEquals("héllo €𝄞", tick.getField("symbol").get(back));
    assertArrayEquals(new double[] {1.5, Double.NaN, -3}, (double[]) tick.getField("levels").get(back));
    assertEquals(-5, tick.getField("qty").getInt(back));
    assertEquals(side1, tick.getField("side").get(back));
    assertEquals(List.of("a", "", "c"), tick.getField("tags").get(back));
    assertArrayEquals(new int[] {-1, 0, 1, Integer.MIN_VALUE}, (int[]) tick.getField("ids").get(back));
    assertEquals(Map.of("x", 1), tick.getField("counts").get(back));
    List<?> kids = (List<?>) tick.getField("children").get(back);
    assertEquals("kid", tick.getField("symbol").get(kids.get(0)));
    assertArrayEquals(bytes, codec.toProto(back));
  }
}
