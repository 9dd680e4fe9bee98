package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Word-at-a-time scanning of JSON string contents: eight bytes per step find the first byte that
 * ends a run of plain characters (a quote, a backslash, a control character or a non-ASCII byte).
 */
final class JsonScan {
  static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  static final long ONES = 0x0101010101010101L;
  static final long HIGH_BITS = 0x8080808080808080L;
  static final long QUOTES = 0x2222222222222222L;
  static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
  static final long SPACES = 0x2020202020202020L;

  private JsonScan() {}

  /**
   * The index of the first byte in {@code [p, end)} that is not a plain string character ({@code
   * "}, {@code \}, below 0x20 or above 0x7F), or {@code end} when there is none.
   */
  static int plainEnd(byte[] b, int p, int end) {
    for (; p <= end - 16; p += 16) {
      long m = specials((long) LONG_LE.get(b, p));
      long n = specials((long) LONG_LE.get(b, p + 8));
      if ((m | n) != 0) {
        return m != 0 ? p + (Long.numberOfTrailingZeros(m) >>> 3) : p + 8 + (Long.numberOfTrailingZeros(n) >>> 3);
      }
    }
    for (; p <= end - 8; p += 8) {
      long m = specials((long) LONG_LE.get(b, p));
      if (m != 0) {
        return p + (Long.numberOfTrailingZeros(m) >>> 3);
      }
    }
    for (; p < end; p++) {
      int c = b[p];
      if (c == '"' || c == '\\' || c < 0x20) {
        return p;
      }
    }
    return end;
  }

  /**
   * The index of the quote that ends a plain string whose contents start at {@code p}; when a byte
   * that is not plain (a backslash, below 0x20 or above 0x7F) comes first, {@code ~i} of its index
   * {@code i}, and {@code ~end} when there is none (negative either way: the bytes before {@code
   * i} are plain ASCII). The word that finds the quote also tells that it is one, without loading
   * the byte again.
   */
  static int plainQuote(byte[] b, int p, int end) {
    for (; p <= end - 32; p += 32) { // four words a step, one test: a special byte stops it
      long any = unmasked((long) LONG_LE.get(b, p)) | unmasked((long) LONG_LE.get(b, p + 8))
          | unmasked((long) LONG_LE.get(b, p + 16)) | unmasked((long) LONG_LE.get(b, p + 24));
      if ((any & HIGH_BITS) != 0) {
        break; // the words below find which byte, and whether it is the quote
      }
    }
    for (; p <= end - 16; p += 16) { // two words a step: their scans overlap
      long w = (long) LONG_LE.get(b, p);
      long v = (long) LONG_LE.get(b, p + 8);
      long m = specials(w);
      long n = specials(v);
      if ((m | n) != 0) {
        if (m == 0) {
          m = n;
          w = v;
          p += 8;
        }
        int k = Long.numberOfTrailingZeros(m) - 7;
        int i = p + (k >>> 3);
        return ((w >>> k) & 0xFF) == '"' ? i : ~i;
      }
    }
    for (; p <= end - 8; p += 8) {
      long w = (long) LONG_LE.get(b, p);
      long m = specials(w);
      if (m != 0) {
        int k = Long.numberOfTrailingZeros(m) - 7; // bit offset of the first special byte
        int i = p + (k >>> 3);
        return ((w >>> k) & 0xFF) == '"' ? i : ~i;
      }
    }
    for (; p < end; p++) {
      int c = b[p];
      if (c == '"') {
        return p;
      }
      if (c == '\\' || c < 0x20) {
        return ~p;
      }
    }
    return ~end;
  }

