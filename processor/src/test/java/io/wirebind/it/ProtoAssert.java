package io.wirebind.it;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares a protobuf-java message with a Wirebind Java object field by field (matched by name):
 * enums by name (which the schema ties to the number), {@code byte[]} by content, arrays, lists
 * and maps element-wise, floats and doubles by raw bits, a {@code null} reference with an absent
 * field, a {@code null} container with an empty repeated field.
 */
final class ProtoAssert {
  private ProtoAssert() {}

  /** Fails with the path of the first difference. */
  static void assertMatches(Message expected, Object actual) {
    String diff = diff(expected, actual, actual.getClass().getSimpleName());
    if (diff != null) {
      throw new AssertionError(diff + "\nexpected message:\n" + expected);
    }
  }

  /** The first difference as "path: what", or null. */
  static String diff(Message m, Object java, String path) {
    if (java == null) {
      return path + ": Java value is null, message is " + m;
    }
    Descriptor d = m.getDescriptorForType();
    List<Reflect.Prop> props = Reflect.props(java.getClass());
    for (Reflect.Prop p : props) {
      FieldDescriptor fd = d.findFieldByName(p.name());
      String at = path + "." + p.name();
      if (fd == null) {
        return at + ": no such field in " + d.getFullName();
      }
      Object v = p.get(java);
      String diff;
      if (fd.isMapField()) {
        diff = mapDiff(m, fd, (Map<?, ?>) v, at);
      } else if (fd.isRepeated()) {
        List<Object> elements = Reflect.elements(v);
        int n = m.getRepeatedFieldCount(fd);
        if (n != elements.size()) {
          return at + ": " + n + " elements in the message, " + elements.size() + " in Java";
        }
        diff = null;
        for (int i = 0; i < n && diff == null; i++) {
          diff = valueDiff(fd, m.getRepeatedField(fd, i), elements.get(i), at + "[" + i + "]");
        }
      } else if (fd.hasPresence()) {
        if (m.hasField(fd) != (v != null)) {
          return at + ": message " + (m.hasField(fd) ? "has " + m.getField(fd) : "lacks it")
              + ", Java has " + describe(v);
        }
        diff = v == null ? null : valueDiff(fd, m.getField(fd), v, at);
      } else {
        if (v == null) {
          return at + ": Java null for a field without presence";
        }
        diff = valueDiff(fd, m.getField(fd), v, at);
      }
      if (diff != null) {
        return diff;
      }
    }
    return null;
  }

  private static String mapDiff(Message m, FieldDescriptor fd, Map<?, ?> java, String at) {
    FieldDescriptor keyFd = fd.getMessageType().findFieldByNumber(1);
    FieldDescriptor valueFd = fd.getMessageType().findFieldByNumber(2);
    Map<Object, Object> proto = new HashMap<>();
    for (int i = 0; i < m.getRepeatedFieldCount(fd); i++) {
      Message entry = (Message) m.getRepeatedField(fd, i);
      proto.put(entry.getField(keyFd), entry.getField(valueFd));
    }
    int javaSize = java == null ? 0 : java.size();
    if (proto.size() != javaSize) {
      return at + ": " + proto.size() + " entries in the message, " + javaSize + " in Java";
    }
    if (java == null) {
      return null;
    }
    for (Map.Entry<?, ?> e : java.entrySet()) {
      Object key = ProtoConverter.single(keyFd, e.getKey(), null);
      if (!proto.containsKey(key)) {
        return at + ": key " + e.getKey() + " missing from the message";
      }
      String diff = valueDiff(valueFd, proto.get(key), e.getValue(), at + "[" + e.getKey() + "]");
      if (diff != null) {
        return diff;
      }
    }
    return null;
  }

  /** Compares one (non-repeated) value. */
  static String valueDiff(FieldDescriptor fd, Object proto, Object java, String at) {
    if (java == null) {
      return at + ": Java element is null";
    }
    boolean same;
    switch (fd.getJavaType()) {
      case INT:
        same = (Integer) proto == ProtoConverter.intValue(java);
        break;
      case LONG:
        same = ((Long) proto).longValue() == (Long) java;
        break;
      case FLOAT:
        same = Float.floatToRawIntBits((Float) proto) == Float.floatToRawIntBits((Float) java);
        break;
      case DOUBLE:
        same = Double.doubleToRawLongBits((Double) proto) == Double.doubleToRawLongBits((Double) java);
        break;
      case BOOLEAN:
      case STRING:
        same = proto.equals(java);
        break;
      case BYTE_STRING:
        same = ((ByteString) proto).equals(ByteString.copyFrom((byte[]) java));
        break;
      case ENUM:
        same = ((EnumValueDescriptor) proto).getName().equals(((Enum<?>) java).name());
        break;
      case MESSAGE:
        return diff((Message) proto, java, at);
      default:
        throw new AssertionError(fd.getJavaType());
    }
    return same ? null : at + ": message has " + describe(proto) + ", Java has " + describe(java);
  }

  static String describe(Object v) {
    if (v instanceof byte[] b) {
      return "bytes" + java.util.Arrays.toString(b);
    }
    if (v instanceof Float f) {
      return f + " (bits " + Integer.toHexString(Float.floatToRawIntBits(f)) + ")";
    }
    if (v instanceof Double d) {
      return d + " (bits " + Long.toHexString(Double.doubleToRawLongBits(d)) + ")";
    }
    if (v instanceof EnumValueDescriptor e) {
      return e.getName() + "=" + e.getNumber();
    }
    if (v instanceof Character c) {
      return "char " + (int) c;
    }
    return String.valueOf(v);
  }
}
