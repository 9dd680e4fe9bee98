package io.wirebind.bridge3it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.bridgeit.BridgeMutations;
import io.wirebind.jackson.Jackson3Bridge;
import java.nio.charset.StandardCharsets;
import java.time.Month;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The Jackson bridge of codecs generated for Jackson 3, against Jackson 3 itself: with the same
 * serializers on the mapper, Jackson 3 writes the bytes Wirebind writes for classes mixing bridged
 * and generated properties, each reads the other's JSON back to equal values, protobuf
 * round-trips (the bridged property a string of JSON), and bad input inside a bridged value is a
 * WirebindException with its offset and path.
 */
class Bridge3Test {
  /** Jackson 3's default JsonMapper: what the JACKSON3 codecs match. */
  static final JsonMapper JACKSON = JsonMapper.builder().build();
  /** Months zero-based: a bridged property follows the mapper it is given. */
  static final JsonMapper ZERO_BASED = JsonMapper.builder().disable(DateTimeFeature.ONE_BASED_MONTHS).build();
  static final Codec<Reading> READING = Wirebind.codec(Reading.class);
  static final Codec<Sample> SAMPLE = Wirebind.codec(Sample.class);
  static final int INSTANCES = 400;

  @BeforeEach
  void useMapper() {
    Jackson3Bridge.use(JACKSON);
  }

  @AfterEach
  void restore() {
    Jackson3Bridge.use(JACKSON);
  }

