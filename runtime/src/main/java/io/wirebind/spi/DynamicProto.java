package io.wirebind.spi;

import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Dynamic values as protobuf's JSON messages (struct.proto):
 *
 * <pre>
 * message Struct    { map&lt;string, Value&gt; fields = 1; }
 * message Value     { oneof kind { NullValue null_value = 1; double number_value = 2;
 *                     string string_value = 3; bool bool_value = 4; Struct struct_value = 5;
 *                     ListValue list_value = 6; } }
 * message ListValue { repeated Value values = 1; }
 * </pre>
 *
 * Written as protobuf-java writes them: every entry with its key and value, the oneof field of a
 * value even when it is zero, {@code false} or empty. Read with protobuf's merge rules: in one
 * {@code Value} the last kind wins, and a struct or list that repeats merges into the one before
 * (entries replace by key, lists append); an entry missing its key has the key {@code ""}, one
 * missing its value the value {@code null}. Each {@code Struct} and {@code ListValue} is one level
 * of the reader's and writer's nesting limits; the entries and values between them are not, so a
 * tree may nest as deep as the limit says.
 */
final class DynamicProto {
  private DynamicProto() {}

  private static final int NULL_VALUE = 0x08; // field 1, varint
  private static final int NUMBER_VALUE = 0x11; // field 2, fixed64
  private static final int STRING_VALUE = 0x1A; // field 3, length-delimited
  private static final int BOOL_VALUE = 0x20; // field 4, varint
  private static final int STRUCT_VALUE = 0x2A; // field 5, length-delimited
  private static final int LIST_VALUE = 0x32; // field 6, length-delimited
  private static final int FIELDS = 0x0A; // Struct.fields, ListValue.values and an entry's key: field 1
  private static final int ENTRY_VALUE = 0x12; // an entry's value: field 2

  // ---- writing ----

  /** A length-delimited {@code Value}: its length, then the one field of its kind. */
  static void writeValue(ProtoWriter out, Object v) {
    int mark = out.beginPacked(); // not a nesting level: the struct or list inside is
    if (v == null) {
      out.writeRawByte(NULL_VALUE);
      out.writeRawByte(0);
    } else if (v instanceof String s) {
      out.writeRawByte(STRING_VALUE);
      out.writeString(s);
    } else if (v instanceof Boolean b) {
      out.writeRawByte(BOOL_VALUE);
      out.writeBool(b);
    } else if (v instanceof Map<?, ?> m) {
      out.writeRawByte(STRUCT_VALUE);
      writeStruct(out, m);
    } else if (v instanceof Collection<?> c) {
      out.writeRawByte(LIST_VALUE);
      writeListValue(out, c);
    } else {
      double d = DynamicValues.toDouble(v); // fails for a class a tree cannot hold
      out.writeRawByte(NUMBER_VALUE);
      out.writeDouble(d);
    }
    out.endPacked(mark);
  }

  /** A length-delimited {@code Struct}: an entry {key = 1, value = 2} per map entry, in map order. */
  static void writeStruct(ProtoWriter out, Map<?, ?> m) {
    int mark = out.beginLength();
    for (Map.Entry<?, ?> e : m.entrySet()) {
      if (!(e.getKey() instanceof String key)) {
        throw DynamicValues.badKey(e.getKey());
      }
      out.writeRawByte(FIELDS);
      int entry = out.beginPacked();
      out.writeRawByte(FIELDS);
      out.writeString(key);
      out.writeRawByte(ENTRY_VALUE);
      writeValue(out, e.getValue());
      out.endPacked(entry);
    }
    out.endLength(mark);
  }

  /** A length-delimited {@code ListValue}: a {@code Value} per element, {@code null} included. */
  static void writeListValue(ProtoWriter out, Collection<?> c) {
    int mark = out.beginLength();
    if (c instanceof List<?> l && CodecSupport.indexed(l)) {
      for (int i = 0, n = l.size(); i < n; i++) {
        out.writeRawByte(FIELDS);
        writeValue(out, l.get(i));
      }
    } else {
      for (Object e : c) {
        out.writeRawByte(FIELDS);
        writeValue(out, e);
      }
    }
    out.endLength(mark);
  }

