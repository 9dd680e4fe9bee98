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
