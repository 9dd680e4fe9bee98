package io.wirebind;

import java.nio.charset.StandardCharsets;

/**
 * Names where a JSON decode failed, built only when it fails: the input is scanned again from the
 * document's start to the failure's offset, keeping the member names and element indices of the
 * containers that are open there ({@code $.items[2].qty}). JSON is its own schema, so the path is
 * the same for fields, list elements, map values and keys, nested, unwrapped and any-properties.
 */
final class JsonPaths {
  private static final int MAX_FOUND = 40;

  private JsonPaths() {}

  /**
   * For generated decoders: {@code e} passing out of the decoder of {@code message}; the first
   * decoder it passes names the path, and wraps an exception of the message's own code.
   */
  static WirebindException failure(JsonCursor in, RuntimeException e, String message, String properties) {
    WirebindException w;
    if (e instanceof WirebindException x) {
      w = x;
      if (w.path() != null) {
        expect(w, properties, false);
        return w;
      }
    } else {
      // the message's code runs after its closing brace; a value's creator after the value
      int p = in.pos - 1;
      while (p > in.base && (in.buf[p] == ' ' || in.buf[p] == '\n' || in.buf[p] == '\r' || in.buf[p] == '\t')) {
        p--;
      }
      boolean closed = p >= in.base && in.buf[p] == '}';
      w = new WirebindException(UserErrors.describe(e, closed ? message : null), in.position(), e);
    }
    if (w.offset() >= 0) {
      scan(w, in.buf, in.base, (int) Math.min(in.limit, in.base + w.offset()), in.limit);
    }
    expect(w, properties, true);
    return w;
  }

  /**
   * Sets the expected type of {@code w} from the {@code properties} of a decoder it passes (the
   * innermost that knows the property at the end of the path): a property's declared type, a list
   * element's, a map value's or key's, or (for the innermost decoder, {@code first}) the
   * any-properties' value type.
   */
  static void expect(WirebindException w, String properties, boolean first) {
    Object[] t = w.jsonTrail();
    if (properties == null || t == null || w.expectedType() != null) {
      return;
    }
    int i = t.length - 1;
    while (i >= 0 && !(t[i] instanceof String)) {
      i--;
    }
    if (i < 0) {
      return;
    }
    int after = t.length - 1 - i;
    String type = null;
    String[] p = entry(properties, (String) t[i]);
    if (p != null) {
      if (after == 0) {
        type = p[0];
      } else if (after == 1 && p.length == 2 && t[i + 1] instanceof Integer) {
        type = p[1];
      }
    } else if (after == 0 && i > 0 && t[i - 1] instanceof String map
        && (p = entry(properties, map)) != null && p.length == 3) {
      type = w.reason().contains("key") ? p[2] : p[1];
    } else if (first && (p = entry(properties, "*")) != null) {
      type = p[0];
    }
    if (type != null) {
      w.expected(type);
    }
  }

  /** The types listed for {@code name} in {@code properties}, or null. */
  private static String[] entry(String properties, String name) {
    String key = name + "=";
    int at = properties.startsWith(key) ? 0 : properties.indexOf(";" + key);
    if (at < 0) {
      return null;
    }
    int from = at == 0 ? key.length() : at + 1 + key.length();
    int to = properties.indexOf(';', from);
    return properties.substring(from, to < 0 ? properties.length() : to).split("\\|", -1);
  }

