package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.wirebind.jsontest.JsonStringReadingTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The decoding of strings with non-ASCII characters ({@link JsonStringLatin1}, going on in {@link
 * JsonStringChars} after a character outside Latin-1 or an escape) and the one-or-two-word look at
 * a string's start ({@link JsonScan#shortStop}) that picks the path, against what Jackson's parser
 * reads from the same bytes: a first and a second special unit (Latin-1 characters at the edges of
 * their lead bytes, characters outside Latin-1, escapes) at every position of ASCII runs of 0 to 33
 * bytes (past the eight-byte word, the sixteen bytes of {@code shortStop} and a four-word step),
 * with ASCII runs of every length between them and after them, in a document that ends at the
 * closing quote and in one with more after it (the two ways {@code shortStop} goes). Invalid UTF-8,
 * control characters and bad escapes at every position are reported at their own byte offset; a
 * string cut at every byte is an error with an offset; the length limit is exact.
 */
class JsonStringLatin1PassTest {
  private static final JsonFactory JACKSON = new JsonFactory();

  /** Special units as written in JSON: Latin-1 (C2 and C3 leads), outside Latin-1, escapes. */
  private static final String[] UNITS = {
    "\u00e9", "\u0080", "\u00bf", "\u00c0", "\u00ff", "\u00a0", "\u0100", "\u07ff", "\u20ac",
    "\ud83d\ude00", "\\n", "\\\"", "\\\\", "\\u00e9", "\\u0041", "\\uD83D\\uDE00",
  };
  /** The second unit: none, or one of each kind. */
  private static final String[] SECONDS = {"", "\u00e9", "\u00ff", "\u20ac", "\\t"};
  /** Run lengths after the second unit. */
  private static final int[] TAILS = {0, 1, 7, 8, 9, 16};
  /**
   * Invalid content at the start of the bytes, the part of the message that names it, and whether
   * Jackson rejects it too (it reads the overlong C0 80 and C1 BF, an encoded surrogate and F5 80
   * 80 80 without a word).
   */
  private static final Object[][] INVALID = {
    {new byte[] {(byte) 0xC3, 'A'}, "invalid UTF-8", true}, {new byte[] {(byte) 0xC3, '"'}, "invalid UTF-8", true},
    {new byte[] {(byte) 0x80}, "invalid UTF-8", true}, {new byte[] {(byte) 0xC0, (byte) 0x80}, "invalid UTF-8", false},
    {new byte[] {(byte) 0xC1, (byte) 0xBF}, "invalid UTF-8", false}, {new byte[] {(byte) 0xC2, (byte) 0xC0}, "invalid UTF-8", true},
    {new byte[] {(byte) 0xC3, (byte) 0xFF}, "invalid UTF-8", true},
    {new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, "invalid UTF-8", false},
    {new byte[] {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80}, "invalid UTF-8", false},
    {new byte[] {0x01}, "control character", true}, {new byte[] {0x1F}, "control character", true},
    {new byte[] {'\\', 'x'}, "invalid escape", true},
  };

