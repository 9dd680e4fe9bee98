package io.wirebind;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * A stream read whole into a lent array ({@link Lending#scratch}) that grows as bytes arrive, up to
 * a limit; {@link #release()} gives the array back once what was decoded from it no longer needs it.
 */
final class StreamInput {
  private final Lending.Scratch scratch;
  final int length;

  private StreamInput(Lending.Scratch scratch, int length) {
    this.scratch = scratch;
    this.length = length;
  }

  /** The bytes read: {@code 0..length-1}. */
  byte[] bytes() {
    return scratch.bytes;
  }

  /** Gives the array back; the bytes must not be used after. */
  void release() {
    Lending.giveBack(scratch);
  }

  /** Reads {@code in} to its end; more than {@code max} bytes is an error naming the limit. */
  static StreamInput readAll(InputStream in, long max, String what) throws IOException {
    long cap = max >= Integer.MAX_VALUE ? Integer.MAX_VALUE - 8 : max + 1; // one byte past tells
    Lending.Scratch s = Lending.scratch(0);
    try {
      int n = 0;
      while (true) {
        if (n == s.bytes.length) {
          if (n > max) {
            throw Limits.inputTooLarge(n, max, what);
          }
          if (n >= Integer.MAX_VALUE - 8) {
            throw new WirebindException(what + " of 2 GiB or more cannot be read into one buffer", n);
          }
          s.bytes = Arrays.copyOf(s.bytes, (int) Math.min(Math.max(2L * n, 256), cap));
        }
        // never more than one byte past the limit is read, however large the lent array
        int r = in.read(s.bytes, n, (int) Math.min(s.bytes.length - n, cap - n));
        if (r < 0) {
          break;
        }
        n += r;
        if (n > max) {
          throw Limits.inputTooLarge(n, max, what);
        }
      }
      return new StreamInput(s, n);
    } catch (IOException | RuntimeException | Error e) {
      Lending.giveBack(s);
      throw e;
    }
  }
}
