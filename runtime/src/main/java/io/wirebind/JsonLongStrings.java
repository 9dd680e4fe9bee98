package io.wirebind;

import java.nio.charset.StandardCharsets;

/**
 * Strings of {@link JsonEscapes#WORDS_MIN_CHARS} chars and more written as JSON strings: up to
 * {@link JsonWriter#JDK_ENCODE_MIN_CHARS} chars their plain prefix copied eight chars a word; from
 * there on the JDK encodes them (as Latin-1 when they look mostly ASCII, else as UTF-8) and the
 * bytes are scanned and copied in runs, with the few chars between runs escaped or encoded as
 * {@link JsonEscapes#writeRest} does.
 */
final class JsonLongStrings {
  private JsonLongStrings() {}

  /**
   * {@link JsonWriter}'s {@code writeString(String, boolean, boolean)} of a string of {@link
   * JsonEscapes#WORDS_MIN_CHARS} chars or more: its plain prefix copied by {@link
   * JsonEscapes#plainWords}, or the whole string encoded by the JDK from {@link
   * JsonWriter#JDK_ENCODE_MIN_CHARS} chars on. Apart, so that the short strings' path stays small.
   */
  static void writeString(JsonWriter w, String s, boolean comma, boolean colon) {
    int n = s.length();
    if (n >= JsonWriter.JDK_ENCODE_MIN_CHARS) {
      byte[] b = w.room(2);
      int p = w.size();
      if (comma) {
        b[p++] = ',';
      }
      b[p++] = '"';
      w.commit(p);
      body(w, s, colon ? JsonEscapes.QUOTE_COLON : JsonEscapes.QUOTE);
      return;
    }
    byte[] b = w.room(n + 4);
    int p = w.size();
    if (comma) {
      b[p++] = ',';
    }
    b[p++] = '"';
    int i = JsonEscapes.plainWords(s, b, p, n);
    p += i;
    if (i == n) {
      b[p++] = '"';
      if (colon) {
        b[p++] = ':';
      }
      w.commit(p);
      return;
    }
    w.commit(p);
    JsonEscapes.writeRest(w, s, i, colon ? JsonEscapes.QUOTE_COLON : JsonEscapes.QUOTE);
  }

  /** {@link JsonWriter}'s {@code rawAndString} of a string of {@link JsonEscapes#WORDS_MIN_CHARS} chars or more. */
  static void rawAndString(JsonWriter w, byte[] raw, String s, boolean end) {
    int n = s.length();
    if (n >= JsonWriter.JDK_ENCODE_MIN_CHARS) {
      w.writeRaw(raw);
      body(w, s, end ? JsonEscapes.QUOTE_BRACE : JsonEscapes.QUOTE);
      return;
    }
    int m = raw.length;
    byte[] b = w.room(m + n + 2);
    int p = w.size();
    JsonWriter.copy(raw, b, p, m);
    p += m;
    int i = JsonEscapes.plainWords(s, b, p, n);
    p += i;
    if (i == n) {
      b[p++] = '"';
      if (end) {
        b[p++] = '}';
      }
      w.commit(p);
      return;
    }
    w.commit(p);
    JsonEscapes.writeRest(w, s, i, end ? JsonEscapes.QUOTE_BRACE : JsonEscapes.QUOTE);
  }

  /**
   * A longer string, then {@code tail} (see {@link JsonEscapes#writeRest}). One that looks mostly
   * ASCII ({@link #mostlyAscii}) from its Latin-1 bytes ({@link
   * #writeLatin1Runs}: vectorized by the JDK whether the string is stored as Latin-1 or
   * UTF-16, then copied in plain runs); one dense in non-ASCII encoded by the JDK's UTF-8 encoder and
   * copied in runs that need no escape, non-ASCII bytes included ({@link #writeUtf8}).
   * The JDK's array is this write's one allocation. Encoding char by char instead (any loop over
   * {@code charAt}, with or without eight-char words) measured 0.1–0.5x on ASCII and 0.7–1.0x on
   * the {@code Users} text; into kept arrays ({@link Utf8Encoder}, as the readers do to compare held
   * strings) 0.85x on 160 ASCII chars and even on non-Latin-1 text.
   */
  static void body(JsonWriter w, String s, int tail) {
    if (mostlyAscii(s)) {
      writeLatin1Runs(w, s, tail);
      return;
    }
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    writeUtf8(w, s, utf8, utf8.length, tail);
  }

  /** Chars {@link #writeLatin1Runs} writes one by one at most between two scans. */
  private static final int LATIN1_STEP = 8;
  private static final long QUESTION_MARKS = 0x3F3F3F3F3F3F3F3FL;