  /** {@code n} plain ASCII bytes, among them the edges of the plain range and of the special ones. */
  private static String run(int n, int seed) {
    String pool = "abcdefghijklmnopqrstuvwxyz !#[]~\u007f0123456789";
    StringBuilder sb = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      sb.append(pool.charAt((i * 7 + seed) % pool.length()));
    }
    return sb.toString();
  }

  /** What Jackson reads as the first string of {@code doc}. */
  private static String jackson(byte[] doc) throws IOException {
    try (JsonParser p = JACKSON.createParser(doc)) {
      assertEquals(JsonToken.VALUE_STRING, p.nextToken());
      return p.getText();
    }
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** Reads the string at the start of {@code doc}, checking that it ends after {@code quoted} bytes. */
  private static String read(byte[] doc, int quoted) {
    JsonReader r = new JsonReader().reset(doc);
    String s = r.readString();
    assertEquals(quoted, r.position(), () -> new String(doc, StandardCharsets.UTF_8));
    return s;
  }

  @Test
  void everySpecialUnitAtEveryPositionReadsAsJacksonReadsIt() throws IOException {
    int checked = 0;
    for (int a = 0; a <= 33; a++) {
      for (int m = 0; m <= 17; m++) {
        for (int tail : TAILS) {
          for (String u1 : UNITS) {
            for (String u2 : SECONDS) {
              String content = run(a, 0) + u1 + run(m, 3) + u2 + run(tail, 5);
              byte[] alone = utf8("\"" + content + "\"");
              String expected = jackson(alone);
              assertEquals(expected, read(alone, alone.length), content);
              byte[] more = utf8("\"" + content + "\",\"" + run(24, 1) + "\"]");
              assertEquals(expected, read(more, alone.length), content);
              checked++;
            }
          }
        }
      }
    }
    assertTrue(checked > 200_000);
  }

  @Test
  void invalidInputAtEveryPositionIsReportedAtItsOffset() throws IOException {
    for (int a = 0; a <= 33; a++) {
      for (String before : new String[] {"", "\u00e9", "\u00ff\u00e9", "\u20ac"}) {
        for (int tail : new int[] {0, 1, 8, 17}) {
          for (Object[] bad : INVALID) {
            for (boolean more : new boolean[] {false, true}) {
              ByteArrayOutputStream out = new ByteArrayOutputStream();
              out.writeBytes(utf8("\"" + before + run(a, 2)));
              int offset = out.size();
              out.writeBytes((byte[]) bad[0]);
              out.writeBytes(utf8(run(tail, 4) + "\"" + (more ? "," + "\"" + run(24, 1) + "\"" : "")));
              byte[] doc = out.toByteArray();
              String what = Arrays.toString(doc);
              WirebindException e = assertThrows(WirebindException.class, () -> new JsonReader().reset(doc).readString(), what);
              assertTrue(e.getMessage().contains((String) bad[1]), what + ": " + e.getMessage());
              assertEquals(offset, e.offset(), what + ": " + e.getMessage());
              if ((boolean) bad[2]) {
                try {
                  fail(what + ": Jackson read " + jackson(doc));
                } catch (IOException expected) {
                  // Jackson rejects it too
                }
              }
            }
          }
        }
      }
    }
  }

  @Test
  void aStringCutAtEveryByteIsAnErrorWithAnOffset() {
    String content = "item-12-\u00e9t\u00e9 M\u00fcller \u20ac x\\n S\u00e3o Paulo " + run(20, 1) + "\u00ff";
    byte[] whole = utf8("\"" + content + "\"");
    for (int cut = 1; cut < whole.length; cut++) {
      byte[] doc = Arrays.copyOf(whole, cut);
      WirebindException e = assertThrows(WirebindException.class, () -> new JsonReader().reset(doc).readString(), "cut at " + cut);
      assertTrue(e.offset() >= 1 && e.offset() <= cut, "cut at " + cut + ": offset " + e.offset());
    }
  }

  @Test
  void theLengthLimitCountsUtf8BytesOnEveryPath() {
    for (int a = 0; a <= 33; a++) {
      for (String u : new String[] {"\u00e9", "\u00e9t\u00e9", "\u20ac", "\\n", "\u00ff\u0100"}) {
        for (boolean more : new boolean[] {false, true}) {
          String content = run(a, 0) + u + run(a % 9, 1);
          byte[] doc = utf8("\"" + content + "\"" + (more ? ",\"" + run(24, 1) + "\"" : ""));
          String expected = new JsonReader().reset(doc).readString();
          int len = utf8(expected).length;
          assertEquals(expected, new JsonReader().maxStringLength(len).reset(doc).readString(), content);
          WirebindException e = assertThrows(WirebindException.class,
              () -> new JsonReader().maxStringLength(len - 1).reset(doc).readString(), content);
          assertTrue(e.getMessage().contains("Limits.maxStringLength"), e.getMessage());
        }
      }
    }
  }

  @Test
  void randomLatin1HeavyBytesReadAsTheStrictReferenceReadsThem() {
    // ASCII, the Latin-1 leads, continuation bytes, other leads, and what ends or escapes
    byte[] pool = {'a', 'z', ' ', '~', 0x7F, (byte) 0xC2, (byte) 0xC3, (byte) 0xC3, (byte) 0x80, (byte) 0xA9,
        (byte) 0xBF, (byte) 0xC0, (byte) 0xC4, (byte) 0xE2, (byte) 0xF0, '"', '\\', 'n', 'u', '0', 0x01};
    SplittableRandom random = new SplittableRandom(33);
    for (int i = 0; i < 300_000; i++) {
      int len = random.nextInt(41);
      byte[] content = new byte[len];
      for (int k = 0; k < len; k++) {
        // mostly ASCII with a special byte now and then, or specials only
        content[k] = random.nextInt(4) != 0 && (i & 1) == 0 ? (byte) ('a' + random.nextInt(26)) : pool[random.nextInt(pool.length)];
      }
      int pad = random.nextBoolean() ? 0 : 1 + random.nextInt(24);
      byte[] json = new byte[len + 2 + pad];
      Arrays.fill(json, (byte) ' ');
      json[0] = '"';
      System.arraycopy(content, 0, json, 1, len);
      json[len + 1] = '"';
      String expected = JsonStringReadingTest.reference(json);
      for (int how = 0; how < 4; how++) {
        assertEquals(expected, JsonStringReadingTest.outcome(json, how), Arrays.toString(json));
      }
    }
  }
}
