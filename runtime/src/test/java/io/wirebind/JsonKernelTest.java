package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The word-at-a-time JSON kernels against byte-at-a-time references: integer writing against
 * {@code Long.toString}, digit reading, the plain-run scanner and the name comparison against
 * plain loops.
 */
class JsonKernelTest {
  private static String putLong(long v) {
    byte[] b = new byte[24];
    int n = JsonDigits.putLong(b, 1, v);
    return new String(b, 1, n - 1, StandardCharsets.US_ASCII);
  }

  private static String putInt(int v) {
    byte[] b = new byte[16];
    int n = JsonDigits.putInt(b, 3, v);
    return new String(b, 3, n - 3, StandardCharsets.US_ASCII);
  }

  @Test
  void integersAtEveryDigitCountBoundary() {
    long p = 1;
    for (int digits = 1; digits <= 19; digits++) {
      for (long v : new long[] {p - 1, p, p + 1, 2 * p - 1, 9 * p, Math.max(0, 10 * p - 1)}) {
        if (v < 0) {
          continue; // 10^19 overflows
        }
        assertEquals(Long.toString(v), putLong(v));
        assertEquals(Long.toString(-v), putLong(-v));
        if ((int) v == v) {
          assertEquals(Integer.toString((int) v), putInt((int) v));
          assertEquals(Integer.toString((int) -v), putInt((int) -v));
        }
      }
      p *= 10;
    }
    long[] edges = {
      Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE + 1, Integer.MIN_VALUE, Integer.MAX_VALUE,
      (long) Integer.MIN_VALUE - 1, (long) Integer.MAX_VALUE + 1, 100_000_000L * Integer.MAX_VALUE,
      100_000_000L * Integer.MAX_VALUE - 1, 100_000_000L * Integer.MAX_VALUE + 99_999_999L
    };
    for (long v : edges) {
      assertEquals(Long.toString(v), putLong(v));
    }
    assertEquals(Integer.toString(Integer.MIN_VALUE), putInt(Integer.MIN_VALUE));
    assertEquals(Integer.toString(Integer.MAX_VALUE), putInt(Integer.MAX_VALUE));
  }

  @Test
  void integersFitTheRoomCallersLeave() {
    // 12 bytes for an int, 20 for a long: a group's 32-bit store may reach the byte after the digits
    long[] values = {
      Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1_999_999_999, -1_000_000_000, -999_999_999, -1_000_000,
      -999, -1, 0, 999, 1_000, 999_999_999, 1_000_000_000, Integer.MAX_VALUE, Long.MIN_VALUE,
      Long.MIN_VALUE + 1, -999_999_999_999_999_999L, -100_000_000L * Integer.MAX_VALUE, Long.MAX_VALUE
    };
    for (long v : values) {
      byte[] b = new byte[20];
      int n = JsonDigits.putLong(b, 0, v);
      assertEquals(Long.toString(v), new String(b, 0, n, StandardCharsets.US_ASCII));
      if ((int) v == v) {
        byte[] i = new byte[12];
        n = JsonDigits.putInt(i, 0, (int) v);
        assertEquals(Long.toString(v), new String(i, 0, n, StandardCharsets.US_ASCII));
      }
    }
  }

  @Test
  void reciprocalDivisionsAreExactForEveryNonNegativeInt() {
    // both are non-decreasing in v, so exact at every multiple of the divisor and the int before
    // it means exact everywhere between
    for (long k = 0; k * 1000 <= Integer.MAX_VALUE; k++) {
      int v = (int) (k * 1000);
      assertEquals(k, JsonDigits.div1000(v));
      if (v > 0) {
        assertEquals(k - 1, JsonDigits.div1000(v - 1));
      }
    }
    for (long k = 0; k * 1_000_000 <= Integer.MAX_VALUE; k++) {
      int v = (int) (k * 1_000_000);
      assertEquals(k, JsonDigits.div1000000(v));
      if (v > 0) {
        assertEquals(k - 1, JsonDigits.div1000000(v - 1));
      }
    }
    assertEquals(Integer.MAX_VALUE / 1000, JsonDigits.div1000(Integer.MAX_VALUE));
    assertEquals(Integer.MAX_VALUE / 1_000_000, JsonDigits.div1000000(Integer.MAX_VALUE));
  }

