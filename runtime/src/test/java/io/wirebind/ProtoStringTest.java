package io.wirebind;

import static io.wirebind.WireTestSupport.coded;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@code writeString}/{@code readString} and the UTF-8 kernels against protobuf-java and the JDK. */
class ProtoStringTest {
  private static final char[] SAMPLES = {
    'a', 'Z', '0', ' ', 0, 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x20AC, 0xFFFD, 0xFFFF, 0xD7FF, 0xE000
  };

  /** A random string: ASCII, two- and three-byte chars, surrogate pairs and lone surrogates. */
  static String randomString(SplittableRandom r, int length, boolean loneSurrogates) {
    StringBuilder sb = new StringBuilder(length);
    int mode = r.nextInt(4); // 0: ASCII-heavy, 1: mixed, 2: CJK-heavy, 3: emoji-heavy
    while (sb.length() < length) {
      int k = r.nextInt(10);
      if (mode == 0 && k < 8 || k < 3) {
        sb.append((char) r.nextInt(0x80));
      } else if (mode == 2 && k < 8 || k < 5) {
        sb.append((char) (0x800 + r.nextInt(0xD800 - 0x800)));
      } else if (k < 7) {
        sb.append((char) (0x80 + r.nextInt(0x800 - 0x80)));
      } else if (k < 8) {
        sb.append(SAMPLES[r.nextInt(SAMPLES.length)]);
      } else if (loneSurrogates && k == 9 && r.nextInt(3) == 0) {
        sb.append((char) (0xD800 + r.nextInt(0x800))); // high or low, probably unpaired
      } else {
        sb.appendCodePoint(0x10000 + r.nextInt(0x100000));
      }
    }
    return sb.toString();
  }

  private static void checkWrite(String s) {
    ProtoWriter w = new ProtoWriter(16);
    w.writeString(s);
    byte[] expected = coded(c -> c.writeStringNoTag(s));
    assertArrayEquals(expected, w.toByteArray(), () -> "string of " + s.length() + " chars");
    // after other bytes, so that the string does not start at 0
    w.reset();
    w.writeRawByte(0x55);
    w.writeString(s);
    w.writeRawByte(0x66);
    byte[] framed = coded(c -> {
      c.writeRawByte(0x55);
      c.writeStringNoTag(s);
      c.writeRawByte(0x66);
    });
    assertArrayEquals(framed, w.toByteArray());
  }

