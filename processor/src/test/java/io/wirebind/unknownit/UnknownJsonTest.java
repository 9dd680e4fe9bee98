package io.wirebind.unknownit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.UnknownFieldSet;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A v2 producer (Jackson, {@link PassV2}), a v1 pass-through service (Wirebind's {@link PassV1},
 * which keeps unknown JSON members) and a v2 consumer (Jackson): nothing is lost, tree for tree, on
 * random instances; the kept members stay apart from the protobuf ones; hostile input fails as it
 * does without the member.
 */
class UnknownJsonTest {
  static final ObjectMapper JACKSON = JsonMapper.builder()
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();
  static final Codec<PassV1> V1 = Wirebind.codec(PassV1.class);
  static final Codec<PassV1Plain> PLAIN = Wirebind.codec(PassV1Plain.class);
  static final Codec<PassEmpty> EMPTY = Wirebind.codec(PassEmpty.class);
  static final Codec<PassOptional> OPTIONAL = Wirebind.codec(PassOptional.class);
  static final Codec<PassProto3> PROTO3 = Wirebind.codec(PassProto3.class);
  static final int INSTANCES = 500;
  private static final String[] WORDS = {"", "a", "x y", "caf\u00e9", "\u65e5\u672c", "\ud83d\ude00",
      "quote\"back\\slash", "line\nbreak\ttab\u0001", "<html>&'=", "\u2028\u2029", "null", "1e5"};

  @Test
  void aV1PassThroughReturnsTheV2TreeItReceived() throws Exception {
    Random r = new Random(18);
    JsonReader reader = new JsonReader();
    PassV1 reused = null;
    for (int i = 0; i < INSTANCES; i++) {
      PassV2 x = v2(r);
      byte[] in = r.nextInt(4) == 0 ? JACKSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(x)
          : JACKSON.writeValueAsBytes(x);
      String what = new String(in, StandardCharsets.UTF_8);
      PassV1 v1 = V1.fromJson(in);
      byte[] out = V1.toJson(v1);
      JsonNode expected = JACKSON.readTree(in);
      assertEquals(expected, JACKSON.readTree(out), what);
      // the v2 consumer reads back what the producer wrote
      assertArrayEquals(JACKSON.writeValueAsBytes(JACKSON.readValue(in, PassV2.class)),
          JACKSON.writeValueAsBytes(JACKSON.readValue(out, PassV2.class)), what);
      // v1 to v1: the bytes are stable
      assertArrayEquals(out, V1.toJson(V1.fromJson(out)), what);
      // the known members are what a v1 without the member reads; the protobuf side sees no JSON
      PassV1Plain plain = PLAIN.fromJson(in);
      assertArrayEquals(PLAIN.toProto(plain), V1.toProto(v1), what);
      // decoding into a reused instance replaces its kept members
      reused = V1.readJson(reader.reset(in), reused);
      assertArrayEquals(out, V1.toJson(reused), what);
    }
  }

  @Test
  void keptMembersGoLastAsTheyArrived() {
    byte[] in = utf8("{\"a\" : [1, {\"b\":\"\\u0041\\n\"}],\"id\":7,\"n\\u0061me\":\"x\",\"z\":-1.5e300,\"c\":{}}");
    PassV1 v1 = V1.fromJson(in);
    assertEquals(7, v1.id);
    assertEquals("x", v1.name);
    assertEquals("\"a\" : [1, {\"b\":\"\\u0041\\n\"}],\"z\":-1.5e300,\"c\":{}", text(v1.unknown.jsonBytes()));
    assertEquals("{\"id\":7,\"name\":\"x\",\"tags\":null,\"child\":null,"
        + "\"a\" : [1, {\"b\":\"\\u0041\\n\"}],\"z\":-1.5e300,\"c\":{}}", text(V1.toJson(v1)));
    assertEquals(0, v1.unknown.protoBytes().length);
  }

  @Test
  void nestedMessagesKeepTheirOwn() throws Exception {
    byte[] in = utf8("{\"child\":{\"label\":\"l\",\"values\":[1,2],\"size\":3,\"comment\":null},\"more\":true}");
    PassV1 v1 = V1.fromJson(in);
    assertEquals("\"values\":[1,2],\"comment\":null", text(v1.child.unknown.jsonBytes()));
    JsonNode out = JACKSON.readTree(V1.toJson(v1));
    assertEquals(JACKSON.readTree(in).get("child"), out.get("child"));
    assertEquals(JACKSON.readTree("true"), out.get("more"));
  }

