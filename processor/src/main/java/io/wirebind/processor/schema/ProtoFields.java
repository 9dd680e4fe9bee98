package io.wirebind.processor.schema;

import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.WireType;
import io.wirebind.processor.generate.kind.BridgeKind;

/**
 * One field of an exported message, as the codec writes it: a single value ({@code optional} for
 * explicit presence, i.e. every kind but a primitive, except messages, which always have it), a
 * repeated field ({@code [packed = false]} where the codec writes unpacked), or a map.
 */
final class ProtoFields {
  private ProtoFields() {}

  static String line(FieldModel f, ProtoScope scope) {
    return line(f.type(), f.name(), f.number(), f.packed(), f.jsonName(), scope);
  }

  /** A field of {@code t}; {@code jsonName} gives {@code json_name} when it is not the default. */
  static String line(TypeModel t, String name, int number, boolean packed, String jsonName, ProtoScope scope) {
    String type;
    String options = "";
    if (t instanceof Kind k) {
      type = (presence(k, scope) ? "optional " : "") + k.protoTypeName(scope);
    } else if (t instanceof TypeModel.OptionalType o) {
      type = (isMessage(o.element(), scope) ? "" : "optional ") + o.element().protoTypeName(scope);
    } else if (t instanceof TypeModel.ListType l) {
      type = "repeated " + l.element().protoTypeName(scope);
      options = unpacked(l.element(), packed);
    } else if (t instanceof TypeModel.ArrayType a) {
      type = "repeated " + a.element().protoTypeName(scope);
      options = unpacked(a.element(), packed);
    } else if (t instanceof TypeModel.MapType m) {
      type = "map<" + m.key().protoTypeName(scope) + ", " + m.value().protoTypeName(scope) + ">";
    } else {
      throw new IllegalStateException("no .proto form for " + t);
    }
    String json = JsonText.lowerCamel(jsonName);
    if (!json.equals(JsonText.lowerCamel(name))) {
      options = (options.isEmpty() ? "" : options + ", ") + "json_name = \"" + json + "\"";
    }
    return type + " " + name + " = " + number + (options.isEmpty() ? "" : " [" + options + "]") + ";"
        + (t instanceof BridgeKind ? " " + BridgeKind.PROTO_COMMENT : "");
  }

  private static String unpacked(Kind element, boolean packed) {
    return element.packable() && !packed ? "packed = false" : "";
  }

  /** Whether the field says {@code optional}: explicit presence on a type that is not a message. */
  private static boolean presence(Kind k, ProtoScope scope) {
    return !k.primitive() && !isMessage(k, scope);
  }

  /** Whether {@code k} is written as an embedded message (which always has presence). */
  static boolean isMessage(Kind k, ProtoScope scope) {
    if (k.wireType() != WireType.LENGTH_DELIMITED) {
      return false;
    }
    String name = k.protoTypeName();
    return !name.equals("string") && !name.equals("bytes");
  }
}
