package io.wirebind;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Skipping of JSON values for {@link JsonReader#skipValue()}: every value fully validated, in one
 * loop over local copies of the reader's position and input (the structure, whitespace and plain
 * ASCII strings never leave it; escapes, non-ASCII, numbers, literals and errors go through the
 * reader). Iterative, with a bit per nesting level for object or array, so deep nesting cannot
 * overflow the stack; strings and member names are scanned, never copied or hashed.
 */
final class JsonSkip {
  private JsonSkip() {}

  static final byte[] NULL = {'n', 'u', 'l', 'l'};
  static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};

  /** The error for input at the reader's position that is not the literal {@code word}. */
  static WirebindException badLiteral(JsonCursor r, byte[] word) {
    String text = new String(word, StandardCharsets.US_ASCII);
    if (r.limit - r.pos < word.length) {
      return r.unexpected("'" + text + "'");
    }
    int i = 0;
    while (r.buf[r.pos + i] == word[i]) {
      i++;
    }
    r.pos += i;
    return r.error("invalid literal: expected '" + text + "'");
  }

  static void skipValue(JsonReader r, JsonNumbers numbers) {
    final byte[] b = r.buf;
    final int limit = r.limit;
    final int base = r.depth;
    int depth = base;
    boolean object = false; // whether the innermost open container (when depth > base) is an object
    int p = r.pos;
    while (true) {
      // ---- a value starts at p (after whitespace) ----
      int c = p < limit ? b[p] : -1;
      while (c <= ' ' && isSpace(c)) {
        c = ++p < limit ? b[p] : -1;
      }
      if (c == '"') {
        p = depth > base && !object ? strings(r, b, p, limit) : string(r, b, p, limit);
      } else if (c == '{' || c == '[') {
        p++;
        if (++depth > r.maxDepth) {
          r.pos = p;
          throw r.error("JSON nested deeper than " + r.maxDepth + " levels (Limits.maxDepth)");
        }
        markKind(r, depth - 1, c == '{');
        int d = p < limit ? b[p] : -1;
        while (d <= ' ' && isSpace(d)) {
          d = ++p < limit ? b[p] : -1;
        }
        if (d == (c == '{' ? '}' : ']')) {
          p++;
          depth--; // empty: a complete value
        } else if (c == '{') {
          object = true;
          p = name(r, b, p, limit);
          continue;
        } else {
          object = false;
          continue;
        }
      } else {
        r.pos = p;
        switch (c) {
          case 't' -> r.literal(TRUE);
          case 'f' -> r.literal(FALSE);
          case 'n' -> r.literal(NULL);
          default -> {
            if (c == '-' || (c >= '0' && c <= '9')) {
              numbers.skipNumber();
            } else {
              throw r.unexpected("a JSON value");
            }
          }
        }
        p = r.pos;
      }
      // ---- after a complete value: close containers until one has a further member or element
      while (true) {
        if (depth == base) {
          r.pos = p;
          return;
        }
        int d = p < limit ? b[p] : -1;
        while (d <= ' ' && isSpace(d)) {
          d = ++p < limit ? b[p] : -1;
        }
        if (d == ',') {
          p++;
          if (object) {
            p = name(r, b, p, limit);
          } else if (p < limit && b[p] == '"') {
            p = strings(r, b, p, limit); // an array of strings does not leave this loop
            continue;
          }
          break;
        }
        if (d == '}' || d == ']') {
          if ((d == '}') != object) {
            r.pos = p;
            throw r.error("mismatched '" + (char) d + "'");
          }
          p++;
          depth--;
          if (depth > base) {
            object = (r.kinds[(depth - 1) >>> 6] & (1L << (depth - 1))) != 0;
          }
        } else {
          r.pos = p;
          r.depth = depth;
          throw r.unexpected("',' or a closing bracket");
        }
      }
    }
  }

  /** Skips the string whose opening quote is at {@code p}; returns the index after it. */
  private static int string(JsonReader r, byte[] b, int p, int limit) {
    int q = JsonScan.plainQuote(b, p + 1, limit);
    if (q >= 0 && q - p - 1 <= r.maxStringLength) {
      return q + 1; // plain ASCII: only scanned
    }
    r.pos = p;
    JsonStrings.skip(r);
    return r.pos;
  }

  /**
   * Skips the string element whose opening quote is at {@code p} and the plain ASCII strings that
   * follow it as {@code ,"..."} in the same array; returns the index after the last one skipped.
   * The word that finds a closing quote usually also holds the comma and the next opening quote,
   * so that each element costs one load whose address depends on the one before. That address
   * waits only for the quote: three operations on the word ({@link #quotes}) and the count of
   * trailing zeros; whether a backslash, a control character or a non-ASCII byte comes first, the
   * length and the {@code ,"} after it are tested beside that chain, by branches that hold.
   */
  private static int strings(JsonReader r, byte[] b, int p, int limit) {
    final int max = r.maxStringLength;
    if (max < 8) {
      return string(r, b, p, limit);
    }
    while (true) {
      int start = p + 1;
      int s = start;
      long m;
      long w;
      while (true) {
        if (s > limit - 8) {
          return string(r, b, p, limit); // near the end: the byte-wise path
        }
        w = JsonScan.word(b, s);
        m = quotes(w);
        if (m != 0) {
          break;
        }
        if (JsonScan.specials(w) != 0) {
          return string(r, b, p, limit); // an escape, a control or non-ASCII byte
        }
        s += 8;
      }
      int t = Long.numberOfTrailingZeros(m);
      int q = s + (t >>> 3);
      if (Long.numberOfTrailingZeros(JsonScan.specials(w)) != t || q - start > max) {
        return string(r, b, p, limit); // a special byte before the quote, or too long
      }
      // q is the closing quote: another element follows when the next two bytes are ,"
      int next;
      if (t < 48) {
        next = (int) (w >>> (t + 1)) & 0xFFFF;
      } else if (q + 2 < limit) {
        next = (b[q + 1] & 0xFF) | (b[q + 2] & 0xFF) << 8;
      } else {
        return q + 1;
      }
      if (next != (',' | '"' << 8)) {
        return q + 1;
      }
      p = q + 2;
    }
  }

  /**
   * The high bit of each byte of {@code w} that is a quote; only the lowest is exact (a borrow
   * starts only at a quote, so bytes above the first one may be flagged falsely).
   */
  private static long quotes(long w) {
    long x = w ^ JsonScan.QUOTES;
    return (x - JsonScan.ONES) & ~x & JsonScan.HIGH_BITS;
  }

  /** Skips a member name (after whitespace from {@code p}) and its colon; returns the index after. */
  private static int name(JsonReader r, byte[] b, int p, int limit) {
    int c = p < limit ? b[p] : -1;
    while (c <= ' ' && isSpace(c)) {
      c = ++p < limit ? b[p] : -1;
    }
    if (c != '"') {
      r.pos = p;
      throw r.unexpected("a member name in double quotes");
    }
    p = string(r, b, p, limit);
    c = p < limit ? b[p] : -1;
    while (c <= ' ' && isSpace(c)) {
      c = ++p < limit ? b[p] : -1;
    }
    if (c != ':') {
      r.pos = p;
      throw r.unexpected("':' after a member name");
    }
    return p + 1;
  }

  /** {@link JsonReader#peek()} past whitespace: the next byte (0 to 255), or -1 at the end. */
  static int pastSpace(JsonCursor r) {
    int p = r.pos;
    byte[] b = r.buf;
    int limit = r.limit;
    while (p < limit) {
      int c = b[p];
      if (c <= ' ' && isSpace(c)) {
        p++;
      } else {
        r.pos = p;
        return c & 0xFF;
      }
    }
    r.pos = p;
    return -1;
  }

  /** JSON whitespace; callers test {@code c <= ' '} first, so other bytes cost one comparison. */
  static boolean isSpace(int c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
  }

  private static void markKind(JsonReader r, int d, boolean object) {
    long[] kinds = r.kinds;
    if ((d >>> 6) >= kinds.length) {
      kinds = r.kinds = Arrays.copyOf(kinds, Math.max(8, kinds.length * 2));
      r.grew = true;
    }
    if (object) {
      kinds[d >>> 6] |= 1L << d;
    } else {
      kinds[d >>> 6] &= ~(1L << d);
    }
  }
}
