package io.wirebind.builderit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Classes created through {@code @JsonDeserialize(builder)}: our JSON equals Jackson 2.18's bytes,
 * each reads the other's output to equal values; proto3 JSON and protobuf round-trip; a reused
 * decode builds a new instance.
 */
class BuilderDifferentialTest {
  static final ObjectMapper JACKSON = JsonMapper.builder().addModule(new Jdk8Module()).build();
  static final Codec<Built.Point> POINT = Wirebind.codec(Built.Point.class);
  static final Codec<Built.Shape> SHAPE = Wirebind.codec(Built.Shape.class);
  static final Codec<Built.Holder> HOLDER = Wirebind.codec(Built.Holder.class);

  private static String text(Random r) {
    return switch (r.nextInt(4)) {
      case 0 -> null;
      case 1 -> "";
      case 2 -> "é\"\\\u2028" + r.nextInt();
      default -> "p" + r.nextInt(1000);
    };
  }

  static Built.Point point(Random r) {
    Built.Point.Builder b = new Built.Point.Builder();
    if (r.nextBoolean()) {
      b.withX(r.nextInt());
    }
    if (r.nextBoolean()) {
      b.withY(r.nextLong());
    }
    return b.withLabel(text(r)).build();
  }

  private static List<Built.Point> points(Random r) {
    if (r.nextInt(5) == 0) {
      return null;
    }
    List<Built.Point> out = new ArrayList<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      out.add(point(r));
    }
    return out;
  }

  static Built.Shape shape(Random r) {
    Map<String, Built.Point> named = null;
    if (r.nextInt(4) > 0) {
      named = new LinkedHashMap<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        named.put("k" + r.nextInt(100), point(r));
      }
    }
    List<List<Built.Point>> grid = null;
    if (r.nextBoolean()) {
      grid = new ArrayList<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        List<Built.Point> row = points(r);
        grid.add(row == null ? List.of() : row);
      }
    }
    return new Built.Shape.ShapeBuilder()
        .name(text(r))
        .origin(r.nextInt(4) == 0 ? null : point(r))
        .corners(points(r))
        .named(named)
        .center(r.nextInt(3) == 0 ? null : r.nextBoolean() ? Optional.empty() : Optional.of(point(r)))
        .grid(grid)
        .create();
  }

  static Built.Holder holder(Random r) {
    Built.Box<Built.Point> box = null;
    if (r.nextInt(4) > 0) {
      box = new Built.Box<>();
      box.value = r.nextBoolean() ? point(r) : null;
      box.values = points(r);
    }
    return new Built.Holder.Builder().setBox(box).setWeight(r.nextInt(3) == 0 ? 0 : r.nextDouble()).build();
  }

  private static <T> void sameAsJackson(Codec<T> codec, Class<T> type, T x) throws Exception {
    byte[] jackson = JACKSON.writeValueAsBytes(x);
    byte[] ours = codec.toJson(x);
    assertEquals(new String(jackson, StandardCharsets.UTF_8), new String(ours, StandardCharsets.UTF_8));
    assertEquals(JACKSON.readValue(ours, type), codec.fromJson(jackson), new String(jackson, StandardCharsets.UTF_8));
    assertEquals(JACKSON.readValue(jackson, type), codec.fromJson(jackson));
  }

  @Test
  void jsonIsJacksonsAndEachReadsTheOther() throws Exception {
    Random r = new Random(35);
    for (int i = 0; i < 400; i++) {
      sameAsJackson(POINT, Built.Point.class, point(r));
      sameAsJackson(SHAPE, Built.Shape.class, shape(r));
      sameAsJackson(HOLDER, Built.Holder.class, holder(r));
    }
  }

  @Test
  void absentAndRepeatedMembersAsJackson() throws Exception {
    for (String json : new String[] {
      "{}", "{\"x\":1}", "{\"label\":null,\"y\":-3}", "{\"x\":1,\"x\":2}", "{\"label\":\"a\",\"label\":\"b\",\"x\":5}",
    }) {
      assertEquals(JACKSON.readValue(json, Built.Point.class), POINT.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
    }
    for (String json : new String[] {
      "{}", "{\"shape_name\":\"s\",\"corners\":[{\"x\":1},{}],\"named\":{\"a\":{\"y\":2}}}",
      "{\"center\":null,\"origin\":{\"label\":\"o\"},\"grid\":[[{\"x\":3}],[]]}", "{\"center\":{\"x\":9}}",
    }) {
      assertEquals(JACKSON.readValue(json, Built.Shape.class), SHAPE.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
    }
  }

  @Test
  void protobufAndProto3JsonRoundTrip() {
    Random r = new Random(36);
    for (int i = 0; i < 400; i++) {
      Built.Shape s = shape(r);
      Built.Shape viaProto = SHAPE.fromProto(SHAPE.toProto(s));
      // protobuf has no null list/map and no Optional.empty() apart from absence
      assertEquals(SHAPE.toProto(s).length, SHAPE.toProto(viaProto).length);
      assertEquals(java.util.Arrays.toString(SHAPE.toProto(s)), java.util.Arrays.toString(SHAPE.toProto(viaProto)));
      Built.Shape viaJson = SHAPE.fromJson(SHAPE.toJson(s, JsonStyle.PROTO3), JsonStyle.PROTO3);
      assertEquals(new String(SHAPE.toJson(s, JsonStyle.PROTO3), StandardCharsets.UTF_8),
          new String(SHAPE.toJson(viaJson, JsonStyle.PROTO3), StandardCharsets.UTF_8));
      Built.Holder h = holder(r);
      assertEquals(java.util.Arrays.toString(HOLDER.toProto(h)),
          java.util.Arrays.toString(HOLDER.toProto(HOLDER.fromProto(HOLDER.toProto(h)))));
      Built.Point p = point(r);
      Built.Point pp = POINT.fromProto(POINT.toProto(p));
      assertEquals(p.getX(), pp.getX());
      assertEquals(p.getY(), pp.getY());
    }
  }

  @Test
  void aReusedDecodeBuildsANewInstance() {
    Built.Point old = new Built.Point.Builder().withX(1).withLabel("old").build();
    byte[] json = "{\"x\":2}".getBytes(StandardCharsets.UTF_8);
    Built.Point got = POINT.readJson(new JsonReader().reset(json), old);
    assertNotSame(old, got);
    assertEquals(new Built.Point.Builder().withX(2).build(), got);
    assertEquals(new Built.Point.Builder().withX(1).withLabel("old").build(), old);
    Built.Point fromProto = POINT.readProto(new ProtoReader().reset(POINT.toProto(got)), old);
    assertNotSame(old, fromProto);
    assertEquals(2, fromProto.getX());
  }
}