  static JsonNode tree(Random r, int depth) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    switch (depth > 2 ? r.nextInt(3) : r.nextInt(6)) {
      case 0:
        return f.numberNode(r.nextInt(2000) - 1000);
      case 1:
        return f.stringNode("t" + r.nextInt(100) + (r.nextBoolean() ? "\u00e9\"\\\n/" : ""));
      case 2:
        return f.booleanNode(r.nextBoolean());
      case 3:
        return f.numberNode(r.nextDouble() * 1e6);
      case 4: {
        ArrayNode a = f.arrayNode();
        for (int i = r.nextInt(3); i > 0; i--) {
          a.add(tree(r, depth + 1));
        }
        return a;
      }
      default: {
        ObjectNode o = f.objectNode();
        for (int i = r.nextInt(3); i > 0; i--) {
          o.set("k" + r.nextInt(9), tree(r, depth + 1));
        }
        return o;
      }
    }
  }

  static Gauge gauge(Random r) {
    switch (r.nextInt(3)) {
      case 0:
        return null;
      case 1: {
        Gauge.Dial d = new Gauge.Dial();
        d.angle = r.nextInt(7200) / 16.0;
        return d;
      }
      default: {
        Gauge.Bar b = new Gauge.Bar();
        b.level = r.nextInt();
        b.unit = r.nextBoolean() ? null : "u" + r.nextInt(9);
        return b;
      }
    }
  }

  static Reading reading(Random r) {
    Reading x = new Reading();
    x.id = r.nextInt(5) == 0 ? null : "id" + r.nextInt(1000) + (r.nextBoolean() ? "\u00e9\"\\\u2028/" : "");
    x.cents = r.nextInt(4) == 0 ? null : r.nextLong() % 10_000_000_000L;
    x.flags = r.nextInt();
    x.extra = r.nextInt(4) == 0 ? null : tree(r, 0);
    x.month = r.nextInt(4) == 0 ? null : Month.of(1 + r.nextInt(12));
    x.gauge = gauge(r);
    x.count = r.nextLong();
    x.labels = r.nextInt(3) == 0 ? null : List.of("a" + r.nextInt(9), "b");
    return x;
  }

  static Sample sample(Random r) {
    Map<String, Month> months = new LinkedHashMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      months.put("m" + r.nextInt(9), Month.of(1 + r.nextInt(12)));
    }
    return new Sample(r.nextBoolean() ? null : "s" + r.nextInt(99), r.nextInt(4) == 0 ? null : Month.of(1 + r.nextInt(12)),
        r.nextInt(4) == 0 ? null : tree(r, 0), r.nextInt(4) == 0 ? null : months, r.nextInt());
  }

  /** Values as Jackson 3 writes them, nulls and empty containers dropped (protobuf writes neither). */
  static JsonNode normal(Object value) {
    return dropEmpty(JACKSON.valueToTree(value));
  }

  private static JsonNode dropEmpty(JsonNode n) {
    if (n instanceof ObjectNode o) {
      ObjectNode out = JACKSON.createObjectNode();
      for (Map.Entry<String, JsonNode> e : o.properties()) {
        JsonNode v = dropEmpty(e.getValue());
        if (!v.isNull() && !(v.isContainer() && v.isEmpty())) {
          out.set(e.getKey(), v);
        }
      }
      return out;
    }
    return n;
  }

  @Test
  void theCodecsAreJackson3s() {
    assertSame(JsonStyle.JACKSON3, READING.jacksonStyle());
    assertSame(JsonStyle.JACKSON3, SAMPLE.jacksonStyle());
  }

  @Test
  void jsonIsJackson3sBytesAndEachReadsTheOther() throws Exception {
    Random r = new Random(135);
    for (int i = 0; i < INSTANCES; i++) {
      Reading x = reading(r);
      String jackson = JACKSON.writeValueAsString(x);
      String ours = new String(READING.toJson(x), StandardCharsets.UTF_8);
      assertEquals(jackson, ours, "instance " + i);
      assertEquals(normal(x), normal(READING.fromJson(jackson.getBytes(StandardCharsets.UTF_8))), jackson);
      assertEquals(normal(x), normal(JACKSON.readValue(ours, Reading.class)), ours);
    }
  }

  @Test
  void aRecordUnderTheClassOptInMatchesJackson3() throws Exception {
    Random r = new Random(136);
    for (int i = 0; i < INSTANCES; i++) {
      Sample s = sample(r);
      String jackson = JACKSON.writeValueAsString(s);
      String ours = new String(SAMPLE.toJson(s), StandardCharsets.UTF_8);
      assertEquals(jackson, ours);
      assertEquals(normal(s), normal(SAMPLE.fromJson(jackson.getBytes(StandardCharsets.UTF_8))));
      assertEquals(normal(s), normal(JACKSON.readValue(ours, Sample.class)), ours);
      assertEquals(normal(s), normal(SAMPLE.fromProto(SAMPLE.toProto(s))));
    }
  }

  @Test
  void protobufRoundTrips() {
    Random r = new Random(137);
    for (int i = 0; i < INSTANCES; i++) {
      Reading x = reading(r);
      assertEquals(normal(x), normal(READING.fromProto(READING.toProto(x))), "instance " + i);
    }
  }

  @Test
  void theBridgeFollowsTheMapperItIsGiven() throws Exception {
    Jackson3Bridge.use(ZERO_BASED);
    assertSame(ZERO_BASED, Jackson3Bridge.mapper());
    Random r = new Random(138);
    int months = 0;
    for (int i = 0; i < 100; i++) {
      Reading x = reading(r);
      String jackson = ZERO_BASED.writeValueAsString(x);
      assertEquals(jackson, new String(READING.toJson(x), StandardCharsets.UTF_8));
      assertEquals(normal(x), normal(READING.fromJson(jackson.getBytes(StandardCharsets.UTF_8))));
      months += x.month != null && !jackson.equals(JACKSON.writeValueAsString(x)) ? 1 : 0;
    }
    assertTrue(months > 20, "instances the two mappers write differently: " + months);
  }

  @Test
  void nullIsHandedToTheDeserializerAsJacksonDoes() {
    Reading x = READING.fromJson("{\"extra\":null,\"month\":null}".getBytes(StandardCharsets.UTF_8));
    assertTrue(x.extra != null && x.extra.isNull(), "Jackson 3 reads null into a NullNode: " + x.extra);
    assertEquals(null, x.month);
  }

  @Test
  void jacksonsFailureInsideABridgedValueHasItsOffsetAndPath() {
    String json = "{\"id\":\"x\",\"month\":\"not a month\"}";
    WirebindException x = assertThrows(WirebindException.class,
        () -> READING.fromJson(json.getBytes(StandardCharsets.UTF_8)));
    assertEquals(json.indexOf("\"not a month\""), x.offset(), x.getMessage());
    assertTrue(x.getMessage().contains("month") && x.getMessage().contains("Jackson bridge"), x.getMessage());
    assertEquals("$.month", x.path(), x.getMessage());
    String cents = "{\"cents\":\"1.2.3\"}";
    WirebindException c = assertThrows(WirebindException.class,
        () -> READING.fromJson(cents.getBytes(StandardCharsets.UTF_8)));
    assertEquals("$.cents", c.path(), c.getMessage());
  }

  @Test
  void malformedJsonInABridgedValueIsCaughtByWirebindsReader() {
    for (String json : new String[] {"{\"extra\":{\"a\":[1,}}", "{\"extra\":{\"a\"", "{\"gauge\":[1,2",
        "{\"extra\":01}", "{\"month\":tru}"}) {
      WirebindException x = assertThrows(WirebindException.class,
          () -> READING.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
      assertTrue(x.offset() >= 0 && x.offset() <= json.length(), json + ": " + x.getMessage());
    }
  }

  @Test
  void hostileInputGivesOnlyWirebindExceptions() throws Exception {
    int failed = BridgeMutations.rejected(READING, new Random(139), 3000, Bridge3Test::reading, JACKSON::writeValueAsBytes);
    assertTrue(failed > 1000, "mutations rejected: " + failed);
  }

  @Test
  void aBadBridgedStringInProtobufIsAWirebindException() {
    Reading x = new Reading();
    x.month = Month.MAY;
    byte[] proto = READING.toProto(x);
    String text = new String(proto, StandardCharsets.ISO_8859_1);
    int at = text.indexOf("5");
    assertTrue(at > 0, "the month's JSON in the protobuf: " + text);
    proto[at] = '[';
    WirebindException e = assertThrows(WirebindException.class, () -> READING.fromProto(proto));
    assertTrue(e.getMessage().contains("Jackson bridge"), e.getMessage());
  }

  @Test
  void decodingIntoAReusedInstanceReplacesBridgedValues() {
    Random r = new Random(140);
    Reading held = reading(r);
    JsonReader in = new JsonReader();
    List<Reading> seen = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      Reading x = reading(r);
      held = READING.readJson(in.reset(READING.toJson(x)), held);
      assertEquals(normal(x), normal(held));
      seen.add(held);
    }
    assertEquals(50, seen.size());
  }
}
