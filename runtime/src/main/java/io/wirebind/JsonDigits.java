package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Decimal integers written into a byte array: an {@code int} in groups of three digits, each one
 * 32-bit store of a table entry, in {@code int} arithmetic; the last eight digits of a larger
 * {@code long} as one word of eight digits. A store may change the bytes after the last digit:
 * callers guarantee room for 12 bytes for an {@code int}, 20 for a {@code long}.
 *
 * <p>Groups of three measured about 1.5x faster than pairs of digits found by a digit count and a
 * loop of divisions by 100, on {@code IntListBenchmark}'s values and on random ones (both in one
 * JVM, alternating; indicative): the count's and the loop's branches mispredict on mixed
 * magnitudes, and a group needs half the divisions. An {@code int} below 10^8 as a word of eight
 * digits made in the lanes of a {@code long} (shifted by a digit count from a table, no branch on
 * the length) was slower than either: its multiplications wait on each other.
 *
 * <p>The groups are found by multiplying by a reciprocal and shifting, from the value itself
 * ({@link #div1000}, {@link #div1000000}: exact for every non-negative {@code int}, which the
 * signed {@code /} cannot assume, so it adds a sign correction), so the divisions of a long
 * number do not wait on each other; the first group is stored already without its leading zeros,
 * with its length in the entry's top byte ({@link #FIRST}); and every table index is masked to the
 * table's 1,024 entries, which lets the compiler drop its bounds check. Together about 1.2-1.4x as
 * fast as before per {@code int} of {@code int[]}s of {@code IntListBenchmark}'s values, of mixed
 * lengths, below 1,000, of seven-digit ids and of random ints (thread CPU time, one JVM,
 * alternating).
 */
final class JsonDigits {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  /** The three ASCII digits of 0..999, hundreds in the low byte (1,024 entries: see above). */
  private static final int[] TRIPLES = new int[1024];
  /**
   * The digits of 0..999 without leading zeros, the first in the low byte, and their count in the
   * top byte (which a store writes past the digits, where the next bytes go).
   */
  private static final int[] FIRST = new int[1024];
  private static final byte[] INT_MIN = "-2147483648".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
  private static final byte[] LONG_MIN =
      "-9223372036854775808".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  static {
    for (int i = 0; i < 1000; i++) {
      int digits = ('0' + i / 100) | ('0' + i / 10 % 10) << 8 | ('0' + i % 10) << 16;
      int length = i < 10 ? 1 : i < 100 ? 2 : 3;
      TRIPLES[i] = digits;
      FIRST[i] = digits >>> (8 * (3 - length)) | length << 24;
    }
  }

  private JsonDigits() {}

  /** {@code v / 1000} for {@code 0 <= v <= Integer.MAX_VALUE}. */
  static int div1000(int v) {
    return (int) ((v * 274_877_907L) >>> 38);
  }

  /** {@code v / 1_000_000} for {@code 0 <= v <= Integer.MAX_VALUE}. */
  static int div1000000(int v) {
    return (int) ((v * 1_125_899_907L) >>> 50);
  }

  /** Writes {@code v} at {@code p}; returns the index after the last digit. */
  static int putInt(byte[] b, int p, int v) {
    if (v < 0) {
      if (v == Integer.MIN_VALUE) {
        System.arraycopy(INT_MIN, 0, b, p, INT_MIN.length);
        return p + INT_MIN.length;
      }
      b[p++] = '-';
      v = -v;
    }
    if (v < 1000) {
      return first(b, p, v);
    }
    if (v < 1_000_000) {
      int t = div1000(v);
      p = first(b, p, t);
      triple(b, p, v - t * 1000);
      return p + 3;
    }
    int m = div1000000(v);
    int t = div1000(v);
    if (v < 1_000_000_000) {
      p = first(b, p, m);
      triple(b, p, t - m * 1000);
      triple(b, p + 3, v - t * 1000);
      return p + 6;
    }
    int q = v >= 2_000_000_000 ? 2 : 1;
    b[p] = (byte) ('0' + q);
    triple(b, p + 1, m - q * 1000);
    triple(b, p + 4, t - m * 1000);
    triple(b, p + 7, v - t * 1000);
    return p + 10;
  }

  /** The digits of {@code 0 <= v < 1000} without leading zeros, one 32-bit store. */
  private static int first(byte[] b, int p, int v) {
    int d = FIRST[v & 1023];
    INT_LE.set(b, p, d);
    return p + (d >>> 24);
  }

  /** The three digits of {@code 0 <= v < 1000}, one 32-bit store. */
  private static void triple(byte[] b, int p, int v) {
    INT_LE.set(b, p, TRIPLES[v & 1023]);
  }

  /** Writes {@code v} at {@code p}; returns the index after the last digit. */
  static int putLong(byte[] b, int p, long v) {
    if ((int) v == v) {
      return putInt(b, p, (int) v);
    }
    if (v < 0) {
      if (v == Long.MIN_VALUE) {
        System.arraycopy(LONG_MIN, 0, b, p, LONG_MIN.length);
        return p + LONG_MIN.length;
      }
      b[p++] = '-';
      v = -v;
    }
    // above 2^31: the last eight digits, then the rest (at most eleven digits)
    long high = v / 100_000_000L;
    int low = (int) (v - high * 100_000_000L);
    if (high < Integer.MAX_VALUE) {
      p = putInt(b, p, (int) high);
    } else {
      long top = high / 100_000_000L;
      p = putInt(b, p, (int) top);
      putEight(b, p, (int) (high - top * 100_000_000L));
      p += 8;
    }
    putEight(b, p, low);
    return p + 8;
  }

  /** Exactly eight digits of {@code 0 <= v < 10^8}, zero-padded, from {@code p}. */
  private static void putEight(byte[] b, int p, int v) {
    LONG_LE.set(b, p, eightDigits(v));
  }

  /**
   * The eight ASCII digits of {@code 0 <= v < 10^8}, zero-padded, as a little-endian word (the
   * first digit in the lowest byte), for one 8-byte store: the first two digits, then two groups
   * of three from {@link #TRIPLES}, the three parts split from {@code v} by reciprocal
   * multiplications that do not wait on each other. In {@link DoubleWriting} about 1.07x as fast
   * per double as making the digits in the lanes of a {@code long} by multiplications that each
   * wait on the one before (one JVM, thread CPU time, alternating; indicative).
   */
  static long eightDigits(int v) {
    int top = div1000000(v); // below 100: its entry's first digit is a zero, shifted out
    int t = div1000(v);
    return TRIPLES[top & 1023] >>> 8
        | (long) TRIPLES[(t - top * 1000) & 1023] << 16
        | (long) TRIPLES[(v - t * 1000) & 1023] << 40;
  }
}
