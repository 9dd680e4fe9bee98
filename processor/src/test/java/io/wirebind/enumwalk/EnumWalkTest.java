package io.wirebind.enumwalk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Writers walk an {@code EnumSet} or {@code EnumMap} through the enum's constants instead of its
 * iterator. The bytes must be those of the same elements iterated in a {@code LinkedHashSet} /
 * {@code LinkedHashMap} in ordinal order (the enum collections' own order), in protobuf and both
 * JSON styles, and Jackson's JSON; null values are kept in JSON and refused in protobuf.
 */
class EnumWalkTest {
  static final Codec<Toned> CODEC = Wirebind.codec(Toned.class);
  static final ObjectMapper JACKSON = new ObjectMapper();

  /** The same random elements twice: in enum collections, and in linked ones in ordinal order. */
  static Toned[] pair(Random r) {
    Set<Tone> set = tones(r);
    Set<Tone> collection = tones(r);
    Map<Tone, String> names = new EnumMap<>(Tone.class);
    EnumMap<Tone, Integer> counts = new EnumMap<>(Tone.class);
    TreeMap<Tone, Long> sorted = new TreeMap<>();
    for (Tone t : Tone.values()) {
      if (r.nextBoolean()) {
        names.put(t, r.nextInt(5) == 0 ? null : t.name().toLowerCase() + r.nextInt(100));
      }
      if (r.nextBoolean()) {
        counts.put(t, r.nextInt(5) == 0 ? null : r.nextInt());
      }
      if (r.nextBoolean()) {
        sorted.put(t, r.nextLong());
      }
    }
    List<Map<Tone, Tone>> nested = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      Map<Tone, Tone> m = new EnumMap<>(Tone.class);
      for (Tone t : tones(r)) {
        m.put(t, Tone.values()[r.nextInt(4)]);
      }
      nested.add(m);
    }
    Toned walked = new Toned(enumSet(set), enumSet(collection), enumSet(tones(r)), names, counts, sorted, nested);
    List<Map<Tone, Tone>> linkedNested = new ArrayList<>();
    nested.forEach(m -> linkedNested.add(new LinkedHashMap<>(m)));
    Toned iterated = new Toned(new LinkedHashSet<>(walked.set()), new ArrayList<>(walked.collection()),
        walked.enumSet(), new LinkedHashMap<>(names), counts, sorted, linkedNested);
    return new Toned[] {walked, iterated};
  }

  private static Set<Tone> tones(Random r) {
    Set<Tone> s = new LinkedHashSet<>();
    for (Tone t : Tone.values()) {
      if (r.nextBoolean()) {
        s.add(t);
      }
    }
    return s;
  }

  private static EnumSet<Tone> enumSet(Collection<Tone> c) {
    return c.isEmpty() ? EnumSet.noneOf(Tone.class) : EnumSet.copyOf(c);
  }

  private static boolean hasNullValue(Toned t) {
    return t.names().containsValue(null) || t.counts().containsValue(null);
  }

  @Test
  void walkedAndIteratedWriteTheSameBytes() throws Exception {
    Random r = new Random(3);
    int walkedProto = 0;
    for (int i = 0; i < 2000; i++) {
      Toned[] p = pair(r);
      String json = CODEC.toJsonString(p[0]);
      assertEquals(CODEC.toJsonString(p[1]), json);
      assertEquals(JACKSON.writeValueAsString(p[0]), json);
      assertArrayEquals(CODEC.toJson(p[1], JsonStyle.PROTO3), CODEC.toJson(p[0], JsonStyle.PROTO3));
      if (hasNullValue(p[0])) {
        assertThrows(WirebindException.class, () -> CODEC.toProto(p[0]));
        assertThrows(WirebindException.class, () -> CODEC.toProto(p[1]));
      } else {
        byte[] proto = CODEC.toProto(p[0]);
        assertArrayEquals(CODEC.toProto(p[1]), proto);
        assertEquals(p[1], CODEC.fromProto(proto));
        walkedProto++;
      }
      assertEquals(JACKSON.readValue(json, Toned.class), CODEC.fromJson(json));
    }
    assertEquals(true, walkedProto > 500, "too few instances without null values: " + walkedProto);
  }
}
