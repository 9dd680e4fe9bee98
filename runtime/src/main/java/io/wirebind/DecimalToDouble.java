package io.wirebind;

import java.math.BigInteger;

/**
 * Correctly rounded conversion of a decimal {@code w * 10^q} ({@code w} an unsigned 64-bit
 * significand, at most 19 digits) to the nearest double, ties to even, allocating nothing.
 *
 * <p>{@link #bits} is the Eisel-Lemire method: {@code w}, normalized, times a 128-bit truncated
 * power of five gives the top 128 bits {@code H} of the product; the true product lies in {@code
 * [H, H + 2)} (one unit for the truncated power, one for the dropped low bits), so the rounding of
 * {@code H} to 53 bits (fewer for subnormals) is the rounding of the value unless that interval
 * reaches the halfway point between two doubles. Then {@link #exactBits} compares the decimal with
 * that halfway point exactly, in a fixed-capacity big integer held in the caller's scratch array.
 */
final class DecimalToDouble {
  /** The table holds 5^q from here; below it {@code w * 10^q} is under half the smallest double. */
  static final int Q_MIN = -342;
  /** Above it {@code w * 10^q} exceeds the largest double (w is at least 1). */
  static final int Q_MAX = 308;

  private static final long INFINITY = 0x7FF0_0000_0000_0000L;
  private static final long FRACTION_MASK = (1L << 52) - 1;

  // Scratch layout for exactBits: two numbers of LIMBS little-endian 32-bit limbs each. The larger
  // one is a power of five times at most 64 bits, below 2^(64 + 795), and the two are within a
  // factor of two of each other.
  private static final int LIMBS = 32;
  /** The length of the scratch array {@link #exactBits} needs. */
  static final int SCRATCH_INTS = 2 * LIMBS;

  // 5^q = (POW5[2i] * 2^64 + POW5[2i+1], unsigned) * 2^POW5_EXP[i] * (1 + less than 2^-127), with
  // the top bit of POW5[2i] set, i = q - Q_MIN
  private static final long[] POW5 = new long[2 * (Q_MAX - Q_MIN + 1)];
  private static final int[] POW5_EXP = new int[Q_MAX - Q_MIN + 1];

  private static final int[] SMALL_POW5 = new int[14]; // 5^0 .. 5^13, each below 2^31

  static {
    BigInteger mask = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
    for (int q = Q_MIN; q <= Q_MAX; q++) {
      BigInteger p = BigInteger.valueOf(5).pow(Math.abs(q));
      int length = p.bitLength();
      BigInteger t;
      int e;
      if (q >= 0) {
        e = length - 128;
        t = e >= 0 ? p.shiftRight(e) : p.shiftLeft(-e);
      } else {
        e = -(length + 127); // 2^(length + 127) / 5^-q lies in (2^127, 2^128)
        t = BigInteger.ONE.shiftLeft(length + 127).divide(p);
      }
      int i = q - Q_MIN;
      POW5[2 * i] = t.shiftRight(64).longValue();
      POW5[2 * i + 1] = t.and(mask).longValue();
      POW5_EXP[i] = e;
    }
    int p = 1;
    for (int k = 0; k < SMALL_POW5.length; k++) {
      SMALL_POW5[k] = p;
      p *= 5;
    }
  }

  private DecimalToDouble() {}

  /**
   * The bits of the positive double nearest {@code w * 10^q} (infinity above the largest), or,
   * when the rounding needs the exact comparison, the complement {@code ~below} of the bits of the
   * largest double at most {@code w * 10^q}: pass {@code below} to {@link #exactBits}.
   */
  static long bits(long w, int q) {
    if (w == 0 || q < Q_MIN) {
      return 0;
    }
    if (q > Q_MAX) {
      return INFINITY;
    }
    int lz = Long.numberOfLeadingZeros(w);
    long m = w << lz;
    int i = q - Q_MIN;
    long th = POW5[2 * i];
    long tl = POW5[2 * i + 1];
    // H = floor(m * t / 2^64) as hi:lo; the value is X * 2^e with X in [H, H + 2)
    long a1 = unsignedMultiplyHigh(m, th);
    long a0 = m * th;
    long lo = a0 + unsignedMultiplyHigh(m, tl);
    long hi = Long.compareUnsigned(lo, a0) < 0 ? a1 + 1 : a1;
    int e = 64 + POW5_EXP[i] + q - lz;
    int top = hi < 0 ? 127 : 126; // H is at least 2^126: m >= 2^63, t >= 2^127
    int topExp = top + e;
    if (topExp > 1023) {
      return INFINITY;
    }
    int ulpExp = Math.max(topExp - 52, -1074);
    int shift = ulpExp - e; // fraction bits of H below the last bit kept, at least 74
    if (shift > 128) {
      return 0; // X < 2^128 <= half the ulp
    }
    int s = shift - 64; // 10..64 fraction bits in hi, all of lo
    long kept = s == 64 ? 0 : hi >>> s;
    long fraction = s == 64 ? hi : hi & ((1L << s) - 1);
    long half = 1L << (s - 1);
    // the double kept * 2^ulpExp; the implicit bit of kept carries into the exponent field
    long below = ((long) (ulpExp + 1074) << 52) + kept;
    int c = Long.compareUnsigned(fraction, half);
    if (c > 0 || (c == 0 && lo != 0)) {
      return below + 1; // H above the halfway point; so is X
    }
    if (c == 0 || (fraction == half - 1 && lo == -1)) {
      return ~below; // H at the halfway point or one under it: X may be on either side
    }
    return below; // H + 2 at most the halfway point
  }

