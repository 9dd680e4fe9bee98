package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Decimal integers written into a byte array, two digits per step with one 16-bit store; {@code
 * int}s in {@code int} arithmetic. Callers guarantee room: 11 bytes for an {@code int}, 20 for a
 * {@code long}.
 */
final class JsonDigits {
  private static final VarHandle SHORT_LE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  /** The two ASCII digits of 0..99, as little-endian 16-bit values (tens digit first in memory). */
  private static final short[] PAIRS = new short[100];
  private static final byte[] INT_MIN = "-2147483648".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
  private static final byte[] LONG_MIN =
      "-9223372036854775808".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  static {
    for (int i = 0; i < 100; i++) {
      PAIRS[i] = (short) (('0' + i / 10) | (('0' + i % 10) << 8));
    }
  }

  private JsonDigits() {}

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
    int end = p + length(v);
    putDigits(b, end, v);
    return end;
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
    int end;
    if (high < Integer.MAX_VALUE) {
      end = p + length((int) high) + 8;
      putDigits(b, end - 8, (int) high);
    } else {
      long top = high / 100_000_000L;
      int mid = (int) (high - top * 100_000_000L);
      end = p + length((int) top) + 16;
      putDigits(b, end - 16, (int) top);
      putEight(b, end - 16, mid);
    }
    putEight(b, end - 8, low);
    return end;
  }

  /** The digits of {@code v >= 0}, ending just before {@code end}. */
  private static void putDigits(byte[] b, int end, int v) {
    int q = end;
    while (v >= 100) {
      int r = v % 100;
      v /= 100;
      q -= 2;
      SHORT_LE.set(b, q, PAIRS[r]);
    }
    if (v >= 10) {
      SHORT_LE.set(b, q - 2, PAIRS[v]);
    } else {
      b[q - 1] = (byte) ('0' + v);
    }
  }

  /** Exactly eight digits of {@code 0 <= v < 10^8}, zero-padded, from {@code p}. */
  private static void putEight(byte[] b, int p, int v) {
    int hi = v / 10_000;
    int lo = v - hi * 10_000;
    int a = hi / 100;
    int c = lo / 100;
    SHORT_LE.set(b, p, PAIRS[a]);
    SHORT_LE.set(b, p + 2, PAIRS[hi - a * 100]);
    SHORT_LE.set(b, p + 4, PAIRS[c]);
    SHORT_LE.set(b, p + 6, PAIRS[lo - c * 100]);
  }

  /** The number of decimal digits of {@code v >= 0}. */
  static int length(int v) {
    if (v < 100_000) {
      if (v < 100) {
        return v < 10 ? 1 : 2;
      }
      return v < 1_000 ? 3 : v < 10_000 ? 4 : 5;
    }
    if (v < 10_000_000) {
      return v < 1_000_000 ? 6 : 7;
    }
    return v < 100_000_000 ? 8 : v < 1_000_000_000 ? 9 : 10;
  }
}
