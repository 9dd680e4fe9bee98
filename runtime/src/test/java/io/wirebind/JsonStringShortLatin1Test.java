package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The byte-by-byte steps of {@link JsonStringLatin1} for the first {@link JsonStringLatin1#SHORT}
 * bytes from a string's first non-ASCII byte and the word steps after them: every content length
 * from 1 to 80 characters with a special unit (Latin-1 with either lead byte, outside Latin-1, an
 * escape) at every position, alone and after a first Latin-1 character at every position before
 * it (so that the second falls before, at and after the switch to words), read as Jackson 2 and
 * Jackson 3 read them, in a document that ends at the closing quote and in one with more after it;
 * invalid UTF-8 and control characters at every position after a Latin-1 character are reported at
 * their own offset.
 */
class JsonStringShortLatin1Test {
  private static final com.fasterxml.jackson.core.JsonFactory JACKSON2 = new com.fasterxml.jackson.core.JsonFactory();
  private static final tools.jackson.core.json.JsonFactory JACKSON3 = new tools.jackson.core.json.JsonFactory();

  /** Units as written in JSON. */
  private static final String[] UNITS = {"\u00e9", "\u0080", "\u00bf", "\u00ff", "\u0100", "\u20ac", "\\n", "\\u00e9"};

  private static String ascii(int n, int seed) {
    String pool = "abcdefghijklmnopqrstuvwxyz !#[]~\u007f0123456789";
    StringBuilder sb = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      sb.append(pool.charAt((i * 5 + seed) % pool.length()));
    }
    return sb.toString();
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static String jackson2(byte[] doc) throws IOException {
    try (com.fasterxml.jackson.core.JsonParser p = JACKSON2.createParser(doc)) {
      assertEquals(com.fasterxml.jackson.core.JsonToken.VALUE_STRING, p.nextToken());
      return p.getText();
    }
  }

  private static String jackson3(byte[] doc) {
    try (tools.jackson.core.JsonParser p = JACKSON3.createParser(doc)) {
      assertEquals(tools.jackson.core.JsonToken.VALUE_STRING, p.nextToken());
      return p.getString();
    }
  }

  private static void check(String content) throws IOException {
    byte[] alone = utf8("\"" + content + "\"");
    String expected = jackson2(alone);
    assertEquals(expected, jackson3(alone), content);
    for (byte[] doc : new byte[][] {alone, utf8("\"" + content + "\",\"" + ascii(24, 1) + "\"]")}) {
      JsonReader r = new JsonReader().reset(doc);
      assertEquals(expected, r.readString(), content);
      assertEquals(alone.length, r.position(), content);
    }
  }

  @Test
  void aUnitAtEveryPositionOfEveryLengthReadsAsJacksonReadsIt() throws IOException {
    int checked = 0;
    for (int len = 1; len <= 80; len++) {
      for (int at = 0; at < len; at++) {
        for (String u : UNITS) {
          check(ascii(at, 0) + u + ascii(len - at - 1, 3));
          checked++;
        }
      }
    }
    assertTrue(checked == 80 * 81 / 2 * UNITS.length);
  }

  @Test
  void aSecondUnitAtEveryPositionAfterALatin1OneReadsAsJacksonReadsIt() throws IOException {
    for (int first = 0; first < 20; first++) {
      for (int gap = 0; gap <= 40; gap++) {
        for (String lead : new String[] {"\u00e9", "\u00a0"}) {
          for (String u : UNITS) {
            for (int tail : new int[] {0, 1, 9}) {
              check(ascii(first, 0) + lead + ascii(gap, 2) + u + ascii(tail, 4));
            }
          }
        }
      }
    }
  }

  @Test
  void invalidInputAtEveryPositionAfterALatin1CharacterIsReportedAtItsOffset() {
    byte[][] invalid = {
      {(byte) 0xC3, 'A'}, {(byte) 0x80}, {(byte) 0xC0, (byte) 0x80}, {(byte) 0xC2, (byte) 0xC0},
      {(byte) 0xC3, '"'}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xFF}, {0x01}, {0x1F},
    };
    for (int first = 0; first < 12; first++) {
      for (int gap = 0; gap <= 70; gap++) {
        for (byte[] bad : invalid) {
          for (boolean more : new boolean[] {false, true}) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes(utf8("\"" + ascii(first, 0) + "\u00e9" + ascii(gap, 2)));
            int offset = out.size();
            out.writeBytes(bad);
            out.writeBytes(utf8(ascii(3, 4) + "\"" + (more ? ",\"" + ascii(24, 1) + "\"" : "")));
            byte[] doc = out.toByteArray();
            String what = Arrays.toString(doc);
            WirebindException e = assertThrows(WirebindException.class, () -> new JsonReader().reset(doc).readString(), what);
            assertEquals(offset, e.offset(), what + ": " + e.getMessage());
          }
        }
      }
    }
  }
}
