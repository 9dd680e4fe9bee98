package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Strings with non-ASCII chars on every path {@link JsonWriter} picks for them (a short one char by
 * char, a longer mostly-ASCII one from its Latin-1 bytes, a longer one dense in non-ASCII through
 * the JDK's UTF-8), in both surrogate modes (Jackson 2's two escapes, Jackson 3's four bytes):
 * every class of char at every index of every length from 0 to 200, on three backgrounds that
 * steer the path, through every entry point in turn, with the buffer growing before, inside or
 * after the string; an unpaired surrogate anywhere is an error. The expected text is the escaping
 * rule written out char by char, itself checked against Jackson 2's UTF-8 generator for the
 * random strings and two indices of each length; {@code jsonit.NonAsciiStringsTest} compares whole
 * documents with Jackson 2 and 3 themselves.
 */
class JsonNonAsciiStringWritingTest {
  /** One of each class: plain ASCII, '?', each escape, DEL, two and three UTF-8 bytes, U+FFFF, a pair. */
  static final String[] CLASSES = {
    "a", "?", "\"", "\\", "\b", "\t", "\n", "\f", "\r", "\u0000", "\u001f", "\u007f", "\u0080", "\u00e9",
    "\u00ff", "\u0100", "\u0141", "\u07ff", "\u0800", "\u20ac", "\u65e5", "\ud7ff", "\ue000", "\ufffd", "\uffff",
    "\ud800\udc00", "\ud83d\ude00", "\udbff\udfff",
  };
  /**
   * Backgrounds: plain ASCII; ASCII with one U+0141 near the start (so the string is stored as
   * UTF-16 but looks mostly ASCII); and dense CJK and accented Latin-1 (looks non-ASCII).
   */
  private static final String[] BACKGROUNDS = {"abcdefghijklmnopqrstuvwxyz", "a\u0141bcdefghijklmnopqrstuvwxyz",
    "\u65e5\u00e9x\u03bb\u00fc\u4e2d"};
  private static final byte[] PREFIX = ",\"name\":\"".getBytes(StandardCharsets.US_ASCII);

  @Test
  void everyClassAtEveryIndexOfEveryLength() {
    int n = 0;
    for (String background : BACKGROUNDS) {
      for (int len = 0; len <= 200; len++) {
        String base = background.repeat(len / background.length() + 1).substring(0, len);
        for (int at = 0; at <= len; at++) {
          for (String c : CLASSES) {
            String s = base.substring(0, at) + c + base.substring(Math.min(len, at + 1)); // in place of one
            checkEntryPoint(s, n++, (n & 1) == 0);
            if (at == len / 2 || at == len) {
              assertJackson2(s);
            }
          }
        }
      }
    }
  }

  @Test
  void anUnpairedSurrogateAnywhereIsAnError() {
    for (String background : BACKGROUNDS) {
      for (int len : new int[] {0, 1, 7, 8, 9, 40, 63, 64, 65, 100, 200}) {
        String base = background.repeat(len / background.length() + 1).substring(0, len);
        for (String lone : new String[] {"\ud800", "\udbff", "\udc00", "\udfff", "\ude00\ud83d"}) {
          for (int at : new int[] {0, len / 3, len / 2, len}) {
            String s = base.substring(0, at) + lone + base.substring(at);
            for (boolean pairs : new boolean[] {false, true}) {
              List<Consumer<JsonWriter>> writes = List.of(
                  w -> w.writeString(s),
                  w -> w.writeMemberName(s, true),
                  w -> w.writeRawAndString(PREFIX, s),
                  w -> w.writeRawAndLastString(PREFIX, s),
                  w -> w.writeStringBody(s),
                  w -> w.writeStringList(List.of("x", s)));
              for (Consumer<JsonWriter> write : writes) {
                WirebindException e = assertThrows(WirebindException.class,
                    () -> write.accept(new JsonWriter(16).surrogatesAsUtf8(pairs)), () -> visible(s));
                assertTrue(e.getMessage().contains("unpaired surrogate"), e.getMessage());
              }
            }
          }
        }
      }
    }
  }

  /** Random strings of every class and length up to 300, each through every entry point, both modes. */
  @Test
  void randomStringsEscapeAsTheRule() {
    SplittableRandom random = new SplittableRandom(31);
    for (int k = 0; k < 20_000; k++) {
      StringBuilder sb = new StringBuilder();
      int len = random.nextInt(random.nextInt(8) == 0 ? 300 : 100);
      int density = 1 + random.nextInt(12); // one char in `density` not plain ASCII
      while (sb.length() < len) {
        sb.append(random.nextInt(density) == 0 ? CLASSES[random.nextInt(CLASSES.length)]
            : String.valueOf((char) (' ' + 2 + random.nextInt(90))).replace("\\", "b").replace("?", "q"));
      }
      String s = sb.toString();
      assertJackson2(s);
      for (int entry = 0; entry < ENTRY_POINTS; entry++) {
        check(s, entry, random.nextInt(40), 1 + random.nextInt(400), random.nextBoolean());
      }
    }
  }

  /** A reused writer, a string straddling the end of its buffer, and a writer passing to a stream. */
  @Test
  void theBufferGrowsAndFlushesInsideALongString() throws Exception {
    String s = ("Gr\u00fc\u00dfe aus Z\u00fcrich \ud83d\ude42, \"\u0141\u00f3d\u017a\" \u2014 \t" + "x".repeat(90)).repeat(40);
    for (boolean pairs : new boolean[] {false, true}) {
      String e = escaped(s, pairs);
      for (int offset = 0; offset < 600; offset += 37) {
        check(s, offset % ENTRY_POINTS, offset, 64 + offset, pairs);
      }
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      JsonWriter w = new JsonWriter(out).surrogatesAsUtf8(pairs);
      for (int i = 0; i < 5; i++) {
        w.writeString(s);
      }
      w.flush();
      assertEquals(("\"" + e + "\"").repeat(5), out.toString(StandardCharsets.UTF_8));
      w = new JsonWriter(64).surrogatesAsUtf8(pairs);
      for (int i = 0; i < 3; i++) {
        w.reset();
        w.writeString(s);
        assertEquals("\"" + e + "\"", w.toString());
      }
    }
  }

  private static final int ENTRY_POINTS = 8;
  private static final com.fasterxml.jackson.core.JsonFactory JACKSON = new com.fasterxml.jackson.core.JsonFactory();

  private static void checkEntryPoint(String s, int n, boolean pairs) {
    check(s, n % ENTRY_POINTS, n % 13, 1 + n % 97, pairs);
  }

  /** The rule below is Jackson 2's UTF-8 generator's: its bytes for {@code s} as a string value. */
  private static void assertJackson2(String s) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    try (com.fasterxml.jackson.core.JsonGenerator g = JACKSON.createGenerator(out)) {
      g.writeString(s);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    assertEquals("\"" + escaped(s, false) + "\"", out.toString(StandardCharsets.UTF_8), () -> visible(s));
  }

  private static void check(String s, int entry, int offset, int capacity, boolean pairs) {
    String e = escaped(s, pairs);
    String q = "\"" + e + "\"";
    JsonWriter w = new JsonWriter(capacity).surrogatesAsUtf8(pairs);
    String lead = "x".repeat(offset);
    w.writeRaw(lead.getBytes(StandardCharsets.US_ASCII));
    String expected;
    switch (entry) {
      case 0 -> {
        w.writeString(s);
        expected = q;
      }
      case 1 -> {
        w.writeMemberName(s, false);
        expected = q + ":";
      }
      case 2 -> {
        w.writeMemberName(s, true);
        expected = "," + q + ":";
      }
      case 3 -> {
        w.writeRawAndString(PREFIX, s);
        expected = ",\"name\":" + q;
      }
      case 4 -> {
        w.writeRawAndLastString(PREFIX, s);
        expected = ",\"name\":" + q + "}";
      }
      case 5 -> {
        w.writeStringBody(s);
        expected = e;
      }
      case 6 -> {
        w.writeStringList(new ArrayList<>(Arrays.asList("a", s, null, s)));
        expected = "[\"a\"," + q + ",null," + q + "]";
      }
      default -> {
        w.writeStrings(new java.util.LinkedHashSet<>(Arrays.asList(s, "z")));
        expected = s.equals("z") ? "[" + q + "]" : "[" + q + ",\"z\"]";
      }
    }
    String actual = new String(w.toByteArray(), StandardCharsets.UTF_8);
    assertEquals(lead + expected, actual, () -> "string " + visible(s) + " entry " + entry + (pairs ? " (pairs as UTF-8)" : ""));
  }

  /**
   * The rule: {@code "} and the backslash escaped by a backslash; the control chars below 0x20 as
   * {@code \b \t \f \n \r} or a six-char escape in upper-case hex; a surrogate pair as two such
   * escapes (Jackson 2) or as itself (Jackson 3); everything else as its UTF-8.
   */
  static String escaped(String s, boolean pairs) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\b' -> sb.append("\\b");
        case '\t' -> sb.append("\\t");
        case '\f' -> sb.append("\\f");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        default -> {
          if (Character.isSurrogate(c)) {
            char d = s.charAt(++i);
            assertTrue(Character.isHighSurrogate(c) && Character.isLowSurrogate(d));
            sb.append(pairs ? c + "" + d : String.format("\\u%04X\\u%04X", (int) c, (int) d));
          } else if (c < 0x20) {
            sb.append(String.format("\\u%04X", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }

  private static String visible(String s) {
    StringBuilder sb = new StringBuilder();
    s.chars().forEach(c -> sb.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", c) : String.valueOf((char) c)));
    return sb.toString();
  }
}
