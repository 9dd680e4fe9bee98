package io.wirebind;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * One pass over a JSON string with non-ASCII characters that decodes it straight into the compact
 * Latin-1 form of a {@code String} while every character is in Latin-1 (ASCII, or a two-byte
 * sequence led by {@code C2} or {@code C3}: "été", "Müller", "São Paulo"). It reads a word at a
 * time: each eight input bytes are stored as they are into the reader's scratch array, and only the
 * first byte that is not plain ASCII in them (found by {@link JsonScan#specials}) is looked at: the
 * closing quote ends the string, which is made with one copy ({@link Utf8#latin1}); a Latin-1
 * sequence becomes its one byte. From the first other byte on (a character outside Latin-1, an
 * escape, anything irregular) {@link JsonStringChars#resume} goes on in chars from where this pass
 * stopped, and returns null, for the byte-by-byte path to report, at anything irregular (invalid
 * UTF-8, a control character, no closing quote within the string length limit).
 *
 * <p>Against {@link JsonStringChars} alone, a Latin-1 string is not scanned once for its first
 * special byte and again in runs, its ASCII is not widened to chars and compressed back by {@code
 * new String(char[], ..)}, and a short run between two non-ASCII characters costs one word.
 */
final class JsonStringLatin1 {
  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private JsonStringLatin1() {}

  /**
   * The string whose contents start at {@code start}, when {@code [start, p)} are plain ASCII, or
   * null (see the class comment); {@code end} is where it must have ended at the latest (the
   * input's end or the length limit: a decoded string is never longer than its input). Leaves the
   * position after the closing quote.
   */
  static String decode(JsonReader r, byte[] b, int start, int p, int end) {
    int n = p - start;
    byte[] out = r.scratch(n + 16);
    if (b.length - start >= n + 8) { // the plain prefix (mostly under sixteen bytes) copied as words
      for (int i = 0; i < n; i += 8) {
        LONG_LE.set(out, i, JsonScan.word(b, start + i));
      }
    } else {
      System.arraycopy(b, start, out, 0, n);
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
