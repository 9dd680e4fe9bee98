package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.openapitools.jackson.nullable.JsonNullable;
import org.openapitools.jackson.nullable.JsonNullableModule;

/**
 * {@code JsonNullable} against Jackson 2.18 with {@code JsonNullableModule} registered (as the
 * projects openapi-generator writes configure it): undefined, null and present in every position,
 * written to the same bytes and read to the same values both ways; protobuf keeps the three states
 * of a property.
 */
class NullablesTest {
  static final ObjectMapper JACKSON = ValueTypesDifferentialTest.BOOT.copy().registerModule(new JsonNullableModule());
  static final Codec<Nullables> CODEC = Wirebind.codec(Nullables.class);
  static final Codec<NullableRecord> RECORD = Wirebind.codec(NullableRecord.class);
  static final Codec<NullableBeans.SpringStyle> SPRING = Wirebind.codec(NullableBeans.SpringStyle.class);
  static final Codec<NullableBeans.NativeStyle> NATIVE = Wirebind.codec(NullableBeans.NativeStyle.class);
  static final Codec<NullableBeans.Included> INCLUDED = Wirebind.codec(NullableBeans.Included.class);

  /** Undefined, null or present (from {@code value}); {@code element}: in a list or map, never undefined. */
  static <T> JsonNullable<T> nullable(Random r, boolean element, Supplier<T> value) {
    int state = r.nextInt(element ? 2 : 3);
    return state == 2 ? JsonNullable.undefined() : state == 1 ? JsonNullable.of(null) : JsonNullable.of(value.get());
  }

