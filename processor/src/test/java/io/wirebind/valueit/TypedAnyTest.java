package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Typed any-getter/any-setter maps ({@link TypedAny}) against Jackson over random instances (Boot's
 * Jackson 2 here, Jackson 3 in {@code Jackson3SuitesTest}): the same bytes, each reads the other's
 * JSON into equal objects, input Jackson rejects we reject; protobuf as a {@code map<string, V>}
 * field round trips.
 */
class TypedAnyTest {
  static final Jackson BOOT = Jackson.boot();
  static final String[] KEYS = {"a", "b", "", "k\u00e9y", "tab\there", "\"q\"", "emoji \uD83D\uDE00", "n0", "n1"};

  private final Random r = new Random(91);

  private String key() {
    return KEYS[r.nextInt(KEYS.length)];
  }

  private String text() {
    return r.nextInt(6) == 0 ? null : "t" + r.nextInt(50);
  }

  TypedAny.Counts counts() {
    TypedAny.Counts c = new TypedAny.Counts();
    c.setName(text());
    for (int i = r.nextInt(4); i > 0; i--) {
      c.putAdditionalProperty(key(), r.nextInt(6) == 0 ? null : r.nextInt());
    }
    return c;
  }

  TypedAny.Labels labels() {
    TypedAny.Labels l = new TypedAny.Labels();
    l.id = r.nextLong();
    for (int i = r.nextInt(4); i > 0; i--) {
      TypedAny.Label v = null;
      if (r.nextInt(6) != 0) {
        v = new TypedAny.Label();
        v.text = text();
        v.n = r.nextInt(100);
      }
      l.labels.put(key(), v);
    }
    return l;
  }

  TypedAny.Lists lists() {
    TypedAny.Lists l = new TypedAny.Lists();
    l.side = r.nextInt(3) == 0 ? null : Side.values()[r.nextInt(2)];
    for (int i = r.nextInt(4); i > 0; i--) {
      List<String> v = null;
      if (r.nextInt(6) != 0) {
        v = new ArrayList<>();
        for (int k = r.nextInt(3); k > 0; k--) {
          v.add(text());
        }
      }
      l.more(key(), v);
    }
    return l;
  }

  TypedAny.Rec rec() {
    Map<String, Double> extra = new HashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      extra.put(key(), r.nextInt(6) == 0 ? null : r.nextInt(1000) / 8.0);
    }
    return new TypedAny.Rec(r.nextLong(), extra, text());
  }

  /** Same bytes; each reads the other's into equal objects; protobuf round trips. */
  private static <T> void check(Codec<T> codec, Class<T> type, T x, boolean nullValues) throws Exception {
    String theirs = new String(BOOT.writeValueAsBytes(x), StandardCharsets.UTF_8);
    String ours = new String(codec.toJson(x), StandardCharsets.UTF_8);
    assertEquals(theirs, ours, x.toString());
    assertEquals(x, BOOT.readValue(ours, type), ours);
    assertEquals(x, codec.fromJson(theirs.getBytes(StandardCharsets.UTF_8)), theirs);
    if (nullValues) {
      // as for any map field: a null scalar is written as the entry's default, a null message or
      // list fails the encode (protobuf map entries have no null value)
      try {
        byte[] proto = codec.toProto(x);
        assertArrayEquals(proto, codec.toProto(codec.fromProto(proto)), ours);
      } catch (WirebindException e) {
        assertEquals(true, e.getMessage().contains("protobuf cannot represent null"), e.getMessage());
      }
      return;
    }
    byte[] proto = codec.toProto(x);
    T back = codec.fromProto(proto);
    assertEquals(x, back, ours);
    assertArrayEquals(proto, codec.toProto(back), ours);
  }

  private static boolean nullValue(Map<String, ?> m) {
    return m != null && m.containsValue(null);
  }

  @Test
  void typedAnyMapsMatchJackson() throws Exception {
    Codec<TypedAny.Counts> counts = Wirebind.codec(TypedAny.Counts.class);
    Codec<TypedAny.Labels> labels = Wirebind.codec(TypedAny.Labels.class);
    Codec<TypedAny.Lists> lists = Wirebind.codec(TypedAny.Lists.class);
    Codec<TypedAny.Rec> recs = Wirebind.codec(TypedAny.Rec.class);
    for (int i = 0; i < 500; i++) {
      TypedAny.Counts c = counts();
      check(counts, TypedAny.Counts.class, c, nullValue(c.getAdditionalProperties()));
      TypedAny.Labels l = labels();
      check(labels, TypedAny.Labels.class, l, nullValue(l.labels));
      TypedAny.Lists s = lists();
      check(lists, TypedAny.Lists.class, s, nullValue(s.more()));
      TypedAny.Rec x = rec();
      check(recs, TypedAny.Rec.class, x, nullValue(x.extra()));
    }
  }

  /** Values Jackson coerces or rejects: the same outcome (a rejection with an offset here). */
  @Test
  void valuesAreReadAsJacksonReadsThem() throws Exception {
    String[][] inputs = {
        {"Counts", "{\"name\":\"n\",\"a\":\"12\",\"b\":null}"},
        {"Counts", "{\"a\":12.0}"},
        {"Counts", "{\"a\":\"x\"}"},
        {"Counts", "{\"a\":[1]}"},
        {"Counts", "{\"a\":{}}"},
        {"Counts", "{\"a\":true}"},
        {"Counts", "{\"a\":1,\"a\":2}"},
        {"Labels", "{\"id\":1,\"x\":{\"text\":\"t\",\"n\":2},\"y\":null}"},
        {"Labels", "{\"x\":{\"text\":\"t\",\"other\":2}}"},
        {"Labels", "{\"x\":[]}"},
        {"Labels", "{\"x\":\"s\"}"},
        {"Lists", "{\"side\":\"BUY\",\"x\":[\"a\",null],\"y\":null}"},
        {"Lists", "{\"x\":\"single\"}"},
        {"Lists", "{\"x\":[1,true]}"},
        {"Lists", "{\"x\":{}}"},
        {"Rec", "{\"seq\":3,\"d\":1,\"e\":\"2.5\",\"note\":\"n\"}"},
        {"Rec", "{\"d\":\"NaN\"}"},
        {"Rec", "{\"d\":[]}"},
    };
    for (String[] in : inputs) {
      Class<?> type = Class.forName(TypedAny.class.getName() + "$" + in[0]);
      sameRead(type, in[1]);
    }
  }

  private static <T> void sameRead(Class<T> type, String json) throws Exception {
    Codec<T> codec = Wirebind.codec(type);
    T theirs;
    try {
      theirs = BOOT.readValue(json, type);
    } catch (Exception e) {
      WirebindException ours = assertThrows(WirebindException.class,
          () -> codec.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
      assertEquals(true, ours.offset() >= 0, ours.getMessage());
      return;
    }
    assertEquals(theirs, codec.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
  }

  @Test
  void theAnyMapIsNoPropertyOfItsOwn() throws Exception {
    TypedAny.Labels l = new TypedAny.Labels();
    l.labels = new LinkedHashMap<>();
    String json = new String(Wirebind.codec(TypedAny.Labels.class).toJson(l), StandardCharsets.UTF_8);
    assertEquals(new String(BOOT.writeValueAsBytes(l), StandardCharsets.UTF_8), json);
  }
}