  /**
   * The index of the first byte in {@code [p, end)} that is not plain ASCII (a quote, a backslash,
   * a control char, a {@code '?'} or a byte of 0x80 and above), exactly: {@link
   * JsonScan#plainAsciiEnd} may stop up to seven bytes before it. A word's flags are exact up to
   * the first flagged byte, so its trailing zeros find it.
   */
  private static int plainEnd(byte[] b, int p, int end) {
    for (; p <= end - 8; p += 8) {
      long w = (long) JsonScan.LONG_LE.get(b, p);
      long f = ((w ^ JsonScan.QUOTES) - JsonScan.ONES | (w ^ JsonScan.BACKSLASHES) - JsonScan.ONES
          | (w ^ QUESTION_MARKS) - JsonScan.ONES | w - JsonScan.SPACES | w) & JsonScan.HIGH_BITS;
      if (f != 0) {
        return p + (Long.numberOfTrailingZeros(f) >>> 3);
      }
    }
    for (; p < end; p++) {
      int c = b[p] & 0xFF;
      if (c >= 0x80 || c == '?' || JsonEscapes.ESCAPES[c] != 0) {
        return p;
      }
    }
    return end;
  }

  /**
   * Whether a longer string looks mostly ASCII, from four chars spread over it (the first, the
   * last, and at a third and two thirds): fewer than two of them non-ASCII. Only a choice of path
   * for {@link JsonWriter}, never of bytes: text dense in chars beyond Latin-1 (CJK, Greek,
   * Cyrillic) goes to the JDK's UTF-8 encoder, whose loop writes those faster than {@link
   * #writeLatin1Runs}, which the JDK's Latin-1 encoder reaches once per such char.
   */
  static boolean mostlyAscii(String s) {
    int n = s.length();
    int third = n / 3;
    int nonAscii = (s.charAt(0) >>> 7 != 0 ? 1 : 0) + (s.charAt(third) >>> 7 != 0 ? 1 : 0)
        + (s.charAt(n - 1 - third) >>> 7 != 0 ? 1 : 0) + (s.charAt(n - 1) >>> 7 != 0 ? 1 : 0);
    return nonAscii < 2;
  }

  /**
   * Writes a longer string escaped, then {@code tail}, from its Latin-1 bytes as the JDK encodes
   * them ({@code String.getBytes(ISO_8859_1)}: a copy for a Latin-1 string, the vectorized
   * {@code encodeISOArray} intrinsic for any other, a {@code '?'} for each char or surrogate pair
   * beyond Latin-1): runs of plain ASCII found by {@link JsonScan#plainAsciiEnd} and {@link
   * #plainEnd} and copied at once, then the chars up to the next plain one (at most {@value
   * #LATIN1_STEP}) one by one: a Latin-1 char made two bytes from its byte,
   * an escape, and behind a {@code '?'} the string's own char (a {@code '?'}, two or three bytes, a
   * surrogate pair as {@link JsonEscapes#writeRest} writes it; an unpaired surrogate is an error). For text
   * that is mostly ASCII this is one vectorized pass and one scan where the JDK's UTF-8 encoder
   * goes char by char into an array three times the length and trims it.
   */
  static void writeLatin1Runs(JsonWriter w, String s, int tail) {
    byte[] iso = s.getBytes(StandardCharsets.ISO_8859_1);
    int m = iso.length;
    boolean utf8Pairs = w.utf8Surrogates;
    int j = 0; // index in iso
    int i = 0; // index in s: j plus the pairs before it
    while (true) {
      int k = plainEnd(iso, JsonScan.plainAsciiEnd(iso, j, m), m);
      int run = k - j;
      byte[] b = w.room(run + LATIN1_STEP * 2 * JsonEscapes.MAX_BYTES_PER_CHAR + 2);
      int o = w.size();
      System.arraycopy(iso, j, b, o, run);
      o += run;
      i += run;
      j = k;
      if (j == m) {
        for (; tail != 0; tail >>>= 8) {
          b[o++] = (byte) tail;
        }
        w.commit(o);
        return;
      }
      // then up to LATIN1_STEP chars one by one, until a plain one
      for (int stop = Math.min(m, j + LATIN1_STEP); j < stop; i++, j++) {
        int c = iso[j] & 0xFF;
        if (c < 0x80 && c != '?' && JsonEscapes.ESCAPES[c] == 0) {
          break;
        } else if (c >= 0x80) {
          b[o] = (byte) (0xC0 | (c >>> 6));
          b[o + 1] = (byte) (0x80 | (c & 0x3F));
          o += 2;
        } else if (c == '?') {
          char ch = s.charAt(i);
          if (ch == '?') {
            b[o++] = '?';
          } else if (ch < 0x800) {
            b[o] = (byte) (0xC0 | (ch >>> 6));
            b[o + 1] = (byte) (0x80 | (ch & 0x3F));
            o += 2;
          } else if (!Character.isSurrogate(ch)) {
            b[o] = (byte) (0xE0 | (ch >>> 12));
            b[o + 1] = (byte) (0x80 | ((ch >>> 6) & 0x3F));
            b[o + 2] = (byte) (0x80 | (ch & 0x3F));
            o += 3;
          } else {
            char d;
            if (!Character.isHighSurrogate(ch) || i + 1 >= s.length()
                || !Character.isLowSurrogate(d = s.charAt(i + 1))) {
              w.commit(o);
              JsonEscapes.writeRest(w, s, i, tail); // throws
              return;
            }
            i++;
            if (utf8Pairs) {
              int cp = Character.toCodePoint(ch, d);
              b[o] = (byte) (0xF0 | (cp >>> 18));
              b[o + 1] = (byte) (0x80 | ((cp >>> 12) & 0x3F));
              b[o + 2] = (byte) (0x80 | ((cp >>> 6) & 0x3F));
              b[o + 3] = (byte) (0x80 | (cp & 0x3F));
              o += 4;
            } else {
              o = JsonEscapes.unicodeEscape(b, o, ch);
              o = JsonEscapes.unicodeEscape(b, o, d);
            }
          }
        } else {
          o = JsonEscapes.escapeAscii(b, o, c);
        }
      }
      w.commit(o);
    }
  }

