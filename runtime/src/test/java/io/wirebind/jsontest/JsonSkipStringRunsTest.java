package io.wirebind.jsontest;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.JsonReader;
import io.wirebind.WirebindException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Skipping a compact array of strings (which runs from element to element in {@code
 * JsonSkip.strings}) ends where, and fails where, skipping its elements one at a time through
 * the reader does: every string length from 0 to 40 at each of the eight alignments to the word,
 * so that the closing quote falls at every byte of a word and right at its boundary; {@code \"}
 * and {@code \\} at every position; and every document cut short at each of its bytes.
 */
class JsonSkipStringRunsTest {
  private static final String[] PIECES = {"\\\"", "\\\\", "\\\\\\\"", "é", "\u0001", ","};

  @Test
  void everyLengthAlignmentEscapeAndCut() {
    for (int lead = 0; lead < 8; lead++) {
      String pad = " ".repeat(lead);
      for (int len = 0; len <= 40; len++) {
        String s = "x".repeat(len);
        check(pad + "[\"" + s + "\",\"" + s + "\",\"ab\"]");
        check(pad + "[\"ab\",\"" + s + "\",\"" + "y".repeat(len % 9) + "\"]");
        check(pad + "[\"" + s + "\" ,\"" + s + "\"]");
        check(pad + "[\"" + s + "\",,\"" + s + "\"]");
        check(pad + "[\"" + s + "\"\"" + s + "\"]");
        check(pad + "[\"" + s + "\",\"" + s + "\"}");
        for (String piece : PIECES) {
          for (int at = 0; at <= len; at++) {
            String e = s.substring(0, at) + piece + s.substring(at);
            check(pad + "[\"ab\",\"" + e + "\",\"" + s + "\"]");
          }
        }
      }
    }
  }

  /** The document at the default string limit and small ones, and each of its prefixes. */
  private static void check(String doc) {
    byte[] full = doc.getBytes(UTF_8);
    for (int max : new int[] {7, 8, 9, 20}) {
      assertEquals(skipEach(full, max), skipWhole(full, max), () -> doc + " max " + max);
    }
    for (int cut = 0; cut <= full.length; cut++) {
      byte[] json = Arrays.copyOf(full, cut);
      int max = JsonReader.DEFAULT_MAX_STRING_LENGTH;
      assertEquals(skipEach(json, max), skipWhole(json, max), () -> new String(json, UTF_8));
    }
  }

  private static String skipWhole(byte[] json, int max) {
    JsonReader r = new JsonReader().maxStringLength(max).reset(json);
    try {
      r.skipValue();
      return "ok@" + r.position();
    } catch (WirebindException e) {
      return "error@" + e.offset();
    }
  }

  /** The reference: each element skipped on its own, as a value at the reader's top level. */
  private static String skipEach(byte[] json, int max) {
    JsonReader r = new JsonReader().maxStringLength(max).reset(json);
    try {
      if (r.startArrayElements()) {
        do {
          r.skipValue();
        } while (r.nextElement());
      }
      return "ok@" + r.position();
    } catch (WirebindException e) {
      return "error@" + e.offset();
    }
  }
}
