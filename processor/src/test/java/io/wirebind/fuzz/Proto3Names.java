package io.wirebind.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

/**
 * The exported {@code json_name} of a Jackson-style message's field is its Jackson name (say {@code
 * user_id}), which a peer's {@code JsonFormat} uses; Wirebind's proto3 style writes that name's
 * lowerCamel form ({@code userId}). Renames members between the two, guided by the peer's schema, so
 * the differential compares values, not this documented naming difference.
 */
final class Proto3Names {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private Proto3Names() {}

  /** The peer's JSON with its members named as Wirebind's proto3 style names them. */
  static JsonNode toProto3(JsonNode node, Descriptor d) {
    return rename(node, d, true);
  }

  /** Wirebind's proto3 JSON with its members named by the peer's {@code json_name}s. */
  static String toJsonNames(byte[] ours, Descriptor d) throws IOException {
    String text = new String(ours, StandardCharsets.UTF_8);
    JsonNode tree = MAPPER.readTree(ours);
    JsonNode renamed = rename(tree, d, false);
    return renamed.equals(tree) ? text : MAPPER.writeValueAsString(renamed);
  }

  private static JsonNode rename(JsonNode node, Descriptor d, boolean toProto3) {
    if (!(node instanceof ObjectNode o) || d.getFile().getPackage().startsWith("google.")) {
      return node;
    }
    ObjectNode out = MAPPER.createObjectNode();
    for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      FieldDescriptor f = null;
      String name = e.getKey();
      for (FieldDescriptor c : d.getFields()) {
        String json = c.getJsonName();
        String proto3 = lowerCamel(json);
        if (name.equals(toProto3 ? json : proto3)) {
          f = c;
          name = toProto3 ? proto3 : json;
          break;
        }
      }
      out.set(name, f == null ? e.getValue() : value(e.getValue(), f, toProto3));
    }
    return out;
  }

  private static JsonNode value(JsonNode v, FieldDescriptor f, boolean toProto3) {
    if (f.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
      return v;
    }
    if (f.isMapField()) {
      FieldDescriptor valueField = f.getMessageType().findFieldByName("value");
      if (!(v instanceof ObjectNode o) || valueField.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
        return v;
      }
      ObjectNode out = MAPPER.createObjectNode();
      o.fields().forEachRemaining(e -> out.set(e.getKey(), rename(e.getValue(), valueField.getMessageType(), toProto3)));
      return out;
    }
    if (v instanceof ArrayNode a) {
      ArrayNode out = MAPPER.createArrayNode();
      a.forEach(e -> out.add(rename(e, f.getMessageType(), toProto3)));
      return out;
    }
    return rename(v, f.getMessageType(), toProto3);
  }

  private static String lowerCamel(String name) {
    StringBuilder b = new StringBuilder();
    boolean upper = false;
    for (char c : name.toCharArray()) {
      if (c == '_') {
        upper = true;
      } else {
        b.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    return b.toString();
  }
}
