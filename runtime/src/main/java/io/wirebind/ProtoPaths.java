package io.wirebind;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Names where a protobuf decode failed, built only when it fails: each generated decoder a failure
 * passes through adds the field it was reading (from its tag), and the element indices and map
 * keys are found by walking the input from the top message's start to the failure's offset (the
 * bytes before it have been read once already, so they are well formed).
 */
final class ProtoPaths {
  private static final int MAX_KEY_CHARS = 40;
  private static final int MAX_WALK = 1 << 20;

  private ProtoPaths() {}

  /**
   * One field entered: its number, name, how it repeats ({@code v}, {@code 4}, {@code 8}: a
   * packable field of varint, 32- or 64-bit elements) and the Java type of its values (a map's
   * value and key types, {@code Line|String}; null when unknown).
   */
  record Field(int number, String name, char shape, String type) {
    static final char SINGLE = ' ', REPEATED = '[', MAP = '{', VARINTS = 'v', FIXED32S = '4', FIXED64S = '8';

    boolean packable() {
      return shape == VARINTS || shape == FIXED32S || shape == FIXED64S;
    }
  }

  /** The fields a failure passed through, outermost first, and the input they lie in. */
  static final class Trail {
    final byte[] buf;
    final int base;
    final int end;
    final long at; // the failure's offset in buf, -1 when unknown
    final Deque<Field> fields = new ArrayDeque<>();
    String root;
    String expected; // the Java type of the innermost field's value, when known

    Trail(byte[] buf, int base, int end, long at) {
      this.buf = buf;
      this.base = base;
      this.end = end;
      this.at = at;
    }
  }

  /**
   * For generated decoders: {@code e} passing out of the decoder of {@code message} while it read
   * the field of {@code tag} (0: between fields); {@code fields} lists its fields as {@code "1
   * name,2 items[],3 byKey{}"}.
   */
  static WirebindException failure(ProtoReader in, RuntimeException e, int tag, String message, String fields) {
    WirebindException w;
    if (e instanceof WirebindException x) {
      w = x;
    } else {
      w = new WirebindException(UserErrors.describe(e, tag == 0 ? message : null), in.position(), e);
    }
    Trail t = w.trail();
    if (t == null) {
      t = new Trail(in.buf, in.base, in.end(), w.offset() < 0 ? -1 : in.base + w.offset());
      w.trail(t);
    }
    if (tag != 0) {
      t.fields.addFirst(field(tag >>> 3, fields));
    }
    t.root = message;
    w.path(render(t));
    w.expected(t.expected);
    return w;
  }

  /**
   * The field numbered {@code number} in a generated list ({@code "1 id=long,2 items[]=Line,3
   * qtys[v]=int"}; the types may be absent); a number it lacks is unknown.
   */
  static Field field(int number, String fields) {
    String prefix = number + " ";
    int i = fields.startsWith(prefix) ? 0 : fields.indexOf("," + prefix);
    if (i < 0) {
      return new Field(number, "", Field.SINGLE, null);
    }
    int from = i == 0 ? prefix.length() : i + 1 + prefix.length();
    int to = from;
    // the entry ends before ",<digit>": a type's own commas are followed by a space
    while (to < fields.length() && !(fields.charAt(to) == ',' && to + 1 < fields.length()
        && Character.isDigit(fields.charAt(to + 1)))) {
      to++;
    }
    String entry = fields.substring(from, to);
    int eq = entry.indexOf('=');
    String type = eq < 0 ? null : entry.substring(eq + 1);
    String name = eq < 0 ? entry : entry.substring(0, eq);
    char shape = Field.SINGLE;
    int cut = 0;
    if (name.endsWith("[]")) {
      shape = Field.REPEATED;
      cut = 2;
    } else if (name.endsWith("{}")) {
      shape = Field.MAP;
      cut = 2;
    } else if (name.length() > 3 && name.charAt(name.length() - 3) == '[' && name.endsWith("]")) {
      shape = name.charAt(name.length() - 2);
      cut = 3;
    }
    return new Field(number, name.substring(0, name.length() - cut), shape, type);
  }

