package io.wirebind;

/**
 * Short strings a reader read recently as map keys and set elements, kept to be returned again
 * when the same text comes back: the same few keys ({@code "segment"}, {@code "languages"}) and
 * tags repeat across the elements of a document and across documents, and a kept {@code String}
 * costs no allocation, no copy and, having been hashed once, no hashing when the map or set takes
 * it (Jackson keeps map keys for the same reason, in its name table). A slot is picked by the
 * string's first two bytes. A kept string of up to sixteen plain ASCII chars is also kept as two
 * little-endian words and their masks, compared with the input in two loads; a longer one (or one
 * near the input's end) char by char, as a held string is ({@link JsonStrings#heldQuote}). A string
 * that differs replaces the slot's.
 */
final class JsonRecentStrings {
  /** Strings this long or shorter are kept. */
  static final int MAX_CHARS = Utf8.HELD_LOOP_MAX_CHARS;

  private static final int SLOTS = 128;
  private static final int WORD_CHARS = 16;

  private final String[] strings = new String[SLOTS];
  /** Per slot: the first word, its mask, the second word, its mask; masks 0 when not in words. */
  private final long[] words = new long[4 * SLOTS];

  /** The string at the reader's position (its opening quote), the kept one when its text is the input's. */
  static String atQuote(JsonReader r) {
    JsonRecentStrings kept = r.recent;
    if (kept == null) {
      kept = r.recent = new JsonRecentStrings();
    }
    return kept.read(r);
  }

  private String read(JsonReader r) {
    byte[] b = r.buf;
    int start = r.pos + 1;
    int limit = r.limit;
    int slot = start + 1 < limit ? (b[start] * 31 + b[start + 1]) & (SLOTS - 1) : 0;
    String held = strings[slot];
    if (held != null) {
      int w = 4 * slot;
      long m0 = words[w + 1];
      if (m0 != 0 && start + WORD_CHARS < limit) {
        int n = held.length();
        if (((long) JsonScan.LONG_LE.get(b, start) & m0) == words[w]
            && ((long) JsonScan.LONG_LE.get(b, start + 8) & words[w + 3]) == words[w + 2]
            && b[start + n] == '"' && n <= r.maxStringLength) {
          r.pos = start + n + 1;
          return held;
        }
      } else {
        int quote = JsonStrings.heldQuote(r, held, b, start);
        if (quote >= 0) {
          r.pos = quote + 1;
          return held;
        }
      }
    }
    String s = JsonStrings.atQuote(r);
    if (s.length() <= MAX_CHARS) {
      keep(slot, s);
    }
    return s;
  }

  private void keep(int slot, String s) {
    strings[slot] = s;
    int w = 4 * slot;
    int n = s.length();
    if (n == 0 || n > WORD_CHARS) {
      words[w + 1] = 0; // compared char by char
      return;
    }
    long w0 = 0;
    long w1 = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') {
        words[w + 1] = 0; // compared char by char
        return;
      }
      if (i < 8) {
        w0 |= (long) c << (8 * i);
      } else {
        w1 |= (long) c << (8 * (i - 8));
      }
    }
    words[w] = w0;
    words[w + 1] = n >= 8 ? -1L : (1L << (8 * n)) - 1;
    words[w + 2] = w1;
    words[w + 3] = n >= WORD_CHARS ? -1L : n <= 8 ? 0 : (1L << (8 * (n - 8))) - 1;
  }
}
