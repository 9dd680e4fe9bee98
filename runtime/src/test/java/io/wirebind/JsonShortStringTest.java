package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The short-string copies on their own ({@link JsonEscapes#plainTiny} under 4 chars, {@link
 * JsonEscapes#plainShort} from 4 to 16): each returns how many chars from the start it copied, all
 * of them plain ASCII and copied as they are, and no more than the chars before the first that
 * needs more than a copy; all of a plain string. A char of 0x100 or above whose low byte is plain
 * ({@code U+4141}, {@code U+0141}) or a quote ({@code U+0122}) is never copied.
 */
class JsonShortStringTest {
  private static final char[] SPECIAL = {'"', '\\', '\n', 0, 0x1F, 0x7F + 1, 0xE9, 0xFF, 0x100, 0x122, 0x141, 0x4141, 0xD83D};

  @Test
  void copiesThePlainCharsBeforeTheFirstSpecialOne() {
    for (int n = 0; n <= 16; n++) {
      check(plain(n));
      for (char c : SPECIAL) {
        for (int at = 0; at < n; at++) {
          char[] chars = plain(n).toCharArray();
          chars[at] = c;
          check(new String(chars));
          for (int at2 = at + 1; at2 < n; at2++) { // and a plain DEL or slash after it
            chars[at2] = at2 % 2 == 0 ? (char) 0x7F : '/';
          }
          check(new String(chars));
        }
      }
    }
  }

  private static String plain(int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append((char) (0x20 + (i * 7 + 3) % 0x5F)); // printable ASCII, never a quote at i = 0
    }
    return b.toString().replace('"', '#').replace('\\', '~');
  }

  private static void check(String s) {
    int n = s.length();
    byte[] b = new byte[n + 8];
    java.util.Arrays.fill(b, (byte) '?');
    int i = n < 4 ? JsonEscapes.plainTiny(s, b, 3, n) : JsonEscapes.plainShort(s, b, 3, n);
    int firstSpecial = n;
    for (int k = 0; k < n; k++) {
      char c = s.charAt(k);
      if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') {
        firstSpecial = k;
        break;
      }
    }
    assertTrue(i <= firstSpecial, s);
    if (firstSpecial == n) {
      assertEquals(n, i, s);
    }
    for (int k = 0; k < i; k++) {
      assertEquals((byte) s.charAt(k), b[3 + k], s + " at " + k);
    }
  }
}
