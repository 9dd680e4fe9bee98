package io.wirebind.fuzz;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;

/**
 * Field-by-field comparison of decoded messages, by reflection: floating-point values compare
 * by bits (so {@code -0.0} differs from {@code 0.0}; NaNs are equal), and an empty list, map or
 * array equals an absent one (empty containers are not written in protobuf).
 */
final class DeepEquals {
  private DeepEquals() {}

  /** Fails with the path of the first difference. */
  static void check(Object expected, Object actual) {
    String diff = diff(expected, actual, "$");
    if (diff != null) {
      throw new AssertionError(diff);
    }
  }

  static String diff(Object e, Object a, String at) {
    if (isEmptyContainer(e) && isEmptyContainer(a)) {
      return null;
    }
    if (e == null || a == null) {
      return e == a ? null : at + ": expected " + e + " but was " + a;
    }
    if (e.getClass().isArray()) {
      if (!a.getClass().isArray() || Array.getLength(e) != Array.getLength(a)) {
        return at + ": arrays differ in length";
      }
      for (int i = 0; i < Array.getLength(e); i++) {
        String d = diff(Array.get(e, i), Array.get(a, i), at + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (e instanceof Collection<?> ec && a instanceof Collection<?> ac) {
      if (ec.size() != ac.size()) {
        return at + ": sizes " + ec.size() + " and " + ac.size();
      }
      Iterator<?> ai = ac.iterator();
      int i = 0;
      for (Object x : ec) {
        String d = diff(x, ai.next(), at + "[" + i++ + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (e instanceof Map<?, ?> em && a instanceof Map<?, ?> am) {
      if (em.size() != am.size()) {
        return at + ": map sizes " + em.size() + " and " + am.size();
      }
      for (Map.Entry<?, ?> x : em.entrySet()) {
        if (!am.containsKey(x.getKey())) {
          return at + ": key " + x.getKey() + " missing";
        }
        String d = diff(x.getValue(), am.get(x.getKey()), at + "{" + x.getKey() + "}");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (e instanceof Double ed && a instanceof Double ad) {
      return Double.doubleToLongBits(ed) == Double.doubleToLongBits(ad)
          ? null : at + ": " + ed + " != " + ad;
    }
    if (e instanceof Float ef && a instanceof Float af) {
      return Float.floatToIntBits(ef) == Float.floatToIntBits(af)
          ? null : at + ": " + ef + " != " + af;
    }
    if (e.getClass() != a.getClass()) {
      return at + ": " + e.getClass() + " != " + a.getClass();
    }
    if (e instanceof Number || e instanceof Boolean || e instanceof Character
        || e instanceof String || e instanceof Enum<?>) {
      return e.equals(a) ? null : at + ": expected " + e + " but was " + a;
    }
    for (Class<?> c = e.getClass(); c != Object.class && c != Record.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        int mod = f.getModifiers();
        if (Modifier.isStatic(mod) || Modifier.isTransient(mod)) {
          continue;
        }
        f.setAccessible(true);
        try {
          String d = diff(f.get(e), f.get(a), at + "." + f.getName());
          if (d != null) {
            return d;
          }
        } catch (IllegalAccessException ex) {
          throw new AssertionError(ex);
        }
      }
    }
    return null;
  }

  private static boolean isEmptyContainer(Object o) {
    return o == null
        || o instanceof Collection<?> c && c.isEmpty()
        || o instanceof Map<?, ?> m && m.isEmpty()
        || o.getClass().isArray() && o.getClass() != byte[].class && Array.getLength(o) == 0;
  }
}