  /**
   * The bits of the positive double nearest {@code w * 10^q}, given {@code below}, the bits of the
   * largest double at most {@code w * 10^q}, which is less than the next double: {@code w * 10^q}
   * is compared exactly with the halfway point between them. {@code scratch} holds at least
   * {@link #SCRATCH_INTS} ints; its contents are overwritten.
   */
  static long exactBits(long w, int q, long below, int[] scratch) {
    int field = (int) (below >>> 52);
    long kept = field == 0 ? below : (below & FRACTION_MASK) | (1L << 52);
    int halfExp = (field == 0 ? -1074 : field - 1075) - 1;
    // w * 5^q * 2^q against (2 * kept + 1) * 2^halfExp; for q < 0 both sides times 5^-q
    int a = 0;
    int b = LIMBS;
    int aLength = set(scratch, a, w);
    int bLength = set(scratch, b, 2 * kept + 1);
    if (q >= 0) {
      aLength = multiplyPow5(scratch, a, aLength, q);
    } else {
      bLength = multiplyPow5(scratch, b, bLength, -q);
    }
    if (q >= halfExp) {
      aLength = shiftLeft(scratch, a, aLength, q - halfExp);
    } else {
      bLength = shiftLeft(scratch, b, bLength, halfExp - q);
    }
    int c = compare(scratch, a, aLength, b, bLength);
    return c > 0 || (c == 0 && (kept & 1) != 0) ? below + 1 : below;
  }

  private static long unsignedMultiplyHigh(long x, long y) {
    return Math.multiplyHigh(x, y) + ((x >> 63) & y) + ((y >> 63) & x);
  }

  // ---- a non-negative big integer: `length` 32-bit limbs at big[off..], least significant
  // first, the top limb non-zero ----

  private static int set(int[] big, int off, long v) {
    big[off] = (int) v;
    big[off + 1] = (int) (v >>> 32);
    return v >>> 32 != 0 ? 2 : v != 0 ? 1 : 0;
  }

  private static int multiplyPow5(int[] big, int off, int length, int n) {
    for (; n >= 13; n -= 13) {
      length = multiply(big, off, length, SMALL_POW5[13]);
    }
    return n == 0 ? length : multiply(big, off, length, SMALL_POW5[n]);
  }

  private static int multiply(int[] big, int off, int length, int factor) {
    long f = factor & 0xFFFF_FFFFL;
    long carry = 0;
    for (int i = off; i < off + length; i++) {
      long p = (big[i] & 0xFFFF_FFFFL) * f + carry;
      big[i] = (int) p;
      carry = p >>> 32;
    }
    if (carry != 0) {
      big[off + length++] = (int) carry;
    }
    return length;
  }

  private static int shiftLeft(int[] big, int off, int length, int bits) {
    if (length == 0) {
      return 0;
    }
    int limbs = bits >>> 5;
    int r = bits & 31;
    int top = big[off + length - 1];
    int extra = r != 0 && top >>> (32 - r) != 0 ? 1 : 0;
    int newLength = length + limbs + extra;
    if (extra != 0) {
      big[off + newLength - 1] = top >>> (32 - r);
    }
    for (int i = length - 1; i >= 0; i--) {
      int v = big[off + i] << r;
      if (r != 0 && i > 0) {
        v |= big[off + i - 1] >>> (32 - r);
      }
      big[off + i + limbs] = v;
    }
    for (int i = 0; i < limbs; i++) {
      big[off + i] = 0;
    }
    return newLength;
  }

  private static int compare(int[] big, int a, int aLength, int b, int bLength) {
    if (aLength != bLength) {
      return aLength < bLength ? -1 : 1;
    }
    for (int i = aLength - 1; i >= 0; i--) {
      int c = Integer.compareUnsigned(big[a + i], big[b + i]);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }
}
