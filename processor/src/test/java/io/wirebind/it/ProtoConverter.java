package io.wirebind.it;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.util.Map;

/**
 * Converts a Wirebind test object to the protobuf-java message of the same shape, matching fields
 * by name through {@link com.google.protobuf.Descriptors}: the expected message of the
 * differential tests.
 */
final class ProtoConverter {
  private ProtoConverter() {}

  /** The protoc-generated default instance of the message named like {@code type}. */
  static Message prototype(Class<?> type) {
    return prototype(type.getSimpleName());
  }

  /** The protoc-generated default instance of message {@code name} in {@code diff.proto}. */
  static Message prototype(String name) {
    try {
      return (Message)
          Class.forName("io.wirebind.it.proto." + name).getMethod("getDefaultInstance").invoke(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("no generated protobuf message " + name, e);
    }
  }

  /** {@code value} as a message of {@code value}'s own proto type. */
  static Message toProto(Object value) {
    return toProto(value, prototype(value.getClass()));
  }

  /** {@code value} as a message of the type of {@code prototype} (may be a wider or narrower one). */
  static Message toProto(Object value, Message prototype) {
    return toBuilder(value, prototype.newBuilderForType()).build();
  }

  private static Message.Builder toBuilder(Object value, Message.Builder b) {
    Descriptor d = b.getDescriptorForType();
    for (Reflect.Prop p : Reflect.props(value.getClass())) {
      FieldDescriptor fd = d.findFieldByName(p.name());
      if (fd == null) {
        throw new AssertionError(d.getFullName() + " has no field " + p.name());
      }
      Object v = p.get(value);
      if (v == null) {
        continue;
      }
      if (fd.isMapField()) {
        Descriptor entry = fd.getMessageType();
        FieldDescriptor key = entry.findFieldByNumber(1);
        FieldDescriptor val = entry.findFieldByNumber(2);
        for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
          Message.Builder eb = b.newBuilderForField(fd);
          eb.setField(key, single(key, e.getKey(), null));
          eb.setField(val, single(val, e.getValue(), eb));
          b.addRepeatedField(fd, eb.build());
        }
      } else if (fd.isRepeated()) {
        for (Object e : Reflect.elements(v)) {
          b.addRepeatedField(fd, single(fd, e, b));
        }
      } else {
        b.setField(fd, single(fd, v, b));
      }
    }
    return b;
  }

  /** One value for field {@code fd}; {@code owner} makes builders of nested messages. */
  static Object single(FieldDescriptor fd, Object v, Message.Builder owner) {
    switch (fd.getJavaType()) {
      case INT:
        return intValue(v);
      case LONG:
        return (Long) v;
      case FLOAT:
        return (Float) v;
      case DOUBLE:
        return (Double) v;
      case BOOLEAN:
        return (Boolean) v;
      case STRING:
        return (String) v;
      case BYTE_STRING:
        return ByteString.copyFrom((byte[]) v);
      case ENUM:
        EnumValueDescriptor ev = fd.getEnumType().findValueByName(((Enum<?>) v).name());
        if (ev == null) {
          throw new AssertionError(fd.getEnumType().getFullName() + " lacks " + v);
        }
        return ev;
      case MESSAGE:
        return toBuilder(v, owner.newBuilderForField(fd)).build();
      default:
        throw new AssertionError(fd.getJavaType());
    }
  }

  /** A Java {@code int}, {@code short}, {@code byte} or {@code char} (boxed) as {@code int}. */
  static int intValue(Object v) {
    if (v instanceof Character c) {
      return c;
    }
    return ((Number) v).intValue();
  }
}
