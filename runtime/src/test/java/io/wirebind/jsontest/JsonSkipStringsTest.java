package io.wirebind.jsontest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.JsonReader;
import io.wirebind.WirebindException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Skipping arrays of strings (which has a word-at-a-time path of its own) accepts and rejects
 * exactly what reading the same strings one by one does, and ends at the same place: strings of
 * every length around the eight-byte word, escapes, non-ASCII and invalid bytes, control
 * characters, whitespace, truncation and small string limits.
 */
class JsonSkipStringsTest {
  private static final String[] PIECES = {
    "a", "b", "z", "0", "-", " ", "~", "\\\"", "\\\\", "\\n", "\\u00e9", "é", "😀", "\u0001", "\t",
  };

  @Test
  void skippingAgreesWithReading() {
    Random random = new Random(7);
    for (int i = 0; i < 20_000; i++) {
      byte[] whole = randomArray(random);
      byte[] json =
          random.nextInt(8) == 0
              ? java.util.Arrays.copyOf(whole, random.nextInt(whole.length + 1))
              : whole;
      if (random.nextInt(16) == 0 && json.length > 2) {
        json[1 + random.nextInt(json.length - 2)] = (byte) (0x80 + random.nextInt(0x80));
      }
      int maxString =
          random.nextInt(4) == 0 ? random.nextInt(12) : JsonReader.DEFAULT_MAX_STRING_LENGTH;
      String read = outcome(json, maxString, false);
      String skipped = outcome(json, maxString, true);
      assertEquals(read, skipped, () -> new String(json, StandardCharsets.UTF_8));
    }
  }

  private static byte[] randomArray(Random random) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    write(out, "[");
    int n = random.nextInt(6);
    for (int e = 0; e < n; e++) {
      if (e > 0) {
        write(out, random.nextInt(6) == 0 ? " , " : ",");
      }
      write(out, "\"");
      int len = random.nextInt(4) == 0 ? random.nextInt(24) : random.nextInt(10);
      for (int c = 0; c < len; c++) {
        write(out, random.nextInt(3) == 0 ? PIECES[random.nextInt(PIECES.length)] : "x");
      }
      write(out, "\"");
    }
    write(out, random.nextInt(6) == 0 ? " ]" : "]");
    if (random.nextBoolean()) {
      write(out, " ");
    }
    return out.toByteArray();
  }

  private static void write(ByteArrayOutputStream out, String s) {
    out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
  }

  /** "ok@end" or "error" for reading (or skipping) the array in {@code json}. */
  private static String outcome(byte[] json, int maxString, boolean skip) {
    JsonReader r = new JsonReader().maxStringLength(maxString).reset(json);
    try {
      if (skip) {
        r.skipValue();
      } else if (r.startArrayElements()) {
        do {
          r.readString();
        } while (r.nextElement());
      }
      return "ok@" + r.position();
    } catch (WirebindException e) {
      return "error";
    }
  }
}