  /**
   * Sets the path of {@code w} (and what was found at the offset) from the JSON in {@code [base,
   * at)}; the input ends at {@code limit} (a stream reader's buffer holds more than its input).
   */
  static void scan(WirebindException w, byte[] buf, int base, int at, int limit) {
    // per open container: a member name (objects; null before the name) or an element index
    Object[] open = new Object[8];
    boolean[] isObject = new boolean[8];
    int depth = 0;
    int token = -1; // where the value or name holding the offset starts
    int name = -1; // where the member name read last starts, until its value starts
    int p = base;
    while (p < at) {
      int c = buf[p];
      if (c == '{' || c == '[') {
        if (depth == open.length) {
          open = java.util.Arrays.copyOf(open, depth * 2);
          isObject = java.util.Arrays.copyOf(isObject, depth * 2);
        }
        name = -1;
        isObject[depth] = c == '{';
        open[depth++] = c == '{' ? null : (Object) 0;
        p++;
      } else if (c == '}' || c == ']') {
        depth = Math.max(0, depth - 1);
        p++;
      } else if (c == ',') {
        if (depth > 0) {
          open[depth - 1] = isObject[depth - 1] ? null : (Object) ((Integer) open[depth - 1] + 1);
        }
        p++;
      } else if (c == '"') {
        int start = p;
        int end = stringEnd(buf, p, at);
        if (depth > 0 && isObject[depth - 1] && open[depth - 1] == null) {
          open[depth - 1] = decode(buf, start, end);
          name = start;
        } else {
          name = -1;
        }
        if (end >= at) {
          token = start;
        }
        p = end;
      } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ':') {
        p++;
      } else {
        name = -1;
        int start = p;
        while (p < at && !delimiter(buf[p])) {
          p++;
        }
        if (p >= at) {
          token = start;
        }
      }
    }
    w.jsonTrail(java.util.Arrays.copyOf(open, depth));
    StringBuilder b = new StringBuilder("$");
    for (int i = 0; i < depth; i++) {
      Object o = open[i];
      if (o instanceof Integer n) {
        b.append('[').append(n).append(']');
      } else if (o instanceof String member) {
        if (member.matches("[A-Za-z_$][A-Za-z0-9_$]*")) {
          b.append('.').append(member);
        } else {
          b.append('[').append(quote(member, MAX_FOUND)).append(']');
        }
      }
    }
    if (b.length() > 1) {
      w.path(b.toString());
    }
    if (token < 0 && name >= 0 && w.reason().contains("key")) {
      token = name; // a map key was read and its value not begun, and the key is at fault
    }
    if (token < 0) {
      token = at;
      while (token < limit && (buf[token] == ' ' || buf[token] == '\n' || buf[token] == '\r' || buf[token] == '\t')) {
        token++;
      }
    }
    String found = excerpt(buf, token, limit);
    if (found != null && !w.reason().contains(found) && !w.reason().contains("'" + unquoted(found) + "'")) {
      w.found(found);
    }
  }

  private static String unquoted(String s) {
    return s.length() >= 2 && s.charAt(0) == '"' ? s.substring(1, s.length() - (s.endsWith("\"") ? 1 : 0)) : s;
  }

  /** The scalar token at {@code p}, shortened; null for a container, a delimiter or the input's end. */
  private static String excerpt(byte[] buf, int p, int limit) {
    if (p < 0 || p >= limit) {
      return null;
    }
    int c = buf[p];
    int end;
    if (c == '"') {
      end = stringEnd(buf, p, limit);
    } else if (delimiter((byte) c) || c == '{' || c == '[') {
      return null;
    } else {
      end = p;
      while (end < limit && !delimiter(buf[end])) {
        end++;
      }
    }
    int n = Math.min(end - p, MAX_FOUND);
    String s = new String(buf, p, n, StandardCharsets.UTF_8);
    return n < end - p ? s + "..." : s;
  }

  private static boolean delimiter(byte c) {
    return c == ',' || c == '}' || c == ']' || c == ':' || c == ' ' || c == '\n' || c == '\r' || c == '\t'
        || c == '{' || c == '[' || c == '"';
  }

  /** The offset after the string starting at {@code p} (its closing quote), at most {@code to}. */
  private static int stringEnd(byte[] buf, int p, int to) {
    int i = p + 1;
    while (i < to) {
      byte c = buf[i++];
      if (c == '\\') {
        i++;
      } else if (c == '"') {
        return Math.min(i, to);
      }
    }
    return Math.min(i, to);
  }

  /** The text of the string token in {@code [start, end)}, escapes kept as written. */
  private static String decode(byte[] buf, int start, int end) {
    int to = end > start + 1 && buf[end - 1] == '"' ? end - 1 : end;
    return new String(buf, start + 1, Math.max(0, to - start - 1), StandardCharsets.UTF_8);
  }

  /** {@code s} in double quotes, shortened to {@code max} characters. */
  static String quote(String s, int max) {
    String t = s.length() > max ? s.substring(0, max) + "..." : s;
    return "\"" + t.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
