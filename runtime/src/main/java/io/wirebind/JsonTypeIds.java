package io.wirebind;

/**
 * The slow paths of {@link JsonReader#readTypeIdHash()} and {@link
 * JsonReader#readWrappedTypeIdHash()}: a type id that is no string. Jackson 2.18 takes a number's
 * or {@code true}/{@code false}'s text as written as the id; in a member it passes over a {@code
 * null}, an object or an array (left unread here, for the caller to read as an ordinary member), at
 * the head of a wrapper array {@code null} is the id {@code "null"} and an object or array fails.
 */
final class JsonTypeIds {
  private JsonTypeIds() {}

  /** {@link JsonReader#readWrappedTypeIdHash()}: {@code null} is the id {@code "null"} there. */
  static int wrappedHash(JsonReader r, int c) {
    if (c == '{' || c == '[') {
      throw r.unexpected("a type id (a string, number, boolean or null)");
    }
    return scalarHash(r, c, true);
  }

  static int scalarHash(JsonReader r, int c, boolean nullText) {
    int start;
    int n;
    if (c == '-' || (c >= '0' && c <= '9')) {
      n = r.numbers.span();
      start = r.spanStart;
    } else if (c == 't' || c == 'f' || (c == 'n' && nullText)) {
      start = r.pos;
      byte[] word = c == 't' ? JsonSkip.TRUE : c == 'f' ? JsonSkip.FALSE : JsonSkip.NULL;
      r.literal(word);
      n = word.length;
    } else if (c == 'n' || c == '{' || c == '[') {
      r.noIdAt = r.pos; // a string's or number's hash can be 0 too, but then pos has moved past it
      return 0;
    } else {
      throw r.unexpected("a type id");
    }
    int h = 0x811C9DC5;
    for (int i = start; i < start + n; i++) {
      h = (h ^ (r.buf[i] & 0xFF)) * 0x01000193;
    }
    r.nameCopied = false;
    r.nameStart = start;
    r.nameLength = n;
    return h;
  }

  /** Back over the whitespace after the colon (before the value left unread) and the start name's bytes. */
  static void unread(JsonReader r, int startNameLength) {
    int p = r.noIdAt;
    while (r.buf[p - 1] != ':') {
      p--;
    }
    r.pos = p - startNameLength;
    r.depth--;
  }
}
