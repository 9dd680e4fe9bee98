package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Member names verified after their hash matched: names of every length 1 to 40 altered in any
 * one byte, cut short, extended, escaped, hash colliding and truncated, each read as Jackson reads
 * the same JSON.
 */
class NameWordsTest {
  static final Jackson BOOT = Jackson.boot();
  static final Codec<NameLengths> CODEC = Wirebind.codec(NameLengths.class);

  private static void readsAsJackson(String json) throws Exception {
    assertEquals(BOOT.readValue(json, NameLengths.class), CODEC.fromJson(json), json);
  }

  /** The members in reverse order, so each name goes through the hash {@code switch}. */
  private static String reversed(String value) {
    StringBuilder b = new StringBuilder("{");
    for (int k = NameLengths.NAMES.length - 1; k >= 0; k--) {
      b.append(b.length() > 1 ? "," : "").append('"').append(NameLengths.NAMES[k]).append("\":\"").append(value).append(k).append('"');
    }
    return b.append('}').toString();
  }

  @Test
  void everyNameBindsInEitherOrder() throws Exception {
    String json = reversed("v");
    NameLengths n = CODEC.fromJson(json);
    assertEquals("v0", n.f1);
    assertEquals("v39", n.f40);
    readsAsJackson(json);
    String written = CODEC.toJsonString(n);
    assertEquals(new String(BOOT.writeValueAsBytes(n), StandardCharsets.UTF_8), written);
    assertEquals(n, CODEC.fromJson(written));
  }

  @Test
  void aNameOffByOneByteIsUnknown() throws Exception {
    for (String name : NameLengths.NAMES) {
      for (int i = 0; i < name.length(); i++) {
        for (String by : List.of("_", "0", "é", "\\u00e9", String.valueOf((char) (name.charAt(i) ^ 0x20)))) {
          String altered = name.substring(0, i) + by + name.substring(i + 1);
          readsAsJackson("{\"" + altered + "\":\"x\"}");
          readsAsJackson("{\"" + altered + "\":\"x\",\"" + name + "\":\"y\"}");
        }
        // the same name with one byte escaped is the name
        String escaped = name.substring(0, i) + String.format("\\u%04x", (int) name.charAt(i)) + name.substring(i + 1);
        readsAsJackson("{\"" + escaped + "\":\"e\"}");
      }
      readsAsJackson("{\"" + name.substring(0, name.length() - 1) + "\":\"prefix\"}");
      readsAsJackson("{\"" + name + "x\":\"longer\"}");
      readsAsJackson("{\"" + name + "\\u0000\":\"nul\"}");
      readsAsJackson("{\"" + name + "\":\"exact\"}");
    }
  }

  @Test
  void hashCollidingNamesAreUnknown() throws Exception {
    for (String name : new String[] {NameLengths.NAMES[0], NameLengths.NAMES[7], NameLengths.NAMES[8],
        NameLengths.NAMES[15], NameLengths.NAMES[16], NameLengths.NAMES[39]}) {
      byte[] known = name.getBytes(StandardCharsets.US_ASCII);
      for (String colliding : Fnv1aCollisions.find(known, 2)) {
        assertEquals(JsonReader.hash(known), JsonReader.hash(colliding.getBytes(StandardCharsets.US_ASCII)));
        assertNotEquals(name, colliding);
        readsAsJackson("{\"" + colliding + "\":\"bound?\"}");
        readsAsJackson("{\"" + name + "\":\"real\",\"" + colliding + "\":\"bound?\"}");
      }
    }
  }

  @Test
  void inputEndingInsideANameFailsWithItsOffset() {
    for (String name : NameLengths.NAMES) {
      byte[] json = ("{\"a\":null,\"" + name + "\":\"v\"}").getBytes(StandardCharsets.UTF_8);
      int start = "{\"a\":null,\"".length();
      for (int cut = start - 1; cut <= start + name.length() + 1; cut++) {
        byte[] in = java.util.Arrays.copyOf(json, cut);
        try {
          CODEC.fromJson(in);
          throw new AssertionError("accepted " + new String(in, StandardCharsets.UTF_8));
        } catch (WirebindException e) {
          assertTrue(e.offset() >= 0 && e.offset() <= in.length, e.offset() + ": " + e.getMessage());
        }
      }
    }
  }
}