  /**
   * The index of the quote that ends a string whose contents start at {@code p}, when no control
   * character or non-ASCII byte comes before it, else -1; a backslash is passed, so the quote found
   * may be an escaped one: the caller looks for a backslash in what it read (the JDK's vectorized
   * {@link String#indexOf(int)} on the string made). Five operations a word against {@link
   * #plainQuote}'s eight, four words a step.
   */
  static int quoteStop(byte[] b, int p, int end) {
    for (; p <= end - 32; p += 32) {
      long any = quoteFlags((long) LONG_LE.get(b, p)) | quoteFlags((long) LONG_LE.get(b, p + 8))
          | quoteFlags((long) LONG_LE.get(b, p + 16)) | quoteFlags((long) LONG_LE.get(b, p + 24));
      if ((any & HIGH_BITS) != 0) {
        break;
      }
    }
    for (; p <= end - 8; p += 8) {
      long w = (long) LONG_LE.get(b, p);
      long m = quoteFlags(w) & HIGH_BITS;
      if (m != 0) {
        int k = Long.numberOfTrailingZeros(m) - 7; // bit offset of the first stop byte
        return ((w >>> k) & 0xFF) == '"' ? p + (k >>> 3) : -1;
      }
    }
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

  /** The high bit of a quote, a control character or a non-ASCII byte (exact up to the first). */
  private static long quoteFlags(long w) {
    return (w ^ QUOTES) - ONES | w - SPACES | w;
  }

  /**
   * The index of the first quote, backslash or control character (below 0x20) in {@code [p, end)},
   * or {@code end}: like {@link #plainEnd} but passing non-ASCII bytes, for a string whose UTF-8
   * the JDK then decodes in one call.
   */
  static int quoteOrEscape(byte[] b, int p, int end) {
    for (; p <= end - 8; p += 8) {
      long w = (long) LONG_LE.get(b, p);
      long q = w ^ QUOTES;
      long s = w ^ BACKSLASHES;
      // a byte of 0x80 or above never borrows, so only a real stop starts a borrow
      long m = (((q - ONES) & ~q) | ((s - ONES) & ~s) | ((w - SPACES) & ~w)) & HIGH_BITS;
      if (m != 0) {
        return p + (Long.numberOfTrailingZeros(m) >>> 3);
      }
    }
    for (; p < end; p++) {
      int c = b[p];
      if (c == '"' || c == '\\' || (c >= 0 && c < 0x20)) {
        return p;
      }
    }
    return end;
  }

  private static final long ZEROS = 0x3030303030303030L;
  private static final long SIXES = 0x0606060606060606L;
  private static final long HIGH_NIBBLES = 0xF0F0F0F0F0F0F0F0L;

  /**
   * How many of the eight bytes that {@link #digitValues} gave, from the first, are digits before
   * any other byte. With {@link #eightDigits} it reads a run of digits eight bytes per step.
   */
  static int leadingDigits(long digitValues) {
    // a digit's value is 0..9: no high nibble, and adding 6 makes none; any other byte has one
    // either way. A carry out of a non-digit only reaches bytes after it, which do not count.
    long stops = (digitValues | (digitValues + SIXES)) & HIGH_NIBBLES;
    return Long.numberOfTrailingZeros(stops) >>> 3;
  }

  /** The eight bytes at {@code p} with the ASCII digits turned into their values 0..9. */
  static long digitValues(byte[] b, int p) {
    return (long) LONG_LE.get(b, p) ^ ZEROS;
  }

  /**
   * The number the eight digit values in {@code v} spell, the first byte being the most
   * significant digit: pairs, then fours, then all eight, each step one multiply.
   */
  static long eightDigits(long v) {
    v = (v * (10 * 256 + 1)) >>> 8;
    v = ((v & 0x00FF00FF00FF00FFL) * (100 * 65536 + 1)) >>> 16;
    return ((v & 0x0000FFFF0000FFFFL) * (10000L * (1L << 32) + 1)) >>> 32;
  }

  /** The number the first {@code k} (0 to 7) of the digit values in {@code v} spell. */
  static long firstDigits(long v, int k) {
    // the k digits to the top, zeros (leading zero digits) below them; two shifts make k = 0 give 0
    return eightDigits((v << (63 - 8 * k)) << 1);
  }

  /** The eight bytes at {@code p}, little-endian (the caller checked the room). */
  static long word(byte[] b, int p) {
    return (long) LONG_LE.get(b, p);
  }

  /**
   * The index of the first byte among the sixteen from {@code p} that is not plain (a quote, a
   * backslash, below 0x20 or non-ASCII), read as one or two words; {@code p + 16} when all sixteen
   * are plain (a longer string, whose scan goes on after them); -1 when fewer than sixteen bytes
   * are left before {@code end}. Decoding tries it before {@link #quoteStop}, whose four-word steps
   * and the {@link String#indexOf(int)} after them cost more than the string for the short strings
   * most members hold; the byte found tells the caller how the string goes on (its closing quote,
   * a non-ASCII character, an escape), so no second scan looks for it.
   */
  static int shortStop(byte[] b, int p, int end) {
    if (end - p < 16) {
      return -1;
    }
    long m = specials((long) LONG_LE.get(b, p));
    if (m != 0) {
      return p + (Long.numberOfTrailingZeros(m) >>> 3);
    }
    // none in the first word: the second's first, or (no bit set: 64 trailing zeros) p + 16
    return p + 8 + (Long.numberOfTrailingZeros(specials((long) LONG_LE.get(b, p + 8))) >>> 3);
  }

  /**
   * The high bit of each byte of {@code w} that is a quote, a backslash, below 0x20 or non-ASCII.
   * Only the lowest flagged byte is exact: a borrow only starts at such a byte, so bytes above the
   * first true one may be flagged falsely.
   */
  static long specials(long w) {
    // The usual zero-byte test is (x - ONES) & ~x; its "& ~x" only clears bytes of 0x81 and above
    // (for x = w ^ QUOTES or w ^ BACKSLASHES: non-ASCII bytes of w), which "| w" flags anyway, and
    // likewise for the bytes below 0x20: nine operations a word instead of thirteen.
    return unmasked(w) & HIGH_BITS;
  }

  /**
   * {@link #specials} before its mask: the high bit of a byte is set when a special byte is at or
   * below it, so words OR-ed together and masked once are zero exactly when none has one.
   */
  private static long unmasked(long w) {
    return (w ^ QUOTES) - ONES | (w ^ BACKSLASHES) - ONES | w - SPACES | w;
  }

  /**
   * Where the run of bytes from {@code p} that a JSON writer copies as they are, and that are all
   * ASCII and no {@code ?}, ends: {@code end} when every byte of {@code [p, end)} is such a byte
   * and there are eight or more, else the start of a word at or before the first other byte (or
   * {@code p}). Four words a step with one test,
   * about half the operations per byte of {@link #utf8CopyEnd}, which then goes on from there: the
   * JDK's UTF-8 of an ASCII string is copied after this scan alone.
   */
  static int plainAsciiEnd(byte[] b, int p, int end) {
    int start = p;
    for (; p <= end - 32; p += 32) {
      long any = plainFlags((long) LONG_LE.get(b, p)) | plainFlags((long) LONG_LE.get(b, p + 8))
          | plainFlags((long) LONG_LE.get(b, p + 16)) | plainFlags((long) LONG_LE.get(b, p + 24));
      if ((any & HIGH_BITS) != 0) {
        break;
      }
    }
    for (; p <= end - 8; p += 8) {
      if ((plainFlags((long) LONG_LE.get(b, p)) & HIGH_BITS) != 0) {
        return p;
      }
    }
    if (p < end && end - start >= 8 && (plainFlags((long) LONG_LE.get(b, end - 8)) & HIGH_BITS) == 0) {
      return end; // the last bytes, in the word that ends with them (overlapping the checked ones)
    }
    return p;
  }

  /** As {@link #unmasked}, with a {@code ?} also flagged (each flag exact up to the first one). */
  private static long plainFlags(long w) {
    return (w ^ QUOTES) - ONES | (w ^ BACKSLASHES) - ONES | (w ^ QUESTION_MARKS) - ONES | w - SPACES | w;
  }

  private static final long QUESTION_MARKS = 0x3F3F3F3F3F3F3F3FL;

  private static final long HIGH_NIBBLES_F = 0xF0F0F0F0F0F0F0F0L;

  /**
   * In the JDK's UTF-8 encoding of a string, the index of the first byte in {@code [p, end)} that a
   * JSON writer cannot copy: a quote, a backslash, a control character, a {@code ?} (the JDK's
   * stand-in for an unpaired surrogate) and, when {@code fourByteLeads}, the first byte of a
   * four-byte sequence (0xF0 and above, a character outside the BMP written as two escapes); or
   * {@code end}. Other non-ASCII bytes are copied as they are.
   */
  static int utf8CopyEnd(byte[] b, int p, int end, boolean fourByteLeads) {
    long leads = fourByteLeads ? HIGH_NIBBLES_F : 0; // without: f is all 0xF0, no zero byte
    for (; p <= end - 8; p += 8) {
      long w = (long) LONG_LE.get(b, p);
      long q = w ^ QUOTES;
      long s = w ^ BACKSLASHES;
      long x = w ^ QUESTION_MARKS;
      // f has a zero byte where w has a byte of 0xF0 or above (when leads are looked for)
      long f = (w & leads) ^ HIGH_NIBBLES_F;
      long m = (((q - ONES) & ~q) | ((s - ONES) & ~s) | ((x - ONES) & ~x) | ((w - SPACES) & ~w)
              | ((f - ONES) & ~f))
          & HIGH_BITS;
      if (m != 0) {
        return p + (Long.numberOfTrailingZeros(m) >>> 3);
      }
    }
    for (; p < end; p++) {
      int c = b[p] & 0xFF;
      if (c == '"' || c == '\\' || c == '?' || c < 0x20 || (fourByteLeads && c >= 0xF0)) {
        return p;
      }
    }
    return end;
  }

  /**
   * Whether {@code expected} stands in {@code b} at {@code p} (the caller checked the room),
   * compared eight bytes at a time.
   */
  static boolean regionEquals(byte[] b, int p, byte[] expected) {
    int n = expected.length;
    if (n >= 8) {
      int i = 0;
      for (; i <= n - 8; i += 8) {
        if ((long) LONG_LE.get(b, p + i) != (long) LONG_LE.get(expected, i)) {
          return false;
        }
      }
      // a multiple of eight is done (a constant name's length folds this away); else the last
      // eight bytes, overlapping what was compared
      return i == n || (long) LONG_LE.get(b, p + n - 8) == (long) LONG_LE.get(expected, n - 8);
    }
    if (n >= 4) {
      // four to seven bytes: the first four and the last four, overlapping
      return (int) INT_LE.get(b, p) == (int) INT_LE.get(expected, 0)
          && (int) INT_LE.get(b, p + n - 4) == (int) INT_LE.get(expected, n - 4);
    }
    for (int i = 0; i < n; i++) {
      if (b[p + i] != expected[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The UTF-8 text of {@code b[from, from + length)} as {@link Long#parseLong} reads it, without a
   * string when it is up to 18 plain decimal digits (an integer map key).
   *
   * @throws NumberFormatException when it is no {@code long}
   */
  static long parseLong(byte[] b, int from, int length) {
    int to = from + length;
    boolean negative = length > 1 && b[from] == '-';
    int p = negative ? from + 1 : from;
    if (p == to || to - p > 18) {
      return Long.parseLong(new String(b, from, length, StandardCharsets.UTF_8)); // the JDK decides
    }
    long v = 0;
    for (; p < to; p++) {
      int d = b[p] - '0';
      if (d < 0 || d > 9) {
        return Long.parseLong(new String(b, from, length, StandardCharsets.UTF_8));
      }
      v = v * 10 + d;
    }
    return negative ? -v : v;
  }
}
