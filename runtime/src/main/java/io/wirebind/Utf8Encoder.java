package io.wirebind;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;

/**
 * A string's UTF-8 in a kept array, without allocating: {@link String#getChars} into a kept
 * {@code char[]} (the JDK's vectorized inflation of a Latin-1 string, a copy of a UTF-16 one),
 * then the JDK's UTF-8 {@link CharsetEncoder} over array-backed buffers, whose ASCII loop is the
 * vectorized {@code encodeASCII} intrinsic on JDK 17 and later. The readers use it to compare a
 * held string with the input ({@link Utf8#heldEquals}). Against {@code String.getBytes(UTF_8)},
 * which allocates the result (and a second array for a non-Latin-1 string), it is even on
 * non-Latin-1 text and 0.85x on 160 ASCII chars (the encoder call's fixed cost), so the JSON
 * writer keeps the JDK's array.
 *
 * <p>Strings longer than {@link #MAX_CHARS} are not encoded here ({@link #encode} returns {@link
 * #TOO_LONG}), so that a kept instance never holds more than about 64 KiB.
 */
final class Utf8Encoder {
  /** The longest string {@link #encode} takes. */
  static final int MAX_CHARS = 16 * 1024;
  /** {@link #encode}: the string is longer than {@link #MAX_CHARS}. */
  static final int TOO_LONG = -1;
  /** {@link #encode}: the string has an unpaired surrogate, which UTF-8 cannot encode. */
  static final int UNPAIRED_SURROGATE = -2;

  private final CharsetEncoder encoder =
      StandardCharsets.UTF_8.newEncoder(); // reports malformed input (an unpaired surrogate)
  private char[] chars = new char[0];
  private byte[] bytes = new byte[0];
  private CharBuffer in = CharBuffer.wrap(chars);
  private ByteBuffer out = ByteBuffer.wrap(bytes);

  /**
   * Encodes {@code s} into {@link #bytes()} from index 0; returns the number of bytes, or {@link
   * #TOO_LONG} or {@link #UNPAIRED_SURROGATE}.
   */
  int encode(String s) {
    int n = s.length();
    if (n > MAX_CHARS) {
      return TOO_LONG;
    }
    if (chars.length < n) {
      grow(n);
    }
    s.getChars(0, n, chars, 0);
    CharBuffer in = this.in;
    ByteBuffer out = this.out;
    in.limit(n).position(0);
    out.clear();
    // Never the end of input: the encoder stays in its coding state and needs no reset; a high
    // surrogate at the very end is then left unread instead of reported, and counted as unpaired.
    CoderResult r = encoder.encode(in, out, false);
    if (r.isError() || in.hasRemaining()) {
      return UNPAIRED_SURROGATE; // the output has room for 3 bytes a char: never an overflow
    }
    return out.position();
  }

  /** The bytes of the last {@link #encode}. */
  byte[] bytes() {
    return bytes;
  }

  private void grow(int n) {
    int size = Math.min(MAX_CHARS, Math.max(n, 2 * chars.length));
    chars = new char[size];
    bytes = new byte[3 * size];
    in = CharBuffer.wrap(chars);
    out = ByteBuffer.wrap(bytes);
  }
}
