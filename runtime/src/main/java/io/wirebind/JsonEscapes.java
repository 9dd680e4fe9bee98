package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Chars of a string written as JSON string content into a byte array, escaped as Jackson's
 * default {@code ObjectMapper} escapes them: the plain ASCII run that needs no escape, then the
 * rest char by char.
 */
final class JsonEscapes {
  /** Bytes each char may take: a six-byte escape of a control char, or half of an escaped surrogate pair. */
  static final int MAX_BYTES_PER_CHAR = 6;

  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
  /** For chars below 0x80: 0 = written as is, else the escape letter or 'u'. */
  static final byte[] ESCAPES = new byte[128];

  static {
    for (int i = 0; i < 0x20; i++) {
      ESCAPES[i] = 'u';
    }
    ESCAPES['"'] = '"';
    ESCAPES['\\'] = '\\';
    ESCAPES['\b'] = 'b';
    ESCAPES['\t'] = 't';
    ESCAPES['\f'] = 'f';
    ESCAPES['\n'] = 'n';
    ESCAPES['\r'] = 'r';
  }

  private JsonEscapes() {}

  /**
   * Copies the chars of {@code s} that are ASCII and need no escape, from its start, one byte each
   * to {@code b} at {@code p}, and returns how many; for a string of 0 to 3 chars ({@code n =
   * s.length()}). Its first, middle and last char (the same char more than once when it is
   * shorter), without a loop: all, or none when any of them needs more than a copy. Small, so that
   * it inlines into every string write of a message writer.
   */
  static int plainTiny(String s, byte[] b, int p, int n) {
    if (n == 0) {
      return 0;
    }
    int c0 = s.charAt(0);
    int c1 = s.charAt(n >> 1);
    int c2 = s.charAt(n - 1);
    if (((c0 | c1 | c2) & 0xFF80 | ESCAPES[c0 & 0x7F] | ESCAPES[c1 & 0x7F] | ESCAPES[c2 & 0x7F]) != 0) {
      return 0;
    }
    b[p] = (byte) c0;
    b[p + (n >> 1)] = (byte) c1;
    b[p + n - 1] = (byte) c2;
    return n;
  }

  /**
   * {@link #plainTiny} for a string of 4 to 16 chars ({@code n = s.length()}, room for {@code n}
   * bytes at {@code p}), without a loop: its first and its last eight chars (four under eight
   * chars), overlapping in the middle, each read into lanes as {@link #plainWords} reads them and
   * tested as one word; all, or, when either word holds a char that needs more than a copy (or
   * the string is longer, which no caller passes), char by char up to it.
   *
   * <p>Over the JIT's inlining limit (325 bytecodes), so a call from the string writes: inlined,
   * its sixteen {@code charAt}s, each with its own index check, would take the compiled string
   * writes over C2's {@code InlineSmallCode} and keep them out of the message writers.
   */
  static int plainShort(String s, byte[] b, int p, int n) {
    if (n >= 8) {
      int j = n - 8;
      long even = s.charAt(0) | (long) s.charAt(2) << 16 | (long) s.charAt(4) << 32 | (long) s.charAt(6) << 48;
      long odd = s.charAt(1) | (long) s.charAt(3) << 16 | (long) s.charAt(5) << 32 | (long) s.charAt(7) << 48;
      long even2 = s.charAt(j) | (long) s.charAt(j + 2) << 16 | (long) s.charAt(j + 4) << 32 | (long) s.charAt(j + 6) << 48;
      long odd2 = s.charAt(j + 1) | (long) s.charAt(j + 3) << 16 | (long) s.charAt(j + 5) << 32 | (long) s.charAt(j + 7) << 48;
      long w = even | odd << 8;
      long w2 = even2 | odd2 << 8;
      if (((even | odd | even2 | odd2) & NOT_ASCII_LANES | escapes(w) | escapes(w2)) != 0 || n > 16) {
        return charByChar(s, b, p, 0, n);
      }
      LONG_LE.set(b, p, w);
      LONG_LE.set(b, p + j, w2);
      return n;
    }
    int j = n - 4;
    int even = s.charAt(0) | s.charAt(2) << 16;
    int odd = s.charAt(1) | s.charAt(3) << 16;
    int even2 = s.charAt(j) | s.charAt(j + 2) << 16;
    int odd2 = s.charAt(j + 1) | s.charAt(j + 3) << 16;
    int w = even | odd << 8;
    int w2 = even2 | odd2 << 8;
    if (((even | odd | even2 | odd2) & (int) NOT_ASCII_LANES | escapes(w) | escapes(w2)) != 0) {
      return charByChar(s, b, p, 0, n);
    }
    INT_LE.set(b, p, w);
    INT_LE.set(b, p + j, w2);
    return n;
  }

  /** From this length on a string's plain prefix is copied by {@link #plainWords}. */
  static final int WORDS_MIN_CHARS = 16;