  static String render(Trail t) {
    StringBuilder b = new StringBuilder(t.root);
    int from = t.base;
    int to = t.end;
    // every decoder the failure leaves walks again: bounded, so forged deep input cannot make a
    // failure cost more than a few milliseconds; past the bound the path has no indices or keys
    boolean walk = t.at >= 0 && t.buf != null && t.at - t.base <= MAX_WALK;
    Field last = null;
    int entry = 0; // the last map field: 0 its entry not found, 1 in its key, 2 in its value
    for (Field f : t.fields) {
      last = f;
      entry = 0;
      if (!f.name().isEmpty()) {
        b.append('.').append(f.name());
      }
      long[] found = walk ? find(t.buf, from, to, t.at, f.number()) : null;
      walk = found != null;
      if (!walk) {
        continue;
      }
      if (f.packable()) {
        long index = element(t.buf, from, to, t.at, f.number(), f.shape());
        if (index >= 0) {
          b.append('[').append(index).append(']');
        }
        walk = false;
        continue;
      }
      from = (int) found[1];
      to = (int) found[2];
      if (f.shape() == Field.REPEATED) {
        b.append('[').append(found[0]).append(']');
      } else if (f.shape() == Field.MAP) {
        entry = 1;
        String key = key(t.buf, from, to);
        b.append('[').append(key != null ? key : "#" + found[0]).append(']');
        long[] value = find(t.buf, from, to, t.at, 2);
        walk = value != null;
        if (walk) {
          entry = 2;
          from = (int) value[1];
          to = (int) value[2];
        }
      }
    }
    if (last != null) {
      b.append(" (field ").append(last.number()).append(')');
      t.expected = expected(last, entry);
    }
    return b.toString();
  }

  /**
   * The Java type a value of {@code f} is read as; for a map, its value's or key's type, or the
   * map's when the failure is not inside one entry ({@code entry} 2, 1, 0).
   */
  private static String expected(Field f, int entry) {
    if (f.type() == null || f.type().isEmpty()) {
      return null;
    }
    int bar = f.type().lastIndexOf('|');
    if (f.shape() != Field.MAP || bar < 0) {
      return f.type();
    }
    String value = f.type().substring(0, bar);
    String key = f.type().substring(bar + 1);
    return entry == 2 ? value : entry == 1 ? key : "Map<" + key + ", " + value + ">";
  }

  /**
   * The index, among all elements of the packable field {@code number} in {@code [from, to)}, of the
   * element holding offset {@code at}: packed runs count each element ({@code shape}: varint,
   * 32- or 64-bit), unpacked ones one per tag; -1 when the walk finds none.
   */
  static long element(byte[] buf, int from, int to, long at, int number, char shape) {
    int p = from;
    long index = 0;
    to = Math.min(to, buf.length);
    while (p < to && p <= at) {
      int start = p;
      long[] v = varint(buf, p, to);
      if (v == null) {
        return -1;
      }
      p = (int) v[1];
      int tag = (int) v[0];
      int payload = p;
      int end;
      switch (tag & 7) {
        case 0 -> {
          long[] x = varint(buf, p, to);
          end = x == null ? to : (int) x[1];
        }
        case 1 -> end = p + 8;
        case 5 -> end = p + 4;
        case 2 -> {
          long[] len = varint(buf, p, to);
          if (len == null) {
            return -1;
          }
          payload = (int) len[1];
          end = (int) Math.min(to, payload + Math.max(0, len[0]));
        }
        default -> {
          return -1;
        }
      }
      end = Math.min(end, to);
      boolean holds = start <= at && at <= end;
      if ((tag >>> 3) == number) {
        if ((tag & 7) != 2) {
          if (holds) {
            return index;
          }
          index++;
        } else if (holds) {
          return at < payload ? index : index + within(buf, payload, end, at, shape);
        } else {
          index += elements(buf, payload, end, shape);
        }
      }
      p = end;
    }
    return -1;
  }

