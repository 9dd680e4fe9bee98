package io.wirebind.spi;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * ISO-8601 digits written into and parsed from byte arrays, without {@code DateTimeFormatter}: the
 * civil calendar from epoch days and back, two- and four-digit fields, and the two fraction styles
 * java.time prints (trailing zeros trimmed, or groups of three as {@code ISO_INSTANT} does).
 */
final class IsoDigits {
  private IsoDigits() {}

  static final int SECONDS_PER_DAY = 86_400;
  /** Epoch days of 0000-03-01, the start of the 400-year era the civil algorithm counts from. */
  private static final int DAYS_0000_TO_1970 = 719_468;

  /**
   * The date of {@code epochDay} as {@code year << 9 | month << 5 | day} (year may be negative;
   * read it back with {@code >> 9}). From 0000-03-01 on (and for the next two million years), Neri
   * and Schneider's Euclidean affine calendar functions: multiplications and three divisions by
   * constants, no chain of five; before it, the era-based algorithm.
   */
  static long civil(long epochDay) {
    long n = epochDay + DAYS_0000_TO_1970; // days since 0000-03-01
    if (n < 0 || n >= 1L << 30) {
      return civilByEras(epochDay);
    }
    long n1 = 4 * n + 3;
    long century = n1 / 146_097;
    long n2 = (n1 % 146_097) | 3; // 4 * day of the century + 3
    long p2 = 2_939_745L * n2;
    long yearOfCentury = p2 >>> 32;
    long dayOfYear = (p2 & 0xFFFFFFFFL) / 11_758_980; // 2,939,745 * 4; from March 1
    long n3 = 2141 * dayOfYear + 197_913;
    long month = n3 >>> 16; // 3 to 14
    long day = (n3 & 0xFFFF) / 2141 + 1;
    long year = 100 * century + yearOfCentury;
    return dayOfYear >= 306 // January or February: of the next year
        ? (year + 1) << 9 | (month - 12) << 5 | day
        : year << 9 | month << 5 | day;
  }

