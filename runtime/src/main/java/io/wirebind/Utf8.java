package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** UTF-8 kernels shared by the protobuf and JSON codecs. */
final class Utf8 {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /**
   * From this many chars on, {@code String.getBytes(UTF_8)} and one copy beat encoding char by
   * char (measured on JDK 17: about 13 ns for 16 to 160 ASCII chars against 0.75 ns per char),
   * allocation included. Its output is ours: an unpaired surrogate becomes {@code '?'}.
   */
  static final int JDK_ENCODE_MIN_CHARS = 16;

  private Utf8() {}

  /**
   * Encodes {@code s} into {@code out} from {@code p}; the caller guarantees {@code 3 *
   * s.length()} bytes of room. An unpaired surrogate is written as {@code '?'}, as {@link
   * String#getBytes} does. Returns the position after the last byte.
   */
  static int encode(String s, byte[] out, int p) {
    int n = s.length();
    int i = 0;
    // ASCII fast path
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        break;
      }
      out[p++] = (byte) c;
    }
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        out[p++] = (byte) c;
      } else if (c < 0x800) {
        out[p++] = (byte) (0xC0 | (c >>> 6));
        out[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isSurrogate(c)) {
        char d;
        if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(d = s.charAt(i + 1))) {
          int cp = Character.toCodePoint(c, d);
          i++;
          out[p++] = (byte) (0xF0 | (cp >>> 18));
          out[p++] = (byte) (0x80 | ((cp >>> 12) & 0x3F));
          out[p++] = (byte) (0x80 | ((cp >>> 6) & 0x3F));
          out[p++] = (byte) (0x80 | (cp & 0x3F));
        } else {
          out[p++] = (byte) '?';
        }
      } else {
        out[p++] = (byte) (0xE0 | (c >>> 12));
        out[p++] = (byte) (0x80 | ((c >>> 6) & 0x3F));
        out[p++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    return p;
  }

  /** Whether bytes {@code [from, to)} are all ASCII. */
  static boolean isAscii(byte[] b, int from, int to) {
    return firstNonAscii(b, from, to) == to;
  }

  private static final long HIGH_BITS = 0x8080808080808080L;

  /**
   * Whether the {@code len} bytes at {@code from} are all ASCII, for short strings: whole words
   * only, the last one overlapping the one before it, and a string under eight bytes read as one
   * word masked to its length when the array has the room.
   */
  private static boolean shortAscii(byte[] b, int from, int len) {
    if (len >= 8) {
      int last = from + len - 8;
      long or = (long) LONG_LE.get(b, last);
      for (int p = from; p < last; p += 8) {
        or |= (long) LONG_LE.get(b, p);
      }
      return (or & HIGH_BITS) == 0;
    }
    if (len > 0 && b.length - from >= 8) {
      return ((long) LONG_LE.get(b, from) & HIGH_BITS & -1L >>> (64 - 8 * len)) == 0;
    }
    return isAscii(b, from, from + len);
  }

  /** The index of the first byte in {@code [from, to)} with its high bit set, or {@code to}. */
  static int firstNonAscii(byte[] b, int from, int to) {
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long high = (long) LONG_LE.get(b, i) & 0x8080808080808080L;
      if (high != 0) {
        return i + (Long.numberOfTrailingZeros(high) >>> 3);
      }
    }
    for (; i < to; i++) {
      if (b[i] < 0) {
        return i;
      }
    }
    return to;
  }

  /**
   * Returns the index of the first byte of an invalid UTF-8 sequence in {@code [from, to)}, or -1
   * when the range is well-formed UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF).
   */
  static int firstInvalid(byte[] b, int from, int to) {
    int i = from;
    while (i < to) {
      int c = b[i];
      if (c >= 0) {
        i++;
        continue;
      }
      c &= 0xFF;
      if (c < 0xC2) {
        return i;
      } else if (c < 0xE0) {
        if (i + 1 >= to || (b[i + 1] & 0xC0) != 0x80) {
          return i;
        }
        i += 2;
      } else if (c < 0xF0) {
        if (i + 2 >= to) {
          return i;
        }
        int c1 = b[i + 1] & 0xFF;
        if ((c1 & 0xC0) != 0x80
            || (b[i + 2] & 0xC0) != 0x80
            || (c == 0xE0 && c1 < 0xA0) // overlong
            || (c == 0xED && c1 >= 0xA0)) { // surrogate
          return i;
        }
        i += 3;
      } else if (c < 0xF5) {
        if (i + 3 >= to) {
          return i;
        }
        int c1 = b[i + 1] & 0xFF;
        if ((c1 & 0xC0) != 0x80
            || (b[i + 2] & 0xC0) != 0x80
            || (b[i + 3] & 0xC0) != 0x80
            || (c == 0xF0 && c1 < 0x90) // overlong
            || (c == 0xF4 && c1 >= 0x90)) { // above U+10FFFF
          return i;
        }
        i += 4;
      } else {
        return i;
      }
    }
    return -1;
  }

  /**
   * A string of the bytes {@code [from, from + len)}, which the caller has checked are ASCII:
   * one copy, through the JDK's small Latin-1 constructor, which the JIT inlines. The constructors
   * that take a {@code Charset} are too big to inline on JDK 17 (840 bytecodes), so each string
   * would cost a call.
   */
  @SuppressWarnings("deprecation")
  static String ascii(byte[] b, int from, int len) {
    return new String(b, 0, from, len);
  }

  /**
   * A string of the Latin-1 bytes {@code [from, from + len)} (each byte the character of its
   * value): the same inlined constructor as {@link #ascii}, whose high byte 0 makes the compact
   * Latin-1 form with one copy; {@code new String(.., ISO_8859_1)} would cost a call.
   */
  static String latin1(byte[] b, int from, int len) {
    return ascii(b, from, len);
  }

  /**
   * Whether the {@code len} bytes at {@code from} are exactly {@code held}'s characters, all ASCII:
   * a decoder reusing an instance keeps the string it holds instead of making an equal one. False
   * (never a wrong match) for any byte or character outside ASCII, even when the strings are equal:
   * the caller then decodes as usual, which also reports invalid UTF-8.
   */
  static boolean asciiEquals(String held, byte[] b, int from, int len) {
    if (held.length() != len) {
      return false; // an ASCII string's UTF-8 has one byte per char
    }
    for (int i = 0; i < len; i++) {
      char c = held.charAt(i);
      if (c >= 0x80 || b[from + i] != c) {
        return false;
      }
    }
    return true;
  }

  /**
   * The longest held string {@link #heldEquals} compares char by char; a longer one is encoded
   * into a kept array and compared in bulk, whose fixed cost (the JDK's {@code CharsetEncoder}
   * call) the char-by-char loop passes at about 24 to 32 chars (JDK 17, measured in one JVM).
   */
  static final int HELD_LOOP_MAX_CHARS = 24;

  /**
   * Whether the {@code len} bytes at {@code from} are exactly {@code held}'s UTF-8, for a decoder
   * that keeps the string a reused instance holds: a short {@code held} through {@link
   * #asciiEquals} (ASCII only: false for other equal strings), a longer one encoded by {@code e}
   * ({@link Utf8Encoder}: vectorized for ASCII, no allocation) and compared with {@link
   * Arrays#equals(byte[], int, int, byte[], int, int)}, for any string without an unpaired
   * surrogate. Never true for a different value; the bytes the encoder made are well-formed UTF-8,
   * so equal input needs no validation.
   */
  static boolean heldEquals(String held, byte[] b, int from, int len, Utf8Encoder e) {
    int n = held.length();
    if (n <= HELD_LOOP_MAX_CHARS || n > Utf8Encoder.MAX_CHARS) {
      return asciiEquals(held, b, from, len);
    }
    if (len < n || len > 3 * n) {
      return false; // a char is one to three bytes (a surrogate pair four, for two chars)
    }
    return e.encode(held) == len && Arrays.equals(e.bytes(), 0, len, b, from, from + len);
  }

  /** The longest string {@link #decode} checks for ASCII itself before asking the JDK. */
  private static final int SHORT = 32;

  /**
   * Decodes {@code [from, from + len)} as strict UTF-8; {@code base} is subtracted from positions
   * in error offsets.
   */
  static String decode(byte[] b, int from, int len, int base) {
    if (len <= SHORT && shortAscii(b, from, len)) {
      return ascii(b, from, len);
    }
    // The JDK's decoder (vectorized for ASCII) replaces every malformed sequence with U+FFFD, so
    // a result without U+FFFD proves the input well-formed; only a result with one (which may
    // also be a genuine, well-formed U+FFFD) needs the strict check.
    String s = new String(b, from, len, StandardCharsets.UTF_8);
    if (s.indexOf('\uFFFD') >= 0) {
      int bad = firstInvalid(b, from, from + len);
      if (bad >= 0) {
        throw new WirebindException("invalid UTF-8 in string", bad - base);
      }
    }
    return s;
  }

}
