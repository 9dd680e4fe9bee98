package io.wirebind;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
import ch.randelshofer.fastdoubleparser.JavaFloatParser;
import java.nio.charset.StandardCharsets;

/**
 * JSON number parsing straight from the input bytes: strict RFC 8259 grammar, integers with
 * overflow checks, doubles and floats correctly rounded. Doubles: an exact fast path for short
 * decimals, {@link DecimalToDouble} (allocation-free) for up to 19 significant digits and for
 * longer decimals whose truncation decides the rounding, fastdoubleparser for the rest; floats:
 * the fast path, then fastdoubleparser. Arrays of numbers are gathered by {@link JsonNumberArrays}.
 */
final class JsonNumbers {
  private static final double[] POW10 = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22
  };
  static final long[] POW10L = {1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000};
  private static final float[] POW10F = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f};

  private final JsonReader r;

  // the number just scanned
  private int start;
  private int end;
  private boolean negative;
  long significand; // first up to 19 significant digits; JsonNumberArrays reads it after compactIntegral
  // significant digits seen (may exceed 19), or from plainDecimal all digits (at most 18): at
  // most 19 means the significand is exact
  private int digits;
  private int exponent; // decimal exponent applied to significand
  private boolean integral; // no fraction, no exponent

  private int[] bigScratch; // DecimalToDouble.exactBits, allocated on first use

  JsonNumbers(JsonReader r) {
    this.r = r;
  }

  /** Bytes held in scratch arrays (for {@link Lending}). */
  long retainedBytes() {
    return bigScratch == null ? 0 : 4L * bigScratch.length;
  }

  /**
   * Scans a number token at the reader's position (after whitespace), validating the grammar;
   * fills the fields above and leaves the position after it.
   */
  private void scan() {
    byte[] b = r.buf;
    int p = r.pos;
    int limit = r.limit;
    start = p;
    negative = false;
    if (p < limit && b[p] == '-') {
      negative = true;
      p++;
    }
    if (p >= limit) {
      r.pos = p;
      throw r.error("input ends inside a number (truncated JSON)");
    }
    long sig = 0;
    int nd = 0;
    int exp = 0;
    int c = b[p];
    if (c == '0') {
      p++;
      if (p < limit && b[p] >= '0' && b[p] <= '9') {
        throw r.errorAtIndex(p - 1, "leading zeros are not allowed in JSON numbers");
      }
    } else if (c >= '1' && c <= '9') {
      while (p < limit && (c = b[p]) >= '0' && c <= '9') {
        if (nd < 19) {
          sig = sig * 10 + (c - '0');
        } else {
          exp++;
        }
        nd++;
        p++;
      }
    } else {
      throw r.errorAtIndex(p, "invalid number: expected a digit");
    }
    boolean whole = true;
    if (p < limit && b[p] == '.') {
      whole = false;
      p++;
      int fracStart = p;
      while (p < limit && (c = b[p]) >= '0' && c <= '9') {
        if (nd == 0 && c == '0') {
          exp--; // leading zeros of a fraction are not significant
        } else if (nd < 19) {
          sig = sig * 10 + (c - '0');
          exp--;
          nd++;
        } else {
          nd++;
        }
        p++;
      }
      if (p == fracStart) {
        throw r.errorAtIndex(p, "invalid number: expected a digit after '.'");
      }
    }
    if (p < limit && (b[p] == 'e' || b[p] == 'E')) {
      whole = false;
      p++;
      boolean expNegative = false;
      if (p < limit && (b[p] == '+' || b[p] == '-')) {
        expNegative = b[p] == '-';
        p++;
      }
      int expStart = p;
      int e = 0;
      while (p < limit && (c = b[p]) >= '0' && c <= '9') {
        if (e < 100_000) {
          e = e * 10 + (c - '0');
        }
        p++;
      }
      if (p == expStart) {
        throw r.errorAtIndex(p, "invalid number: expected a digit in the exponent");
      }
      exp += expNegative ? -e : e;
    }
    if (p - start > r.maxNumberLength) {
      throw r.errorAtIndex(start, "number longer than " + r.maxNumberLength + " characters (Limits.maxNumberLength)");
    }
    end = p;
    significand = sig;
    digits = nd;
    exponent = exp;
    integral = whole;
    r.pos = p;
  }

  private String text() {
    return new String(r.buf, start, end - start, StandardCharsets.ISO_8859_1);
  }

  /** Whether the value is quoted (Jackson accepts numbers in strings); consumes the quote. */
  private boolean openQuote() {
    int c = r.peek();
    if (c == '"') {
      r.pos++;
      return true;
    }
    if (c != '-' && (c < '0' || c > '9')) {
      throw r.error(c < 0 ? "input ends where a number was expected (truncated JSON)" : "expected a number");
    }
    return false;
  }

  private void closeQuote() {
    if (r.pos >= r.limit || r.buf[r.pos] != '"') {
      throw r.error("expected '\"' closing a quoted number");
    }
    r.pos++;
  }

  /**
   * The fast path of {@link #scan()} for the common number: an optional minus, an integer part
   * without a leading zero, an optional fraction, no exponent, at most 18 digits in all, followed
   * by a byte that cannot continue a number. Fills the same fields and returns true; returns
   * false, consuming nothing, for anything else (which {@code scan} then parses or rejects with
   * its exact error).
   */
  private boolean plainDecimal() {
    byte[] b = r.buf;
    int from = r.pos;
    int limit = r.limit;
    int p = from;
    boolean minus = p < limit && b[p] == '-';
    if (minus) {
      p++;
    }
    int first = p;
    significand = 0;
    p = digitRun(b, p, limit);
    int n = p - first;
    if (n == 0 || (n > 1 && b[first] == '0')) {
      return false;
    }
    int fraction = 0;
    if (p < limit && b[p] == '.') {
      int f = ++p;
      p = digitRun(b, p, limit);
      fraction = p - f;
      if (fraction == 0) {
        return false;
      }
    }
    if (n + fraction > 18 || (p < limit && (b[p] | 0x20) == 'e') || p - from > r.maxNumberLength) {
      return false;
    }
    start = from;
    end = p;
    negative = minus;
    digits = n + fraction; // at least the significant ones, which is all the fast paths need
    exponent = -fraction;
    integral = fraction == 0;
    r.pos = p;
    return true;
  }

  /**
   * Appends the digits from {@code p} to {@link #significand} (wrapping past 18 digits, which
   * callers reject) and returns the index after them: eight bytes per step where there is room.
   */
  private int digitRun(byte[] b, int p, int limit) {
    long v = significand;
    for (; p <= limit - 8; p += 8) {
      long m = JsonScan.digitValues(b, p);
      int k = JsonScan.leadingDigits(m);
      if (k < 8) {
        significand = v * POW10L[k] + JsonScan.firstDigits(m, k);
        return p + k;
      }
      v = v * 100_000_000L + JsonScan.eightDigits(m);
    }
    for (int d; p < limit && (d = b[p] - '0') >= 0 && d <= 9; p++) {
      v = v * 10 + d;
    }
    significand = v;
    return p;
  }

  /**
   * The fast path of {@link #readIntegral} for compact JSON: an optional minus and 1 to 16 digits
   * without a leading zero, neither a fraction nor an exponent after them, a value in {@code
   * [min, max]}, read from two words at most, at least 18 bytes before the end. Leaves the value
   * in {@link #significand} and returns true, or returns false having consumed nothing (the
   * general path then reads the number or reports its error).
   */
  boolean compactIntegral(long min, long max) {
    byte[] b = r.buf;
    int p = r.pos;
    if (p > r.limit - 18) {
      return false;
    }
    boolean minus = b[p] == '-';
    int first = minus ? p + 1 : p;
    long m = JsonScan.digitValues(b, first);
    int k = JsonScan.leadingDigits(m);
    if (k == 0 || (k > 1 && (m & 0xFF) == 0)) {
      return false; // not a number here, or a leading zero
    }
    long v;
    if (k < 8) {
      v = JsonScan.firstDigits(m, k);
    } else {
      long m2 = JsonScan.digitValues(b, first + 8);
      int k2 = JsonScan.leadingDigits(m2);
      if (k2 == 8) {
        return false; // more digits than the fast path takes
      }
      v = JsonScan.eightDigits(m) * POW10L[k2] + JsonScan.firstDigits(m2, k2);
      k += k2;
    }
    v = minus ? -v : v;
    int q = first + k;
    int c = b[q] | 0x20; // 'E' to 'e'; '.' stays
    if (c == '.' || c == 'e' || v < min || v > max || q - p > r.maxNumberLength) {
      return false;
    }
    significand = v;
    r.pos = q;
    return true;
  }

  /** An integer in {@code [min, max]}; a fraction or exponent is allowed and truncated. */
  long readIntegral(long min, long max, String type) {
    return compactIntegral(min, max) ? significand : readIntegralSlow(min, max, type);
  }

  long readIntegralSlow(long min, long max, String type) {
    boolean quoted = openQuote();
    if (!plainDecimal()) {
      scan();
    }
    if (quoted) {
      closeQuote();
    }
    long v;
    if (integral && digits <= 18) {
      v = negative ? -significand : significand;
    } else if (integral) {
      try {
        v = Long.parseLong(text());
      } catch (NumberFormatException e) {
        throw r.errorAtIndex(start, "number too large for " + type + ": " + text());
      }
    } else {
      double d = toDouble();
      if (!(d >= -9.223372036854775808E18 && d < 9.223372036854775808E18)) {
        throw r.errorAtIndex(start, "number too large for " + type + ": " + text());
      }
      v = (long) d;
    }
    if (v < min || v > max) {
      throw r.errorAtIndex(start, "number too large for " + type + ": " + text());
    }
    return v;
  }

  /** An unsigned 64-bit integer. */
  long readUnsigned64() {
    boolean quoted = openQuote();
    scan();
    if (quoted) {
      closeQuote();
    }
    if (!integral || negative) {
      throw r.errorAtIndex(start, "expected an unsigned integer, found " + text());
    }
    try {
      return Long.parseUnsignedLong(text());
    } catch (NumberFormatException e) {
      throw r.errorAtIndex(start, "number too large for uint64: " + text());
    }
  }

  /** A double: a number, a numeric string, or "NaN" / "Infinity" / "-Infinity". */
  double readDouble() {
    return readDouble(r.peek());
  }

  /** {@link #readDouble()} of the value starting with {@code c}, the byte {@link JsonCursor#peek()} returned. */
  double readDouble(int c) {
    if (c == '"') {
      Double special = special();
      if (special != null) {
        return special;
      }
      r.pos++;
      if (!plainDecimal()) {
        scan();
      }
      closeQuote();
      return toDouble();
    }
    if (c != '-' && (c < '0' || c > '9')) {
      throw r.error(c < 0 ? "input ends where a number was expected (truncated JSON)" : "expected a number");
    }
    if (!plainDecimal()) {
      scan();
    }
    return toDouble();
  }

  private Double special() {
    byte[] b = r.buf;
    int p = r.pos;
    if (matches(b, p, "\"NaN\"")) {
      r.pos = p + 5;
      return Double.NaN;
    }
    if (matches(b, p, "\"Infinity\"")) {
      r.pos = p + 10;
      return Double.POSITIVE_INFINITY;
    }
    if (matches(b, p, "\"-Infinity\"")) {
      r.pos = p + 11;
      return Double.NEGATIVE_INFINITY;
    }
    return null;
  }

  private boolean matches(byte[] b, int p, String word) {
    if (r.limit - p < word.length()) {
      return false;
    }
    for (int i = 0; i < word.length(); i++) {
      if (b[p + i] != word.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private double toDouble() {
    if (digits <= 19) {
      return toDouble(significand, exponent, negative);
    }
    // the value lies between the first 19 digits and the next 19-digit decimal; when both round
    // to the same double, so does the value (rare, and the full parser is exact)
    long bits = DecimalToDouble.bits(significand, exponent);
    if (bits < 0 || bits != DecimalToDouble.bits(significand + 1, exponent)) {
      return JavaDoubleParser.parseDouble(r.buf, start, end - start);
    }
    double d = Double.longBitsToDouble(bits);
    return negative ? -d : d;
  }

  /**
   * The double nearest {@code significand * 10^exponent} (negated when {@code negative}), the
   * significand exact (at most 19 digits, read unsigned).
   */
  double toDouble(long significand, int exponent, boolean negative) {
    if (significand >>> 53 == 0 && exponent >= -22 && exponent <= 22) {
      // exact: a significand below 2^53 (19 digits may pass 2^63: unsigned) times or divided by
      // an exact power of ten rounds once
      double d = (double) significand;
      d = exponent < 0 ? d / POW10[-exponent] : d * POW10[exponent];
      return negative ? -d : d;
    }
    long bits = DecimalToDouble.bits(significand, exponent);
    if (bits < 0) {
      bits = DecimalToDouble.exactBits(significand, exponent, ~bits, bigScratch());
    }
    double d = Double.longBitsToDouble(bits);
    return negative ? -d : d;
  }

  private int[] bigScratch() {
    if (bigScratch == null) {
      bigScratch = new int[DecimalToDouble.SCRATCH_INTS];
      r.grew = true;
    }
    return bigScratch;
  }

  /** A float, rounded once from the decimal text. */
  float readFloat() {
    return readFloat(r.peek());
  }

  /** {@link #readFloat()} of the value starting with {@code c}, the byte {@link JsonCursor#peek()} returned. */
  float readFloat(int c) {
    if (c == '"') {
      Double special = special();
      if (special != null) {
        return special.floatValue();
      }
      r.pos++;
      if (!plainDecimal()) {
        scan();
      }
      closeQuote();
      return toFloat();
    }
    if (c != '-' && (c < '0' || c > '9')) {
      throw r.error(c < 0 ? "input ends where a number was expected (truncated JSON)" : "expected a number");
    }
    if (!plainDecimal()) {
      scan();
    }
    return toFloat();
  }

  private float toFloat() {
    if (digits <= 19 && significand >>> 24 == 0 && exponent >= -10 && exponent <= 10) {
      // exact as in toDouble: a significand below 2^24, and powers of ten up to 10^10, are floats
      float f = (float) significand;
      f = exponent < 0 ? f / POW10F[-exponent] : f * POW10F[exponent];
      return negative ? -f : f;
    }
    return JavaFloatParser.parseFloat(r.buf, start, end - start);
  }

  /** {@link JsonReader#readNumberSpan()}. */
  int span() {
    boolean quoted = openQuote();
    scan();
    if (quoted) {
      closeQuote();
    }
    r.spanInScratch = false;
    r.spanStart = start;
    return end - start;
  }

  /** {@link JsonReader#readPlainDecimal()}. */
  java.math.BigDecimal plainBigDecimal() {
    return plainDecimal() ? java.math.BigDecimal.valueOf(negative ? -significand : significand, -exponent) : null;
  }

  /** Skips a number, validating its grammar. */
  void skipNumber() {
    if (!plainDecimal()) {
      scan();
    }
  }
}
