package io.wirebind;

/**
 * {@link ProtoReader}'s tag and varint decoding: its {@code readVarint32}/{@code readVarint64} are
 * one-line delegates to the unrolled decoders here, and the rare parts sit in methods of their own
 * so that those stay small enough to inline: tags of more than one byte, the fifth to tenth bytes,
 * and the byte-by-byte path near the end of the input that reports truncated and over-long varints.
 */
final class Varints {
  private Varints() {}

  /**
   * {@link ProtoReader#readVarint32()}: a varint truncated to 32 bits, decoded without a loop while
   * ten bytes of input remain (an eleventh continuation byte is an error).
   */
  static int varint32(ProtoReader in) {
    int p = in.pos;
    byte[] b = in.buf;
    if (in.end - p < 10) {
      return (int) slow(in);
    }
    // decoded within the input, then checked against the message's limit: a nested message's
    // last fields take this path too
    int x = b[p++];
    if (x < 0) {
      if ((x ^= b[p++] << 7) < 0) {
        x ^= ~0 << 7;
      } else if ((x ^= b[p++] << 14) >= 0) {
        x ^= (~0 << 7) ^ (~0 << 14);
      } else if ((x ^= b[p++] << 21) < 0) {
        x ^= (~0 << 7) ^ (~0 << 14) ^ (~0 << 21);
      } else {
        int y = b[p++];
        x ^= y << 28;
        x ^= (~0 << 7) ^ (~0 << 14) ^ (~0 << 21) ^ (~0 << 28);
        // the upper bytes of a 64-bit varint carry nothing for a 32-bit value: skip them
        if (y < 0 && b[p++] < 0 && b[p++] < 0 && b[p++] < 0 && b[p++] < 0 && b[p++] < 0) {
          return (int) slow(in); // which reports the eleventh byte
        }
      }
    }
    if (p > in.limit) {
      return (int) slow(in); // which reports the truncation
    }
    in.pos = p;
    return x;
  }

  /** {@link ProtoReader#readVarint64()}: a varint of up to ten bytes; the fifth to tenth in {@link #tail}. */
  static long varint64(ProtoReader in) {
    int p = in.pos;
    byte[] b = in.buf;
    if (in.end - p < 10) {
      return slow(in);
    }
    // Each byte is XORed in sign-extended; the sign of the running value then tells whether the
    // byte just added had its continuation bit set, and one XOR with a constant at the end clears
    // the continuation bits (and the sign extension) of every byte taken. Decoded within the
    // input, then checked against the message's limit, as in varint32.
    int y = b[p++];
    long x;
    if (y >= 0) {
      x = y;
    } else if ((y ^= b[p++] << 7) < 0) {
      x = y ^ (~0 << 7);
    } else if ((y ^= b[p++] << 14) >= 0) {
      x = y ^ ((~0 << 7) ^ (~0 << 14));
    } else if ((y ^= b[p++] << 21) < 0) {
      x = y ^ ((~0 << 7) ^ (~0 << 14) ^ (~0 << 21));
    } else {
      return tail(in, y);
    }
    if (p > in.limit) {
      return slow(in); // which reports the truncation
    }
    in.pos = p;
    return x;
  }

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
   * y} holding its first four as {@link #varint64} XORed them in.
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
