package io.wirebind.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A JSON tree with every empty array and empty object member removed, and every null member too:
 * what two values have in common when one went through protobuf, where a null list or map and an
 * empty one are the same (no field).
 */
final class NullsAsEmpty {
  private NullsAsEmpty() {}

  static JsonNode of(JsonNode node) {
    JsonNode copy = node.deepCopy();
    strip(copy);
    return copy;
  }

  /**
   * A JSON tree with every empty array or object member replaced by {@code null}, absent members
   * staying absent: what two values have in common when one went through protobuf, where a null
   * list or map and an empty one are the same, but an absent {@code JsonNullable} (undefined) and a
   * {@code null} one are not.
   */
  static JsonNode emptyAsNull(JsonNode node) {
    JsonNode copy = node.deepCopy();
    nullEmpty(copy);
    return copy;
  }

  private static void nullEmpty(JsonNode node) {
    if (node instanceof ObjectNode o) {
      List<String> empty = new ArrayList<>();
      for (Map.Entry<String, JsonNode> e : o.properties()) {
        nullEmpty(e.getValue());
        if (e.getValue().isContainerNode() && e.getValue().isEmpty()) {
          empty.add(e.getKey());
        }
      }
      empty.forEach(o::putNull);
    } else if (node instanceof ArrayNode a) {
      a.forEach(NullsAsEmpty::nullEmpty);
    }
  }

  private static void strip(JsonNode node) {
    if (node instanceof ObjectNode o) {
      List<String> drop = new ArrayList<>();
      for (Map.Entry<String, JsonNode> e : o.properties()) {
        strip(e.getValue());
        JsonNode v = e.getValue();
        if (v.isNull() || (v.isContainerNode() && v.isEmpty())) {
          drop.add(e.getKey());
        }
      }
      o.remove(drop);
    } else if (node instanceof ArrayNode a) {
      a.forEach(NullsAsEmpty::strip);
    }
  }
}