  /** The index, in the packed run {@code [from, to)}, of the element holding offset {@code at}. */
  private static long within(byte[] buf, int from, int to, long at, char shape) {
    if (shape == Field.FIXED32S || shape == Field.FIXED64S) {
      long n = elements(buf, from, to, shape);
      return Math.max(0, Math.min(n - 1, (at - from) / (shape == Field.FIXED32S ? 4 : 8)));
    }
    return Math.max(0, elements(buf, from, (int) Math.min(to, at + 1), shape) - 1);
  }

  /** How many elements of a packed run start in {@code [from, to)}. */
  private static long elements(byte[] buf, int from, int to, char shape) {
    if (shape == Field.FIXED32S) {
      return (to - from + 3) / 4;
    }
    if (shape == Field.FIXED64S) {
      return (to - from + 7) / 8;
    }
    long n = 0;
    boolean starts = true;
    for (int i = from; i < to; i++) {
      if (starts) {
        n++;
      }
      starts = buf[i] >= 0; // a byte without the continuation bit ends an element
    }
    return n;
  }

  /**
   * Among the fields in {@code [from, to)} of {@code buf}, the one numbered {@code number} that holds
   * offset {@code at}: {index among those numbered alike, payload start, payload end} (the payload
   * of a length-delimited field, else empty), or null when the walk finds none.
   */
  static long[] find(byte[] buf, int from, int to, long at, int number) {
    int p = from;
    long index = 0;
    to = Math.min(to, buf.length);
    while (p < to && p <= at) {
      int start = p;
      long[] v = varint(buf, p, to);
      if (v == null) {
        return null;
      }
      p = (int) v[1];
      int tag = (int) v[0];
      int payloadFrom = p;
      switch (tag & 7) {
        case 0 -> {
          long[] x = varint(buf, p, to);
          p = x == null ? to : (int) x[1];
        }
        case 1 -> p += 8;
        case 5 -> p += 4;
        case 2 -> {
          long[] len = varint(buf, p, to);
          if (len == null) {
            p = to;
          } else {
            payloadFrom = (int) len[1];
            p = (int) Math.min(to, payloadFrom + Math.max(0, len[0]));
          }
        }
        default -> {
          return null; // groups: not walked
        }
      }
      p = Math.min(p, to);
      if ((tag >>> 3) == number) {
        if (start <= at && at <= p) {
          return new long[] {index, (tag & 7) == 2 ? payloadFrom : p, p};
        }
        index++;
      }
    }
    return null;
  }

  /** The key of the map entry in {@code [from, to)}: a quoted string or a number; null if absent. */
  private static String key(byte[] buf, int from, int to) {
    int p = from;
    while (p < to) {
      long[] v = varint(buf, p, to);
      if (v == null) {
        return null;
      }
      p = (int) v[1];
      int tag = (int) v[0];
      if (tag == (1 << 3)) {
        long[] k = varint(buf, p, to);
        return k == null ? null : Long.toString(k[0]);
      }
      if (tag == (1 << 3 | 2)) {
        long[] len = varint(buf, p, to);
        if (len == null || len[0] < 0 || len[1] + len[0] > to) {
          return null;
        }
        String s = new String(buf, (int) len[1], (int) len[0], StandardCharsets.UTF_8);
        return JsonPaths.quote(s, MAX_KEY_CHARS);
      }
      switch (tag & 7) {
        case 0 -> {
          long[] x = varint(buf, p, to);
          if (x == null) {
            return null;
          }
          p = (int) x[1];
        }
        case 1 -> p += 8;
        case 5 -> p += 4;
        case 2 -> {
          long[] len = varint(buf, p, to);
          if (len == null || len[0] < 0) {
            return null;
          }
          p = (int) Math.min(to, len[1] + len[0]);
        }
        default -> {
          return null;
        }
      }
    }
    return null;
  }

  /** {value, offset after it} of the varint at {@code p}, or null when it does not end before {@code to}. */
  private static long[] varint(byte[] buf, int p, int to) {
    long x = 0;
    for (int shift = 0; shift < 64 && p < to; shift += 7) {
      byte b = buf[p++];
      x |= (long) (b & 0x7F) << shift;
      if (b >= 0) {
        return new long[] {x, p};
      }
    }
    return null;
  }
}
