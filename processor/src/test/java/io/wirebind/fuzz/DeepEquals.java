package io.wirebind.fuzz;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.Collection;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.openapitools.jackson.nullable.JsonNullable;

/**
 * Field-by-field comparison of decoded messages, by reflection: floating-point values compare
 * by bits (so {@code -0.0} differs from {@code 0.0}; NaNs are equal), and an empty list, map or
 * array equals an absent one (empty containers are not written in protobuf), as an empty optional
 * equals a null one (which both formats read back as empty).
 *
 * <p>JDK types are never reflected into (their fields are closed to reflection on JDK 17): they
 * compare by {@code equals}, which for {@code BigDecimal} keeps the scale ({@code 1.50} is not
 * {@code 1.5}), except where a format keeps less, as the README documents: JSON carries offset and
 * zoned date-times as their offset and reads them back in UTC (they compare as instants); a {@link
 * Locale} travels as its {@code toString()} in JSON (compared so: {@code __#Latn} is {@code ""}) and
 * as its BCP 47 tag in protobuf, compared as the locale the tag reads back as ({@code no_NO_NY} is
 * {@code nn_NO}; a variant that is no BCP 47 subtag, which JSON accepts as Jackson does, is lost).
 * A {@link URL} compares by its text: {@code URL.equals} would resolve host names.
 */
final class DeepEquals {
  private DeepEquals() {}

  /** The format a value went through, which decides what is kept. */
  enum Via { PROTOBUF, JSON }

  /** Fails with the path of the first difference. */
  static void check(Object expected, Object actual, Via via) {
    String diff = diff(expected, actual, "$", via);
    if (diff != null) {
      throw new AssertionError(diff);
    }
  }

  static String diff(Object e, Object a, String at, Via via) {
    if (isEmptyContainer(e) && isEmptyContainer(a)) {
      return null;
    }
    if (e instanceof com.fasterxml.jackson.databind.JsonNode || a instanceof com.fasterxml.jackson.databind.JsonNode) {
      return treeDiff(e, a, at);
    }
    if (e != null && e.getClass().getName().startsWith("org.joda.time.")) {
      return e.equals(a) ? null : at + ": expected " + e + " but was " + a;
    }
    if (e == null || a == null) {
      return e == a ? null : at + ": expected " + e + " but was " + a;
    }
    if (e instanceof Optional<?> eo && a instanceof Optional<?> ao) {
      return eo.isPresent() && ao.isPresent() ? diff(eo.get(), ao.get(), at + ".get()", via)
          : at + ": expected " + e + " but was " + a;
    }
    if (e instanceof JsonNullable<?> en && a instanceof JsonNullable<?> an) {
      if (via == Via.JSON && en.isPresent() && en.get() instanceof byte[] b && b.length == 0 && !an.isPresent()) {
        return null; // of(empty bytes) is written "", a blank string, which JsonNullableModule reads as undefined
      }
      return en.isPresent() && an.isPresent() ? diff(en.get(), an.get(), at + ".get()", via)
          : en.isPresent() == an.isPresent() ? null : at + ": expected " + e + " but was " + a;
    }
    if (e instanceof OptionalDouble ed && a instanceof OptionalDouble ad) {
      return ed.isPresent() && ad.isPresent() ? diff(ed.getAsDouble(), ad.getAsDouble(), at, via)
          : at + ": expected " + e + " but was " + a;
    }
    if (e.getClass().isArray()) {
      if (!a.getClass().isArray() || Array.getLength(e) != Array.getLength(a)) {
        return at + ": arrays differ in length";
      }
      for (int i = 0; i < Array.getLength(e); i++) {
        String d = diff(Array.get(e, i), Array.get(a, i), at + "[" + i + "]", via);
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
        String d = diff(x, ai.next(), at + "[" + i++ + "]", via);
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
        Object key = x.getKey();
        if (!am.containsKey(key)) {
          // a key the format keeps less of, compared as values are: a zoned date-time key is
          // written as its offset date-time in JSON, as Jackson writes it, and read back so
          key = null;
          for (Object k : am.keySet()) {
            if (k != null && diff(x.getKey(), k, at, via) == null) {
              key = k;
              break;
            }
          }
          if (key == null) {
            return at + ": key " + x.getKey() + " missing";
          }
        }
        String d = diff(x.getValue(), am.get(key), at + "{" + x.getKey() + "}", via);
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (jdkType(e.getClass())) {
      return jdkValueDiff(e, a, at, via);
    }
    if (e.getClass() != a.getClass()) {
      return at + ": " + e.getClass() + " != " + a.getClass();
    }
    if (e instanceof Enum<?>) {
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
          String d = diff(f.get(e), f.get(a), at + "." + f.getName(), via);
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

  /**
   * A JSON tree (a bridged property) compares as the JSON Jackson writes for it: a JSON null reads
   * back as a {@code NullNode} where the property was null (as Jackson reads it), and a number the
   * mapper writes as text ({@code NaN}) reads back as text.
   */
  private static String treeDiff(Object e, Object a, String at) {
    try {
      String et = Fuzzing.MAPPER.writeValueAsString(e);
      String as = Fuzzing.MAPPER.writeValueAsString(a);
      return et.equals(as) ? null : at + ": expected " + et + " but was " + as;
    } catch (com.fasterxml.jackson.core.JsonProcessingException x) {
      throw new AssertionError(x);
    }
  }

  /**
   * A class of the JDK: in a {@code java.} package, or an implementation class of a JDK module
   * ({@code sun.nio.cs.UTF_8} is the {@code Charset} UTF-8).
   */
  private static boolean jdkType(Class<?> c) {
    Module m = c.getModule();
    return c.getName().startsWith("java.") || m.isNamed() && m.getName().startsWith("java.");
  }

  /** A value of a JDK type (boxes, strings, java.time, java.util, java.math, java.net, ...). */
  private static String jdkValueDiff(Object e, Object a, String at, Via via) {
    boolean same;
    if (e instanceof Double ed && a instanceof Double ad) {
      same = Double.doubleToLongBits(ed) == Double.doubleToLongBits(ad);
    } else if (e instanceof Float ef && a instanceof Float af) {
      same = Float.floatToIntBits(ef) == Float.floatToIntBits(af);
    } else if (via == Via.JSON && e instanceof OffsetDateTime eo && a instanceof OffsetDateTime ao) {
      same = eo.isEqual(ao);
    } else if (via == Via.JSON && e instanceof ZonedDateTime ez && a instanceof ZonedDateTime az) {
      same = ez.isEqual(az);
    } else if (e instanceof Locale el && a instanceof Locale al) {
      same = via == Via.JSON ? el.toString().equals(al.toString())
          : Locale.forLanguageTag(el.toLanguageTag()).equals(al);
    } else if (e instanceof URL eu && a instanceof URL au) {
      same = eu.toExternalForm().equals(au.toExternalForm());
    } else {
      same = e.equals(a);
    }
    return same ? null : at + ": expected " + e + " (" + e.getClass().getName() + ") but was " + a
        + " (" + a.getClass().getName() + ")";
  }

  private static boolean isEmptyContainer(Object o) {
    return o == null
        || o instanceof Collection<?> c && c.isEmpty()
        || o instanceof Map<?, ?> m && m.isEmpty()
        || o instanceof Optional<?> p && p.isEmpty()
        || o instanceof OptionalInt i && i.isEmpty()
        || o instanceof OptionalLong l && l.isEmpty()
        || o instanceof OptionalDouble d && d.isEmpty()
        || o.getClass().isArray() && o.getClass() != byte[].class && Array.getLength(o) == 0;
  }
}
