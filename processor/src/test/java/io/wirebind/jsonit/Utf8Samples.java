package io.wirebind.jsonit;

import java.nio.charset.StandardCharsets;

/** Invalid UTF-8 byte sequences (as hex), and documents with one spliced in. */
final class Utf8Samples {
  static final String[] BAD = {
    "C0 80", "C1 BF", "E0 80 80", "E0 9F BF", "F0 80 80 80", "F0 8F BF BF", // overlong
    "ED A0 80", "ED BF BF", "ED A0 BD ED B8 80", // encoded surrogates
    "F4 90 80 80", "F7 BF BF BF", "F8 88 80 80 80", "FF", "FE", // above U+10FFFF, bad leads
    "C3", "E2 82", "F0 9F 98", // truncated
    "80", "BF", "C3 28", "E2 28 A1", "E2 82 28", "F0 28 8C BC", "F0 9F 28 80" // stray, bad continuation
  };

  private Utf8Samples() {}

  static byte[] with(String before, String hex, String after) {
    byte[] a = before.getBytes(StandardCharsets.UTF_8);
    String[] parts = hex.split(" ");
    byte[] c = after.getBytes(StandardCharsets.UTF_8);
    byte[] out = new byte[a.length + parts.length + c.length];
    System.arraycopy(a, 0, out, 0, a.length);
    for (int i = 0; i < parts.length; i++) {
      out[a.length + i] = (byte) Integer.parseInt(parts[i], 16);
    }
    System.arraycopy(c, 0, out, a.length + parts.length, c.length);
    return out;
  }
}