  @Test
  void writeStringMatchesProtobufForRandomStrings() {
    SplittableRandom r = new SplittableRandom(21);
    ProtoWriter w = new ProtoWriter();
    String[] strings = new String[WireTestSupport.RANDOM_COUNT];
    for (int i = 0; i < strings.length; i++) {
      strings[i] = randomString(r, r.nextInt(r.nextInt(8) == 0 ? 300 : 50), r.nextInt(20) == 0);
      w.writeString(strings[i]);
    }
    byte[] expected =
        coded(
            c -> {
              for (String s : strings) {
                c.writeStringNoTag(s);
              }
            });
    assertArrayEquals(expected, w.toByteArray());
    ProtoReader reader = new ProtoReader().reset(expected);
    for (String s : strings) {
      String back = reader.readString();
      assertEquals(new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8), back);
    }
    assertTrue(reader.isAtEnd());
  }

  @Test
  void writeStringAtLengthBoundaries() {
    SplittableRandom r = new SplittableRandom(22);
    // char counts around the one-byte fast path (42/43) and the varint boundaries
    int[] charCounts = {
      0, 1, 41, 42, 43, 44, 63, 64, 125, 126, 127, 128, 129, 5460, 5461, 5462, 5463, 16383,
      16384, 16385, 699050, 699051, 699052, (1 << 21) - 1, 1 << 21, (1 << 21) + 1
    };
    for (int n : charCounts) {
      checkWrite("x".repeat(n));
      checkWrite("\u20AC".repeat(n)); // three bytes each
      checkWrite("\u00E9".repeat(n)); // two bytes each
      checkWrite(randomString(r, n, true));
      checkWrite(randomString(r, n, false));
    }
    // byte lengths exactly at 127/128/16383/16384/2^21-1/2^21 with mixed content
    for (int bytes : new int[] {126, 127, 128, 129, 16382, 16383, 16384, 16385, (1 << 21) - 1, 1 << 21}) {
      for (int threes = 0; threes * 3 <= bytes && threes < 200_000; threes = threes * 2 + 1) {
        String s = "\u20AC".repeat(threes) + "a".repeat(bytes - 3 * threes);
        assertEquals(bytes, s.getBytes(StandardCharsets.UTF_8).length);
        checkWrite(s);
      }
    }
  }

  @Test
  void loneSurrogatesAreWrittenAsQuestionMarks() {
    String[] cases = {
      "\uD800", "\uDC00", "a\uD800", "\uD800a", "\uDBFF\uDBFF\uDC00", "\uDC00\uD800", "x".repeat(50) + "\uD83D",
      "\uDFFF".repeat(60), "\uD83D\uDE00\uDE00"
    };
    for (String s : cases) {
      checkWrite(s);
      ProtoWriter w = new ProtoWriter();
      w.writeString(s);
      ProtoReader r = new ProtoReader().reset(w.toByteArray());
      assertEquals(new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8), r.readString());
    }
    ProtoWriter w = new ProtoWriter();
    w.writeString("\uD800");
    assertArrayEquals(new byte[] {1, '?'}, w.toByteArray());
  }

  // ---- reading: strict UTF-8 ----

  /** Where the JDK's strict decoder finds the first malformed sequence, or -1. */
  static int jdkFirstInvalid(byte[] b, int from, int to) {
    CharsetDecoder d =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(b, from, to - from);
    CharBuffer out = CharBuffer.allocate(2 * (to - from) + 4);
    CoderResult result = d.decode(in, out, true);
    if (result.isError()) {
      return in.position();
    }
    result = d.flush(out);
    if (result.isError() || in.hasRemaining()) {
      return in.position();
    }
    return -1;
  }

  private static void checkValidation(byte[] b) {
    int expected = jdkFirstInvalid(b, 0, b.length);
    assertEquals(expected, Utf8.firstInvalid(b, 0, b.length), () -> hex(b));
    // through readString, with a prefix byte before the length so offsets are not trivially 0
    byte[] msg = new byte[b.length + 6];
    msg[0] = 0x33;
    ProtoWriter w = new ProtoWriter();
    w.writeRawByte(0x33);
    w.writeBytes(b);
    byte[] input = w.toByteArray();
    ProtoReader r = new ProtoReader().reset(input);
    r.readVarint32();
    int prefix = 1 + ProtoWriter.varint32Size(b.length);
    if (expected < 0) {
      assertEquals(new String(b, StandardCharsets.UTF_8), r.readString());
      assertTrue(r.isAtEnd());
    } else {
      WirebindException e = assertThrows(WirebindException.class, r::readString, () -> hex(b));
      assertEquals(prefix + expected, e.offset(), () -> hex(b));
    }
  }

  static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) {
      sb.append(String.format("%02x ", x & 0xFF));
    }
    return sb.toString();
  }

  @Test
  void validationMatchesJdkOnAllTwoByteInputs() {
    for (int a = 0; a < 256; a++) {
      checkValidation(new byte[] {(byte) a});
      for (int c = 0; c < 256; c++) {
        byte[] b = {(byte) a, (byte) c};
        assertEquals(jdkFirstInvalid(b, 0, 2), Utf8.firstInvalid(b, 0, 2), () -> hex(b));
      }
    }
  }

  @Test
  void validationMatchesJdkOnThreeAndFourByteSequences() {
    int[] tails = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF};
    for (int lead = 0xC0; lead < 0x100; lead++) {
      for (int b1 = 0; b1 < 256; b1++) {
        for (int b2 : tails) {
          byte[] three = {(byte) lead, (byte) b1, (byte) b2};
          assertEquals(jdkFirstInvalid(three, 0, 3), Utf8.firstInvalid(three, 0, 3), () -> hex(three));
          for (int b3 : tails) {
            byte[] four = {(byte) lead, (byte) b1, (byte) b2, (byte) b3};
            assertEquals(jdkFirstInvalid(four, 0, 4), Utf8.firstInvalid(four, 0, 4), () -> hex(four));
          }
        }
      }
    }
  }

  @Test
  void validationMatchesJdkOnRandomBytes() {
    SplittableRandom r = new SplittableRandom(23);
    int[] leads = {0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
      0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFE, 0xFF};
    int[] tails = {0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0x41, 0x00};
    for (int i = 0; i < WireTestSupport.RANDOM_COUNT; i++) {
      int n = r.nextInt(r.nextInt(10) == 0 ? 64 : 12);
      byte[] b = new byte[n];
      for (int j = 0; j < n; j++) {
        int k = r.nextInt(10);
        b[j] = (byte) (k < 3 ? leads[r.nextInt(leads.length)] : k < 8 ? tails[r.nextInt(tails.length)] : r.nextInt(256));
      }
      if (r.nextInt(3) == 0) {
        // mostly valid text with one random change
        b = randomString(r, n, false).getBytes(StandardCharsets.UTF_8);
        if (b.length > 0) {
          b[r.nextInt(b.length)] = (byte) r.nextInt(256);
        }
      }
      checkValidation(b);
    }
  }

  @Test
  void rejectsTheClassicMalformedSequences() {
    byte[][] bad = {
      {(byte) 0xC0, (byte) 0x80}, // overlong NUL
      {(byte) 0xC1, (byte) 0xBF}, // overlong
      {(byte) 0xE0, (byte) 0x80, (byte) 0x80}, // overlong
      {(byte) 0xE0, (byte) 0x9F, (byte) 0xBF}, // overlong
      {(byte) 0xF0, (byte) 0x8F, (byte) 0xBF, (byte) 0xBF}, // overlong
      {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, // U+D800
      {(byte) 0xED, (byte) 0xBF, (byte) 0xBF}, // U+DFFF
      {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, // U+110000
      {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80},
      {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80},
      {(byte) 0x80},
      {(byte) 0xC2},
      {(byte) 0xE2, (byte) 0x82},
      {(byte) 0xF0, (byte) 0x9F, (byte) 0x98},
      {(byte) 0xFF},
    };
    for (byte[] b : bad) {
      for (String before : new String[] {"", "a", "abcdefghijklmnopq", "\u00E9\u20AC"}) {
        byte[] head = before.getBytes(StandardCharsets.UTF_8);
        byte[] all = WireTestSupport.concat(head, b, "z".getBytes(StandardCharsets.UTF_8));
        byte[] truncatedEnd = WireTestSupport.concat(head, b);
        for (byte[] input : new byte[][] {all, truncatedEnd}) {
          assertEquals(head.length, Utf8.firstInvalid(input, 0, input.length), () -> hex(input));
          checkValidation(input);
        }
      }
    }
    // the largest valid code points of each length are accepted
    checkValidation("\u007F\u07FF\uD7FF\uE000\uFFFF\uDBFF\uDFFF".getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void decodesValidStringsOfEveryShape() {
    SplittableRandom r = new SplittableRandom(24);
    ProtoWriter w = new ProtoWriter();
    for (int i = 0; i < 20_000; i++) {
      String s = randomString(r, r.nextInt(r.nextInt(20) == 0 ? 2000 : 40), false);
      w.reset();
      w.writeString(s);
      ProtoReader reader = new ProtoReader().reset(w.toByteArray());
      assertEquals(s, reader.readString());
      assertTrue(reader.isAtEnd());
    }
  }

  @Test
  void asciiCheckAgreesWithScalarLoop() {
    SplittableRandom r = new SplittableRandom(25);
    for (int i = 0; i < 20_000; i++) {
      byte[] b = new byte[r.nextInt(40)];
      for (int j = 0; j < b.length; j++) {
        b[j] = (byte) r.nextInt(128);
      }
      if (b.length > 0 && r.nextBoolean()) {
        b[r.nextInt(b.length)] |= (byte) 0x80;
      }
      int from = b.length == 0 ? 0 : r.nextInt(b.length);
      int to = from + r.nextInt(b.length - from + 1);
      boolean ascii = true;
      for (int j = from; j < to; j++) {
        ascii &= b[j] >= 0;
      }
      assertEquals(ascii, Utf8.isAscii(b, from, to));
      int first = from;
      while (first < to && b[first] >= 0) {
        first++;
      }
      assertEquals(first, Utf8.firstNonAscii(b, from, to));
    }
  }

  /**
   * Strings up to 32 bytes take a word-at-a-time ASCII check that may read past the string (but
   * not past the array); a high byte just outside the string must not matter, one inside must.
   */
  @Test
  void shortStringsDecodeAsTheStrictJdkDecoder() {
    SplittableRandom r = new SplittableRandom(26);
    for (int i = 0; i < 200_000; i++) {
      byte[] b = new byte[r.nextInt(48)];
      for (int j = 0; j < b.length; j++) {
        b[j] = (byte) r.nextInt(1, 128);
      }
      int from = b.length == 0 ? 0 : r.nextInt(b.length);
      int len = Math.min(b.length - from, r.nextInt(35));
      switch (r.nextInt(4)) {
        case 0 -> { // a high byte right before or after the string
          if (from > 0) b[from - 1] = (byte) 0x80;
          if (from + len < b.length) b[from + len] = (byte) 0xC3;
        }
        case 1 -> { // a lone continuation byte somewhere inside
          if (len > 0) b[from + r.nextInt(len)] = (byte) 0x80;
        }
        case 2 -> { // a valid two-byte character inside
          if (len > 1) {
            int at = from + r.nextInt(len - 1);
            b[at] = (byte) 0xC3;
            b[at + 1] = (byte) 0xA9;
          }
        }
        default -> {} // plain ASCII
      }
      int bad = jdkFirstInvalid(b, from, from + len);
      if (bad < 0) {
        assertEquals(
            new String(b, from, len, StandardCharsets.UTF_8), Utf8.decode(b, from, len, 0), () -> hex(b));
      } else {
        int f = from;
        WirebindException e =
            assertThrows(WirebindException.class, () -> Utf8.decode(b, f, len, 0), () -> hex(b));
        assertEquals(bad, e.offset(), () -> hex(b)); // the JDK reports an index in the array
      }
    }
  }
}
