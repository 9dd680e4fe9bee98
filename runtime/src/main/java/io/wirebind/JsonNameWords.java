package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Member names compared as 8-byte words: generated decoders verify a name of up to 16 bytes that
 * its hash picked with one or two loads compared to {@code long} constants in their own code,
 * instead of comparing it with a byte array ({@link JsonReader#nameIs(int, long)}).
 */
final class JsonNameWords {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private JsonNameWords() {}

  /** The low {@code length} bytes (1 to 8) of a word. */
  static long mask(int length) {
    return length >= 8 ? -1L : (1L << (length << 3)) - 1;
  }

  /**
   * Whether {@code b[from, from + length)} (1 to 8 bytes) is {@code word}'s low bytes; one load
   * when eight bytes from {@code from} lie in {@code b} (the bytes after the name are masked off).
   */
  static boolean equals(byte[] b, int from, int length, long word) {
    if (b.length - from >= 8) {
      return (((long) LONG_LE.get(b, from) ^ word) & mask(length)) == 0;
    }
    for (int i = 0; i < length; i++) {
      if (b[from + i] != (byte) (word >>> (i << 3))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether {@code b[from, from + length)} (9 to 16 bytes) is the name whose first eight bytes are
   * {@code first} and last eight {@code last} (overlapping when shorter than 16).
   */
  static boolean equals(byte[] b, int from, int length, long first, long last) {
    return (long) LONG_LE.get(b, from) == first && (long) LONG_LE.get(b, from + length - 8) == last;
  }
}