  @Test
  void anEmptyClassKeepsEverything() {
    assertEquals("{}", text(EMPTY.toJson(EMPTY.fromJson(utf8("{}")))));
    assertEquals("{}", text(EMPTY.toJson(EMPTY.fromJson(utf8(" { } ")))));
    assertEquals("{}", text(EMPTY.toJson(new PassEmpty())));
    String json = "{\"a\":1,\"b\":{\"c\":[true,null,\"\\\"\"]},\"a\":2}";
    PassEmpty e = EMPTY.fromJson(utf8(json));
    assertEquals(json, text(EMPTY.toJson(e)));
    assertEquals(0, EMPTY.toProto(e).length);
    // decoding into the instance again clears its set first, keeping the set
    UnknownFieldSet set = e.getUnknown();
    PassEmpty again = EMPTY.readJson(new JsonReader().reset(utf8("{\"q\":[]}")), e);
    assertSame(set, again.getUnknown());
    assertEquals("{\"q\":[]}", text(EMPTY.toJson(again)));
    EMPTY.readJson(new JsonReader().reset(utf8("{}")), e);
    assertTrue(e.getUnknown().isEmpty());
    assertEquals("{}", text(EMPTY.toJson(e)));
  }

  @Test
  void theCommaBeforeKeptMembersFollowsWhatWasWritten() {
    assertEquals("{\"x\":1}", text(OPTIONAL.toJson(OPTIONAL.fromJson(utf8("{\"x\":1}")))));
    assertEquals("{}", text(OPTIONAL.toJson(OPTIONAL.fromJson(utf8("{}")))));
    assertEquals("{\"name\":\"n\",\"x\":1}", text(OPTIONAL.toJson(OPTIONAL.fromJson(utf8("{\"x\":1,\"name\":\"n\"}")))));
    assertEquals("{\"note_text\":\"t\",\"x\":1,\"y\":2}",
        text(OPTIONAL.toJson(OPTIONAL.fromJson(utf8("{\"x\":1,\"note_text\":\"t\",\"y\":2}")))));
    assertEquals("{\"name\":\"n\"}", text(OPTIONAL.toJson(OPTIONAL.fromJson(utf8("{\"name\":\"n\"}")))));
    // a name @JsonIgnoreProperties lists is dropped, as Jackson drops it; an ignored field's is kept
    PassOptional o = OPTIONAL.fromJson(utf8("{\"legacy\":[1],\"secret\":\"s\",\"x\":1}"));
    assertEquals(null, o.secret);
    assertEquals("{\"secret\":\"s\",\"x\":1}", text(OPTIONAL.toJson(o)));
  }

  @Test
  void theProto3StyleKeepsUnknownMembersToo() throws Exception {
    Random r = new Random(3);
    Set<String> known = Set.of("id", "name", "tags");
    for (int i = 0; i < INSTANCES; i++) {
      PassV2 x = v2(r);
      byte[] in = JACKSON.writeValueAsBytes(x);
      PassProto3 v1 = PROTO3.fromJson(in);
      ObjectNode out = (ObjectNode) JACKSON.readTree(PROTO3.toJson(v1));
      ObjectNode expected = (ObjectNode) JACKSON.readTree(in);
      for (Iterator<String> names = expected.fieldNames(); names.hasNext(); ) {
        String name = names.next();
        if (!known.contains(name)) {
          assertEquals(expected.get(name), out.get(name), name);
        }
      }
      assertEquals(x.id, v1.id);
      assertEquals(x.name, v1.name);
      assertArrayEquals(PROTO3.toJson(v1), PROTO3.toJson(PROTO3.fromJson(PROTO3.toJson(v1))));
    }
  }

  @Test
  void eachFormatWritesOnlyItsOwnPart() {
    // protobuf: field 1 = 5, and an unknown field 99 (varint 1)
    byte[] proto = {0x08, 0x05, (byte) 0x98, 0x06, 0x01};
    PassV1 fromProto = V1.fromProto(proto);
    assertArrayEquals(proto, V1.toProto(fromProto));
    assertArrayEquals(PLAIN.toJson(PLAIN.fromProto(proto)), V1.toJson(fromProto));
    PassV1 fromJson = V1.fromJson(utf8("{\"id\":5,\"extra\":1}"));
    assertArrayEquals(new byte[] {0x08, 0x05}, V1.toProto(fromJson));
    // merging protobuf appends to the protobuf part and keeps the JSON part
    V1.mergeProto(proto, fromJson);
    assertArrayEquals(proto, V1.toProto(fromJson));
    assertEquals("{\"id\":5,\"name\":null,\"tags\":null,\"child\":null,\"extra\":1}", text(V1.toJson(fromJson)));
    // decoding JSON into it replaces both parts, and decoding protobuf too
    V1.readJson(new JsonReader().reset(utf8("{\"id\":5}")), fromJson);
    assertTrue(fromJson.unknown.isEmpty());
    PassV1 j = V1.fromJson(utf8("{\"extra\":1}"));
    V1.readProto(new io.wirebind.ProtoReader().reset(proto), j);
    assertEquals(0, j.unknown.jsonBytes().length);
    assertNotNull(j.unknown.copy());
    assertEquals(j.unknown, j.unknown.copy());
  }