  @Test
  void everyIntOfUpToSevenDigitsAndTheirNegatives() {
    for (int v = 0; v < 10_000_000; v++) {
      assertEquals(Integer.toString(v), putInt(v));
      assertEquals(Integer.toString(-v), putInt(-v));
    }
  }

  @Test
  void randomIntegersOfEveryMagnitude() {
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 1_000_000; i++) {
      long v = random.nextLong() >> random.nextInt(64);
      assertEquals(Long.toString(v), putLong(v));
      assertEquals(Integer.toString((int) v), putInt((int) v));
    }
  }

  @Test
  void digitWordsAgreeWithAByteLoop() {
    SplittableRandom random = new SplittableRandom(11);
    byte[] b = new byte[8];
    for (int i = 0; i < 1_000_000; i++) {
      for (int j = 0; j < 8; j++) {
        // mostly digits, else any byte, the neighbours of '0' and '9' more often than chance
        int roll = random.nextInt(16);
        b[j] = (byte) (roll < 12 ? '0' + random.nextInt(10) : roll < 14 ? random.nextInt(256) : "/:\u00b0\u00b9".charAt(roll - 14));
      }
      int k = 0;
      long value = 0;
      while (k < 8 && b[k] >= '0' && b[k] <= '9') {
        value = value * 10 + (b[k++] - '0');
      }
      long m = JsonScan.digitValues(b, 0);
      assertEquals(k, JsonScan.leadingDigits(m), Arrays.toString(b));
      if (k > 0) {
        assertEquals(value, JsonScan.eightDigits(m << (64 - 8 * k)), Arrays.toString(b));
      }
    }
  }

  private static int plainEndReference(byte[] b, int p, int end) {
    for (; p < end; p++) {
      int c = b[p];
      if (c == '"' || c == '\\' || c < 0x20) {
        return p;
      }
    }
    return end;
  }

  /**
   * The closing quote of a plain string, or {@code ~i} of the first other byte that is not plain
   * ({@code ~end} when none): what {@link JsonScan#plainQuote} returns.
   */
  private static int plainQuoteReference(byte[] b, int p, int end) {
    int q = plainEndReference(b, p, end);
    return q < end && b[q] == '"' ? q : ~q;
  }

  @Test
  void plainEndFindsTheFirstSpecialByteAtEveryPosition() {
    byte[] specials = {'"', '\\', 0, 0x1F, 0x0A, (byte) 0x80, (byte) 0xFF, (byte) 0xC3};
    byte[] plains = {' ', '!', '#', '[', ']', '}', 0x7F, 'a', 0x21, 0x5B, 0x5D};
    SplittableRandom random = new SplittableRandom(11);
    for (int len = 0; len <= 72; len++) { // past two four-word steps of plainQuote
      for (int at = 0; at <= len; at++) {
        for (byte special : specials) {
          byte[] b = new byte[len + 3];
          for (int i = 0; i < b.length; i++) {
            b[i] = plains[random.nextInt(plains.length)];
          }
          if (at < len) {
            b[1 + at] = special;
          }
          // a second special byte later must not matter, a borrow from the first must not either
          if (at + 1 < len) {
            b[2 + at] = specials[random.nextInt(specials.length)];
          }
          assertEquals(plainEndReference(b, 1, 1 + len), JsonScan.plainEnd(b, 1, 1 + len), Arrays.toString(b));
          assertEquals(plainQuoteReference(b, 1, 1 + len), JsonScan.plainQuote(b, 1, 1 + len), Arrays.toString(b));
          assertEquals(quoteStopReference(b, 1, 1 + len), JsonScan.quoteStop(b, 1, 1 + len), Arrays.toString(b));
          assertEquals(shortStopReference(b, 1, 1 + len), JsonScan.shortStop(b, 1, 1 + len), Arrays.toString(b));
        }
      }
    }
    for (int i = 0; i < 200_000; i++) {
      byte[] b = new byte[random.nextInt(64)];
      for (int j = 0; j < b.length; j++) {
        b[j] = random.nextInt(8) == 0 ? (byte) random.nextInt(256) : plains[random.nextInt(plains.length)];
      }
      int from = b.length == 0 ? 0 : random.nextInt(b.length);
      assertEquals(plainEndReference(b, from, b.length), JsonScan.plainEnd(b, from, b.length));
      assertEquals(plainQuoteReference(b, from, b.length), JsonScan.plainQuote(b, from, b.length));
      assertEquals(quoteStopReference(b, from, b.length), JsonScan.quoteStop(b, from, b.length));
      assertEquals(shortStopReference(b, from, b.length), JsonScan.shortStop(b, from, b.length));
    }
  }

  /**
   * {@link JsonScan#shortStop}: the first byte that is not plain within the first sixteen, {@code p
   * + 16} when those sixteen are all plain, -1 when fewer than sixteen bytes are left.
   */
  private static int shortStopReference(byte[] b, int p, int end) {
    if (end - p < 16) {
      return -1;
    }
    return Math.min(plainEndReference(b, p, end), p + 16);
  }

  /** {@link JsonScan#quoteStop}: the first quote when no control or non-ASCII byte comes first; backslashes pass. */
  private static int quoteStopReference(byte[] b, int p, int end) {
    for (; p < end; p++) {
      int c = b[p];
      if (c == '"') {
        return p;
      }
      if (c < 0x20) {
        return -1;
      }
    }
    return -1;
  }

  /**
   * A string read where the scan that finds its end passes backslashes (and the string made is
   * then checked for one) decodes every escape at every position of plain ASCII strings of 0 to 72
   * chars, an escaped quote included, as a reused read does, and leaves the reader after it.
   */
  @Test
  void escapesAreDecodedAtEveryPositionOfAPlainString() {
    String[][] escapes = {
      {"\\\"", "\""}, {"\\\\", "\\"}, {"\\/", "/"}, {"\\n", "\n"}, {"\\t", "\t"},
      {"\\u00e9", "\u00e9"}, {"\\u0041", "A"}, {"\\ud83d\\ude00", "\ud83d\ude00"},
    };
    for (int len = 0; len <= 72; len++) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < len; i++) {
        sb.append("abcdefghij-KLMNOPQRST 0123456789.,;:()?~".charAt(i % 40));
      }
      String plain = sb.toString();
      for (int at = 0; at <= len; at++) {
        for (String[] e : escapes) {
          String json = "[\"" + plain.substring(0, at) + e[0] + plain.substring(at) + "\",1]";
          String expected = plain.substring(0, at) + e[1] + plain.substring(at);
          JsonReader r = new JsonReader().reset(json.getBytes(StandardCharsets.UTF_8));
          assertTrue(r.startArrayElements(), json);
          assertEquals(expected, r.readString(), json);
          assertTrue(r.nextElement(), json);
          assertEquals(1, r.readInt(), json);
          r = new JsonReader().reset(json.getBytes(StandardCharsets.UTF_8));
          r.startArrayElements();
          assertEquals(expected, r.readString("held " + expected), json);
        }
      }
    }
  }

  /** {@link JsonScan#quoteOrEscape}: a quote, a backslash or a control character; non-ASCII passes. */
  private static int quoteOrEscapeReference(byte[] b, int p, int end) {
    for (; p < end; p++) {
      int c = b[p] & 0xFF;
      if (c == '"' || c == '\\' || c < 0x20) {
        return p;
      }
    }
    return end;
  }

  /** {@link JsonScan#utf8CopyEnd}: also {@code ?}, and bytes from 0xF0 when {@code leads}. */
  private static int utf8CopyEndReference(byte[] b, int p, int end, boolean leads) {
    for (; p < end; p++) {
      int c = b[p] & 0xFF;
      if (c == '"' || c == '\\' || c == '?' || c < 0x20 || (leads && c >= 0xF0)) {
        return p;
      }
    }
    return end;
  }

  /**
   * The scans of the string paths that pass non-ASCII bytes find the first stop byte at every
   * position relative to the eight-byte word (lengths 0 to 40, every stop byte, a second stop or
   * non-ASCII byte right after it, so that a borrow from the first cannot matter), and agree with a
   * byte-by-byte reference on random bytes.
   */
  @Test
  void theNonAsciiPassingScansFindTheFirstStopAtEveryPosition() {
    byte[] stops = {'"', '\\', '?', 0, 0x1F, 0x0A, (byte) 0xF0, (byte) 0xF4, (byte) 0xFF};
    byte[] passing = {' ', '!', '#', 'a', '~', 0x7F, (byte) 0x80, (byte) 0xBF, (byte) 0xC3, (byte) 0xE2, (byte) 0xEF, 0x21, 0x5B};
    SplittableRandom random = new SplittableRandom(23);
    for (int len = 0; len <= 40; len++) {
      for (int at = 0; at <= len; at++) {
        for (byte stop : stops) {
          byte[] b = new byte[len + 3];
          for (int i = 0; i < b.length; i++) {
            b[i] = passing[random.nextInt(passing.length)];
          }
          if (at < len) {
            b[1 + at] = stop;
          }
          if (at + 1 < len) {
            b[2 + at] = random.nextBoolean() ? stops[random.nextInt(stops.length)] : passing[random.nextInt(passing.length)];
          }
          String what = Arrays.toString(b);
          assertEquals(quoteOrEscapeReference(b, 1, 1 + len), JsonScan.quoteOrEscape(b, 1, 1 + len), what);
          assertEquals(utf8CopyEndReference(b, 1, 1 + len, true), JsonScan.utf8CopyEnd(b, 1, 1 + len, true), what);
          assertEquals(utf8CopyEndReference(b, 1, 1 + len, false), JsonScan.utf8CopyEnd(b, 1, 1 + len, false), what);
        }
      }
    }
    for (int i = 0; i < 200_000; i++) {
      byte[] b = new byte[random.nextInt(64)];
      for (int j = 0; j < b.length; j++) {
        b[j] = random.nextInt(6) == 0 ? (byte) random.nextInt(256) : passing[random.nextInt(passing.length)];
      }
      int from = b.length == 0 ? 0 : random.nextInt(b.length);
      assertEquals(quoteOrEscapeReference(b, from, b.length), JsonScan.quoteOrEscape(b, from, b.length));
      assertEquals(utf8CopyEndReference(b, from, b.length, true), JsonScan.utf8CopyEnd(b, from, b.length, true));
      assertEquals(utf8CopyEndReference(b, from, b.length, false), JsonScan.utf8CopyEnd(b, from, b.length, false));
    }
  }

  /**
   * {@link JsonScan#plainAsciiEnd} (the writer's first scan of the JDK's UTF-8) never passes a byte
   * that {@link JsonScan#utf8CopyEnd} stops at, nor a non-ASCII byte, and passes a whole run of
   * plain ASCII of eight bytes or more: at every position of every such byte in lengths 0 to 72 (past two of its
   * four-word steps and its overlapping last word), with a second such byte right after it.
   */
  @Test
  void plainAsciiEndNeverPassesAByteToLookAt() {
    byte[] stops = {'"', '\\', '?', 0, 0x1F, 0x0A, (byte) 0x80, (byte) 0xBF, (byte) 0xC3, (byte) 0xE2, (byte) 0xF0, (byte) 0xFF};
    byte[] plains = {' ', '!', '#', 'a', '~', 0x7F, 0x21, 0x3E, 0x40, 0x5B, 0x5D};
    SplittableRandom random = new SplittableRandom(29);
    for (int len = 0; len <= 72; len++) {
      for (int at = 0; at <= len; at++) {
        for (byte stop : stops) {
          byte[] b = new byte[len + 3];
          for (int i = 0; i < b.length; i++) {
            b[i] = plains[random.nextInt(plains.length)];
          }
          if (at < len) {
            b[1 + at] = stop;
          }
          if (at + 1 < len && random.nextBoolean()) {
            b[2 + at] = stops[random.nextInt(stops.length)];
          }
          checkPlainAsciiEnd(b, 1, 1 + len);
        }
      }
    }
    for (int i = 0; i < 200_000; i++) {
      byte[] b = new byte[random.nextInt(100)];
      for (int j = 0; j < b.length; j++) {
        b[j] = random.nextInt(40) == 0 ? (byte) random.nextInt(256) : plains[random.nextInt(plains.length)];
      }
      checkPlainAsciiEnd(b, b.length == 0 ? 0 : random.nextInt(b.length), b.length);
    }
  }

  private static void checkPlainAsciiEnd(byte[] b, int from, int end) {
    int first = from;
    while (first < end && b[first] >= 0x20 && b[first] != '"' && b[first] != '\\' && b[first] != '?') {
      first++;
    }
    int got = JsonScan.plainAsciiEnd(b, from, end);
    String what = Arrays.toString(b) + " from " + from + " to " + end;
    assertTrue(got >= from && got <= first, what + ": " + got + ", first stop " + first);
    if (first == end && end - from >= 8) {
      assertEquals(end, got, what); // a whole plain run of a word or more is passed
    }
  }

  @Test
  void longStringsAreWrittenAsShortOnesAreCharByChar() {
    SplittableRandom random = new SplittableRandom(19);
    String[] pieces = {"a", "?", "\"", "\\", "\n", "\u0001", "\u00e9", "\u20ac", "\ud83d\ude00", "x?y", "/"};
    for (int i = 0; i < 20_000; i++) {
      StringBuilder sb = new StringBuilder();
      int len = random.nextInt(200); // past JSON's threshold, and several escaping chunks
      while (sb.length() < len) {
        sb.append(random.nextInt(4) == 0 ? pieces[random.nextInt(pieces.length)] : String.valueOf((char) ('a' + random.nextInt(26))));
      }
      String s = sb.toString();
      // the short path, char by char, on the same text split into pieces under the threshold
      JsonWriter whole = new JsonWriter();
      whole.writeString(s);
      JsonWriter pieced = new JsonWriter();
      pieced.writeByte((byte) '"');
      for (int from = 0; from < s.length(); ) {
        int to = Math.min(s.length(), from + JsonWriter.JDK_ENCODE_MIN_CHARS - 1);
        if (to < s.length() && Character.isHighSurrogate(s.charAt(to - 1))) {
          to--;
        }
        pieced.writeStringBody(s.substring(from, to));
        from = to;
      }
      pieced.writeByte((byte) '"');
      assertEquals(pieced.toString(), whole.toString(), s);
      ProtoWriter proto = new ProtoWriter();
      proto.writeString(s);
      byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
      byte[] written = proto.toByteArray();
      assertEquals(utf8.length, written.length - (utf8.length < 128 ? 1 : 2));
      assertEquals(new String(utf8, StandardCharsets.UTF_8), new String(written, written.length - utf8.length, utf8.length, StandardCharsets.UTF_8));
    }
  }

  @Test
  void memberNamesAreStringsWithTheirCommaAndColonAndReadBackInOnePass() {
    SplittableRandom random = new SplittableRandom(23);
    String[] pieces = {"\"", "\\", "\n", "\u0001", "\u00e9", "\u20ac", "\ud83d\ude00"};
    for (int i = 0; i < 5_000; i++) {
      StringBuilder sb = new StringBuilder();
      int len = random.nextInt(40);
      while (sb.length() < len) {
        sb.append(random.nextInt(5) == 0 ? pieces[random.nextInt(pieces.length)] : String.valueOf((char) ('a' + random.nextInt(26))));
      }
      String name = sb.toString();
      boolean comma = random.nextBoolean();
      JsonWriter w = new JsonWriter();
      w.writeMemberName(name, comma);
      JsonWriter expected = new JsonWriter();
      if (comma) {
        expected.writeByte((byte) ',');
      }
      expected.writeString(name);
      expected.writeByte((byte) ':');
      assertEquals(expected.toString(), w.toString(), name);

      JsonReader r = new JsonReader().reset(("{" + expected.toString().substring(comma ? 1 : 0) + "1}").getBytes(StandardCharsets.UTF_8));
      assertTrue(r.startObjectMembers());
      assertEquals(name, r.readMemberName());
      assertEquals(1, r.readInt());
    }
    JsonReader noColon = new JsonReader().reset("{\"a\" 1}".getBytes(StandardCharsets.UTF_8));
    assertTrue(noColon.startObjectMembers());
    WirebindException e = assertThrows(WirebindException.class, noColon::readMemberName);
    assertTrue(e.getMessage().contains("':'"), e.getMessage());
  }

  @Test
  void anUnpairedSurrogateInALongStringIsAnErrorNotAQuestionMark() {
    String s = "0123456789abcdef?ghij\ud800klm";
    WirebindException e = assertThrows(WirebindException.class, () -> new JsonWriter().writeString(s));
    assertTrue(e.getMessage().contains("surrogate"), e.getMessage());
    assertEquals("\"0123456789abcdef?ghij?\"", quoted("0123456789abcdef?ghij?"));
  }

  private static String quoted(String s) {
    JsonWriter w = new JsonWriter();
    w.writeString(s);
    return w.toString();
  }

  @Test
  void regionEqualsAgreesWithArraysEquals() {
    SplittableRandom random = new SplittableRandom(13);
    for (int i = 0; i < 200_000; i++) {
      int n = random.nextInt(40);
      byte[] expected = new byte[n];
      for (int j = 0; j < n; j++) {
        expected[j] = (byte) ('a' + random.nextInt(3));
      }
      int at = random.nextInt(5);
      byte[] b = new byte[at + n + random.nextInt(5)];
      System.arraycopy(expected, 0, b, at, n);
      if (n > 0 && random.nextBoolean()) {
        b[at + random.nextInt(n)] ^= 1 << random.nextInt(8);
      }
      assertEquals(
          Arrays.equals(b, at, at + n, expected, 0, n), JsonScan.regionEquals(b, at, expected));
    }
  }

  @Test
  void rawBytesOfEveryLengthAtEveryOffsetAreCopiedExactly() {
    for (int n = 0; n <= 40; n++) {
      byte[] raw = new byte[n];
      for (int j = 0; j < n; j++) {
        raw[j] = (byte) ('A' + j);
      }
      for (int at = 0; at < 9; at++) {
        String lead = "x".repeat(at);
        JsonWriter w = new JsonWriter();
        w.writeRaw(lead.getBytes(StandardCharsets.US_ASCII));
        w.writeRaw(raw);
        w.writeByte((byte) '|');
        assertEquals(lead + new String(raw, StandardCharsets.US_ASCII) + "|", w.toString(), n + "@" + at);
        JsonWriter q = new JsonWriter();
        q.writeRaw(lead.getBytes(StandardCharsets.US_ASCII));
        q.writeRawAndLastString(raw, "s\"" + lead);
        assertEquals(lead + new String(raw, StandardCharsets.US_ASCII) + "s\\\"" + lead + "\"}", q.toString());
      }
    }
  }
}
