package io.wirebind;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** The slow path of JSON strings: escapes, strict UTF-8, control characters, length limit. */
final class JsonStrings {
  private JsonStrings() {}

  /** A one-character string, or a number 0..65535 (see {@link JsonReader#readChar()}). */
  static char readChar(JsonReader r) {
    int at = r.position();
    if (r.peekIsNumber()) {
      long v = r.readLong();
      if (v < 0 || v > 0xFFFF) {
        throw r.errorAt(at, "number " + v + " is not a char");
      }
      return (char) v;
    }
    String s = r.readStringToken();
    if (s.length() != 1) {
      throw r.errorAt(at, "expected a string of one character, found " + s.length() + " characters");
    }
    return s.charAt(0);
  }

  /** A base64 string (see {@link JsonReader#readBase64()}). */
  static byte[] readBase64(JsonReader r) {
    int at = r.position();
    String s = r.readStringToken();
    byte[] bytes;
    try {
      bytes = java.util.Base64.getDecoder().decode(s);
    } catch (IllegalArgumentException e) {
      throw r.errorAt(at, "invalid base64: " + e.getMessage());
    }
    if (bytes.length > r.maxBytesLength) {
      throw r.errorAt(at, "base64 of " + bytes.length + " bytes is longer than the limit of "
          + r.maxBytesLength + " (Limits.maxBytesLength)");
    }
    return bytes;
  }

  /**
   * Decodes the string starting at the reader's position (its opening quote) into the reader's
   * scratch buffer as UTF-8; leaves the position after the closing quote and returns the length.
   */
  static int unescape(JsonReader r) {
    byte[] b = r.buf;
    int p = r.pos + 1;
    int limit = r.limit;
    int max = r.maxStringLength;
    byte[] out = r.scratch;
    int n = 0;
    while (true) {
      int q = JsonScan.plainEnd(b, p, limit);
      if (q > p) { // a run of plain characters, copied at once
        int len = q - p;
        if (n + len + 4 > out.length) {
          if (n + len > max) {
            throw r.errorAtIndex(p, "string longer than " + max + " bytes (Limits.maxStringLength)");
          }
          out = r.scratch(n + len + 4);
        }
        System.arraycopy(b, p, out, n, len);
        n += len;
        p = q;
      }
      if (p >= limit) {
        r.pos = p;
        throw r.error("input ends inside a string (truncated JSON)");
      }
      if (n + 4 > out.length) {
        if (n > max) {
          throw r.errorAtIndex(p, "string longer than " + max + " bytes (Limits.maxStringLength)");
        }
        out = r.scratch(n + 4);
      }
      int c = b[p];
      if (c == '"') {
        r.pos = p + 1;
        if (n > max) {
          throw r.errorAtIndex(p, "string longer than " + max + " bytes (Limits.maxStringLength)");
        }
        return n;
      }
      if (c == '\\') {
        p = escape(r, b, p, out, n);
        n = r.escapeEnd;
        out = r.scratch;
        continue;
      }
      if (c >= 0) {
        throw r.errorAtIndex(p, "unescaped control character 0x" + Integer.toHexString(c) + " in a string");
      }
      // non-ASCII: copy one validated UTF-8 sequence
      int len = utf8Length(r, b, p, limit);
      if (n + len > out.length) {
        out = r.scratch(n + len);
      }
      System.arraycopy(b, p, out, n, len);
      n += len;
      p += len;
    }
  }

  /** Length of the valid UTF-8 sequence at {@code p}, or an error. */
  private static int utf8Length(JsonReader r, byte[] b, int p, int limit) {
    int c = b[p] & 0xFF;
    int len;
    if (c >= 0xC2 && c < 0xE0) {
      len = 2;
    } else if (c >= 0xE0 && c < 0xF0) {
      len = 3;
    } else if (c >= 0xF0 && c < 0xF5) {
      len = 4;
    } else {
      throw r.errorAtIndex(p, "invalid UTF-8 in a string");
    }
    if (p + len > limit || Utf8.firstInvalid(b, p, p + len) >= 0) {
      throw r.errorAtIndex(p, "invalid UTF-8 in a string");
    }
    return len;
  }