  static Nullables random(Random r, RandomValues values) {
    Nullables n = new Nullables();
    n.note = nullable(r, false, () -> r.nextBoolean() ? "" : "n" + r.nextInt());
    n.size = nullable(r, false, () -> r.nextBoolean() ? 0 : r.nextInt());
    n.big = nullable(r, false, r::nextLong);
    n.flag = nullable(r, false, r::nextBoolean);
    n.ratio = nullable(r, false, r::nextGaussian);
    n.side = nullable(r, false, () -> Side.values()[r.nextInt(2)]);
    n.point = nullable(r, false, () -> new Point(r.nextInt(3), r.nextInt()));
    n.at = nullable(r, false, () -> values.of(Instant.class));
    n.day = nullable(r, false, () -> values.of(LocalDate.class));
    n.data = nullable(r, false, () -> new byte[r.nextInt(4)]);
    n.tags = nullable(r, false, () -> {
      List<String> l = new ArrayList<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        l.add("t" + i);
      }
      return l;
    });
    n.attributes = nullable(r, false, () -> {
      Map<String, Integer> m = new LinkedHashMap<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        m.put("k" + i, i);
      }
      return m;
    });
    for (int i = r.nextInt(4); i > 0; i--) {
      n.items.add(nullable(r, true, () -> "i" + r.nextInt(9)));
    }
    for (int i = r.nextInt(3); i > 0; i--) {
      n.points.put("p" + i, nullable(r, true, () -> new Point(r.nextInt(), 1)));
    }
    n.plain = r.nextBoolean() ? null : "p";
    return n;
  }

  @Test
  void jsonIsJacksonsBothWays() throws Exception {
    Random r = new Random(30);
    RandomValues values = new RandomValues(31);
    for (int i = 0; i < 2000; i++) {
      Nullables x = random(r, values);
      String jackson = JACKSON.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(JACKSON.readValue(json, Nullables.class).toString(), CODEC.fromJson(json).toString(), jackson);
      // and into a reused instance
      assertEquals(JACKSON.readValue(json, Nullables.class).toString(),
          CODEC.readJson(new io.wirebind.JsonReader().reset(json), random(r, values)).toString(), jackson);
    }
  }

  @Test
  void readsMembersAsTheModuleReadsThem() throws Exception {
    String[] inputs = {
      "{}",
      "{\"note\":null,\"size\":null,\"point\":null,\"tags\":null,\"attributes\":null,\"day\":null}",
      "{\"note\":\"\",\"size\":\"\",\"big\":\" \",\"flag\":\"\",\"side\":\"\",\"at\":\"\",\"day\":\"  \"}",
      "{\"point\":\"\",\"tags\":\"\",\"attributes\":\" \",\"ratio\":\"\\t\",\"size\":\"\\u0020\"}",
      "{\"note\":\" \",\"size\":\"12\",\"items\":[null,\"a\",\"\"],\"points\":{\"a\":null,\"b\":{\"x\":1}}}",
      "{\"tags\":[],\"attributes\":{},\"data\":\"\",\"point\":{}}",
    };
    for (String json : inputs) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      assertEquals(JACKSON.readValue(b, Nullables.class).toString(), CODEC.fromJson(b).toString(), json);
    }
    for (String json : new String[] {"{}", "{\"name\":null,\"count\":\"\",\"path\":null,\"values\":[null,1]}",
        "{\"name\":\"\",\"count\":3,\"point\":\" \",\"path\":[{\"x\":1,\"y\":2}]}"}) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      assertEquals(JACKSON.readValue(b, NullableRecord.class).toString(), RECORD.fromJson(b).toString(), json);
    }
  }

  @Test
  void undefinedInAListOrMapIsWrittenAsNull() throws Exception {
    Nullables n = new Nullables();
    n.items.add(JsonNullable.undefined());
    n.items.add(JsonNullable.of(null));
    n.items.add(null);
    n.points.put("u", JsonNullable.undefined());
    n.points.put("z", null);
    n.note = null; // a null reference is written as null without an inclusion
    assertEquals(JACKSON.writeValueAsString(n), CODEC.toJsonString(n));
  }

  @Test
  void recordsAndGeneratedAccessorsMatchJackson() throws Exception {
    Random r = new Random(32);
    for (int i = 0; i < 500; i++) {
      NullableRecord rec = new NullableRecord(nullable(r, false, () -> "s" + r.nextInt(3)),
          nullable(r, false, r::nextLong), nullable(r, false, () -> new Point(1, r.nextInt())),
          nullable(r, false, () -> List.of(new Point(2, 3))),
          r.nextBoolean() ? List.of() : List.of(nullable(r, true, r::nextInt), nullable(r, true, () -> 0)));
      check(RECORD, NullableRecord.class, rec);

      NullableBeans.SpringStyle s = new NullableBeans.SpringStyle();
      s.setNote(r.nextInt(4) == 0 ? null : nullable(r, false, () -> "x"));
      s.setSize(nullable(r, false, r::nextInt));
      s.setPlain(r.nextBoolean() ? null : "p");
      check(SPRING, NullableBeans.SpringStyle.class, s);

      NullableBeans.NativeStyle n = new NullableBeans.NativeStyle();
      n.setNote_JsonNullable(r.nextInt(4) == 0 ? null : nullable(r, false, () -> "x"));
      n.setTags_JsonNullable(nullable(r, false, () -> List.of("a", "b")));
      n.setPlain(r.nextBoolean() ? null : "p");
      check(NATIVE, NullableBeans.NativeStyle.class, n);

      NullableBeans.Included in = new NullableBeans.Included();
      in.always = r.nextInt(4) == 0 ? null : nullable(r, false, () -> r.nextBoolean() ? "" : "a");
      in.nonNull = r.nextInt(4) == 0 ? null : nullable(r, false, () -> r.nextBoolean() ? "" : "a");
      in.nonAbsent = r.nextInt(4) == 0 ? null : nullable(r, false, () -> r.nextBoolean() ? "" : "a");
      in.nonEmpty = r.nextInt(4) == 0 ? null : nullable(r, false, () -> r.nextBoolean() ? "" : "a");
      in.nonDefault = r.nextInt(4) == 0 ? null : nullable(r, false, () -> r.nextBoolean() ? 0 : 5);
      check(INCLUDED, NullableBeans.Included.class, in);
    }
  }

  private static <T> void check(Codec<T> codec, Class<T> type, T value) throws Exception {
    String jackson = JACKSON.writeValueAsString(value);
    assertEquals(jackson, codec.toJsonString(value), value.toString());
    byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
    assertEquals(JACKSON.readValue(json, type).toString(), codec.fromJson(json).toString(), jackson);
  }

  @Test
  void protobufKeepsTheThreeStates() throws Exception {
    Random r = new Random(33);
    RandomValues values = new RandomValues(34);
    for (int i = 0; i < 2000; i++) {
      Nullables x = random(r, values);
      assertEquals(x.toString(), CODEC.fromProto(CODEC.toProto(x)).toString());
      assertEquals(x.toString(), CODEC.readJson(new io.wirebind.JsonReader().reset(CODEC.toJson(x, JsonStyle.PROTO3)), null,
          JsonStyle.PROTO3).toString());
      // into a reused instance
      assertEquals(x.toString(), CODEC.readProto(new io.wirebind.ProtoReader().reset(CODEC.toProto(x)),
          random(r, values)).toString());
    }
    // nothing present: every property undefined, as a new instance has it
    assertEquals(new Nullables().toString(), CODEC.fromProto(new byte[0]).toString());
    assertEquals(new NullableRecord(JsonNullable.undefined(), JsonNullable.undefined(), JsonNullable.undefined(),
        JsonNullable.undefined(), List.of()).toString(), RECORD.fromProto(new byte[0]).toString());
  }

  @Test
  void protobufWritesNullAsAnEmptyWrapper() {
    Nullables n = new Nullables();
    n.note = JsonNullable.of(null);
    // field 1, length-delimited, empty: the NullableString wrapper without its value
    assertEquals("[10, 0]", java.util.Arrays.toString(CODEC.toProto(n)));
    n.note = JsonNullable.of("");
    assertEquals("[10, 2, 10, 0]", java.util.Arrays.toString(CODEC.toProto(n)));
    assertEquals("{\"note\":{\"value\":\"\"}}", new String(CODEC.toJson(n, JsonStyle.PROTO3), StandardCharsets.UTF_8));
    n.note = JsonNullable.of(null);
    assertEquals("{\"note\":{}}", new String(CODEC.toJson(n, JsonStyle.PROTO3), StandardCharsets.UTF_8));
  }
}
