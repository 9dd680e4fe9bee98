package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.WirebindException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Dynamic values: {@code Object}, {@code Map<String, Object>} and {@code List<Object>} fields
 * holding a JSON tree, as Jackson writes and reads them untyped.
 *
 * <p>A tree holds {@code null}, {@code String}, {@code Boolean}, the numbers {@code Integer},
 * {@code Long}, {@code Short}, {@code Byte}, {@code BigInteger}, {@code Float}, {@code Double} and
 * {@code BigDecimal}, any {@code Collection} (written as an array) and {@code Map}s with {@code
 * String} keys, nested to any depth; anything else fails the encode with a {@link
 * WirebindException} naming its class. Reading gives what Jackson's untyped reading gives: objects
 * as {@code LinkedHashMap}, arrays as {@code ArrayList}, integers as {@code Integer} when they fit,
 * else {@code Long}, else {@code BigInteger}, other numbers as {@code Double}.
 *
 * <p>Protobuf: a tree is {@code google.protobuf.Value}, a map {@code google.protobuf.Struct} and a
 * list {@code google.protobuf.ListValue}, the messages protoc peers use for JSON data. Their only
 * number is a {@code double}: every number is written as its {@code doubleValue()}, so a {@code
 * Long} or {@code BigInteger} beyond 2^53 and a {@code BigDecimal} with more than 17 significant
 * digits lose precision, and a {@code BigInteger} or {@code BigDecimal} beyond the double range
 * becomes an infinity. Decoding gives a whole number of magnitude below 2^53 (where every integer
 * is exact) as an {@code Integer} when it fits, else a {@code Long}, as Jackson reads the same
 * number in JSON; every other number ({@code 2.5}, {@code -0.0}, {@code 1e300}, NaN, infinities)
 * as a {@code Double}. A {@code Value} with no kind set, or {@code null_value}, is {@code null}.
 *
 * <p>Proto3 JSON ({@code JsonStyle.PROTO3}) is {@code JsonFormat}'s form of those messages: numbers
 * written as doubles ({@code 1.0}), read as the protobuf decoder gives them; NaN and infinities
 * cannot be written, as {@code JsonFormat} refuses them in a {@code Value}.
 *
 * <p>Nesting: reading counts one level per map or list against the reader's depth limit, writing
 * protobuf against {@link ProtoWriter#maxDepth(int)}, and writing JSON stops at {@value
 * #MAX_JSON_WRITE_DEPTH} levels (Jackson's default), so a tree that contains itself fails the encode
 * instead of overflowing the stack. For generated code; no compatibility promise.
 */
public final class DynamicValues {
  private DynamicValues() {}

  /** The deepest nesting of maps and lists written to JSON, as Jackson's {@code StreamWriteConstraints}. */
  public static final int MAX_JSON_WRITE_DEPTH = 1000;

  /** 2^53 - 1: integers up to this magnitude are exact in a double. */
  private static final double MAX_SAFE_INTEGER = 9_007_199_254_740_991.0;

  // ---- protobuf: Value, Struct, ListValue ----

  public static void writeValue(ProtoWriter out, Object v) {
    DynamicProto.writeValue(out, v);
  }

  public static Object readValue(ProtoReader in) {
    return DynamicProto.readValue(in, null);
  }

  public static Object defaultValue() {
    return null;
  }

  public static void writeStruct(ProtoWriter out, Map<?, ?> v) {
    DynamicProto.writeStruct(out, v);
  }

  public static LinkedHashMap<String, Object> readStruct(ProtoReader in) {
    return DynamicProto.readStruct(in, new LinkedHashMap<>());
  }

  public static LinkedHashMap<String, Object> defaultStruct() {
    return new LinkedHashMap<>();
  }

  public static void writeListValue(ProtoWriter out, Collection<?> v) {
    DynamicProto.writeListValue(out, v);
  }

  public static ArrayList<Object> readListValue(ProtoReader in) {
    return DynamicProto.readListValue(in, new ArrayList<>());
  }

  public static ArrayList<Object> defaultListValue() {
    return new ArrayList<>();
  }

  // ---- JSON as Jackson writes and reads it ----

  public static void writeValue(JsonWriter out, Object v) {
    DynamicJson.write(out, v, 0, false);
  }

  /** Any value, {@code null} included. */
  public static Object readValue(JsonReader in) {
    return DynamicJson.read(in, DynamicJson.ANY, false);
  }

  public static void writeStruct(JsonWriter out, Map<?, ?> v) {
    DynamicJson.writeObject(out, v, 1, false);
  }

  /** An object; anything else is an error. */
  @SuppressWarnings("unchecked")
  public static LinkedHashMap<String, Object> readStruct(JsonReader in) {
    return (LinkedHashMap<String, Object>) DynamicJson.read(in, DynamicJson.OBJECT, false);
  }

  public static void writeListValue(JsonWriter out, Collection<?> v) {
    DynamicJson.writeArray(out, v, 1, false);
  }

  /** An array; anything else is an error. */
  @SuppressWarnings("unchecked")
  public static ArrayList<Object> readListValue(JsonReader in) {
    return (ArrayList<Object>) DynamicJson.read(in, DynamicJson.ARRAY, false);
  }

  // ---- proto3 JSON, as JsonFormat writes and reads Value, Struct and ListValue ----

  public static void writeValueProto3(JsonWriter out, Object v) {
    DynamicJson.write(out, v, 0, true);
  }

  public static Object readValueProto3(JsonReader in) {
    return DynamicJson.read(in, DynamicJson.ANY, true);
  }

  public static void writeStructProto3(JsonWriter out, Map<?, ?> v) {
    DynamicJson.writeObject(out, v, 1, true);
  }

  @SuppressWarnings("unchecked")
  public static LinkedHashMap<String, Object> readStructProto3(JsonReader in) {
    return (LinkedHashMap<String, Object>) DynamicJson.read(in, DynamicJson.OBJECT, true);
  }

  public static void writeListValueProto3(JsonWriter out, Collection<?> v) {
    DynamicJson.writeArray(out, v, 1, true);
  }

  @SuppressWarnings("unchecked")
  public static ArrayList<Object> readListValueProto3(JsonReader in) {
    return (ArrayList<Object>) DynamicJson.read(in, DynamicJson.ARRAY, true);
  }

  // ---- Jackson's inclusion rules and new instances' values ----

  /**
   * Whether Jackson's {@code NON_EMPTY} writes {@code v}: not {@code null}, an empty string, map or
   * collection (zero and {@code false} are not empty).
   */
  public static boolean nonEmpty(Object v) {
    if (v instanceof String s) {
      return !s.isEmpty();
    }
    if (v instanceof Map<?, ?> m) {
      return !m.isEmpty();
    }
    if (v instanceof Collection<?> c) {
      return !c.isEmpty();
    }
    return v != null;
  }

  /**
   * A deep copy of the tree {@code v} (maps as {@code LinkedHashMap}, collections as {@code
   * ArrayList}), so a decoded instance never shares a map or list with another; {@code null} stays.
   */
  public static Object copyValue(Object v) {
    return DynamicJson.copy(v, 0);
  }

  @SuppressWarnings("unchecked")
  public static LinkedHashMap<String, Object> copyStruct(Map<?, ?> v) {
    return (LinkedHashMap<String, Object>) DynamicJson.copy(v, 0);
  }

  @SuppressWarnings("unchecked")
  public static ArrayList<Object> copyListValue(Collection<?> v) {
    return (ArrayList<Object>) DynamicJson.copy(v, 0);
  }

  // ---- numbers and types, shared by both formats ----

  /** Whether {@code v} is one of the number classes a tree may hold. */
  static boolean isNumber(Object v) {
    return v instanceof Integer || v instanceof Long || v instanceof Double || v instanceof Float
        || v instanceof Short || v instanceof Byte || v instanceof BigDecimal || v instanceof BigInteger;
  }

  /** The double a number becomes in a protobuf {@code Value} (which has no other number). */
  static double toDouble(Object v) {
    if (!isNumber(v)) {
      throw unsupported(v);
    }
    return ((Number) v).doubleValue();
  }

  /**
   * A number decoded from a {@code Value}: a whole number below 2^53 in magnitude as an {@code
   * Integer} or {@code Long}, as Jackson would read it from JSON; anything else as a {@code Double}.
   */
  static Object number(double d) {
    if (d >= -MAX_SAFE_INTEGER && d <= MAX_SAFE_INTEGER && d == Math.rint(d)
        && Double.doubleToRawLongBits(d) != Long.MIN_VALUE) { // -0.0 stays a double
      long l = (long) d;
      return l == (int) l ? (Object) Integer.valueOf((int) l) : (Object) Long.valueOf(l);
    }
    return d;
  }

  static WirebindException unsupported(Object v) {
    return new WirebindException("a dynamic value holds a " + v.getClass().getName()
        + ", which has no JSON form; a tree holds null, String, Boolean, Integer, Long, Short, Byte,"
        + " BigInteger, Float, Double, BigDecimal, collections and maps with String keys");
  }

  static WirebindException badKey(Object key) {
    return new WirebindException(key == null
        ? "a map in a dynamic value has a null key, which JSON cannot represent"
        : "a map in a dynamic value has a key of class " + key.getClass().getName()
            + "; JSON objects and google.protobuf.Struct have String keys only");
  }
}
