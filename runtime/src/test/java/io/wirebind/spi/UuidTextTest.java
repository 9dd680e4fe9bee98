package io.wirebind.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** A UUID's text, written eight hex digits to a word, is {@code UUID.toString()}'s and reads back. */
class UuidTextTest {
  @Test
  void writtenAsUuidToStringWritesIt() {
    SplittableRandom random = new SplittableRandom(7);
    long[] edges = {0L, -1L, 0x0123456789abcdefL, 0xfedcba9876543210L, 0x9999999999999999L,
        0xaaaaaaaaaaaaaaaaL, 0xa0a0a0a0a0a0a0a0L, 0x0a0a0a0a0a0a0a0aL, Long.MIN_VALUE, Long.MAX_VALUE};
    for (int i = 0; i < 200_000; i++) {
      long hi = i < edges.length * edges.length ? edges[i / edges.length] : random.nextLong();
      long lo = i < edges.length * edges.length ? edges[i % edges.length] : random.nextLong();
      UUID v = new UUID(hi, lo);
      int at = i % 9;
      byte[] b = new byte[at + 40];
      b[at + 36] = '|';
      assertEquals(at + 36, UuidValues.put(b, at, v));
      assertEquals(v + "|", new String(b, at, 37, StandardCharsets.US_ASCII));

      JsonWriter w = new JsonWriter();
      UuidValues.writeUuid(w, v);
      assertEquals("\"" + v + "\"", w.toString());
      assertEquals(v, UuidValues.readUuid(new JsonReader().reset(w.toByteArray())));
    }
  }

  @Test
  void everyNibbleBecomesItsDigit() {
    for (int n = 0; n < 16; n++) {
      long word = UuidValues.hex8(n * 0x11111111L);
      char digit = Character.forDigit(n, 16);
      for (int k = 0; k < 8; k++) {
        assertEquals(digit, (char) (word >>> (8 * k) & 0xFF), n + " byte " + k);
      }
    }
  }
}
