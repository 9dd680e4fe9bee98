package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * One pass over a JSON string with non-ASCII characters that decodes it straight into the compact
 * Latin-1 form of a {@code String} while every character is in Latin-1 (ASCII, or a two-byte
 * sequence led by {@code C2} or {@code C3}: "été", "Müller", "São Paulo"), into the reader's
 * scratch array. The first {@link #SHORT} bytes from the first non-ASCII one are read one by one:
 * plain ASCII is stored, a Latin-1 sequence becomes its one byte, the closing quote ends the string,
 * which is made with one copy ({@link Utf8#latin1}). After them it reads a word at a time: each
 * eight input bytes are stored as they are, and only the first byte that is not plain ASCII in them
 * (found by {@link JsonScan#specials}) is looked at, as above. From the first other byte on (a
 * character outside Latin-1, an escape, anything irregular) {@link JsonStringChars#resume} goes on
 * in chars from where this pass stopped, and returns null, for the byte-by-byte path to report, at
 * anything irregular (invalid UTF-8, a control character, no closing quote within the string length
 * limit).
 *
 * <p>Why bytes first: a word step's next position is the index of the word's first special byte,
 * so each step waits on its load and the arithmetic after it (about fifteen cycles), and a short
 * string such as {@code "item-6-été"} takes three such steps after its first non-ASCII byte. A byte
 * step's length (one byte, or two for a Latin-1 sequence) is a branch the processor predicts, so
 * the position runs ahead of the loads. Long plain runs, where a word step does not wait (no
 * special byte: eight bytes on), go by words after the first {@link #SHORT} bytes.
 *
 * <p>Against {@link JsonStringChars} alone, a Latin-1 string is not scanned once for its first
 * special byte and again in runs, and its ASCII is not widened to chars and compressed back by
 * {@code new String(char[], ..)}.
 */
final class JsonStringLatin1 {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** The bytes from the first non-ASCII one that are read one by one before the word steps. */
  static final int SHORT = 24;

  private JsonStringLatin1() {}

  /**
   * The string whose contents start at {@code start}, when {@code [start, p)} are plain ASCII, or
   * null (see the class comment); {@code end} is where it must have ended at the latest (the
   * input's end or the length limit: a decoded string is never longer than its input). Leaves the
   * position after the closing quote.
   */
  static String decode(JsonReader r, byte[] b, int start, int p, int end) {
    int n = p - start;
    byte[] out = r.scratch(n + SHORT + 16);
    if (n <= 16 && b.length - start >= 16) { // the plain prefix (mostly under sixteen bytes): two words
      LONG_LE.set(out, 0, JsonScan.word(b, start));
      LONG_LE.set(out, 8, JsonScan.word(b, start + 8));
    } else if (b.length - start >= n + 8) { // a longer one copied as words
      for (int i = 0; i < n; i += 8) {
        LONG_LE.set(out, i, JsonScan.word(b, start + i));
      }
    } else {
      System.arraycopy(b, start, out, 0, n);
    }
    // The first SHORT bytes from the first non-ASCII one byte by byte: each step's length (one
    // byte or a two-byte sequence) is a predicted branch, so the position does not wait on the
    // loads; the word steps below wait on each word for the next position.
    int stop = end - p > SHORT ? p + SHORT : end;
    while (p < stop) {
      int c = b[p];
      if (c >= 0x20 && c != '"' && c != '\\') {
        out[n++] = (byte) c;
        p++;
      } else if (c == '"') {
        r.pos = p + 1;
        return Utf8.latin1(out, 0, n);
      } else if ((c == (byte) 0xC2 || c == (byte) 0xC3) && p + 1 < end && (b[p + 1] & 0xC0) == 0x80) {
        out[n++] = (byte) ((c & 0x03) << 6 | (b[p + 1] & 0x3F));
        p += 2;
      } else {
        return JsonStringChars.resume(r, b, out, n, p, end);
      }
    }
    while (true) {
      // room for a whole word and the one byte after it: n only grows by less than 8 a step
      if (out.length - n < 9) {
        out = r.scratch(n + 9);
      }
      if (end - p >= 8) {
        long w = JsonScan.word(b, p);
        long m = JsonScan.specials(w);
        LONG_LE.set(out, n, w); // the bytes after the first special one are stored over later
        if (m == 0) {
          n += 8;
          p += 8;
          continue;
        }
        int k = Long.numberOfTrailingZeros(m) >>> 3;
        n += k;
        p += k;
      } else if (p >= end) {
        return null; // no closing quote within the limit: the slow path tells which
      }
      int c = b[p];
      if (c == '"') {
        r.pos = p + 1;
        return Utf8.latin1(out, 0, n);
      }
      if ((c == (byte) 0xC2 || c == (byte) 0xC3) && p + 1 < end && (b[p + 1] & 0xC0) == 0x80) {
        out[n++] = (byte) ((c & 0x03) << 6 | (b[p + 1] & 0x3F));
        p += 2;
      } else if (c >= 0x20 && c != '\\') {
        out[n++] = (byte) c; // plain ASCII in the last seven bytes before end
        p++;
      } else {
        return JsonStringChars.resume(r, b, out, n, p, end);
      }
    }
  }
}