  // ---- reading ----

  /**
   * A length-delimited {@code Value}; {@code previous} is the value read so far for the same field
   * (or null): an empty {@code Value} keeps it, a struct or list merges into one of the same kind.
   */
  static Object readValue(ProtoReader in, Object previous) {
    int limit = in.beginPacked(); // not a nesting level: the struct or list inside is
    Object v = previous;
    for (int t = in.readTag(); t != 0; t = in.readTag()) {
      switch (t) {
        case NULL_VALUE -> {
          in.readVarint64(); // NULL_VALUE = 0, or a number this side does not know: null either way
          v = null;
        }
        case NUMBER_VALUE -> v = DynamicValues.number(in.readDouble());
        case STRING_VALUE -> v = in.readString();
        case BOOL_VALUE -> v = in.readBool();
        case STRUCT_VALUE -> v = readStruct(in, v instanceof LinkedHashMap<?, ?> ? struct(v) : new LinkedHashMap<>());
        case LIST_VALUE -> v = readListValue(in, v instanceof ArrayList<?> ? list(v) : new ArrayList<>());
        default -> skip(in, t, 6, "google.protobuf.Value");
      }
    }
    in.endPacked(limit);
    return v;
  }

  @SuppressWarnings("unchecked")
  private static LinkedHashMap<String, Object> struct(Object v) {
    return (LinkedHashMap<String, Object>) v;
  }

  @SuppressWarnings("unchecked")
  private static ArrayList<Object> list(Object v) {
    return (ArrayList<Object>) v;
  }

  /** A length-delimited {@code Struct}, its entries put into {@code map}. */
  static LinkedHashMap<String, Object> readStruct(ProtoReader in, LinkedHashMap<String, Object> map) {
    int limit = in.enter();
    for (int t = in.readTag(); t != 0; t = in.readTag()) {
      if (t != FIELDS) {
        skip(in, t, 1, "google.protobuf.Struct");
        continue;
      }
      int entry = in.beginPacked();
      String key = "";
      Object value = null;
      for (int e = in.readTag(); e != 0; e = in.readTag()) {
        switch (e) {
          case FIELDS -> key = in.readString();
          case ENTRY_VALUE -> value = readValue(in, value);
          default -> skip(in, e, 2, "google.protobuf.Struct entry");
        }
      }
      in.endPacked(entry);
      map.put(key, value);
      if (map.size() > in.maxCollectionSize()) {
        throw tooMany(in, "google.protobuf.Struct", map.size());
      }
    }
    in.leave(limit);
    return map;
  }

  /** A length-delimited {@code ListValue}, its values appended to {@code list}. */
  static ArrayList<Object> readListValue(ProtoReader in, ArrayList<Object> list) {
    int limit = in.enter();
    for (int t = in.readTag(); t != 0; t = in.readTag()) {
      if (t != FIELDS) {
        skip(in, t, 1, "google.protobuf.ListValue");
        continue;
      }
      if (list.size() >= in.maxCollectionSize()) {
        throw tooMany(in, "google.protobuf.ListValue", list.size() + 1L);
      }
      list.add(readValue(in, null));
    }
    in.leave(limit);
    return list;
  }

  /** Skips an unknown field; a known number with another wire type than its own is an error. */
  private static void skip(ProtoReader in, int tag, int fields, String type) {
    if ((tag >>> 3) >= 1 && (tag >>> 3) <= fields) {
      throw in.wrongWireType(tag, type);
    }
    in.skipField(tag);
  }

  private static io.wirebind.WirebindException tooMany(ProtoReader in, String type, long count) {
    return in.error(CodecSupport.withArticle(type) + " has " + count + " elements, more than the limit of "
        + in.maxCollectionSize() + " (Limits.maxCollectionSize)");
  }
}
