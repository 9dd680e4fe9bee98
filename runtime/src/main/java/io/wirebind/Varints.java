package io.wirebind;

/**
 * The rare parts of {@link ProtoReader}'s tag and varint decoding, kept out of its methods so that
 * they stay small enough to inline: tags of more than one byte, the fifth to tenth bytes, and the
 * byte-by-byte path near the end of the input that reports truncated and over-long varints.
 */
final class Varints {
  private Varints() {}

  /** A tag of more than one byte, or one with field number 0, which is rejected. */
  static int tag(ProtoReader in) {
    int start = in.pos;
    int tag = in.readVarint32();
    if ((tag >>> 3) == 0) {
      in.pos = start;
      throw in.error("invalid tag " + Integer.toUnsignedString(tag) + ": field number 0");
    }
    return tag;
  }

  /**
   * The fifth to tenth bytes of the varint at {@code in.pos} (ten bytes of input remain), {@code
   * y} holding its first four as {@link ProtoReader#readVarint64} XORed them in.
   */
  static long tail(ProtoReader in, int y) {
    byte[] b = in.buf;
    int p = in.pos + 4;
    long x;
    if ((x = y ^ ((long) b[p++] << 28)) >= 0) {
      x ^= (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28);
    } else if ((x ^= (long) b[p++] << 35) < 0) {
      x ^= (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28) ^ (~0L << 35);
    } else if ((x ^= (long) b[p++] << 42) >= 0) {
      x ^= (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28) ^ (~0L << 35) ^ (~0L << 42);
    } else if ((x ^= (long) b[p++] << 49) < 0) {
      x ^=
          (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28) ^ (~0L << 35) ^ (~0L << 42)
              ^ (~0L << 49);
    } else {
      x ^= (long) b[p++] << 56;
      x ^=
          (~0L << 7) ^ (~0L << 14) ^ (~0L << 21) ^ (~0L << 28) ^ (~0L << 35) ^ (~0L << 42)
              ^ (~0L << 49) ^ (~0L << 56);
      if (x < 0) {
        // the ninth byte continues: bit 63 comes from bit 0 of the tenth, which must end it
        int last = b[p++];
        if (last < 0) {
          return slow(in); // which reports the eleventh byte
        }
        x = (x & Long.MAX_VALUE) | ((long) last << 63);
      }
    }
    if (p > in.limit) {
      return slow(in); // which reports the truncation
    }
    in.pos = p;
    return x;
  }

  /** A varint read byte by byte up to the message's limit; reports truncated and over-long ones. */
  static long slow(ProtoReader in) {
    long x = 0;
    for (int shift = 0; shift < 70; shift += 7) {
      if (in.pos >= in.limit) {
        throw in.truncated();
      }
      byte y = in.buf[in.pos++];
      x |= (long) (y & 0x7F) << shift;
      if (y >= 0) {
        return x;
      }
    }
    in.pos--;
    throw in.error("malformed varint: more than ten bytes");
  }
}
