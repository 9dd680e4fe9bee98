package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.mappers.Differential;
import io.wirebind.mappers.Jackson;
import io.wirebind.polyit.ImpliedForms.Block;
import io.wirebind.polyit.ImpliedForms.Circle;
import io.wirebind.polyit.ImpliedForms.Drawing;
import io.wirebind.polyit.ImpliedForms.Picture;
import io.wirebind.polyit.ImpliedForms.Shape;
import io.wirebind.polyit.ImpliedForms.Square;
import io.wirebind.polyit.ImpliedForms.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Polymorphic bases without {@code @WireMessage} (an interface or abstract class whose {@code
 * @JsonTypeInfo(use = NAME)} and {@code @JsonSubTypes} list only messages), read as if annotated:
 * in every position, JSON as Jackson writes and reads it (2.18, and 3 in Jackson3SuitesTest), protobuf round trips and protoc's
 * classes for the exported {@code .proto}.
 */
class ImpliedBaseTest {
  static final Jackson BOOT = PolyDifferentialTest.MAPPER;
  static final Codec<Drawing> DRAWING = Wirebind.codec(Drawing.class);

  private static String text(Random r) {
    String[] t = {"a", "circle", "\"q\"", "é", "", "square", "x\ny"};
    return r.nextInt(5) == 0 ? null : t[r.nextInt(t.length)];
  }

  static Shape shape(Random r) {
    if (r.nextBoolean()) {
      Square s = new Square();
      s.setShapeType(text(r)); // ignored on write: Jackson writes the type id in its place
      s.setSide(r.nextInt(4) == 0 ? null : r.nextInt(1000) / 8.0);
      return s;
    }
    Circle c = new Circle();
    c.setShapeType(text(r));
    c.setRadius(r.nextInt(4) == 0 ? null : r.nextInt(1000) / 4.0);
    // never null: protobuf has no null list (a null one comes back empty)
    c.setTags(r.nextBoolean() ? List.of() : List.of("red", text(r) == null ? "" : "big"));
    return c;
  }

  static Block block(Random r) {
    Block b;
    if (r.nextBoolean()) {
      Text t = new Text();
      t.body = text(r);
      b = t;
    } else {
      Picture p = new Picture();
      p.pixels = r.nextBoolean() ? new byte[] {1, 2, (byte) r.nextInt()} : new byte[0];
      p.width = r.nextLong();
      b = p;
    }
    b.order = r.nextInt(100) - 50;
    return b;
  }

  static Drawing drawing(Random r) {
    List<Shape> shapes = new ArrayList<>();
    Map<String, Shape> byName = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      shapes.add(shape(r));
      byName.put("k" + i, shape(r));
    }
    List<Block> blocks = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      blocks.add(block(r));
    }
    return new Drawing(r.nextInt(5) == 0 ? null : shape(r), shapes, byName,
        r.nextBoolean() ? Optional.empty() : Optional.of(shape(r)), r.nextInt(5) == 0 ? null : block(r), blocks);
  }

  private static <T> void same(Codec<T> codec, Class<T> type, T value) throws Exception {
    Differential.same(BOOT, codec, type, value);
  }

  @Test
  void randomInstancesInEveryPosition() throws Exception {
    Random r = new Random(35);
    for (int i = 0; i < 1000; i++) {
      Drawing d = drawing(r);
      same(DRAWING, Drawing.class, d);
      if (d.shape() != null) {
        same(Wirebind.codec(Shape.class), Shape.class, d.shape());
      }
      if (d.block() != null) {
        same(Wirebind.codec(Block.class), Block.class, d.block());
      }
    }
  }

  /** Jackson writes the type id for a subtype of a {@code @JsonTypeInfo} base even when asked for the subtype. */
  @Test
  void subtypeCodecsWriteTheTypeIdToo() throws Exception {
    Random r = new Random(36);
    for (int i = 0; i < 200; i++) {
      Shape s = shape(r);
      if (s instanceof Square q) {
        same(Wirebind.codec(Square.class), Square.class, q);
      } else {
        same(Wirebind.codec(Circle.class), Circle.class, (Circle) s);
      }
      Block b = block(r);
      if (b instanceof Text t) {
        same(Wirebind.codec(Text.class), Text.class, t);
      } else {
        same(Wirebind.codec(Picture.class), Picture.class, (Picture) b);
      }
    }
    Square q = new Square();
    q.setShapeType("ignored");
    q.setSide(2.0);
    assertEquals("{\"shapeType\":\"square\",\"side\":2.0}", Wirebind.codec(Square.class).toJsonString(q));
    assertEquals("{\"shapeType\":\"square\",\"side\":2.0}", Wirebind.codec(Shape.class).toJsonString(q));
    // the visible id is set on read
    assertEquals("circle", Wirebind.codec(Shape.class).fromJson("{\"shapeType\":\"circle\"}").getShapeType());
  }

  /** protoc's classes for the exported polyit.proto parse Wirebind's bytes and write them back unchanged. */
  @Test
  void protocPeerReadsTheExportedOneofs() throws Exception {
    java.nio.file.Path out = java.nio.file.Files.createTempDirectory("implied-peer");
    assertEquals(0, javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", out.toString(),
        "-proc:none", "-nowarn", "-classpath", System.getProperty("java.class.path"),
        "target/exported-proto-java/io/wirebind/polyit/Polyit.java"));
    ClassLoader peers = new java.net.URLClassLoader(new java.net.URL[] {out.toUri().toURL()}, getClass().getClassLoader());
    Class<?> peer = peers.loadClass("io.wirebind.polyit.Polyit$ImpliedForms_Drawing");
    java.lang.reflect.Method parse = peer.getMethod("parseFrom", byte[].class);
    Random r = new Random(37);
    for (int i = 0; i < 500; i++) {
      Drawing d = drawing(r);
      byte[] ours = DRAWING.toProto(d);
      com.google.protobuf.Message theirs = (com.google.protobuf.Message) parse.invoke(null, (Object) ours);
      assertArrayEquals(ours, theirs.toByteArray(), theirs.toString());
      assertEquals(d.shapes().size(), theirs.getRepeatedFieldCount(theirs.getDescriptorForType().findFieldByName("shapes")));
      assertEquals(DRAWING.fromProto(ours), DRAWING.fromProto(theirs.toByteArray()));
    }
    Square q = new Square();
    q.setSide(1.5);
    Class<?> shape = peers.loadClass("io.wirebind.polyit.Polyit$ImpliedForms_Shape");
    com.google.protobuf.Message m = (com.google.protobuf.Message) shape.getMethod("parseFrom", byte[].class)
        .invoke(null, (Object) Wirebind.codec(Shape.class).toProto(q));
    assertEquals("square { side: 1.5 }", com.google.protobuf.TextFormat.shortDebugString(m));
  }
}
