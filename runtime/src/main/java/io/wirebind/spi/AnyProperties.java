package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import java.util.Map;

/**
 * Jackson's {@code @JsonAnyGetter}/{@code @JsonAnySetter} map in Jackson-style JSON: its entries are
 * members of the message's own object, written after the declared properties, and every member the
 * message does not declare is read into it as a JSON tree (the trees of {@link DynamicValues}).
 * For generated code; no compatibility promise.
 */
public final class AnyProperties {
  private AnyProperties() {}

  /**
   * Writes the entries of {@code any} (nothing when it is null or empty) as members, in its
   * iteration order, null values included; {@code comma}: whether a member was written before.
   */
  public static void write(JsonWriter out, Map<?, ?> any, boolean comma) {
    if (any == null) {
      return;
    }
    for (Map.Entry<?, ?> e : any.entrySet()) {
      if (!(e.getKey() instanceof String key)) {
        throw DynamicValues.badKey(e.getKey());
      }
      if (comma) {
        out.writeByte((byte) ',');
      }
      comma = true;
      out.writeString(key);
      out.writeByte((byte) ':');
      DynamicJson.write(out, e.getValue(), 1, false);
    }
  }

  /**
   * Reads the value of the member whose name was just read into {@code any} under that name (a
   * later member of the same name replaces it, as Jackson's {@code Map.put} does).
   */
  public static void read(JsonReader in, Map<String, Object> any) {
    String name = in.lastName();
    if (any.size() >= in.maxCollectionSize() && !any.containsKey(name)) {
      throw in.error("the object has more than " + in.maxCollectionSize() + " members kept by its"
          + " @JsonAnySetter map, the limit (Limits.maxCollectionSize)");
    }
    any.put(name, DynamicJson.read(in, DynamicJson.ANY, false));
  }
}
