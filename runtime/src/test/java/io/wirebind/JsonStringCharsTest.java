package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Strings with non-ASCII characters or escapes are decoded in one pass into chars ({@link
 * JsonStringChars}); anything irregular is left to the byte-by-byte path, which reports it. Checked
 * at every position of strings of 0 to 40 chars: each boundary character of UTF-8 (U+007F, U+0080,
 * U+00FF, U+0100, U+07FF, U+0800, U+D7FF, U+E000, U+FFFF, U+10000, U+10FFFF) and each escape gives
 * the string written, next to other non-ASCII text and escapes; and each invalid sequence, control
 * character, bad escape and lone surrogate escape is reported at its own byte offset, also when the
 * string has other non-ASCII characters or escapes before it.
 */
class JsonStringCharsTest {
  private static final String[] CHARS = {
    "\u007f", "\u0080", "\u00e9", "\u00ff", "\u0100", "\u07ff", "\u0800", "\u20ac", "\ud7ff",
    "\ue000", "\uffff", "\ud800\udc00", "\ud83d\ude00", "\udbff\udfff",
  };
  /** Escapes as written in JSON, and the chars they stand for. */
  private static final String[][] ESCAPES = {
    {"\\\"", "\""}, {"\\\\", "\\"}, {"\\/", "/"}, {"\\b", "\b"}, {"\\f", "\f"}, {"\\n", "\n"},
    {"\\r", "\r"}, {"\\t", "\t"}, {"\\u0000", "\u0000"}, {"\\u00E9", "\u00e9"}, {"\\u20ac", "\u20ac"},
    {"\\uD83D\\uDE00", "\ud83d\ude00"}, {"\\uffff", "\uffff"},
  };
  /**
   * Invalid UTF-8 and other input the byte-by-byte path reports: the bytes, a part of its message,
   * and where it reports it from the first of them.
   */
  private static final Object[][] INVALID = {
    {new byte[] {(byte) 0x80}, "invalid UTF-8", 0}, {new byte[] {(byte) 0xC1, (byte) 0xBF}, "invalid UTF-8", 0},
    {new byte[] {(byte) 0xC3}, "invalid UTF-8", 0}, {new byte[] {(byte) 0xE0, (byte) 0x9F, (byte) 0xBF}, "invalid UTF-8", 0},
    {new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, "invalid UTF-8", 0},
    {new byte[] {(byte) 0xE2, (byte) 0x82}, "invalid UTF-8", 0},
    {new byte[] {(byte) 0xF0, (byte) 0x8F, (byte) 0xBF, (byte) 0xBF}, "invalid UTF-8", 0},
    {new byte[] {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, "invalid UTF-8", 0},
    {new byte[] {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80}, "invalid UTF-8", 0},
    {new byte[] {(byte) 0xFF}, "invalid UTF-8", 0}, {new byte[] {0x01}, "control character", 0},
    {new byte[] {0x1F}, "control character", 0}, {ascii("\\x"), "invalid escape", 0},
    {ascii("\\u12G4"), "invalid hex digit", 4}, {ascii("\\uDE00"), "lone low surrogate", 0},
    {ascii("\\uD83Dx"), "lone high surrogate", 0}, {ascii("\\uD83D\\u0041"), "not followed by a low surrogate", 6},
  };

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** {@code len} chars: plain ASCII for seed 0, else with non-ASCII chars and chars that need escapes among them. */
  private static String filler(int len, int seed) {
    String pool = "\u00e9\u20ac\n\"\\\u0100";
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < len; i++) {
      sb.append(seed != 0 && i % 5 == 2 ? pool.charAt(i % pool.length()) : (char) ('a' + i % 26));
    }
    return sb.toString();
  }

  /** Writes {@code s} as JSON string content the way a writer would, escapes for quote, backslash and controls. */
  private static String json(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20) {
        sb.append(String.format("\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  private static String read(byte[] doc) {
    JsonReader r = new JsonReader().reset(doc);
    assertTrue(r.startArrayElements());
    String s = r.readString();
    assertTrue(r.nextElement());
    assertEquals(7, r.readInt());
    return s;
  }

  @Test
  void everyCharacterAndEscapeAtEveryPosition() {
    for (int len = 0; len <= 40; len++) {
      for (int at = 0; at <= len; at++) {
        for (int seed = 0; seed < 2; seed++) {
          String text = filler(len, seed); // plain ASCII (seed 0 at some places) or with non-ASCII
          for (String c : CHARS) {
            String s = text.substring(0, at) + c + text.substring(at);
            String doc = "[\"" + json(s) + "\",7]";
            assertEquals(s, read(doc.getBytes(StandardCharsets.UTF_8)), doc);
          }
          for (String[] e : ESCAPES) {
            String doc = "[\"" + json(text.substring(0, at)) + e[0] + json(text.substring(at)) + "\",7]";
            assertEquals(text.substring(0, at) + e[1] + text.substring(at), read(doc.getBytes(StandardCharsets.UTF_8)), doc);
          }
        }
      }
    }
  }

  @Test
  void invalidInputIsReportedAtItsOffsetWhateverComesBefore() {
    for (int len = 0; len <= 40; len++) {
      for (int at = 0; at <= len; at++) {
        for (int seed = 0; seed < 2; seed++) {
          String text = filler(len, seed);
          for (Object[] bad : INVALID) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes(ascii("[\""));
            out.writeBytes(json(text.substring(0, at)).getBytes(StandardCharsets.UTF_8));
            int offset = out.size();
            out.writeBytes((byte[]) bad[0]);
            out.writeBytes(json(text.substring(at)).getBytes(StandardCharsets.UTF_8));
            out.writeBytes(ascii("\",7]"));
            byte[] doc = out.toByteArray();
            WirebindException e = assertThrows(WirebindException.class, () -> read(doc), new String(doc, StandardCharsets.UTF_8));
            String what = new String(doc, StandardCharsets.UTF_8) + ": " + e.getMessage();
            assertTrue(e.getMessage().contains((String) bad[1]), what);
            assertEquals(offset + (int) bad[2], e.offset(), what);
          }
        }
      }
    }
  }
}
