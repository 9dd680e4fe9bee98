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
