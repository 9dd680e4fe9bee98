package io.wirebind.bridgeit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.jackson.JacksonBridge;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.joda.time.DateTime;
import org.joda.time.DateTimeZone;
import org.joda.time.LocalDate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Jackson bridge against Jackson itself: with the same modules and serializers on the mapper,
 * Jackson writes the bytes Wirebind writes for classes mixing bridged and generated properties,
 * each reads the other's JSON back to equal values, protobuf round-trips (the bridged property a
 * string of JSON), and bad input inside a bridged value is a WirebindException with its offset
 * and path.
 */
class BridgeTest {
  static final ObjectMapper JACKSON = BridgeJackson.MAPPER;
  static final Codec<Event> EVENT = Wirebind.codec(Event.class);
  static final Codec<Stamp> STAMP = Wirebind.codec(Stamp.class);
  static final int INSTANCES = 400;

  @BeforeEach
  void useMapper() {
    JacksonBridge.use(JACKSON);
  }

  @AfterEach
  void restore() {
    JacksonBridge.use(JACKSON);
  }

  static DateTime instant(Random r) {
    return new DateTime(r.nextLong() % 4_000_000_000_000L, DateTimeZone.UTC);
  }

  static JsonNode tree(Random r, int depth) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    switch (depth > 2 ? r.nextInt(3) : r.nextInt(6)) {
      case 0:
        return f.numberNode(r.nextInt(2000) - 1000);
      case 1:
        return f.textNode("t" + r.nextInt(100) + (r.nextBoolean() ? "\u00e9\"\\\n" : ""));
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

  static Event event(Random r) {
    Event e = new Event();
    e.id = r.nextInt(5) == 0 ? null : "id" + r.nextInt(1000) + (r.nextBoolean() ? "\u00e9\"\\\u2028" : "");
    e.when = r.nextInt(4) == 0 ? null : instant(r);
    e.whenText = r.nextInt(4) == 0 ? null : instant(r);
    e.cents = r.nextInt(4) == 0 ? null : r.nextLong() % 10_000_000_000L;
    e.flags = r.nextInt();
    e.tag = r.nextInt(4) == 0 ? null : new Tag("k" + r.nextInt(50), r.nextInt(100));
    e.extra = r.nextInt(4) == 0 ? null : tree(r, 0);
    if (r.nextInt(3) > 0) {
      e.history = new ArrayList<>();
      for (int i = r.nextInt(4); i > 0; i--) {
        e.history.add(instant(r));
      }
    }
    int shape = r.nextInt(3);
    if (shape == 1) {
      Shape.Circle c = new Shape.Circle();
      c.radius = r.nextDouble();
      e.shape = c;
    } else if (shape == 2) {
      Shape.Rect rect = new Shape.Rect();
      rect.width = r.nextInt(100);
      rect.height = r.nextInt(100);
      e.shape = rect;
    }
    e.count = r.nextLong();
    e.labels = r.nextInt(3) == 0 ? null : List.of("a" + r.nextInt(9), "b");
    return e;
  }

  static Stamp stamp(Random r) {
    Map<String, DateTime> marks = new LinkedHashMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      marks.put("m" + r.nextInt(9), instant(r));
    }
    return new Stamp(r.nextBoolean() ? null : "s" + r.nextInt(99), r.nextInt(4) == 0 ? null : instant(r),
        r.nextInt(4) == 0 ? null : new LocalDate(1990 + r.nextInt(60), 1 + r.nextInt(12), 1 + r.nextInt(28)),
        r.nextInt(4) == 0 ? null : marks, r.nextInt());
  }

  /** Values as Jackson writes them, nulls and empty containers dropped (protobuf writes neither). */
  static JsonNode normal(Object value) {
    return normal(JACKSON.valueToTree(value));
  }

