package io.wirebind;

/** The {@code string} and {@code bytes} values of a {@link ProtoReader}. */
final class ProtoStrings {
  private ProtoStrings() {}

  /** The length prefix of a {@code string} value, checked against the limit. */
  private static int stringLength(ProtoReader r) {
    int len = r.readLength();
    if (len > r.maxStringLength) {
      throw r.error(
          "string of " + len + " bytes is longer than the limit of " + r.maxStringLength
              + " (Limits.maxStringLength)");
    }
    return len;
  }

  /** {@code string}: strict UTF-8. */
  static String read(ProtoReader r) {
    int len = stringLength(r);
    int p = r.pos;
    String s = Utf8.decode(r.buf, p, len, r.base);
    r.pos = p + len;
    return s;
  }

  /**
   * {@code string} for a reused instance holding {@code held} (not null): {@code held} when the
   * bytes are its UTF-8 ({@link Utf8#heldEquals}), else a new string.
   */
  static String read(ProtoReader r, String held) {
    int len = stringLength(r);
    int p = r.pos;
    byte[] b = r.buf;
    Utf8Encoder e = r.utf8;
    if (e == null) {
      r.utf8 = e = new Utf8Encoder();
    }
    if (Utf8.heldEquals(held, b, p, len, e)) {
      r.pos = p + len;
      return held;
    }
    String s = Utf8.decode(b, p, len, r.base);
    r.pos = p + len;
    return s;
  }

  /** The longest text {@link #plainDecimal} reads: a sign, 18 digits and a point. */
  private static final int PLAIN_DECIMAL_CHARS = 20;

  /**
   * A {@code string} holding a plain decimal ({@code -?digits}, with at most one {@code '.'}, at
   * least one digit, at most 18 of them) as {@code BigDecimal.valueOf(unscaled, scale)}: equal, scale
   * included, to {@code new BigDecimal(text)}, without the String and the char array that parses.
   * Anything else (a {@code '+'}, an exponent, more digits, a string over the length limit) returns
   * null with nothing read, for the caller's {@code readString()}.
   */
  static java.math.BigDecimal plainDecimal(ProtoReader r) {
    int start = r.pos;
    int len = r.readLength();
    int p = r.pos;
    byte[] b = r.buf;
    int end = p + len;
    if (len > PLAIN_DECIMAL_CHARS || len > r.maxStringLength) {
      r.pos = start;
      return null;
    }
    boolean negative = p < end && b[p] == '-';
    if (negative) {
      p++;
    }
    long unscaled = 0;
    int digits = 0;
    int point = -1;
    for (; p < end; p++) {
      int c = b[p];
      if (c >= '0' && c <= '9') {
        unscaled = unscaled * 10 + (c - '0');
        digits++;
      } else if (c == '.' && point < 0) {
        point = p;
      } else {
        r.pos = start;
        return null;
      }
    }
    if (digits == 0 || digits > 18) {
      r.pos = start;
      return null;
    }
    r.pos = end;
    return java.math.BigDecimal.valueOf(negative ? -unscaled : unscaled, point < 0 ? 0 : end - point - 1);
  }

  /** {@code bytes}: a new array. */
  static byte[] readBytes(ProtoReader r) {
    int len = r.readLength();
    if (len > r.maxBytesLength) {
      throw r.error(
          "bytes of " + len + " bytes is longer than the limit of " + r.maxBytesLength
              + " (Limits.maxBytesLength)");
    }
    byte[] b = new byte[len];
    System.arraycopy(r.buf, r.pos, b, 0, len);
    r.pos += len;
    return b;
  }
}
