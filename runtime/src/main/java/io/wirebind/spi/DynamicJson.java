package io.wirebind.spi;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.WirebindException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Dynamic values in JSON, in both styles. Jackson's: each value as its class writes it (numbers
 * as Jackson writes that class: {@code 1}, {@code 1.0}, {@code 1E+3} for a {@code BigDecimal},
 * {@code "NaN"}), read as Jackson's untyped reading gives them. Proto3: what {@code JsonFormat}
 * writes for the {@code Value} the protobuf encoder would write (every number as a double, NaN and
 * infinities refused) and reads back as the protobuf decoder would. Reading is iterative (an
 * explicit stack of open containers), so no input nests the Java stack; writing recurses, at most
 * {@value DynamicValues#MAX_JSON_WRITE_DEPTH} levels.
 */
final class DynamicJson {
  private DynamicJson() {}

  /** What {@link #read} accepts at the top. */
  static final int ANY = 0, OBJECT = 1, ARRAY = 2;

  // ---- writing ----

  /** Writes {@code v}, which may be null, {@code depth} levels into the tree. */
  static void write(JsonWriter out, Object v, int depth, boolean proto3) {
    if (v == null) {
      out.writeNull();
    } else if (v instanceof String s) {
      out.writeString(s);
    } else if (v instanceof Boolean b) {
      out.writeBoolean(b);
    } else if (v instanceof Map<?, ?> m) {
      writeObject(out, m, depth + 1, proto3);
    } else if (v instanceof Collection<?> c) {
      writeArray(out, c, depth + 1, proto3);
    } else if (proto3) {
      double d = DynamicValues.toDouble(v);
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        throw new WirebindException("a dynamic value holds the number " + d + ", which google.protobuf.Value"
            + " cannot hold in proto3 JSON (it would read back as a string)");
      }
      out.writeDouble(d);
    } else {
      writeNumber(out, v);
    }
  }

  /** A number as Jackson writes its class. */
  private static void writeNumber(JsonWriter out, Object v) {
    if (v instanceof Integer i) {
      out.writeInt(i);
    } else if (v instanceof Long l) {
      out.writeLong(l);
    } else if (v instanceof Double d) {
      out.writeDouble(d);
    } else if (v instanceof BigDecimal d) {
      NumberValues.writeBigDecimal(out, d);
    } else if (v instanceof BigInteger i) {
      NumberValues.writeBigInteger(out, i);
    } else if (v instanceof Float f) {
      out.writeFloat(f);
    } else if (v instanceof Short s) {
      out.writeInt(s);
    } else if (v instanceof Byte b) {
      out.writeInt(b);
    } else {
      throw DynamicValues.unsupported(v);
    }
  }

  /** An object with the map's entries in its order; {@code depth} counts this level. */
  static void writeObject(JsonWriter out, Map<?, ?> m, int depth, boolean proto3) {
    checkDepth(depth);
    out.writeByte((byte) '{');
    boolean first = true;
    for (Map.Entry<?, ?> e : m.entrySet()) {
      if (!(e.getKey() instanceof String key)) {
        throw DynamicValues.badKey(e.getKey());
      }
      if (!first) {
        out.writeByte((byte) ',');
      }
      first = false;
      out.writeString(key);
      out.writeByte((byte) ':');
      write(out, e.getValue(), depth, proto3);
    }
    out.writeByte((byte) '}');
  }

  /** An array of the collection's elements in its order; {@code depth} counts this level. */
  static void writeArray(JsonWriter out, Collection<?> c, int depth, boolean proto3) {
    checkDepth(depth);
    out.writeByte((byte) '[');
    if (c instanceof List<?> l && CodecSupport.indexed(l)) {
      for (int i = 0, n = l.size(); i < n; i++) {
        if (i != 0) {
          out.writeByte((byte) ',');
        }
        write(out, l.get(i), depth, proto3);
      }
    } else {
      boolean first = true;
      for (Object e : c) {
        if (!first) {
          out.writeByte((byte) ',');
        }
        first = false;
        write(out, e, depth, proto3);
      }
    }
    out.writeByte((byte) ']');
  }

  private static void checkDepth(int depth) {
    if (depth > DynamicValues.MAX_JSON_WRITE_DEPTH) {
      throw new WirebindException("a dynamic value nests maps and lists deeper than "
          + DynamicValues.MAX_JSON_WRITE_DEPTH + " levels; does it contain itself?");
    }
  }

  // ---- reading ----

  /**
   * Reads one value ({@code expect}: any, or an object or array only), {@code null} included.
   * Open containers wait on a stack; a finished value is put into the innermost, and a container is
   * finished when its closing bracket is read. The reader counts the depth and fails past its limit.
   */
  static Object read(JsonReader in, int expect, boolean proto3) {
    Object[] open = null; // the containers being filled, outermost first
    String[] keys = null; // for an open object: the name whose value is being read
    int top = -1;
    int limit = in.maxCollectionSize();
    while (true) {
      Object v;
      int c = in.peekByte();
      if (expect == ANY ? c == '{' : expect == OBJECT) {
        if (in.startObjectMembers()) { // fails when the value is not an object
          if (++top == (open == null ? 0 : open.length)) {
            open = open == null ? new Object[8] : Arrays.copyOf(open, top * 2);
            keys = keys == null ? new String[8] : Arrays.copyOf(keys, top * 2);
          }
          open[top] = new LinkedHashMap<String, Object>();
          keys[top] = in.readMemberName();
          expect = ANY;
          continue;
        }
        v = new LinkedHashMap<String, Object>();
      } else if (expect == ANY ? c == '[' : expect == ARRAY) {
        if (in.startArrayElements()) {
          if (++top == (open == null ? 0 : open.length)) {
            open = open == null ? new Object[8] : Arrays.copyOf(open, top * 2);
            keys = keys == null ? new String[8] : Arrays.copyOf(keys, top * 2);
          }
          open[top] = new ArrayList<Object>();
          expect = ANY;
          continue;
        }
        v = new ArrayList<Object>();
      } else {
        v = scalar(in, c, proto3);
      }
      expect = ANY;
      // put v into the innermost open container; each one that this closes is put into the next
      while (true) {
        if (top < 0) {
          return v;
        }
        Object parent = open[top];
        if (parent instanceof LinkedHashMap<?, ?>) {
          LinkedHashMap<String, Object> map = map(parent);
          map.put(keys[top], v); // a repeated name: the last value wins, at the first's place
          if (map.size() > limit) {
            throw tooMany(in, "object", map.size());
          }
          if (in.nextMember()) {
            keys[top] = in.readMemberName();
            break;
          }
        } else {
          ArrayList<Object> list = list(parent);
          if (list.size() >= limit) {
            throw tooMany(in, "array", list.size() + 1L);
          }
          list.add(v);
          if (in.nextElement()) {
            break;
          }
        }
        open[top] = null;
        keys[top--] = null;
        v = parent;
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static LinkedHashMap<String, Object> map(Object v) {
    return (LinkedHashMap<String, Object>) v;
  }

  @SuppressWarnings("unchecked")
  private static ArrayList<Object> list(Object v) {
    return (ArrayList<Object>) v;
  }

  private static WirebindException tooMany(JsonReader in, String what, long count) {
    return in.error("an " + what + " in a dynamic value has " + count + " elements, more than the limit of "
        + in.maxCollectionSize() + " (Limits.maxCollectionSize)");
  }

  /** A string, number, boolean or null starting with {@code c}. */
  private static Object scalar(JsonReader in, int c, boolean proto3) {
    switch (c) {
      case '"':
        return in.readString();
      case 't':
      case 'f':
        return in.readBoolean();
      case 'n':
        in.tryNull(); // fails unless the literal is exactly null
        return null;
      case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
        return proto3 ? DynamicValues.number(readDouble(in)) : number(in);
      case -1:
        throw in.error("input ends where a value was expected (truncated JSON)");
      default:
        throw in.error("expected a JSON value but found " + (c >= 0x20 && c < 0x7F
            ? "'" + (char) c + "'" : String.format("byte 0x%02X", c)));
    }
  }

  /** A number as Jackson reads it untyped: Integer, Long or BigInteger when integral, else Double. */
  private static Object number(JsonReader in) {
    int n = in.readNumberSpan(); // validated: RFC 8259 grammar, at most maxNumberLength characters
    byte[] b = in.spanBytes();
    int start = in.spanStart();
    int end = start + n;
    boolean negative = b[start] == '-';
    int p = negative ? start + 1 : start;
    long value = 0;
    int i = p;
    for (; i < end; i++) {
      int d = b[i] - '0';
      if (d < 0 || d > 9) {
        return JavaDoubleParser.parseDouble(b, start, n); // a fraction or an exponent
      }
      value = value * 10 + d;
    }
    if (end - p <= 18) {
      long v = negative ? -value : value;
      return v == (int) v ? (Object) Integer.valueOf((int) v) : (Object) Long.valueOf(v);
    }
    BigInteger big = new BigInteger(new String(b, start, n, StandardCharsets.ISO_8859_1));
    return big.bitLength() < 64 ? (Object) Long.valueOf(big.longValue()) : big;
  }

  /** A number as {@code JsonFormat} reads one into a {@code Value}: the nearest double. */
  private static double readDouble(JsonReader in) {
    int n = in.readNumberSpan();
    return JavaDoubleParser.parseDouble(in.spanBytes(), in.spanStart(), n);
  }

  // ---- copies ----

  /** A deep copy of a tree; immutable leaves are shared. */
  static Object copy(Object v, int depth) {
    if (v instanceof Map<?, ?> m) {
      checkDepth(depth + 1);
      LinkedHashMap<String, Object> copy = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        if (!(e.getKey() instanceof String key)) {
          throw DynamicValues.badKey(e.getKey());
        }
        copy.put(key, copy(e.getValue(), depth + 1));
      }
      return copy;
    }
    if (v instanceof Collection<?> c) {
      checkDepth(depth + 1);
      ArrayList<Object> copy = new ArrayList<>(c.size());
      for (Object e : c) {
        copy.add(copy(e, depth + 1));
      }
      return copy;
    }
    return v;
  }
}