  /**
   * {@link #plainTiny} for a longer string ({@code n = s.length()}, {@code b} has room for
   * {@code n} bytes at {@code p}), sixteen chars a step: each eight read into two longs of four
   * 16-bit lanes (the even and the odd chars), where one mask finds any char of 0x80 or above, one
   * of 0x100 or above included (its low byte alone could look like plain ASCII); merged into eight
   * bytes, tested word-at-a-time for a quote, a backslash or a control char, and stored in one
   * write. Then eight, then four chars the same way, then the last four (one to three chars left,
   * read again with those before them), and from a step that finds a char that needs more than a
   * copy (and stores nothing), char by char up to it.
   *
   * <p>Over the JIT's inlining limit on purpose (325 bytecodes), like {@link #writeRest}: compiled
   * once, it leaves the string writes that call it small enough to inline into message writers,
   * which C2 refuses for a callee already compiled to more than 2,500 bytes.
   */
  static int plainWords(String s, byte[] b, int p, int n) {
    int i = 0;
    for (; i <= n - 16; i += 16) {
      long even = s.charAt(i) | (long) s.charAt(i + 2) << 16 | (long) s.charAt(i + 4) << 32 | (long) s.charAt(i + 6) << 48;
      long odd = s.charAt(i + 1) | (long) s.charAt(i + 3) << 16 | (long) s.charAt(i + 5) << 32 | (long) s.charAt(i + 7) << 48;
      long even2 = s.charAt(i + 8) | (long) s.charAt(i + 10) << 16 | (long) s.charAt(i + 12) << 32 | (long) s.charAt(i + 14) << 48;
      long odd2 = s.charAt(i + 9) | (long) s.charAt(i + 11) << 16 | (long) s.charAt(i + 13) << 32 | (long) s.charAt(i + 15) << 48;
      long w = even | odd << 8; // the chars as bytes when each is below 0x80
      long w2 = even2 | odd2 << 8;
      if (((even | odd | even2 | odd2) & NOT_ASCII_LANES | escapes(w) | escapes(w2)) != 0) {
        break;
      }
      LONG_LE.set(b, p + i, w);
      LONG_LE.set(b, p + i + 8, w2);
    }
    for (; i <= n - 8; i += 8) {
      long even = s.charAt(i) | (long) s.charAt(i + 2) << 16 | (long) s.charAt(i + 4) << 32 | (long) s.charAt(i + 6) << 48;
      long odd = s.charAt(i + 1) | (long) s.charAt(i + 3) << 16 | (long) s.charAt(i + 5) << 32 | (long) s.charAt(i + 7) << 48;
      long w = even | odd << 8;
      if (((even | odd) & NOT_ASCII_LANES | escapes(w)) != 0) {
        break;
      }
      LONG_LE.set(b, p + i, w);
    }
    if (i <= n - 4) {
      int even = s.charAt(i) | s.charAt(i + 2) << 16;
      int odd = s.charAt(i + 1) | s.charAt(i + 3) << 16;
      int w = even | odd << 8;
      if (((even | odd) & (int) NOT_ASCII_LANES | escapes(w)) != 0) {
        return charByChar(s, b, p, i, n);
      }
      INT_LE.set(b, p + i, w);
      i += 4;
    }
    if (n - i < 4 && i < n && n >= 4) { // one to three chars left: the last four, overlapping those before
      int j = n - 4;
      int even = s.charAt(j) | s.charAt(j + 2) << 16;
      int odd = s.charAt(j + 1) | s.charAt(j + 3) << 16;
      int w = even | odd << 8;
      if (((even | odd) & (int) NOT_ASCII_LANES | escapes(w)) == 0) {
        INT_LE.set(b, p + j, w);
        return n;
      }
    }
    return charByChar(s, b, p, i, n);
  }

