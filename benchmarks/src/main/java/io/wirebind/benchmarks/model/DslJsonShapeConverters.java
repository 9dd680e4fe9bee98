package io.wirebind.benchmarks.model;

import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * DSL-JSON property converters ({@code @JsonAttribute(converter = ...)}, its per-property
 * extension mechanism) for the {@link Customer} maps its annotation processor does not compile
 * without its reflection runtime, which the benchmarks keep off: an enum-keyed map and a map of
 * string lists. Written against DSL-JSON's reader and writer as its own map converters are.
 */
public final class DslJsonShapeConverters {
  private DslJsonShapeConverters() {}

  /** {@code Map<Channel, Integer>} as a JSON object keyed by constant name, into an {@code EnumMap}. */
  public static final class ChannelCounts {
    private ChannelCounts() {}

    public static Map<Channel, Integer> read(JsonReader<?> reader) throws IOException {
      if (reader.wasNull()) {
        return null;
      }
      if (reader.last() != '{') {
        throw reader.newParseError("Expecting '{' for map start");
      }
      Map<Channel, Integer> map = new EnumMap<>(Channel.class);
      if (reader.getNextToken() == '}') {
        return map;
      }
      do {
        Channel key = Channel.valueOf(reader.readKey());
        map.put(key, NumberConverter.deserializeInt(reader));
      } while (reader.getNextToken() == ',' && reader.getNextToken() == '"');
      if (reader.last() != '}') {
        throw reader.newParseError("Expecting '}' for map end");
      }
      return map;
    }

    public static void write(JsonWriter writer, Map<Channel, Integer> value) {
      if (value == null) {
        writer.writeNull();
        return;
      }
      writer.writeByte(JsonWriter.OBJECT_START);
      boolean first = true;
      for (Map.Entry<Channel, Integer> e : value.entrySet()) {
        if (!first) {
          writer.writeByte(JsonWriter.COMMA);
        }
        first = false;
        writer.writeString(e.getKey().name());
        writer.writeByte(JsonWriter.SEMI);
        NumberConverter.serialize(e.getValue(), writer);
      }
      writer.writeByte(JsonWriter.OBJECT_END);
    }
  }

  /** {@code Map<String, List<String>>} as a JSON object of string arrays. */
  public static final class StringLists {
    private StringLists() {}

    public static Map<String, List<String>> read(JsonReader<?> reader) throws IOException {
      if (reader.wasNull()) {
        return null;
      }
      if (reader.last() != '{') {
        throw reader.newParseError("Expecting '{' for map start");
      }
      Map<String, List<String>> map = new LinkedHashMap<>();
      if (reader.getNextToken() == '}') {
        return map;
      }
      do {
        String key = reader.readKey();
        if (reader.last() != '[') {
          throw reader.newParseError("Expecting '[' for list start");
        }
        List<String> list = new ArrayList<>();
        if (reader.getNextToken() != ']') {
          list.add(reader.readString());
          while (reader.getNextToken() == ',') {
            reader.getNextToken();
            list.add(reader.readString());
          }
          if (reader.last() != ']') {
            throw reader.newParseError("Expecting ']' for list end");
          }
        }
        map.put(key, list);
      } while (reader.getNextToken() == ',' && reader.getNextToken() == '"');
      if (reader.last() != '}') {
        throw reader.newParseError("Expecting '}' for map end");
      }
      return map;
    }

    public static void write(JsonWriter writer, Map<String, List<String>> value) {
      if (value == null) {
        writer.writeNull();
        return;
      }
      writer.writeByte(JsonWriter.OBJECT_START);
      boolean first = true;
      for (Map.Entry<String, List<String>> e : value.entrySet()) {
        if (!first) {
          writer.writeByte(JsonWriter.COMMA);
        }
        first = false;
        writer.writeString(e.getKey());
        writer.writeByte(JsonWriter.SEMI);
        writer.writeByte(JsonWriter.ARRAY_START);
        List<String> list = e.getValue();
        for (int i = 0; i < list.size(); i++) {
          if (i > 0) {
            writer.writeByte(JsonWriter.COMMA);
          }
          writer.writeString(list.get(i));
        }
        writer.writeByte(JsonWriter.ARRAY_END);
      }
      writer.writeByte(JsonWriter.OBJECT_END);
    }
  }
}
