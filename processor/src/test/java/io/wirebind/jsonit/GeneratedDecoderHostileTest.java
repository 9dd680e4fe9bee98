package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Malformed and hostile JSON through generated decoders: always a {@link WirebindException} with
 * an offset, never another throwable; plus hash-colliding member names and streaming.
 */
class GeneratedDecoderHostileTest {

  static <T> void assertRejected(Codec<T> codec, byte[] json) {
    try {
      codec.fromJson(json);
    } catch (WirebindException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= json.length, e.offset() + ": " + e.getMessage());
      return;
    } catch (Throwable t) {
      throw new AssertionError(
          "not a WirebindException for " + new String(json, StandardCharsets.ISO_8859_1), t);
    }
    fail("accepted " + new String(json, StandardCharsets.ISO_8859_1));
  }

  static <T> void assertRejected(Codec<T> codec, String json) {
    assertRejected(codec, json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void grammarAndTypeErrorsInEveryKindOfMember() {
    Codec<Types.Scalars> codec = Wirebind.codec(Types.Scalars.class);
    String[] bad = {
      "{\"i\":01}", "{\"i\":+1}", "{\"d\":.5}", "{\"d\":1.}", "{\"d\":1e}", "{\"i\":-}",
      "{\"i\":1,}", "{\"i\":1 \"l\":2}", "{\"i\" 1}", "{'i':1}", "{i:1}", "{\"d\":NaN}",
      "{\"i\":1}/**/", "{\"i\":1}x", "{\"str\":\"a\u0001\"}", "{\"str\":\"\\x\"}",
      "{\"str\":\"\\u00G0\"}", "{\"str\":\"\\ud800\"}", "{\"str\":\"\\udc00\"}",
      "{\"i\":2147483648}", "{\"l\":9223372036854775808}", "{\"b\":-129}", "{\"s\":32768}",
      "{\"i\":\"x\"}", "{\"z\":1}", "{\"z\":\"true\"}", "{\"c\":\"ab\"}", "{\"c\":\"\"}",
      "{\"raw\":\"A\"}", "{\"raw\":1}", "{\"color\":\"PURPLE\"}", "{\"color\":3}", "{\"color\":-1}",
      "{\"ia\":[1,]}", "{\"ia\":[2147483648]}", "{\"ia\":{}}", "{\"za\":[1]}", "{\"fa\":[\"x\"]}",
      "[]", "1", "\"x\"", "", "{", "{\"i\":1", "{\"str\":\"\\ud800\\u0041\"}",
      "{\"unknown\":[1,}", "{\"unknown\":{\"a\"}}", "{\"unknown\":01}", "{\"unknown\":\"\\q\"}"
    };
    for (String json : bad) {
      assertRejected(codec, json);
    }
  }

  @Test
  void truncationAtEveryByteOfARichDocument() throws Exception {
    Codec<Types.Derived> codec = Wirebind.codec(Types.Derived.class);
    RandomValues values = new RandomValues(3);
    int checked = 0;
    for (int doc = 0; doc < 5; doc++) {
      byte[] full = codec.toJson(values.message(Types.Derived.class));
      codec.fromJson(full);
      for (int n = 0; n < full.length; n++) {
        assertRejected(codec, Arrays.copyOf(full, n));
        checked++;
      }
    }
    assertTrue(checked > 1000, "cut points: " + checked);
  }

  @Test
  void invalidUtf8InNamesAndValues() {
    Codec<Types.Node> codec = Wirebind.codec(Types.Node.class);
    for (String bad : io.wirebind.jsonit.Utf8Samples.BAD) {
      assertRejected(codec, Utf8Samples.with("{\"name\":\"a", bad, "\"}"));
      assertRejected(codec, Utf8Samples.with("{\"na", bad, "me\":\"a\"}"));
      assertRejected(codec, Utf8Samples.with("{\"unknown", bad, "\":1}"));
      assertRejected(codec, Utf8Samples.with("{\"unknown\":\"", bad, "\"}"));
      assertRejected(Wirebind.codec(Types.Maps.class), Utf8Samples.with("{\"byString\":{\"", bad, "\":\"v\"}}"));
    }
  }

  @Test
  void deepNestingInAKnownAndAnUnknownMember() {
    Codec<Types.Node> codec = Wirebind.codec(Types.Node.class);
    int depth = 100_000;
    assertRejected(codec, "{\"child\":".repeat(depth) + "null" + "}".repeat(depth));
    assertRejected(codec, "{\"children\":[".repeat(depth) + "]}".repeat(depth));
    assertRejected(codec, "{\"other\":" + "[".repeat(depth) + "]".repeat(depth) + "}");
    assertRejected(codec, "{\"other\":" + "{\"a\":".repeat(depth) + "1" + "}".repeat(depth) + "}");
    // a reasonable depth is fine
    Types.Node n = codec.fromJson("{\"child\":".repeat(100) + "{\"name\":\"leaf\"}" + "}".repeat(100));
    for (int i = 0; i < 100; i++) {
      n = n.child;
    }
    assertEquals("leaf", n.name);
  }

  @Test
  void nullForPrimitivesGivesTheDefaultAsJackson() throws Exception {
    Codec<Types.Scalars> codec = Wirebind.codec(Types.Scalars.class);
    StringBuilder sb = new StringBuilder("{");
    for (var c : Types.Scalars.class.getRecordComponents()) {
      sb.append(sb.length() > 1 ? "," : "").append('"').append(c.getName()).append("\":null");
    }
    String json = sb.append('}').toString();
    assertEquals(
        JacksonDifferentialTest.canonical(
            JacksonDifferentialTest.JACKSON.readValue(json, Types.Scalars.class)),
        JacksonDifferentialTest.canonical(codec.fromJson(json)));
    assertNull(codec.fromJson("null"));
  }

  @Test
  void hashCollidingNamesAreNotBound() {
    byte[] known = "name".getBytes(StandardCharsets.US_ASCII);
    List<String> colliding = Fnv1aCollisions.find(known, 2);
    assertEquals(2, colliding.size());
    for (String name : colliding) {
      byte[] b = name.getBytes(StandardCharsets.US_ASCII);
      assertEquals(JsonReader.hash(known), JsonReader.hash(b), name);
      assertTrue(!name.equals("name"));
      Types.Node n = Wirebind.codec(Types.Node.class).fromJson("{\"" + name + "\":\"bound?\"}");
      assertNull(n.name, name);
      Types.Node m =
          Wirebind.codec(Types.Node.class)
              .fromJson("{\"name\":\"real\",\"" + name + "\":\"bound?\",\"weight\":2}");
      assertEquals("real", m.name);
      assertEquals(2.0, m.weight);
    }
    // and with unknown members failing, the colliding name is reported
    byte[] strictKnown = "value".getBytes(StandardCharsets.US_ASCII);
    for (String name : Fnv1aCollisions.find(strictKnown, 2)) {
      assertEquals(JsonReader.hash(strictKnown), JsonReader.hash(name.getBytes(StandardCharsets.US_ASCII)));
      WirebindException e =
          assertThrows(
              WirebindException.class,
              () -> Wirebind.codec(Annotated.Strict.class).fromJson("{\"" + name + "\":1}"));
      assertTrue(e.getMessage().contains(name), e.getMessage());
      assertTrue(e.offset() >= 0);
    }
  }

  @Test
  void streamingTenThousandMessagesIntoOneInstance() {
    Codec<Types.Node> codec = Wirebind.codec(Types.Node.class);
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 10_000; i++) {
      sb.append(i == 0 ? "" : ",")
          .append("{\"name\":\"n")
          .append(i)
          .append("\",\"weight\":")
          .append(i)
          .append(i % 3 == 0 ? ",\"children\":[{\"name\":\"c\"}]" : "")
          .append('}');
    }
    sb.append(']');
    JsonReader in = new JsonReader().reset(sb.toString().getBytes(StandardCharsets.UTF_8));
    Types.Node reuse = new Types.Node();
    List<String> names = new ArrayList<>();
    double[] sum = {0};
    int[] withChildren = {0};
    long count =
        codec.readJsonArray(
            in,
            reuse,
            n -> {
              assertTrue(n == reuse, "decoded into the reused instance");
              names.add(n.name);
              sum[0] += n.weight;
              if (n.children != null && !n.children.isEmpty()) {
                withChildren[0]++;
              }
            });
    assertEquals(10_000, count);
    assertEquals("n9999", names.get(9999));
    assertEquals(9999.0 * 10_000 / 2, sum[0]);
    assertEquals(3334, withChildren[0]);
    assertEquals(0, codec.readJsonArray(new JsonReader().reset("[]".getBytes(StandardCharsets.UTF_8)), reuse, n -> fail()));
    assertRejected(codec, "[{}]");
    WirebindException e =
        assertThrows(
            WirebindException.class,
            () -> codec.readJsonArray(new JsonReader().reset("[{},{\"name\":1]".getBytes(StandardCharsets.UTF_8)), reuse, n -> {}));
    assertTrue(e.offset() > 0);
  }
}
