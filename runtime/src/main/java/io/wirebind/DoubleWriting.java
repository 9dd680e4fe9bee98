package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.nio.ByteOrder;

/**
 * Writes finite doubles as the shortest decimal that reads back to the same double (Raffaello
 * Giulietti's Schubfach algorithm), in the layout of Java's {@code Double.toString}: plain
 * notation from 10^-3 up to 10^7 ({@code 0.001}, {@code 100.0}), computerized scientific
 * notation outside it ({@code 1.0E7}, {@code 1.0E-4}). On JDK 19 and later this is exactly
 * {@code Double.toString}; on JDK 17 that method sometimes prints a digit more. Floats print exactly
 * as {@code Float.toString}, which Jackson uses too.
 */
final class DoubleWriting {
  private static final int P = 53;
  private static final int Q_MIN = -1074;
  private static final long C_MIN = 1L << (P - 1);
  private static final int C_TINY = 3;
  private static final int K_MIN = -324;
  private static final int K_MAX = 292;
  private static final long MASK_63 = (1L << 63) - 1;
  private static final long[] G = table();

  private DoubleWriting() {}

  /**
   * The 126-bit approximations {@code g = floor(10^-k * 2^-r) + 1}, {@code r = flog2pow10(-k) -
   * 125}, of the powers of ten, split into their upper ({@code G[2i]}) and lower ({@code
   * G[2i+1]}) 63 bits, for {@code k = K_MIN + i}.
   */
  private static long[] table() {
    long[] g = new long[2 * (K_MAX - K_MIN + 1)];
    BigInteger mask = BigInteger.ONE.shiftLeft(63).subtract(BigInteger.ONE);
    for (int k = K_MIN; k <= K_MAX; k++) {
      int e = -k;
      int r = flog2pow10(e) - 125;
      BigInteger v;
      if (e >= 0) {
        BigInteger p = BigInteger.TEN.pow(e);
        v = r >= 0 ? p.shiftRight(r) : p.shiftLeft(-r);
      } else {
        v = BigInteger.ONE.shiftLeft(-r).divide(BigInteger.TEN.pow(-e));
      }
      v = v.add(BigInteger.ONE);
      int i = 2 * (k - K_MIN);
      g[i] = v.shiftRight(63).longValue();
      g[i + 1] = v.and(mask).longValue();
    }
    return g;
  }

  static int flog10pow2(int e) {
    return (int) (e * 661_971_961_083L >> 41);
  }

  static int flog10threeQuartersPow2(int e) {
    return (int) (e * 661_971_961_083L + -274_743_187_321L >> 41);
  }

  static int flog2pow10(int e) {
    return (int) (e * 913_124_641_741L >> 38);
  }

  /**
   * Writes the finite {@code v} at {@code p}; returns the position after it (at most 24 bytes).
   * The caller leaves room for 32 bytes from {@code p}: digits are written past the number.
   */
  static int writeDouble(double v, byte[] b, int p) {
    long bits = Double.doubleToRawLongBits(v);
    if (bits < 0) {
      b[p++] = '-';
    }
    long t = bits & (C_MIN - 1);
    int bq = (int) (bits >>> (P - 1)) & 0x7FF;
    if (bq != 0) {
      int mq = -Q_MIN + 1 - bq;
      long c = C_MIN | t;
      if (0 < mq && mq < P) {
        long f = c >> mq;
        if (f << mq == c) { // an integer below 2^53
          return format(f, 0, b, p);
        }
      }
      return toDecimal(-mq, c, 0, b, p);
    }
    if (t != 0) {
      return t < C_TINY ? toDecimal(Q_MIN, 10 * t, -1, b, p) : toDecimal(Q_MIN, t, 0, b, p);
    }
    b[p] = '0';
    b[p + 1] = '.';
    b[p + 2] = '0';
    return p + 3;
  }

