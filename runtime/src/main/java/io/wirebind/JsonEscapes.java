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

  private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
  /** For chars below 0x80: 0 = written as is, else the escape letter or 'u'. */
  private static final byte[] ESCAPES = new byte[128];

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
   * Copies the chars of {@code s} that are ASCII and need no escape, from its start, one byte
   * each to {@code b} at {@code p}; returns how many.
   */
  static int plainPrefix(String s, byte[] b, int p) {
    int n = s.length();
    int i = 0;
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80 || ESCAPES[c] != 0) {
        break;
      }
      b[p + i] = (byte) c;
    }
    return i;
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

  /** Chars {@link #writeLatin1Runs} writes one by one at most between two scans. */
  private static final int LATIN1_STEP = 8;
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;
  private static final long QUOTES = 0x2222222222222222L;
  private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
  private static final long QUESTION_MARKS = 0x3F3F3F3F3F3F3F3FL;
  private static final long SPACES = 0x2020202020202020L;

  /**
   * The index of the first byte in {@code [p, end)} that is not plain ASCII (a quote, a backslash,
   * a control char, a {@code '?'} or a byte of 0x80 and above), exactly: {@link
   * JsonScan#plainAsciiEnd} may stop up to seven bytes before it. A word's flags are exact up to
   * the first flagged byte, so its trailing zeros find it.
   */
  private static int plainEnd(byte[] b, int p, int end) {
    for (; p <= end - 8; p += 8) {
      long w = (long) LONG_LE.get(b, p);
      long f = ((w ^ QUOTES) - ONES | (w ^ BACKSLASHES) - ONES | (w ^ QUESTION_MARKS) - ONES | w - SPACES | w)
          & HIGH_BITS;
      if (f != 0) {
        return p + (Long.numberOfTrailingZeros(f) >>> 3);
      }
    }
    for (; p < end; p++) {
      int c = b[p] & 0xFF;
      if (c >= 0x80 || c == '?' || ESCAPES[c] != 0) {
        return p;
      }
    }
    return end;
  }

  /**
   * Whether a longer string looks mostly ASCII, from four chars spread over it (the first, the
   * last, and at a third and two thirds): fewer than two of them non-ASCII. Only a choice of path
   * for {@link JsonWriter}, never of bytes: text dense in chars beyond Latin-1 (CJK, Greek,
   * Cyrillic) goes to the JDK's UTF-8 encoder, whose loop writes those faster than {@link
   * #writeLatin1Runs}, which the JDK's Latin-1 encoder reaches once per such char.
   */
  static boolean mostlyAscii(String s) {
    int n = s.length();
    int third = n / 3;
    int nonAscii = (s.charAt(0) >>> 7 != 0 ? 1 : 0) + (s.charAt(third) >>> 7 != 0 ? 1 : 0)
        + (s.charAt(n - 1 - third) >>> 7 != 0 ? 1 : 0) + (s.charAt(n - 1) >>> 7 != 0 ? 1 : 0);
    return nonAscii < 2;
  }

  /**
   * Writes a longer string escaped, then {@code tail}, from its Latin-1 bytes as the JDK encodes
   * them ({@code String.getBytes(ISO_8859_1)}: a copy for a Latin-1 string, the vectorized
   * {@code encodeISOArray} intrinsic for any other, a {@code '?'} for each char or surrogate pair
   * beyond Latin-1): runs of plain ASCII found by {@link JsonScan#plainAsciiEnd} and {@link
   * #plainEnd} and copied at once, then the chars up to the next plain one (at most {@value
   * #LATIN1_STEP}) one by one: a Latin-1 char made two bytes from its byte,
   * an escape, and behind a {@code '?'} the string's own char (a {@code '?'}, two or three bytes, a
   * surrogate pair as {@link #writeRest} writes it; an unpaired surrogate is an error). For text
   * that is mostly ASCII this is one vectorized pass and one scan where the JDK's UTF-8 encoder
   * goes char by char into an array three times the length and trims it.
   */
  static void writeLatin1Runs(JsonWriter w, String s, int tail) {
    byte[] iso = s.getBytes(StandardCharsets.ISO_8859_1);
    int m = iso.length;
    boolean utf8Pairs = w.utf8Surrogates;
    int j = 0; // index in iso
    int i = 0; // index in s: j plus the pairs before it
    while (true) {
      int k = plainEnd(iso, JsonScan.plainAsciiEnd(iso, j, m), m);
      int run = k - j;
      byte[] b = w.room(run + LATIN1_STEP * 2 * MAX_BYTES_PER_CHAR + 2);
      int o = w.size();
      System.arraycopy(iso, j, b, o, run);
      o += run;
      i += run;
      j = k;
      if (j == m) {
        for (; tail != 0; tail >>>= 8) {
          b[o++] = (byte) tail;
        }
        w.commit(o);
        return;
      }
      // then up to LATIN1_STEP chars one by one, until a plain one
      for (int stop = Math.min(m, j + LATIN1_STEP); j < stop; i++, j++) {
        int c = iso[j] & 0xFF;
        if (c < 0x80 && c != '?' && ESCAPES[c] == 0) {
          break;
        } else if (c >= 0x80) {
          b[o] = (byte) (0xC0 | (c >>> 6));
          b[o + 1] = (byte) (0x80 | (c & 0x3F));
          o += 2;
        } else if (c == '?') {
          char ch = s.charAt(i);
          if (ch == '?') {
            b[o++] = '?';
          } else if (ch < 0x800) {
            b[o] = (byte) (0xC0 | (ch >>> 6));
            b[o + 1] = (byte) (0x80 | (ch & 0x3F));
            o += 2;
          } else if (!Character.isSurrogate(ch)) {
            b[o] = (byte) (0xE0 | (ch >>> 12));
            b[o + 1] = (byte) (0x80 | ((ch >>> 6) & 0x3F));
            b[o + 2] = (byte) (0x80 | (ch & 0x3F));
            o += 3;
          } else {
            char d;
            if (!Character.isHighSurrogate(ch) || i + 1 >= s.length()
                || !Character.isLowSurrogate(d = s.charAt(i + 1))) {
              w.commit(o);
              writeRest(w, s, i, tail); // throws
              return;
            }
            i++;
            if (utf8Pairs) {
              int cp = Character.toCodePoint(ch, d);
              b[o] = (byte) (0xF0 | (cp >>> 18));
              b[o + 1] = (byte) (0x80 | ((cp >>> 12) & 0x3F));
              b[o + 2] = (byte) (0x80 | ((cp >>> 6) & 0x3F));
              b[o + 3] = (byte) (0x80 | (cp & 0x3F));
              o += 4;
            } else {
              o = unicodeEscape(b, o, ch);
              o = unicodeEscape(b, o, d);
            }
          }
        } else {
          byte e = ESCAPES[c];
          if (e == 'u') {
            b[o] = '\\';
            b[o + 1] = 'u';
            b[o + 2] = '0';
            b[o + 3] = '0';
            b[o + 4] = HEX[c >>> 4];
            b[o + 5] = HEX[c & 0xF];
            o += 6;
          } else {
            b[o] = '\\';
            b[o + 1] = e;
            o += 2;
          }
        }
      }
      w.commit(o);
    }
  }

  /**
   * Writes {@code s}, whose UTF-8 the JDK encoded into {@code utf8}, escaped, then {@code tail}:
   * runs of bytes that need no escape (non-ASCII included) copied at once, and only a quote, a
   * backslash, a control character, a character outside the BMP (as two escapes, unless the writer
   * writes them as UTF-8) and a {@code ?} looked at one by one. A {@code ?} is checked against the
   * string, at the char index its byte index stands for (counted from the UTF-8 only then): the JDK
   * writes an unpaired surrogate so, and that is an error ({@link #writeRest} reports it).
   */
  static void writeUtf8(JsonWriter w, String s, byte[] utf8, int n, int tail) {
    boolean fourByteEscapes = !w.utf8Surrogates;
    int p = 0;
    int syncByte = 0; // a byte index that starts a char, and that char's index
    int syncChar = 0;
    int plain = JsonScan.plainAsciiEnd(utf8, 0, n); // the ASCII run that the cheaper scan passes
    while (true) {
      int k = JsonScan.utf8CopyEnd(utf8, Math.max(p, plain), n, fourByteEscapes);
      byte[] b = w.room(k - p + 2 * MAX_BYTES_PER_CHAR);
      int o = w.size();
      System.arraycopy(utf8, p, b, o, k - p);
      o += k - p;
      if (k == n) {
        for (; tail != 0; tail >>>= 8) {
          b[o++] = (byte) tail;
        }
        w.commit(o);
        return;
      }
      int c = utf8[k] & 0xFF;
      if (c == '?') {
        syncChar += chars(utf8, syncByte, k);
        syncByte = k;
        if (s.charAt(syncChar) != '?') {
          w.commit(o);
          writeRest(w, s, syncChar, tail); // an unpaired surrogate: throws
          return;
        }
        b[o++] = '?';
        p = k + 1;
      } else if (c >= 0xF0) {
        int cp = (c & 0x07) << 18 | (utf8[k + 1] & 0x3F) << 12 | (utf8[k + 2] & 0x3F) << 6 | (utf8[k + 3] & 0x3F);
        o = unicodeEscape(b, o, Character.highSurrogate(cp));
        o = unicodeEscape(b, o, Character.lowSurrogate(cp));
        p = k + 4;
      } else {
        byte e = ESCAPES[c];
        if (e == 'u') {
          b[o] = '\\';
          b[o + 1] = 'u';
          b[o + 2] = '0';
          b[o + 3] = '0';
          b[o + 4] = HEX[c >>> 4];
          b[o + 5] = HEX[c & 0xF];
          o += 6;
        } else {
          b[o] = '\\';
          b[o + 1] = e;
          o += 2;
        }
        p = k + 1;
      }
      w.commit(o);
    }
  }

  /** The chars that UTF-8 bytes {@code [from, to)} (whole sequences) encode: two for a four-byte one. */
  private static int chars(byte[] utf8, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      int c = utf8[i] & 0xFF;
      n += (c & 0xC0) != 0x80 ? 1 : 0; // not a continuation byte
      n += c >= 0xF0 ? 1 : 0; // a four-byte sequence: a surrogate pair
    }
    return n;
  }

  private static int unicodeEscape(byte[] b, int p, char c) {
    b[p] = '\\';
    b[p + 1] = 'u';
    b[p + 2] = HEX[c >>> 12];
    b[p + 3] = HEX[(c >>> 8) & 0xF];
    b[p + 4] = HEX[(c >>> 4) & 0xF];
    b[p + 5] = HEX[c & 0xF];
    return p + 6;
  }
}
