package io.wirebind.it;

import java.util.List;
import java.util.Map;

/**
 * Field-by-field equality of two Wirebind test objects with proto3 decoding semantics: an expected
 * {@code null} list, array or map equals an actual empty (never null) one; floats and doubles by
 * raw bits; {@code byte[]} by content.
 */
final class JavaAssert {
  private JavaAssert() {}

  /** Fails with the path of the first difference between {@code expected} and {@code actual}. */
  static void assertDecodedEquals(Object expected, Object actual) {
    String diff = diff(expected, actual, expected.getClass().getSimpleName());
    if (diff != null) {
      throw new AssertionError(diff);
    }
  }

  static String diff(Object expected, Object actual, String path) {
    if (actual == null) {
      return expected == null ? null : path + ": expected " + ProtoAssert.describe(expected) + ", got null";
    }
    if (expected == null) {
      return path + ": expected null, got " + ProtoAssert.describe(actual);
    }
    if (expected.getClass() != actual.getClass()) {
      return path + ": expected a " + expected.getClass().getName() + ", got a " + actual.getClass().getName();
    }
    for (Reflect.Prop p : Reflect.props(expected.getClass())) {
      String d = valueDiff(p.raw(), p.get(expected), p.get(actual), path + "." + p.name());
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  private static String valueDiff(Class<?> type, Object e, Object a, String at) {
    boolean container = type.isArray() && type != byte[].class || Iterable.class.isAssignableFrom(type)
        || Map.class.isAssignableFrom(type);
    if (container) {
      if (a == null) {
        return at + ": decoded as null, not empty";
      }
      if (Map.class.isAssignableFrom(type)) {
        return mapDiff((Map<?, ?>) e, (Map<?, ?>) a, at);
      }
      List<Object> ee = Reflect.elements(e);
      List<Object> ae = Reflect.elements(a);
      if (ee.size() != ae.size()) {
        return at + ": expected " + ee.size() + " elements, got " + ae.size();
      }
      for (int i = 0; i < ee.size(); i++) {
        String d = single(ee.get(i), ae.get(i), at + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return single(e, a, at);
  }

  private static String mapDiff(Map<?, ?> e, Map<?, ?> a, String at) {
    int n = e == null ? 0 : e.size();
    if (n != a.size()) {
      return at + ": expected " + n + " entries, got " + a.size() + " " + a.keySet();
    }
    if (e == null) {
      return null;
    }
    for (Map.Entry<?, ?> entry : e.entrySet()) {
      if (!a.containsKey(entry.getKey())) {
        return at + ": key " + entry.getKey() + " missing";
      }
      String d = single(entry.getValue(), a.get(entry.getKey()), at + "[" + entry.getKey() + "]");
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  private static String single(Object e, Object a, String at) {
    if (e == null || a == null) {
      return e == a ? null : at + ": expected " + ProtoAssert.describe(e) + ", got " + ProtoAssert.describe(a);
    }
    boolean same;
    if (e instanceof Float f) {
      same = a instanceof Float g && Float.floatToRawIntBits(f) == Float.floatToRawIntBits(g);
    } else if (e instanceof Double d) {
      same = a instanceof Double g && Double.doubleToRawLongBits(d) == Double.doubleToRawLongBits(g);
    } else if (e instanceof byte[] b) {
      same = a instanceof byte[] c && java.util.Arrays.equals(b, c);
    } else if (Reflect.isMessage(e.getClass())) {
      return diff(e, a, at);
    } else {
      same = e.equals(a);
    }
    return same ? null : at + ": expected " + ProtoAssert.describe(e) + ", got " + ProtoAssert.describe(a);
  }
}
