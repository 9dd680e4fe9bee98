package io.wirebind;

import java.io.IOException;
import java.io.InputStream;

/**
 * A stream read whole into a lent array ({@link Lending#scratch}) that grows as bytes arrive, up to
 * a limit: {@link #readAll} returns the lent array with the number of bytes read in {@link
 * Lending.Scratch#length}; {@link Lending#giveBack(Lending.Scratch)} gives it back once what was
 * decoded from it no longer needs it. No object is made per read beyond what growing needs.
 */
final class StreamInput {
  private StreamInput() {}

  /**
   * Reads {@code in} to its end into the array of {@code kept} ({@link Lending#kept()}); more than {@code max} bytes is an error naming the limit. The lent
   * array is sized at once for what {@link InputStream#available()} announces (a hint, trusted up
   * to {@link Lending#LARGE_KEEP_BYTES}), so a stream whose length is known (a {@code
   * ByteArrayInputStream}, a file) is read in one call, into an array the previous read grew. The
   * bytes read are {@code 0..length-1} of the returned array.
   */
  static Lending.Scratch readAll(Lending.Kept kept, InputStream in, long max, String what) throws IOException {
    long cap = max >= Integer.MAX_VALUE ? Integer.MAX_VALUE - 8 : max + 1; // one byte past tells
    int available = in.available();
    // one byte more than announced, so that the read seeing the end needs no larger array
    Lending.Scratch s = Lending.scratch(kept,
        (int) Math.min(Math.min(available + 1L, cap), Math.max(Lending.KEEP_BYTES, Lending.LARGE_KEEP_BYTES)));
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
          Lending.grow(s, n, (int) Math.min(Math.max(2L * n, 256), cap));
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
      s.length = n;
      return s;
    } catch (IOException | RuntimeException | Error e) {
      Lending.giveBack(s);
      throw e;
    }
  }
}