  /** {@link #civil} for every epoch day, by 400-year eras. */
  static long civilByEras(long epochDay) {
    long z = epochDay + DAYS_0000_TO_1970;
    long era = Math.floorDiv(z, 146_097);
    long doe = z - era * 146_097; // [0, 146096]
    long yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365; // [0, 399]
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100); // [0, 365]
    long mp = (5 * doy + 2) / 153; // [0, 11], March first
    long day = doy - (153 * mp + 2) / 5 + 1;
    long month = mp < 10 ? mp + 3 : mp - 9;
    long year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    return year << 9 | month << 5 | day;
  }

  /** Epoch days of a valid proleptic Gregorian date. */
  static long epochDay(long year, int month, int day) {
    long y = month <= 2 ? year - 1 : year;
    long era = Math.floorDiv(y, 400);
    long yoe = y - era * 400;
    long mp = month > 2 ? month - 3 : month + 9;
    long doy = (153 * mp + 2) / 5 + day - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146_097 + doe - DAYS_0000_TO_1970;
  }

  private static final VarHandle SHORT_LE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  /** "00" to "99", each as the little-endian short of its two ASCII digits: one load and one store. */
  private static final short[] PAIRS = new short[100];

  static {
    for (int i = 0; i < 100; i++) {
      PAIRS[i] = (short) (('0' + i / 10) | ('0' + i % 10) << 8);
    }
  }

  /** {@code v} in 0..99 as two digits. */
  static int put2(byte[] b, int p, int v) {
    SHORT_LE.set(b, p, PAIRS[v]);
    return p + 2;
  }

  /** {@code v} in 0..9999 as four digits. */
  static int put4(byte[] b, int p, int v) {
    int hi = v / 100;
    SHORT_LE.set(b, p, PAIRS[hi]);
    SHORT_LE.set(b, p + 2, PAIRS[v - hi * 100]);
    return p + 4;
  }

  /** {@code YYYY-MM-DD} for a year in 0..9999: 10 bytes. */
  static int putDate(byte[] b, int p, int year, int month, int day) {
    p = put4(b, p, year);
    b[p++] = '-';
    p = put2(b, p, month);
    b[p++] = '-';
    return put2(b, p, day);
  }

  /** {@code HH:MM:SS}: 8 bytes. */
  static int putTime(byte[] b, int p, int hour, int minute, int second) {
    p = put2(b, p, hour);
    b[p++] = ':';
    p = put2(b, p, minute);
    b[p++] = ':';
    return put2(b, p, second);
  }

  /** {@code .123456789} with trailing zeros trimmed, nothing for 0 (java.time's ISO_LOCAL_TIME). */
  static int putTrimmedFraction(byte[] b, int p, int nanos) {
    if (nanos == 0) {
      return p;
    }
    b[p++] = '.';
    int div = 100_000_000;
    while (nanos != 0) {
      int d = nanos / div;
      b[p++] = (byte) ('0' + d);
      nanos -= d * div;
      div /= 10;
    }
    return p;
  }

  /** {@code .123}, {@code .123456} or {@code .123456789}, nothing for 0 (ISO_INSTANT, protobuf JSON). */
  static int putGroupedFraction(byte[] b, int p, int nanos) {
    if (nanos == 0) {
      return p;
    }
    b[p++] = '.';
    int digits;
    int v;
    if (nanos % 1_000_000 == 0) {
      digits = 3;
      v = nanos / 1_000_000;
    } else if (nanos % 1000 == 0) {
      digits = 6;
      v = nanos / 1000;
    } else {
      digits = 9;
      v = nanos;
    }
    int end = p + digits;
    for (int i = end; i - 2 >= p; i -= 2) { // pairs from the end, then a lone first digit
      int q = v / 100;
      SHORT_LE.set(b, i - 2, PAIRS[v - q * 100]);
      v = q;
    }
    if ((digits & 1) != 0) {
      b[p] = (byte) ('0' + v);
    }
    return end;
  }

  /** {@code Z}, {@code +HH:MM} or {@code +HH:MM:SS}: java.time's offset id. */
  static int putOffset(byte[] b, int p, int totalSeconds) {
    if (totalSeconds == 0) {
      b[p++] = 'Z';
      return p;
    }
    b[p++] = (byte) (totalSeconds < 0 ? '-' : '+');
    int abs = Math.abs(totalSeconds);
    p = put2(b, p, abs / 3600);
    b[p++] = ':';
    p = put2(b, p, abs / 60 % 60);
    int s = abs % 60;
    if (s != 0) {
      b[p++] = ':';
      p = put2(b, p, s);
    }
    return p;
  }

  // ---- parsing: each returns -1 when the bytes are not in the canonical form ----

  private static int digit(byte[] b, int i) {
    int d = b[i] - '0';
    return d >= 0 && d <= 9 ? d : -1000; // makes any sum it enters negative
  }

  /** Two digits at {@code i}, or a negative number. */
  static int two(byte[] b, int i) {
    return digit(b, i) * 10 + digit(b, i + 1);
  }

  /**
   * {@code YYYY-MM-DD} at {@code i} as {@code year << 9 | month << 5 | day} when the digits and
   * separators are there (the values are not validated), else -1.
   */
  static int date(byte[] b, int i) {
    long x = eight(b, i, DATE_SEPARATORS, DATE_DASHES); // YYYY-MM-
    int d = two(b, i + 8);
    if (x < 0 || d < 0) {
      return -1;
    }
    int y = at(x, 0) * 1000 + at(x, 1) * 100 + at(x, 2) * 10 + at(x, 3);
    return y << 9 | (at(x, 5) * 10 + at(x, 6)) << 5 | d;
  }

  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ZEROS = 0x3030303030303030L;
  private static final long DATE_SEPARATORS = 0xFFL << 32 | 0xFFL << 56;
  private static final long DATE_DASHES = (long) ('-' ^ '0') << 32 | (long) ('-' ^ '0') << 56;
  private static final long TIME_SEPARATORS = 0xFFL << 16 | 0xFFL << 40;
  private static final long TIME_COLONS = (long) (':' ^ '0') << 16 | (long) (':' ^ '0') << 40;

  /**
   * The eight bytes at {@code i} each less {@code '0'} (so a digit is its value), when the bytes
   * {@code separators} selects are {@code expected} and all others are digits; else -1. One load
   * and a few operations instead of a branch per byte.
   */
  private static long eight(byte[] b, int i, long separators, long expected) {
    long x = (long) LONG_LE.get(b, i) ^ ZEROS;
    long digits = x & ~separators;
    boolean ok = (x & separators) == expected
        && ((digits | (digits + 0x0606060606060606L)) & 0xF0F0F0F0F0F0F0F0L) == 0;
    return ok ? x : -1;
  }

  /** Byte {@code k} of what {@link #eight} returned: a digit's value. */
  private static int at(long x, int k) {
    return (int) (x >>> (k << 3)) & 0xFF;
  }

  /**
   * A time {@code HH:MM}, {@code HH:MM:SS} or {@code HH:MM:SS.f} (1 to 9 fraction digits) filling
   * exactly {@code [i, end)}, as nanoseconds of the day (fields not validated beyond two digits),
   * else -1.
   */
  static long time(byte[] b, int i, int end) {
    int n = end - i;
    if (n != 5 && n < 8) {
      return -1;
    }
    if (n == 5) {
      int h = two(b, i);
      int m = two(b, i + 3);
      return h < 0 || m < 0 || b[i + 2] != ':' || h > 23 || m > 59 ? -1 : (h * 3600L + m * 60L) * 1_000_000_000L;
    }
    long x = eight(b, i, TIME_SEPARATORS, TIME_COLONS); // HH:MM:SS
    int h = at(x, 0) * 10 + at(x, 1);
    int m = at(x, 3) * 10 + at(x, 4);
    int s = at(x, 6) * 10 + at(x, 7);
    if (x < 0 || h > 23 || m > 59 || s > 59) {
      return -1;
    }
    long nanos = (h * 3600L + m * 60L + s) * 1_000_000_000L;
    if (n == 8) {
      return nanos;
    }
    if (b[i + 8] != '.' || n == 9 || n > 18) {
      return -1;
    }
    int f = 0;
    int digits = n - 9;
    for (int k = i + 9; k < end; k++) {
      int d = digit(b, k);
      if (d < 0) {
        return -1;
      }
      f = f * 10 + d;
    }
    for (int k = digits; k < 9; k++) {
      f *= 10;
    }
    return nanos + f;
  }

  /** Whether month and day make a valid date in {@code year}. */
  static boolean valid(long year, int month, int day) {
    if (month < 1 || month > 12 || day < 1) {
      return false;
    }
    int max = switch (month) {
      case 2 -> (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
      case 4, 6, 9, 11 -> 30;
      default -> 31;
    };
    return day <= max;
  }
}