  /** The plain chars of {@code s} from {@code i}, one at a time. */
  private static int charByChar(String s, byte[] b, int p, int i, int n) {
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80 || ESCAPES[c] != 0) {
        break;
      }
      b[p + i] = (byte) c;
    }
    return i;
  }

  /** The bits of a 16-bit lane set by a char of 0x80 or above. */
  private static final long NOT_ASCII_LANES = 0xFF80FF80FF80FF80L;
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;

  /**
   * Non-zero when a byte of {@code w}, all of whose bytes are below 0x80, is a quote, a backslash
   * or below 0x20 (then the high bit of that byte is set: a byte of {@code w ^ '"'} or {@code w ^
   * '\\'} is zero, or one of {@code w} is below 0x20, and subtracting borrows there); zero when
   * none is, since every byte then stays at or above the one subtracted from it.
   */
  private static long escapes(long w) {
    return ((w ^ ONES * '"') - ONES | (w ^ ONES * '\\') - ONES | w - ONES * 0x20) & HIGH_BITS;
  }

  /** {@link #escapes(long)} of four bytes. */
  private static int escapes(int w) {
    return ((w ^ (int) ONES * '"') - (int) ONES | (w ^ (int) ONES * '\\') - (int) ONES | w - (int) ONES * 0x20)
        & (int) HIGH_BITS;
  }

  /**
   * Where a chunk of {@code s} starting at {@code i} and at most {@code max} chars long ends:
   * never between the two halves of a surrogate pair, so it may be one char longer.
   */
  static int chunkEnd(String s, int i, int max) {
    int n = s.length();
    if (n - i <= max) {
      return n;
    }
    int end = i + max;
    return Character.isHighSurrogate(s.charAt(end - 1)) ? end + 1 : end;
  }

  /** Tails for {@link #writeRest}: its bytes, the first in the low byte; 0 for none. */
  static final int NO_TAIL = 0;
  static final int QUOTE = '"';
  static final int QUOTE_BRACE = '"' | '}' << 8;
  static final int QUOTE_COLON = '"' | ':' << 8;

  /** Chars escaped per capacity check. */
  private static final int CHUNK = 42;

  /**
   * Writes chars {@code i} on of {@code s} escaped, then the one or two bytes of {@code tail}: the
   * whole rest of a string once a char needs more than a copy, one capacity check per chunk of
   * {@value #CHUNK} chars. A character outside the BMP is written as its two surrogates, each
   * escaped, as Jackson 2's UTF-8 generator does ({@code COMBINE_UNICODE_SURROGATES_IN_UTF8} is off
   * by default), or as its four UTF-8 bytes when the writer is set so, as Jackson 3 does; an unpaired surrogate cannot be written as UTF-8 and is an error.
   *
   * <p>One method, escaping loop included, so that it is too big for the JIT to inline: every
   * string write of a message writer calls it rather than carrying a copy, and the writer's
   * inlining budget goes to its fast paths.
   */
  static void writeRest(JsonWriter w, String s, int i, int tail) {
    int n = s.length();
    while (i < n) {
      int end = chunkEnd(s, i, CHUNK);
      byte[] b = w.room(MAX_BYTES_PER_CHAR * (end - i) + 2);
      int p = w.size();
      for (; i < end; i++) {
        char c = s.charAt(i);
        if (c < 0x80) {
          byte e = ESCAPES[c];
          if (e == 0) {
            b[p++] = (byte) c;
          } else if (e == 'u') {
            b[p] = '\\';
            b[p + 1] = 'u';
            b[p + 2] = '0';
            b[p + 3] = '0';
            b[p + 4] = HEX[c >>> 4];
            b[p + 5] = HEX[c & 0xF];
            p += 6;
          } else {
            b[p] = '\\';
            b[p + 1] = e;
            p += 2;
          }
        } else if (c < 0x800) {
          b[p] = (byte) (0xC0 | (c >>> 6));
          b[p + 1] = (byte) (0x80 | (c & 0x3F));
          p += 2;
        } else if (Character.isSurrogate(c)) {
          char d;
          if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(d = s.charAt(i + 1))) {
            i++;
            if (w.utf8Surrogates) {
              int cp = Character.toCodePoint(c, d);
              b[p] = (byte) (0xF0 | (cp >>> 18));
              b[p + 1] = (byte) (0x80 | ((cp >>> 12) & 0x3F));
              b[p + 2] = (byte) (0x80 | ((cp >>> 6) & 0x3F));
              b[p + 3] = (byte) (0x80 | (cp & 0x3F));
              p += 4;
            } else {
              p = unicodeEscape(b, p, c);
              p = unicodeEscape(b, p, d);
            }
          } else {
            throw new WirebindException(
                "string has an unpaired surrogate U+" + Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT)
                    + " at index " + i + ", which UTF-8 cannot encode");
          }
        } else {
          b[p] = (byte) (0xE0 | (c >>> 12));
          b[p + 1] = (byte) (0x80 | ((c >>> 6) & 0x3F));
          b[p + 2] = (byte) (0x80 | (c & 0x3F));
          p += 3;
        }
      }
      w.commit(p);
    }
    byte[] b = w.room(2);
    int p = w.size();
    for (; tail != 0; tail >>>= 8) {
      b[p++] = (byte) tail;
    }
    w.commit(p);
  }

  /** The escape of ASCII char {@code c} (one {@link #ESCAPES} marks) at {@code p}; returns the index after it. */
  static int escapeAscii(byte[] b, int p, int c) {
    byte e = ESCAPES[c];
    if (e == 'u') {
      b[p] = '\\';
      b[p + 1] = 'u';
      b[p + 2] = '0';
      b[p + 3] = '0';
      b[p + 4] = HEX[c >>> 4];
      b[p + 5] = HEX[c & 0xF];
      return p + 6;
    }
    b[p] = '\\';
    b[p + 1] = e;
    return p + 2;
  }

  static int unicodeEscape(byte[] b, int p, char c) {
    b[p] = '\\';
    b[p + 1] = 'u';
    b[p + 2] = HEX[c >>> 12];
    b[p + 3] = HEX[(c >>> 8) & 0xF];
    b[p + 4] = HEX[(c >>> 4) & 0xF];
    b[p + 5] = HEX[c & 0xF];
    return p + 6;
  }
}