  /** The shortest decimal in the rounding interval of {@code c * 2^q}, then formatted. */
  private static int toDecimal(int q, long c, int dk, byte[] b, int p) {
    int out = (int) c & 1;
    long cb = c << 2;
    long cbr = cb + 2;
    long cbl;
    int k;
    if (c != C_MIN || q == Q_MIN) {
      cbl = cb - 2;
      k = flog10pow2(q);
    } else {
      cbl = cb - 1;
      k = flog10threeQuartersPow2(q);
    }
    int h = q + flog2pow10(-k) + 2;
    int i = 2 * (k - K_MIN);
    long g1 = G[i];
    long g0 = G[i + 1];
    long vb = rop(g1, g0, cb << h);
    long vbl = rop(g1, g0, cbl << h);
    long vbr = rop(g1, g0, cbr << h);
    long s = vb >> 2;
    if (s >= 100) {
      long sp10 = 10 * Math.multiplyHigh(s, 115_292_150_460_684_698L << 4);
      long tp10 = sp10 + 10;
      boolean upin = vbl + out <= sp10 << 2;
      boolean wpin = (tp10 << 2) + out <= vbr;
      if (upin != wpin) {
        return format(upin ? sp10 : tp10, k, b, p);
      }
    }
    long t = s + 1;
    boolean uin = vbl + out <= s << 2;
    boolean win = (t << 2) + out <= vbr;
    if (uin != win) {
      return format(uin ? s : t, k + dk, b, p);
    }
    long cmp = vb - (s + t << 1);
    return format(cmp < 0 || cmp == 0 && (s & 1) == 0 ? s : t, k + dk, b, p);
  }

  /** Rounds {@code g * cp / 2^127} to odd. */
  private static long rop(long g1, long g0, long cp) {
    long x1 = Math.multiplyHigh(g0, cp);
    long y0 = g1 * cp;
    long y1 = Math.multiplyHigh(g1, cp);
    long z = (y0 >>> 1) + x1;
    long vbp = y1 + (z >>> 63);
    return vbp | (z & MASK_63) + MASK_63 >>> 63;
  }

  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT_LE =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  /** {@code 10^i} for {@link #length}. */
  private static final long[] POW10 = new long[19];

  static {
    long x = 1;
    for (int i = 0; i < POW10.length; i++, x *= 10) {
      POW10[i] = x;
    }
  }

  /** The number of decimal digits of {@code 0 < f < 10^19}, from its bit length. */
  private static int length(long f) {
    int t = (64 - Long.numberOfLeadingZeros(f)) * 1233 >>> 12; // at most one below the count
    return f >= POW10[t] ? t + 1 : t;
  }

  /** Eight ASCII zeros as a little-endian word. */
  private static final long ZEROS = 0x3030_3030_3030_3030L;