  /** Decodes the escape at {@code p} into {@code out} at {@code n}; returns the next input index. */
  private static int escape(JsonReader r, byte[] b, int p, byte[] out, int n) {
    if (p + 1 >= r.limit) {
      r.pos = p;
      throw r.error("input ends inside an escape (truncated JSON)");
    }
    int e = b[p + 1];
    int ch;
    switch (e) {
      case '"' -> ch = '"';
      case '\\' -> ch = '\\';
      case '/' -> ch = '/';
      case 'b' -> ch = '\b';
      case 'f' -> ch = '\f';
      case 'n' -> ch = '\n';
      case 'r' -> ch = '\r';
      case 't' -> ch = '\t';
      case 'u' -> {
        int cp = hex4(r, b, p + 2);
        int next = p + 6;
        if (Character.isHighSurrogate((char) cp)) {
          if (next + 1 < r.limit && b[next] == '\\' && b[next + 1] == 'u') {
            int low = hex4(r, b, next + 2);
            if (!Character.isLowSurrogate((char) low)) {
              throw r.errorAtIndex(next, "high surrogate \\u" + Integer.toHexString(cp) + " not followed by a low surrogate");
            }
            cp = Character.toCodePoint((char) cp, (char) low);
            next += 6;
          } else {
            throw r.errorAtIndex(p, "lone high surrogate \\u" + Integer.toHexString(cp) + " in a string");
          }
        } else if (Character.isLowSurrogate((char) cp)) {
          throw r.errorAtIndex(p, "lone low surrogate \\u" + Integer.toHexString(cp) + " in a string");
        }
        r.escapeEnd = putCodePoint(r, cp, n);
        return next;
      }
      default -> throw r.errorAtIndex(p, "invalid escape '\\" + (e >= 0x20 && e < 0x7F ? String.valueOf((char) e) : "?") + "'");
    }
    out[n] = (byte) ch;
    r.escapeEnd = n + 1;
    return p + 2;
  }

