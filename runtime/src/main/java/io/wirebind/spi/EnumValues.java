package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads an enum with Jackson's {@code @JsonValue} (and no delegating {@code @JsonCreator}) as
 * Jackson 2.18's {@code EnumDeserializer} does: by the text ({@code toString()}) of each constant's
 * value, taken once when the codec is loaded, the first constant winning when two share one. A
 * string is matched as written, then trimmed; failing that, unless the value is integral, a string
 * of digits not starting with {@code 0} is taken as the constant's index. A number is matched by
 * its text as written when the value is integral ({@code Integer}, {@code Long}, {@code Short},
 * {@code Byte} or their primitives), else taken as an index. A map key (Jackson's key
 * deserializer) is matched as written only. For an enum read through a {@code @JsonCreator} taking
 * a {@code String} it supplies the argument ({@link #readText}, {@link #keyText}), and it writes a
 * {@code String} value ({@link #writeText}). For generated code; no compatibility promise.
 */
public final class EnumValues {
  private final String type;
  private final boolean integral;
  private final int constants;
  /** UTF-8 text of each distinct value, the first constant's for a shared one; null when null. */
  private final byte[][] texts;
  private final String[] strings;
  /** Open-addressing table of {@code index + 1} into {@link #texts}, by the text's hash. */
  private final int[] slots;
  private final int[] hashes;
  /**
   * By ordinal: the constant's value when it is a {@code String} of printable ASCII without {@code
   * "} or a backslash (its JSON text needs no escape), else null; and that value in quotes.
   */
  private final String[] plain;
  private final byte[][] quoted;

  /**
   * The values of the constants of {@code type} (its simple name, for messages), by ordinal;
   * {@code integral} when the {@code @JsonValue} type is an integral number.
   */
  public EnumValues(String type, boolean integral, Object... values) {
    this.type = type;
    this.integral = integral;
    this.constants = values.length;
    this.texts = new byte[values.length][];
    this.strings = new String[values.length];
    this.hashes = new int[values.length];
    int size = Integer.highestOneBit(Math.max(4, values.length * 2)) * 2;
    this.slots = new int[size];
    this.plain = new String[values.length];
    this.quoted = new byte[values.length][];
    for (int i = 0; i < values.length; i++) {
      if (values[i] instanceof String v && plain(v)) {
        plain[i] = v;
        quoted[i] = ('"' + v + '"').getBytes(StandardCharsets.US_ASCII);
      }
      if (values[i] == null) {
        continue;
      }
      String s = values[i].toString();
      if (find(s) >= 0) {
        continue; // Jackson keeps the first constant of a value
      }
      strings[i] = s;
      texts[i] = s.getBytes(StandardCharsets.UTF_8);
      hashes[i] = JsonReader.hash(texts[i]);
      int slot = hashes[i] & (size - 1);
      while (slots[slot] != 0) {
        slot = (slot + 1) & (size - 1);
      }
      slots[slot] = i + 1;
    }
  }

  private static boolean plain(String v) {
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      if (c < 0x20 || c > 0x7E || c == '"' || c == '\\') {
        return false;
      }
    }
    return true;
  }

  /**
   * The argument of a {@code @JsonCreator} taking a {@code String}, as {@link JsonReader#readString()}
   * reads it: when the value is a JSON string spelling, unescaped, one constant's {@code String}
   * value (printable ASCII), that very {@code String} (equal to what reading would make, so the
   * creator, still called, gets the same argument), without decoding or allocating; anything else
   * (escapes, other texts, numbers, a bad or truncated token) through {@code readString()}.
   */
  public String readText(JsonReader in) {
    if (in.peekByte() == '"') {
      for (int i = 0; i < constants; i++) {
        byte[] q = quoted[i];
        if (q != null && in.tryQuoted(q)) {
          return plain[i];
        }
      }
    }
    return in.readString();
  }

  /**
   * The map key {@code in} just read, as {@link JsonReader#lastName()} makes it: a constant's
   * printable-ASCII {@code String} value itself when the key (unescaped) is exactly that text.
   */
  public String keyText(JsonReader in) {
    for (int i = 0; i < constants; i++) {
      if (plain[i] != null && texts[i] != null && in.nameEquals(texts[i])) {
        return plain[i];
      }
    }
    return in.lastName();
  }

  /**
   * Writes {@code value}, the {@code @JsonValue} the accessor just returned for the constant of
   * {@code ordinal}, as {@link JsonWriter#writeString} writes it: when it is that constant's own
   * {@code String} taken when the codec was loaded (the same object, so the same text), its
   * precomputed quoted bytes in one copy; otherwise (another value, or one needing escapes) escaped.
   */
  public void writeText(JsonWriter out, int ordinal, String value) {
    byte[] q = quoted[ordinal];
    if (q != null && value == plain[ordinal]) {
      out.writeRaw(q);
    } else {
      out.writeString(value);
    }
  }

  private int find(String s) {
    for (int i = 0; i < constants; i++) {
      if (s.equals(strings[i])) {
        return i;
      }
    }
    return -1;
  }

  /** The ordinal of the constant whose value's text is {@code length} bytes of {@code b} at {@code from}, or -1. */
  private int lookup(byte[] b, int from, int length) {
    int h = 0x811C9DC5;
    for (int i = from; i < from + length; i++) {
      h = (h ^ (b[i] & 0xFF)) * 0x01000193;
    }
    int mask = slots.length - 1;
    for (int slot = h & mask; slots[slot] != 0; slot = (slot + 1) & mask) {
      int i = slots[slot] - 1;
      if (hashes[i] == h && Arrays.equals(texts[i], 0, texts[i].length, b, from, from + length)) {
        return i;
      }
    }
    return -1;
  }

  /** Reads a non-null value and returns its constant's ordinal. */
  public int read(JsonReader in) {
    int c = in.peekByte();
    int at = in.position();
    if (c == '"') {
      int n = in.readStringSpan();
      int i = lookup(in.spanBytes(), in.spanStart(), n);
      return i >= 0 ? i : alternative(in, at, new String(in.spanBytes(), in.spanStart(), n, StandardCharsets.UTF_8));
    }
    if (in.peekIsNumber()) {
      int n = in.readNumberSpan();
      byte[] b = in.spanBytes();
      int from = in.spanStart();
      for (int j = from; j < from + n; j++) {
        if (b[j] == '.' || b[j] == 'e' || b[j] == 'E') {
          throw in.errorAt(at, "a " + type + " is not read from a floating-point number");
        }
      }
      String text = new String(b, from, n, StandardCharsets.ISO_8859_1);
      if (integral) {
        int i = lookup(b, from, n);
        if (i < 0) {
          throw in.errorAt(at, "'" + text + "' is not a value of " + type);
        }
        return i;
      }
      long index;
      try {
        index = Long.parseLong(text);
      } catch (NumberFormatException e) {
        index = Long.MAX_VALUE;
      }
      if (index < Integer.MIN_VALUE || index > Integer.MAX_VALUE) {
        throw in.errorAt(at, "number " + text + " is out of the range of an enum index");
      }
      if (index < 0 || index >= constants) {
        throw in.errorAt(at, "no constant of " + type + " has index " + text);
      }
      return (int) index;
    }
    throw in.errorAt(at, "expected a value of " + type + " (a string or a number)");
  }

  /** Jackson's second tries for a string no value has: trimmed, then a constant's index. */
  private int alternative(JsonReader in, int at, String text) {
    String name = text.trim();
    if (name != text) {
      int i = find(name);
      if (i >= 0) {
        return i;
      }
    }
    if (!name.isEmpty() && !integral) {
      char c = name.charAt(0);
      if (c >= '0' && c <= '9' && !(c == '0' && name.length() > 1)) {
        try {
          int index = Integer.parseInt(name);
          if (index >= 0 && index < constants) {
            return index;
          }
        } catch (NumberFormatException notAnIndex) {
          // not one of the values
        }
      }
    }
    throw in.errorAt(at, "'" + text + "' is not a value of " + type);
  }

  /** The constant whose value's text is the map key {@code in} just read, exactly. */
  public int readKey(JsonReader in) {
    for (int i = 0; i < constants; i++) {
      if (texts[i] != null && in.nameEquals(texts[i])) {
        return i;
      }
    }
    throw in.error("map key '" + in.lastName() + "' is not a value of " + type);
  }

  /**
   * The failure of a {@code @JsonCreator} (or a value object's creator) that threw {@code e} for
   * the value read at {@code at}: Jackson's {@code ValueInstantiationException}, with the offset.
   */
  public static WirebindException creatorFailed(JsonReader in, int at, String type, Exception e) {
    return creatorFailed(at, type, e);
  }

  /** {@link #creatorFailed(JsonReader, int, String, Exception)} for a value read at offset {@code at} of any input. */
  public static WirebindException creatorFailed(int at, String type, Exception e) {
    String thrown = e.getMessage() == null ? e.getClass().getSimpleName()
        : e.getClass().getSimpleName() + ": " + e.getMessage();
    return new WirebindException("the value was rejected: " + thrown, at, e);
  }

  /** A {@code @JsonCreator} that returned null for a map key: Jackson's "not a valid representation". */
  public static WirebindException nullKey(JsonReader in, String type) {
    return in.error("map key '" + in.lastName() + "' is not a valid representation of " + type);
  }
}