  /**
   * Writes {@code f * 10^e} (f > 0) in {@code Double.toString}'s layout. The digits are made as a
   * fixed 17, trailing zeros included (a fixed count, without a loop or a branch on the value's
   * length, is what makes this faster than making only the significant digits): the first, then
   * two words of eight ({@link JsonDigits#eightDigits}), the three parts split from the 17-digit
   * value by two reciprocal multiplications that do not wait on each other. The significant ones
   * are counted from the two words (17 less the trailing zeros, a zero digit being a zero byte
   * after subtracting ASCII zeros) rather than by dividing by ten per zero, and each layout is put
   * together in registers and written as three 8-byte stores, the point shifted into the first
   * word. (Storing the digits first, then counting and moving them in the array, read back words
   * just written by stores of other sizes, which the processor waits for.) The layout ends after
   * the significant digits, after the first fraction digit at least ({@code 100.0}, {@code
   * 1.0E10}). Callers leave room for 24 bytes from {@code p}, 28 for a number below 1.
   */
  private static int format(long f, int e, byte[] b, int p) {
    int len;
    long x; // 10^16 <= x < 10^17
    if (f >= 1_000_000_000_000_000L && f < 100_000_000_000_000_000L) {
      // 16 or 17 digits, as Schubfach gives for most doubles: no digit count on the way to the
      // digits (about 1.15x as fast per double as counting them for every value)
      boolean full = f >= 10_000_000_000_000_000L;
      len = full ? 17 : 16;
      x = full ? f : f * 10;
    } else {
      len = length(f);
      if (len > 17) {
        while (f % 10 == 0) { // not from Schubfach (at most 17 digits) nor writeFloat (at most 10)
          f /= 10;
          e++;
          len--;
        }
        if (len > 17) {
          throw new IllegalStateException("more than 17 significant digits: " + f);
        }
      }
      x = f * POW10[17 - len];
    }
    int point = e + len; // value = 0.DIGITS * 10^point
    // x / 10^8 and x / 10^16, exact for x below 2^57
    long hm = Math.multiplyHigh(x, 48_357_032_784_585_167L) >>> 18;
    int h = (int) (Math.multiplyHigh(x, 129_807_421_463_370_691L) >>> 46);
    long w1 = JsonDigits.eightDigits((int) (hm - h * 100_000_000L)); // digits 2 to 9
    long w2 = JsonDigits.eightDigits((int) (x - hm * 100_000_000L)); // digits 10 to 17
    long lowZeros = w2 ^ ZEROS;
    int n =
        lowZeros != 0
            ? 17 - (Long.numberOfLeadingZeros(lowZeros) >>> 3)
            : 9 - (Long.numberOfLeadingZeros(w1 ^ ZEROS) >>> 3);
    long first = '0' + h;
    if (point > 0 && point <= 7) {
      // digits 1 to 7 with the point after the first `point` of them, then digits 8 to 17
      long d = first | w1 << 8;
      int shift = point << 3;
      long low = (1L << shift) - 1;
      LONG_LE.set(b, p, d & low | (long) '.' << shift | (d & ~low) << 8);
      LONG_LE.set(b, p + 8, w1 >>> 48 | w2 << 16);
      LONG_LE.set(b, p + 16, w2 >>> 48);
      return p + 1 + Math.max(n, point + 1);
    }
    if (point <= 0 && point > -3) {
      // "0." and the zeros after the point, if any: the digits start at q
      INT_LE.set(b, p, '0' | '.' << 8 | '0' << 16 | '0' << 24);
      int q = p + 2 - point;
      LONG_LE.set(b, q, first | w1 << 8);
      LONG_LE.set(b, q + 8, w1 >>> 56 | w2 << 8);
      LONG_LE.set(b, q + 16, w2 >>> 56);
      return q + n;
    }
    LONG_LE.set(b, p, first | '.' << 8 | w1 << 16);
    LONG_LE.set(b, p + 8, w1 >>> 48 | w2 << 16);
    LONG_LE.set(b, p + 16, w2 >>> 48);
    p += 1 + Math.max(n, 2);
    b[p++] = 'E';
    int exp = point - 1;
    if (exp < 0) {
      b[p++] = '-';
      exp = -exp;
    }
    if (exp >= 100) {
      b[p++] = (byte) ('0' + exp / 100);
      exp %= 100;
      b[p++] = (byte) ('0' + exp / 10);
    } else if (exp >= 10) {
      b[p++] = (byte) ('0' + exp / 10);
    }
    b[p++] = (byte) ('0' + exp % 10);
    return p;
  }

  /** {@code 10^k} for the fraction lengths the float fast path tries. */
  private static final double[] TENS = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12};

  /**
   * Writes the finite {@code v} as {@code Float.toString} does. From 10^-3 up to 10^7 (plain
   * notation) it finds the digits itself: the fewest fraction digits {@code k} whose nearest
   * decimal {@code m / 10^k} lies strictly inside {@code v}'s rounding interval. All arithmetic is
   * exact in doubles: a float has 24 significant bits and {@code 5^12 < 2^28}, so {@code |v| *
   * 10^k}, its distance to the nearest integer and the scaled half-ulp carry at most 52 bits. A
   * tie on the interval's edge, or a value outside the plain range, goes to {@code Float.toString}.
   * {@code FloatToStringTest} checks every float of that range against the JDK's own method.
   */
  static int writeFloat(float v, byte[] b, int p) {
    float a = Math.abs(v);
    if (a >= 1e-3f && a < 1e7f) {
      double d = a;
      double half = Math.ulp(a) * 0.5;
      if ((Float.floatToRawIntBits(a) & 0x7F_FFFF) == 0) {
        half *= 0.5; // a power of two: the float below is half as far as the float above
      }
      for (int k = 0; k < TENS.length; k++) {
        double x = d * TENS[k];
        double m = Math.rint(x);
        double err = Math.abs(m - x);
        double lim = half * TENS[k];
        if (err < lim) {
          if (v < 0) {
            b[p++] = '-';
          }
          return format((long) m, -k, b, p);
        }
        if (err == lim) {
          break;
        }
      }
    }
    String s = Float.toString(v);
    int n = s.length();
    for (int i = 0; i < n; i++) {
      b[p + i] = (byte) s.charAt(i);
    }
    return p + n;
  }
}