  /** The value of one hex digit, or -1. */
  static int hexDigit(int c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    } else if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    } else if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }

  private static int hex4(JsonReader r, byte[] b, int p) {
    if (p + 4 > r.limit) {
      r.pos = Math.min(p, r.limit);
      throw r.error("input ends inside a \\u escape (truncated JSON)");
    }
    int v = 0;
    for (int i = 0; i < 4; i++) {
      int d = hexDigit(b[p + i]);
      if (d < 0) {
        throw r.errorAtIndex(p + i, "invalid hex digit in a \\u escape");
      }
      v = (v << 4) | d;
    }
    return v;
  }

  private static int putCodePoint(JsonReader r, int cp, int n) {
    byte[] out = r.scratch(n + 4);
    if (cp < 0x80) {
      out[n++] = (byte) cp;
    } else if (cp < 0x800) {
      out[n++] = (byte) (0xC0 | (cp >>> 6));
      out[n++] = (byte) (0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out[n++] = (byte) (0xE0 | (cp >>> 12));
      out[n++] = (byte) (0x80 | ((cp >>> 6) & 0x3F));
      out[n++] = (byte) (0x80 | (cp & 0x3F));
    } else {
      out[n++] = (byte) (0xF0 | (cp >>> 18));
      out[n++] = (byte) (0x80 | ((cp >>> 12) & 0x3F));
      out[n++] = (byte) (0x80 | ((cp >>> 6) & 0x3F));
      out[n++] = (byte) (0x80 | (cp & 0x3F));
    }
    return n;
  }

  /**
   * Skips the string at the reader's position (its opening quote), validating it as {@link
   * #unescape} does, without copying it: plain runs are only scanned.
   */
  static void skip(JsonReader r) {
    byte[] b = r.buf;
    int p = r.pos + 1;
    int limit = r.limit;
    long n = 0; // length once unescaped, for the same limit as unescape
    while (true) {
      int q = JsonScan.plainEnd(b, p, limit);
      n += q - p;
      p = q;
      if (p >= limit) {
        r.pos = p;
        throw r.error("input ends inside a string (truncated JSON)");
      }
      int c = b[p];
      if (c == '"') {
        if (n > r.maxStringLength) {
          throw r.errorAtIndex(p, "string longer than " + r.maxStringLength + " bytes (Limits.maxStringLength)");
        }
        r.pos = p + 1;
        return;
      }
      if (c == '\\') {
        p = escape(r, b, p, r.scratch(4), 0);
        n += r.escapeEnd;
      } else if (c >= 0) {
        throw r.errorAtIndex(p, "unescaped control character 0x" + Integer.toHexString(c) + " in a string");
      } else {
        int len = utf8Length(r, b, p, limit);
        n += len;
        p += len;
      }
    }
  }

  /**
   * {@link JsonReader#readString()} at the opening quote: plain ASCII in one copy; a string whose
   * first byte that is not plain ASCII is non-ASCII through {@link JsonStringLatin1}, one with an
   * escape through {@link JsonStringChars}; anything irregular through {@link #unescape}.
   */
  static String atQuote(JsonReader r) {
    int start = r.pos + 1;
    byte[] b = r.buf;
    int end = r.limit - start > r.maxStringLength ? start + r.maxStringLength : r.limit;
    int i = JsonScan.shortStop(b, start, end);
    int from = start;
    if (i >= 0) {
      if (i < start + 16) { // the first byte that is not plain is within one or two words
        int c = b[i];
        if (c == '"') { // a short plain string
          r.pos = i + 1;
          return Utf8.ascii(b, start, i - start);
        }
        String s = c < 0 ? JsonStringLatin1.decode(r, b, start, i, end) : JsonStringChars.decode(r, b, start, end);
        return s != null ? s : slow(r);
      }
      from = start + 16; // sixteen plain bytes: the scan goes on after them
    }
    int q = JsonScan.quoteStop(b, from, end);
    if (q >= 0) {
      String s = Utf8.ascii(b, start, q - start);
      if (s.indexOf('\\') < 0) { // none: the quote ends the string, and it is plain ASCII
        r.pos = q + 1;
        return s;
      }
      s = JsonStringChars.decode(r, b, start, end); // escapes, maybe non-ASCII: decoded in one pass
      return s != null ? s : slow(r);
    }
    // a non-ASCII byte or a control character first, or no quote before end
    String s = JsonStringLatin1.decode(r, b, start, start, end);
    return s != null ? s : slow(r);
  }

  /** Control characters, invalid UTF-8, limits: validated byte by byte, and reported. */
  private static String slow(JsonReader r) {
    int len = unescape(r);
    return new String(r.scratch, 0, len, StandardCharsets.UTF_8);
  }

  /**
   * Whether {@code s}, the JDK's decoding of {@code len} bytes of {@code b}, was valid UTF-8: the
   * JDK replaces malformed input with U+FFFD, so only a string holding one (a real U+FFFD, or
   * malformed input) is validated.
   */
  private static boolean valid(String s, byte[] b, int len) {
    return s.indexOf('\uFFFD') < 0 || Utf8.firstInvalid(b, 0, len) < 0;
  }

  /**
   * Like {@link #unescape}, but copies runs of non-ASCII bytes whole without validating them (the
   * caller decodes the result and checks it, {@link #valid}); returns the length, or -1 with the
   * position unchanged when the string has a control character, goes past a limit, ends early or
   * has a bad escape, so that {@link #unescape} reads it again and reports the first error.
   */
  private static int unescapeRaw(JsonReader r) {
    int at = r.pos;
    byte[] b = r.buf;
    int p = at + 1;
    int limit = r.limit;
    int max = r.maxStringLength;
    byte[] out = r.scratch;
    int n = 0;
    try {
      while (true) {
        int q = JsonScan.quoteOrEscape(b, p, limit);
        int len = q - p;
        if (len > 0) {
          if (n + len + 4 > out.length) {
            if (n + len > max) {
              return -1;
            }
            out = r.scratch(n + len + 4);
          }
          System.arraycopy(b, p, out, n, len);
          n += len;
          p = q;
        }
        if (p >= limit) {
          return -1;
        }
        if (n + 4 > out.length) {
          if (n > max) {
            return -1;
          }
          out = r.scratch(n + 4);
        }
        int c = b[p];
        if (c == '"') {
          if (n > max) {
            return -1;
          }
          r.pos = p + 1;
          return n;
        }
        if (c != '\\') {
          return -1; // a control character
        }
        p = escape(r, b, p, out, n);
        n = r.escapeEnd;
        out = r.scratch;
      }
    } catch (WirebindException e) {
      r.pos = at; // a bad escape: an invalid byte before it must be reported first
      return -1;
    }
  }

  /**
   * The string whose contents start at {@code start}, without escapes or control characters, whose
   * first byte that is not plain ASCII is at {@code stop} ({@link JsonScan#plainQuote}): decoded
   * as Latin-1 ({@link #latin1}) when every character is, else by the JDK ({@link #utf8}); null
   * when it has an escape or a control character, does not end before {@code end}, or is not valid
   * UTF-8, for {@link #unescape} to read or report.
   */
  private static String nonAscii(JsonReader r, byte[] b, int start, int stop, int end) {
    if (stop >= end) {
      return null; // no closing quote within the limit
    }
    if (b[stop] >= 0) {
      return null; // a backslash or a control character
    }
    String s = latin1(r, b, start, stop, end);
    if (s != null) {
      return s;
    }
    return utf8(r, b, start, stop, end);
  }

  /**
   * A string without escapes or control characters but with non-ASCII bytes, decoded by the JDK
   * in place (no copy to the scratch buffer); null when it has an escape or a control character,
   * does not end before {@code end}, or is not valid UTF-8, for {@link #unescape} to read or report.
   * The bytes from {@code start} to {@code from} are known to hold no quote, escape or control
   * character. The JDK replaces malformed UTF-8 with U+FFFD, so a result without one was valid,
   * and only a result with one (a real U+FFFD, or malformed input) is validated.
   */
  private static String utf8(JsonReader r, byte[] b, int start, int from, int end) {
    int q = JsonScan.quoteOrEscape(b, from, end);
    if (q >= end || b[q] != '"') {
      return null;
    }
    String s = new String(b, start, q - start, StandardCharsets.UTF_8);
    if (s.indexOf('\uFFFD') >= 0 && Utf8.firstInvalid(b, start, q) >= 0) {
      return null;
    }
    r.pos = q + 1;
    return s;
  }

  /**
   * The string whose contents start at {@code start} when every character is in Latin-1 (ASCII, or
   * a valid two-byte sequence led by {@code C2} or {@code C3}, as in "été") and it has no escape
   * or control character, decoded into the scratch buffer in one pass from {@code p} (the bytes
   * before it are plain ASCII and copied whole) that also finds the closing quote before {@code
   * end}, and made with one exact copy ({@link Utf8#latin1}, in the compact Latin-1 form);
   * otherwise null. The JDK's own UTF-8
   * constructor allocates such a string twice (a buffer of the byte length, then one trimmed to the
   * characters) and its result is scanned again for U+FFFD.
   */
  private static String latin1(JsonReader r, byte[] b, int start, int p, int end) {
    int n = p - start;
    byte[] out = r.scratch(n + 32);
    System.arraycopy(b, start, out, 0, n);
    while (true) {
      // one output byte per input byte at most: n <= p - start < out.length while p < stop
      int stop = Math.min(end, start + out.length);
      while (p < stop) {
        int c = b[p];
        if (c >= 0x20) {
          if (c == '"') {
            r.pos = p + 1;
            return Utf8.latin1(out, 0, n);
          }
          if (c == '\\') {
            return null;
          }
          out[n++] = (byte) c;
          p++;
        } else if ((c == (byte) 0xC2 || c == (byte) 0xC3) && p + 1 < end && (b[p + 1] & 0xC0) == 0x80) {
          out[n++] = (byte) (((c & 0x03) << 6) | (b[p + 1] & 0x3F));
          p += 2;
        } else {
          return null; // a control character, or not Latin-1
        }
      }
      if (p >= end) {
        return null;
      }
      out = r.scratch(2 * out.length);
    }
  }

  /**
   * {@link JsonReader#readString(String)} at the opening quote: {@code held} (not null) when the
   * string is exactly it. A {@code held} without escapes is compared with the input in place
   * ({@link #heldQuote}); a string with escapes is unescaped as usual and compared before a
   * {@code String} is made ({@link Utf8#heldEquals}). Up to 24 chars, only ASCII is kept.
   */
  static String atQuote(JsonReader r, String held) {
    int start = r.pos + 1;
    byte[] b = r.buf;
    int quote = heldQuote(r, held, b, start);
    if (quote >= 0) {
      r.pos = quote + 1;
      return held;
    }
    int end = r.limit - start > r.maxStringLength ? start + r.maxStringLength : r.limit;
    int q = JsonScan.plainQuote(b, start, end);
    if (q >= 0) {
      r.pos = q + 1;
      return Utf8.ascii(b, start, q - start); // plain, and not held (its length or a byte differs)
    }
    String s = nonAscii(r, b, start, ~q, end); // not held
    if (s != null) {
      return s;
    }
    int at = r.pos;
    int len = unescapeRaw(r);
    if (len >= 0) {
      if (Utf8.heldEquals(held, r.scratch, 0, len, encoder(r))) {
        return held; // the encoder's UTF-8: valid
      }
      s = new String(r.scratch, 0, len, StandardCharsets.UTF_8);
      if (valid(s, r.scratch, len)) {
        return s;
      }
      r.pos = at;
    }
    len = unescape(r);
    return Utf8.heldEquals(held, r.scratch, 0, len, encoder(r)) ? held : new String(r.scratch, 0, len, StandardCharsets.UTF_8);
  }

  private static Utf8Encoder encoder(JsonReader r) {
    Utf8Encoder e = r.utf8;
    return e != null ? e : (r.utf8 = new Utf8Encoder());
  }

  /**
   * The index of the closing quote when the input from {@code p} holds {@code held}'s characters
   * as they stand, without a quote, backslash or control character (and within the string length
   * limit), else -1: a short {@code held} ASCII only, char by char; a longer one as UTF-8 ({@link
   * Utf8#heldEquals}: encoded into a kept array, compared in bulk), then scanned a word at a time.
   */
  private static int heldQuote(JsonReader r, String held, byte[] b, int p) {
    int n = held.length();
    if (n <= Utf8.HELD_LOOP_MAX_CHARS || n > Utf8Encoder.MAX_CHARS) {
      int quote = p + n;
      if (n > r.limit - p - 1 || b[quote] != '"' || n > r.maxStringLength) {
        return -1;
      }
      for (int i = 0; i < n; i++) {
        char c = held.charAt(i);
        if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\' || b[p + i] != c) {
          return -1;
        }
      }
      return quote;
    }
    Utf8Encoder e = encoder(r);
    int len = e.encode(held);
    int quote = p + len;
    return len >= 0 && len <= r.limit - p - 1 && len <= r.maxStringLength && b[quote] == '"'
            && Arrays.equals(e.bytes(), 0, len, b, p, quote) && JsonScan.quoteOrEscape(b, p, quote) == quote
        ? quote
        : -1;
  }

  /**
   * A {@code String} property given another scalar, as Jackson's default {@code ObjectMapper}
   * coerces it: a number's text exactly as written ({@code 1.50}, {@code -0}, {@code 1e2}, its
   * grammar checked) or {@code "true"}/{@code "false"}. Anything else ({@code c} an object, an
   * array, or not a value) is the error that {@code expected} names.
   */
  static String scalarText(JsonReader r, int c, String expected) {
    if (c == '-' || (c >= '0' && c <= '9')) {
      int n = r.numbers.span();
      return new String(r.buf, r.spanStart, n, StandardCharsets.ISO_8859_1);
    }
    if (c == 't') {
      r.literal(JsonSkip.TRUE);
      return "true";
    }
    if (c == 'f') {
      r.literal(JsonSkip.FALSE);
      return "false";
    }
    throw r.unexpected(expected);
  }

  /** {@link JsonReader#readStringSpan()} after the opening quote was seen. */
  static int span(JsonReader r) {
    int start = r.pos + 1;
    int end = r.limit - start > r.maxStringLength ? start + r.maxStringLength : r.limit;
    int q = JsonScan.plainQuote(r.buf, start, end);
    if (q >= 0) {
      r.pos = q + 1;
      r.spanInScratch = false;
      r.spanStart = start;
      return q - start;
    }
    int len = unescape(r);
    r.spanInScratch = true;
    r.spanStart = 0;
    return len;
  }

  // ---- member names: FNV-1a (JsonReader.hash) over the unescaped bytes ----

  /** Hashes the string at the position (its opening quote) and remembers where its bytes are. */
  static int quotedHash(JsonReader r) {
    int start = ++r.pos;
    byte[] b = r.buf;
    int h = 0x811C9DC5;
    int p = start;
    while (true) {
      if (p >= r.limit) {
        r.pos = p;
        throw r.error("input ends inside a string (truncated JSON)");
      }
      int c = b[p];
      if (c == '"') {
        break;
      }
      if (c == '\\' || c < 0x20) { // escapes, control characters and non-ASCII take the slow path
        return slowHash(r, start);
      }
      h = (h ^ c) * 0x01000193;
      p++;
    }
    r.nameCopied = false;
    r.nameStart = start;
    r.nameLength = p - start;
    r.pos = p + 1;
    return h;
  }

  private static int slowHash(JsonReader r, int start) {
    r.pos = start - 1;
    int len = unescape(r);
    int h = 0x811C9DC5;
    byte[] s = r.scratch;
    for (int i = 0; i < len; i++) {
      h = (h ^ (s[i] & 0xFF)) * 0x01000193;
    }
    // keep the bytes apart from scratch, which value parsing reuses
    r.nameCopy = Arrays.copyOf(s, len);
    r.nameCopied = true;
    r.nameStart = start;
    r.nameLength = len;
    return h;
  }
}