  @Test
  void hostileInputFailsAsWithoutTheMember() {
    StringBuilder deep = new StringBuilder("{\"deep\":");
    int levels = io.wirebind.Limits.DEFAULT_MAX_DEPTH + 100; // deeper than the default limit
    deep.append("[".repeat(levels)).append("]".repeat(levels)).append('}');
    String[] inputs = {
      "{\"x\":[1,2}", "{\"x\":\"\\u12\"}", "{\"x\":01}", "{\"x\":tru}", "{\"x\":\"a", "{\"x\":",
      "{\"x\"", "{\"x\":1,}", "{\"x\":{\"a\"}}", "{\"x\":\"\u0001\"}", "{\"x\":[1 2]}", "{\"x\":1} x",
      "{\"x\":-}", "{\"x\":1.}", "{\"x\":\"\\q\"}", "{\"id\":1,\"x\":{\"y\":[{}],}}", deep.toString(),
    };
    for (String s : inputs) {
      byte[] b = utf8(s);
      WirebindException expected = assertThrows(WirebindException.class, () -> PLAIN.fromJson(b), s);
      WirebindException kept = assertThrows(WirebindException.class, () -> V1.fromJson(b), s);
      assertEquals(expected.getMessage(), kept.getMessage(), s);
      assertEquals(expected.offset(), kept.offset(), s);
      assertThrows(WirebindException.class, () -> EMPTY.fromJson(b), s);
    }
    byte[] invalidUtf8 = {'{', '"', 'x', '"', ':', '"', (byte) 0xC3, '"', '}'};
    assertEquals(assertThrows(WirebindException.class, () -> PLAIN.fromJson(invalidUtf8)).offset(),
        assertThrows(WirebindException.class, () -> V1.fromJson(invalidUtf8)).offset());
  }

  // ---- random version 2 instances ----

  static PassV2 v2(Random r) {
    PassV2 x = new PassV2();
    x.id = r.nextLong() >> r.nextInt(64);
    x.price = r.nextInt(5) == 0 ? 0 : r.nextGaussian() * Math.pow(10, r.nextInt(40) - 20);
    x.name = r.nextInt(4) == 0 ? null : word(r);
    x.note = r.nextInt(4) == 0 ? null : word(r) + word(r);
    x.tags = r.nextInt(4) == 0 ? null : words(r);
    if (r.nextInt(4) != 0) {
      x.child = new PassV2.Child();
      x.child.label = r.nextBoolean() ? null : word(r);
      x.child.size = r.nextInt();
      x.child.values = r.nextInt(3) == 0 ? null : List.of(r.nextInt(), r.nextInt(100));
      x.child.comment = r.nextBoolean() ? null : word(r);
    }
    x.attrs = r.nextInt(4) == 0 ? null : map(r, 2);
    x.extra = r.nextInt(4) == 0 ? null : list(r, 2);
    x.payload = r.nextInt(4) == 0 ? null : tree(r, 3);
    x.flag = r.nextBoolean();
    x.big = r.nextBoolean() ? null : r.nextLong();
    return x;
  }

  private static Object tree(Random r, int depth) {
    int k = r.nextInt(depth > 0 ? 8 : 6);
    return switch (k) {
      case 0 -> null;
      case 1 -> r.nextBoolean();
      case 2 -> word(r);
      case 3 -> r.nextLong();
      case 4 -> r.nextDouble() * 1e-7;
      case 5 -> new java.math.BigInteger(100, r);
      case 6 -> map(r, depth - 1);
      default -> list(r, depth - 1);
    };
  }

  private static Map<String, Object> map(Random r, int depth) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      m.put(word(r) + i, tree(r, depth));
    }
    return m;
  }

  private static List<Object> list(Random r, int depth) {
    List<Object> l = new ArrayList<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      l.add(tree(r, depth));
    }
    return l;
  }

  private static List<String> words(Random r) {
    List<String> l = new ArrayList<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      l.add(word(r));
    }
    return l;
  }

  private static String word(Random r) {
    return WORDS[r.nextInt(WORDS.length)];
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  static String text(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
