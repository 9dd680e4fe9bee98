package io.wirebind;

import java.util.Arrays;

/**
 * Skipping of JSON values for {@link JsonReader#skipValue()}: iterative, with a small stack of
 * container kinds in a bit set (one bit per depth level), so that deep nesting is safe.
 */
final class JsonSkipping {
  private final JsonReader r;

  JsonSkipping(JsonReader r) {
    this.r = r;
  }

  /** Skips one value of any kind, validating it fully. */
  void skipValue() {
    int startDepth = r.depth;
    do {
      int c = r.peek();
      switch (c) {
        case '{' -> {
          if (r.startObjectMembers()) {
            markKind(true);
            r.readNameHash();
            continue;
          }
        }
        case '[' -> {
          if (r.startArrayElements()) {
            markKind(false);
            continue;
          }
        }
        case '"' -> JsonStrings.skip(r);
        case 't' -> r.literal("true");
        case 'f' -> r.literal("false");
        case 'n' -> r.literal("null");
        default -> {
          if (c == '-' || (c >= '0' && c <= '9')) {
            r.numbers.skipNumber();
          } else {
            throw r.unexpected("a JSON value");
          }
        }
      }
      // after a complete value: close containers until one has a further member or element
      while (r.depth > startDepth) {
        int d = r.peek();
        if (d == ',') {
          r.pos++;
          if (inObject()) {
            r.readNameHash();
          }
          break;
        }
        if (d == '}' || d == ']') {
          closeContainer(d);
        } else {
          throw r.unexpected("',' or a closing bracket");
        }
      }
    } while (r.depth > startDepth);
  }

  // skipValue keeps a small stack of container kinds in a bit set, one bit per depth level
  private long[] kinds = new long[8];

  private boolean inObject() {
    int d = r.depth - 1;
    return (kinds[d >>> 6] & (1L << d)) != 0;
  }

  private void closeContainer(int c) {
    boolean object = inObject();
    if ((c == '}') != object) {
      throw r.error("mismatched '" + (char) c + "'");
    }
    r.pos++;
    r.depth--;
  }

  private void markKind(boolean object) {
    int d = r.depth - 1;
    if ((d >>> 6) >= kinds.length) {
      kinds = Arrays.copyOf(kinds, kinds.length * 2);
    }
    if (object) {
      kinds[d >>> 6] |= 1L << d;
    } else {
      kinds[d >>> 6] &= ~(1L << d);
    }
  }
}