  /**
   * Writes {@code s}, whose UTF-8 the JDK encoded into {@code utf8}, escaped, then {@code tail}:
   * runs of bytes that need no escape (non-ASCII included) copied at once, and only a quote, a
   * backslash, a control character, a character outside the BMP (as two escapes, unless the writer
   * writes them as UTF-8) and a {@code ?} looked at one by one. A {@code ?} is checked against the
   * string, at the char index its byte index stands for (counted from the UTF-8 only then): the JDK
   * writes an unpaired surrogate so, and that is an error ({@link JsonEscapes#writeRest} reports it).
   */
  static void writeUtf8(JsonWriter w, String s, byte[] utf8, int n, int tail) {
    boolean fourByteEscapes = !w.utf8Surrogates;
    int p = 0;
    int syncByte = 0; // a byte index that starts a char, and that char's index
    int syncChar = 0;
    int plain = JsonScan.plainAsciiEnd(utf8, 0, n); // the ASCII run that the cheaper scan passes
    while (true) {
      int k = JsonScan.utf8CopyEnd(utf8, Math.max(p, plain), n, fourByteEscapes);
      byte[] b = w.room(k - p + 2 * JsonEscapes.MAX_BYTES_PER_CHAR);
      int o = w.size();
      System.arraycopy(utf8, p, b, o, k - p);
      o += k - p;
      if (k == n) {
        for (; tail != 0; tail >>>= 8) {
          b[o++] = (byte) tail;
        }
        w.commit(o);
        return;
      }
      int c = utf8[k] & 0xFF;
      if (c == '?') {
        syncChar += chars(utf8, syncByte, k);
        syncByte = k;
        if (s.charAt(syncChar) != '?') {
          w.commit(o);
          JsonEscapes.writeRest(w, s, syncChar, tail); // an unpaired surrogate: throws
          return;
        }
        b[o++] = '?';
        p = k + 1;
      } else if (c >= 0xF0) {
        int cp = (c & 0x07) << 18 | (utf8[k + 1] & 0x3F) << 12 | (utf8[k + 2] & 0x3F) << 6 | (utf8[k + 3] & 0x3F);
        o = JsonEscapes.unicodeEscape(b, o, Character.highSurrogate(cp));
        o = JsonEscapes.unicodeEscape(b, o, Character.lowSurrogate(cp));
        p = k + 4;
      } else {
        o = JsonEscapes.escapeAscii(b, o, c);
        p = k + 1;
      }
      w.commit(o);
    }
  }

  /** The chars that UTF-8 bytes {@code [from, to)} (whole sequences) encode: two for a four-byte one. */
  private static int chars(byte[] utf8, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      int c = utf8[i] & 0xFF;
      n += (c & 0xC0) != 0x80 ? 1 : 0; // not a continuation byte
      n += c >= 0xF0 ? 1 : 0; // a four-byte sequence: a surrogate pair
    }
    return n;
  }
}