  private static JsonNode normal(JsonNode n) {
    if (n instanceof ObjectNode o) {
      ObjectNode out = JACKSON.createObjectNode();
      for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        JsonNode v = normal(e.getValue());
        if (!v.isNull() && !(v.isContainerNode() && v.isEmpty())) {
          out.set(e.getKey(), v);
        }
      }
      return out;
    }
    return n;
  }

  @Test
  void jsonIsJacksonsBytesAndEachReadsTheOther() throws Exception {
    Random r = new Random(35);
    for (int i = 0; i < INSTANCES; i++) {
      Event e = event(r);
      String jackson = JACKSON.writeValueAsString(e);
      String ours = new String(EVENT.toJson(e), StandardCharsets.UTF_8);
      assertEquals(jackson, ours, "instance " + i);
      assertEquals(normal(e), normal(EVENT.fromJson(jackson.getBytes(StandardCharsets.UTF_8))), jackson);
      assertEquals(normal(e), normal(JACKSON.readValue(ours, Event.class)), ours);
    }
  }

  @Test
  void aRecordUnderTheClassOptInMatchesJackson() throws Exception {
    Random r = new Random(36);
    for (int i = 0; i < INSTANCES; i++) {
      Stamp s = stamp(r);
      String jackson = JACKSON.writeValueAsString(s);
      assertEquals(jackson, new String(STAMP.toJson(s), StandardCharsets.UTF_8));
      assertEquals(normal(s), normal(STAMP.fromJson(jackson.getBytes(StandardCharsets.UTF_8))));
      assertEquals(normal(s), normal(STAMP.fromProto(STAMP.toProto(s))));
    }
  }

  @Test
  void protobufRoundTrips() {
    Random r = new Random(37);
    for (int i = 0; i < INSTANCES; i++) {
      Event e = event(r);
      assertEquals(normal(e), normal(EVENT.fromProto(EVENT.toProto(e))), "instance " + i);
    }
  }

  @Test
  void theBridgeFollowsTheMapperItIsGiven() throws Exception {
    JacksonBridge.use(BridgeJackson.ISO_MAPPER);
    Random r = new Random(38);
    for (int i = 0; i < 50; i++) {
      Event e = event(r);
      String jackson = BridgeJackson.ISO_MAPPER.writeValueAsString(e);
      assertEquals(jackson, new String(EVENT.toJson(e), StandardCharsets.UTF_8));
      assertEquals(normal(e), normal(EVENT.fromJson(jackson.getBytes(StandardCharsets.UTF_8))));
    }
  }

  @Test
  void aValueThatFailsOrStaysOpenLeavesTheNextOnesAsJacksonWritesThem() throws Exception {
    Codec<Unruly> codec = Wirebind.codec(Unruly.class);
    Random r = new Random(41);
    for (int i = 0; i < 300; i++) {
      Unruly u = new Unruly();
      u.name = "n" + i;
      u.value = switch (r.nextInt(4)) {
        case 0 -> -1 - r.nextInt(50);
        case 1 -> 1000 + r.nextInt(50);
        default -> r.nextInt(1000);
      };
      u.after = i;
      if (u.value < 0) {
        WirebindException x = assertThrows(WirebindException.class, () -> codec.toJson(u));
        assertTrue(x.getMessage().contains("negative") && x.getMessage().contains("Jackson bridge"), x.getMessage());
      } else if (u.value >= 1000) {
        // Jackson's own generator would go on inside the open object; the bridge's closes it
        assertEquals("{\"name\":\"n" + i + "\",\"value\":{\"v\":" + u.value + "},\"after\":" + i + "}",
            new String(codec.toJson(u), StandardCharsets.UTF_8));
      } else {
        assertEquals(JACKSON.writeValueAsString(u), new String(codec.toJson(u), StandardCharsets.UTF_8));
      }
    }
  }

  @Test
  void nullIsHandedToTheDeserializerAsJacksonDoes() {
    Event e = EVENT.fromJson("{\"extra\":null,\"when\":null}".getBytes(StandardCharsets.UTF_8));
    assertTrue(e.extra != null && e.extra.isNull(), "Jackson reads null into a NullNode: " + e.extra);
    assertEquals(null, e.when);
  }

  @Test
  void jacksonsFailureInsideABridgedValueHasItsOffsetAndPath() {
    String json = "{\"id\":\"x\",\"whenText\":\"not a date\"}";
    WirebindException x = assertThrows(WirebindException.class,
        () -> EVENT.fromJson(json.getBytes(StandardCharsets.UTF_8)));
    assertEquals(json.indexOf("\"not a date\""), x.offset(), x.getMessage());
    assertTrue(x.getMessage().contains("whenText") && x.getMessage().contains("Jackson bridge"), x.getMessage());
    assertEquals("$.whenText", x.path(), x.getMessage());
    String tag = "{\"tag\":[\"a\",\"x\"]}";
    WirebindException t = assertThrows(WirebindException.class,
        () -> EVENT.fromJson(tag.getBytes(StandardCharsets.UTF_8)));
    assertEquals("$.tag", t.path(), t.getMessage());
  }

  @Test
  void malformedJsonInABridgedValueIsCaughtByWirebindsReader() {
    for (String json : new String[] {"{\"extra\":{\"a\":[1,}}", "{\"extra\":{\"a\"", "{\"history\":[1,2",
        "{\"extra\":01}", "{\"when\":tru}"}) {
      WirebindException x = assertThrows(WirebindException.class,
          () -> EVENT.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
      assertTrue(x.offset() >= 0 && x.offset() <= json.length(), json + ": " + x.getMessage());
    }
  }

  @Test
  void hostileInputGivesOnlyWirebindExceptions() throws Exception {
    int failed = BridgeMutations.rejected(EVENT, new Random(39), 3000, BridgeTest::event, JACKSON::writeValueAsBytes);
    assertTrue(failed > 1000, "mutations rejected: " + failed);
  }

  @Test
  void aBadBridgedStringInProtobufIsAWirebindException() {
    io.wirebind.ProtoWriter out = new io.wirebind.ProtoWriter();
    out.writeRawBytes(new byte[] {0x12}); // field 2 (when), length-delimited
    out.writeBytes("[1,".getBytes(StandardCharsets.UTF_8));
    WirebindException x = assertThrows(WirebindException.class, () -> EVENT.fromProto(out.toByteArray()));
    assertTrue(x.getMessage().contains("Jackson bridge"), x.getMessage());
  }

  @Test
  void decodingIntoAReusedInstanceReplacesBridgedValues() {
    Random r = new Random(40);
    Event held = event(r);
    JsonReader in = new JsonReader();
    for (int i = 0; i < 50; i++) {
      Event e = event(r);
      held = EVENT.readJson(in.reset(EVENT.toJson(e)), held);
      assertEquals(normal(e), normal(held));
    }
  }
}
