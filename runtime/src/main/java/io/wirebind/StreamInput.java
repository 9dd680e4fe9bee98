package io.wirebind;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/** A stream read whole into an array that grows as bytes arrive, up to a limit. */
final class StreamInput {
  final byte[] bytes;
  final int length;

  private StreamInput(byte[] bytes, int length) {
    this.bytes = bytes;
    this.length = length;
  }

  /** Reads {@code in} to its end; more than {@code max} bytes is an error naming the limit. */
  static StreamInput readAll(InputStream in, long max, String what) throws IOException {
    long cap = max >= Integer.MAX_VALUE ? Integer.MAX_VALUE - 8 : max + 1; // one byte past tells
    byte[] buf = new byte[(int) Math.min(8192, cap)];
    int n = 0;
    while (true) {
      if (n == buf.length) {
        if (n > max) {
          throw Limits.inputTooLarge(n, max, what);
        }
        if (n >= Integer.MAX_VALUE - 8) {
          throw new WirebindException(what + " of 2 GiB or more cannot be read into one buffer", n);
        }
        buf = Arrays.copyOf(buf, (int) Math.min(2L * n, cap));
      }
      int r = in.read(buf, n, buf.length - n);
      if (r < 0) {
        break;
      }
      n += r;
    }
    if (n > max) {
      throw Limits.inputTooLarge(n, max, what);
    }
    return new StreamInput(buf, n);
  }
}
