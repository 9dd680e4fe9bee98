package io.wirebind;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;

/**
 * One pass over a JSON string that is not plain ASCII (non-ASCII characters, escapes): its UTF-8
 * and escapes decoded into the reader's kept {@code char[]}, then one {@code new String(chars, 0,
 * n)}, which keeps the compact Latin-1 form when every char fits. The JDK's UTF-8 constructor it
 * replaces scans the bytes for negatives, tries Latin-1, inflates, decodes and copies the result to
 * its length, and its result had to be scanned for U+FFFD to tell malformed input; here the UTF-8
 * is validated while it is decoded. Anything irregular (invalid UTF-8, a control character, a bad
 * escape or lone surrogate escape, no closing quote within the string length limit) gives null with
 * the position unchanged, for the byte-by-byte path ({@link JsonStrings#unescape}) to read or
 * report at its offset.
 */
final class JsonStringChars {
  private JsonStringChars() {}

  /**
   * The string whose contents start at {@code start} (after its opening quote), or null; {@code
   * end} is where it must have ended, at the latest (the input's end or the length limit: an
   * unescaped string is never longer in UTF-8 than its input). Leaves the position after the
   * closing quote.
   */
  static String decode(JsonReader r, byte[] b, int start, int end) {
    return decode(r, b, start, end, 0);
  }

  /**
   * {@link #decode(JsonReader, byte[], int, int)} going on at {@code p} after {@link
   * JsonStringLatin1} decoded the string's first {@code n} characters into {@code latin1} (one
   * byte a char, in the reader's scratch array), up to a byte it leaves to this pass (a character
   * outside Latin-1, an escape, or anything irregular): they are widened into the reader's chars.
   */
  static String resume(JsonReader r, byte[] b, byte[] latin1, int n, int p, int end) {
    char[] out = r.chars;
    if (out.length - n < 2) {
      out = grow(r, n + 2, end - p);
    }
    widen(r, latin1, 0, out, 0, n);
    return decode(r, b, p, end, n);
  }

  /** The loop of {@link #decode(JsonReader, byte[], int, int)}: from {@code p}, with {@code n} chars decoded. */
  private static String decode(JsonReader r, byte[] b, int p, int end, int n) {
    char[] out = r.chars;
    while (true) {
      int q = JsonScan.plainEnd(b, p, end); // a run of plain ASCII, widened at once
      int len = q - p;
      if (out.length - n < len + 2) { // room for the run and a surrogate pair after it
        out = grow(r, n + len + 2, end - p);
      }
      widen(r, b, p, out, n, len);
      n += len;
      p = q;
      if (p >= end) {
        return null; // no closing quote within the limit: the slow path tells which
      }
      if (b[p] < 0) {
        p = nonAscii(r, b, p, end, n);
        if (p < 0) {
          return null;
        }
        n = r.escapeEnd;
        out = r.chars;
        continue;
      }
      int c = b[p];
      if (c == '"') {
        r.pos = p + 1;
        return new String(out, 0, n);
      }
      if (c != '\\' || p + 1 >= end) {
        return null; // a control character, or the input ends
      }
      int e = b[p + 1];
      switch (e) {
        case '"' -> out[n++] = '"';
        case '\\' -> out[n++] = '\\';
        case '/' -> out[n++] = '/';
        case 'b' -> out[n++] = '\b';
        case 'f' -> out[n++] = '\f';
        case 'n' -> out[n++] = '\n';
        case 'r' -> out[n++] = '\r';
        case 't' -> out[n++] = '\t';
        case 'u' -> {
          int u = p + 6 <= end ? hex4(b, p + 2) : -1;
          if (u < 0 || Character.isLowSurrogate((char) u)) {
            return null;
          }
          if (Character.isHighSurrogate((char) u)) {
            int low = p + 12 <= end && b[p + 6] == '\\' && b[p + 7] == 'u' ? hex4(b, p + 8) : -1;
            if (low < 0 || !Character.isLowSurrogate((char) low)) {
              return null;
            }
            out[n++] = (char) u;
            out[n++] = (char) low;
            p += 12;
            continue;
          }
          out[n++] = (char) u;
          p += 6;
          continue;
        }
        default -> {
          return null;
        }
      }
      p += 2;
    }
  }

