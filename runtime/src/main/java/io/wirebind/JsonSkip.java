package io.wirebind;

import java.util.Arrays;

/**
 * Skipping of JSON values for {@link JsonReader#skipValue()}: every value fully validated,
 * iteratively (a bit per nesting level says object or array), so deep nesting cannot overflow
 * the stack; strings and member names are scanned, never copied or hashed.
 */
final class JsonSkip {
  private JsonSkip() {}

  static void skipValue(JsonReader r, JsonNumbers numbers) {
    int startDepth = r.depth;
    do {
      int c = r.peek();
      switch (c) {
        case '{' -> {
          if (r.startObjectMembers()) {
            markKind(r, true);
            skipName(r);
            continue;
          }
        }
        case '[' -> {
          if (r.startArrayElements()) {
            markKind(r, false);
            continue;
          }
        }
        case '"' -> JsonStrings.skip(r);
        case 't' -> r.literal("true");
        case 'f' -> r.literal("false");
        case 'n' -> r.literal("null");
        default -> {
          if (c == '-' || (c >= '0' && c <= '9')) {
            numbers.skipNumber();
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
          if (inObject(r)) {
            skipName(r);
          }
          break;
        }
        if (d == '}' || d == ']') {
          closeContainer(r, d);
        } else {
          throw r.unexpected("',' or a closing bracket");
        }
      }
    } while (r.depth > startDepth);
  }

  /** A member name inside a skipped value: validated, neither hashed nor kept. */
  private static void skipName(JsonReader r) {
    if (r.peek() != '"') {
      throw r.unexpected("a member name in double quotes");
    }
    JsonStrings.skip(r);
    r.colon();
  }

  private static boolean inObject(JsonReader r) {
    int d = r.depth - 1;
    return (r.kinds[d >>> 6] & (1L << d)) != 0;
  }

  private static void closeContainer(JsonReader r, int c) {
    if ((c == '}') != inObject(r)) {
      throw r.error("mismatched '" + (char) c + "'");
    }
    r.pos++;
    r.depth--;
  }

  private static void markKind(JsonReader r, boolean object) {
    int d = r.depth - 1;
    long[] kinds = r.kinds;
    if ((d >>> 6) >= kinds.length) {
      kinds = r.kinds = Arrays.copyOf(kinds, Math.max(8, kinds.length * 2));
    }
    if (object) {
      kinds[d >>> 6] |= 1L << d;
    } else {
      kinds[d >>> 6] &= ~(1L << d);
    }
  }
}