  /**
   * Decodes the non-ASCII characters in a row from {@code p} into the reader's chars from {@code
   * n}: returns the index after them and leaves the char count in {@code escapeEnd}, or -1 at
   * invalid UTF-8 (overlong, a surrogate, above U+10FFFF, a sequence cut by {@code end}).
   */
  private static int nonAscii(JsonReader r, byte[] b, int p, int end, int n) {
    char[] out = r.chars;
    while (p < end) {
      int c = b[p];
      if (c >= 0) {
        break;
      }
      if (out.length - n < 2) {
        out = grow(r, n + 2, end - p);
      }
      c &= 0xFF;
      if (c < 0xC2) {
        return -1;
      } else if (c < 0xE0) {
        if (p + 1 >= end) {
          return -1;
        }
        int c1 = b[p + 1];
        if ((c1 & 0xC0) != 0x80) {
          return -1;
        }
        out[n++] = (char) ((c & 0x1F) << 6 | (c1 & 0x3F));
        p += 2;
      } else if (c < 0xF0) {
        if (p + 2 >= end) {
          return -1;
        }
        int c1 = b[p + 1] & 0xFF;
        int c2 = b[p + 2];
        if ((c1 & 0xC0) != 0x80
            || (c2 & 0xC0) != 0x80
            || (c == 0xE0 && c1 < 0xA0) // overlong
            || (c == 0xED && c1 >= 0xA0)) { // a surrogate
          return -1;
        }
        out[n++] = (char) ((c & 0x0F) << 12 | (c1 & 0x3F) << 6 | (c2 & 0x3F));
        p += 3;
      } else if (c < 0xF5) {
        if (p + 3 >= end) {
          return -1;
        }
        int c1 = b[p + 1] & 0xFF;
        int c2 = b[p + 2];
        int c3 = b[p + 3];
        if ((c1 & 0xC0) != 0x80
            || (c2 & 0xC0) != 0x80
            || (c3 & 0xC0) != 0x80
            || (c == 0xF0 && c1 < 0x90) // overlong
            || (c == 0xF4 && c1 >= 0x90)) { // above U+10FFFF
          return -1;
        }
        int cp = (c & 0x07) << 18 | (c1 & 0x3F) << 12 | (c2 & 0x3F) << 6 | (c3 & 0x3F);
        out[n] = Character.highSurrogate(cp);
        out[n + 1] = Character.lowSurrogate(cp);
        n += 2;
        p += 4;
      } else {
        return -1;
      }
    }
    r.escapeEnd = n;
    return p;
  }

  /** Runs of at least this many bytes are widened by the JDK's Latin-1 decoder ({@link #widen}). */
  static final int WIDEN_BULK_MIN = 16;

  /**
   * Widens the {@code len} Latin-1 bytes of {@code b} from {@code p} (plain ASCII runs, or the
   * Latin-1 pass's output) into chars of {@code out} from {@code n}, each byte the char of its
   * unsigned value: a short run one by one, a longer one by the reader's kept {@code ISO_8859_1}
   * decoder, which the JDK (17 on) widens with its vectorized string-inflating intrinsic. The
   * char loop, which the JIT does not vectorize, measured 3x to 7x as slow from 16 to 450 bytes;
   * the decoder's two buffer wrappers are scalar-replaced when it inlines.
   */
  static void widen(JsonReader r, byte[] b, int p, char[] out, int n, int len) {
    if (len < WIDEN_BULK_MIN) {
      for (int i = 0; i < len; i++) {
        out[n + i] = (char) (b[p + i] & 0xFF);
      }
      return;
    }
    java.nio.charset.CharsetDecoder d = r.latin1;
    if (d == null) {
      d = r.latin1 = StandardCharsets.ISO_8859_1.newDecoder();
    }
    // endOfInput always true: a decoder that ended may decode again without a reset
    d.decode(ByteBuffer.wrap(b, p, len), CharBuffer.wrap(out, n, len), true);
  }

  /** The value of four hex digits at {@code p}, or -1. */
  private static int hex4(byte[] b, int p) {
    int v = 0;
    for (int i = 0; i < 4; i++) {
      int d = JsonStrings.hexDigit(b[p + i]);
      if (d < 0) {
        return -1;
      }
      v = v << 4 | d;
    }
    return v;
  }

  /**
   * The reader's char array grown to at least {@code need} chars, keeping its content: doubled, and
   * at most what the rest of the string ({@code rest} input bytes, each at most one char) can add.
   */
  private static char[] grow(JsonReader r, int need, int rest) {
    char[] old = r.chars;
    int size = Math.max(need, Math.min(Math.max(64, 2 * old.length), need + rest));
    char[] grown = java.util.Arrays.copyOf(old, size);
    r.chars = grown;
    r.grew = true;
    return grown;
  }
}
