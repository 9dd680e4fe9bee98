package io.wirebind.spi;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Helpers that generated codecs call: list and map reuse, trimmed arrays, JSON map keys. Public only
 * because generated code lives in the users' packages; for generated code, with no compatibility
 * promise — do not call it directly.
 */
public final class CodecSupport {
  /** Shared empty arrays for absent repeated fields. */
  public static final int[] NO_INTS = {};

  public static final long[] NO_LONGS = {};
  public static final float[] NO_FLOATS = {};
  public static final double[] NO_DOUBLES = {};
  public static final boolean[] NO_BOOLEANS = {};

  private static final Class<?> LIST_12 = List.of(0).getClass();
  private static final Class<?> LIST_N = List.of(0, 1, 2).getClass();
  private static final Class<?> SUB_LIST = List.of(0, 1, 2).subList(0, 1).getClass();
  private static final Class<?> ARRAYS_LIST = Arrays.asList(0).getClass();
  private static final Class<?> UNMODIFIABLE_LIST = Collections.unmodifiableList(new ArrayList<>()).getClass();

  private CodecSupport() {}

  /**
   * Whether a list is walked by index rather than by an iterator (an allocation whenever escape
   * analysis gives up on a large writer): an {@code ArrayList}, or one of the JDK's random-access
   * lists that values are built with ({@code List.of}, {@code stream().toList()}, their {@code
   * subList}, {@code Arrays.asList}, {@code Collections.unmodifiableList} of one of these).
   *
   * <p>Told by class, not by {@code instanceof RandomAccess}: before JDK 23 a check against an
   * interface goes through a one-entry cache per class, and a {@code List.of} list checked against
   * {@code RandomAccess} after its cast to {@code List} misses it every time (a scan of the class's
   * interfaces, a tenth of the time of a page of string lists on JDK 17).
   */
  public static boolean indexed(List<?> v) {
    if (v instanceof ArrayList) {
      return true;
    }
    Class<?> c = v.getClass();
    return c == LIST_12 || c == LIST_N || c == SUB_LIST || c == ARRAYS_LIST || c == UNMODIFIABLE_LIST;
  }

  /**
   * The list to decode into: {@code current} itself when it is an {@link ArrayList} (emptied
   * unless {@code keep}), else a new {@code ArrayList} (holding {@code current}'s elements when
   * {@code keep}).
   */
  public static <E> List<E> list(List<E> current, boolean keep) {
    if (current instanceof ArrayList<E> a) {
      if (!keep) {
        a.clear();
      }
      return a;
    }
    return keep && current != null ? new ArrayList<>(current) : new ArrayList<>();
  }

  /** A new {@code ArrayList} with {@code current}'s elements, if any (never mutates it). */
  public static <E> List<E> copyList(List<E> current) {
    return current == null ? new ArrayList<>() : new ArrayList<>(current);
  }

  /**
   * Like {@link #list}: reuses a {@link HashMap} (incl. {@code LinkedHashMap}) or an {@link
   * EnumMap} (an enum-keyed field's, whose puts index an array), else a new {@code LinkedHashMap}.
   */
  public static <K, V> Map<K, V> map(Map<K, V> current, boolean keep) {
    if (current instanceof HashMap<?, ?> || current instanceof EnumMap<?, ?>) {
      if (!keep) {
        current.clear();
      }
      return current;
    }
    return keep && current != null ? new LinkedHashMap<>(current) : new LinkedHashMap<>();
  }

  /** A new {@code LinkedHashMap} with {@code current}'s entries, if any. */
  public static <K, V> Map<K, V> copyMap(Map<K, V> current) {
    return current == null ? new LinkedHashMap<>() : new LinkedHashMap<>(current);
  }

  /**
   * Decodes the next element of a repeated message field into position {@code index} of {@code
   * list}, reusing the instance already there; returns {@code index + 1}.
   */
  public static <T> int readElement(ProtoReader in, Codec<T> codec, List<T> list, int index) {
    if (index < list.size()) {
      T old = list.get(index);
      T value = in.readMessage(codec, old);
      if (value != old) {
        list.set(index, value);
      }
    } else {
      list.add(in.readMessage(codec, null));
    }
    return index + 1;
  }

  /** Puts {@code value} at {@code index} of {@code list} (replacing or appending); returns {@code index + 1}. */
  public static <T> int setElement(List<T> list, int index, T value) {
    if (index < list.size()) {
      if (list.get(index) != value) {
        list.set(index, value);
      }
    } else {
      list.add(value);
    }
    return index + 1;
  }

  // ---- primitive arrays of repeated fields: capacity trimmed to the count, once per message ----

  /**
   * The first {@code count} elements of {@code a}: {@code a} itself when that is its length (so a
   * reused array of the right length is kept), else a copy; never null.
   */
  public static double[] trim(double[] a, int count) {
    if (a != null && a.length == count) {
      return a;
    }
    return count == 0 ? NO_DOUBLES : Arrays.copyOf(a, count);
  }

  /** See {@link #trim(double[], int)}. */
  public static float[] trim(float[] a, int count) {
    if (a != null && a.length == count) {
      return a;
    }
    return count == 0 ? NO_FLOATS : Arrays.copyOf(a, count);
  }

  /** See {@link #trim(double[], int)}. */
  public static int[] trim(int[] a, int count) {
    if (a != null && a.length == count) {
      return a;
    }
    return count == 0 ? NO_INTS : Arrays.copyOf(a, count);
  }

  /** See {@link #trim(double[], int)}. */
  public static long[] trim(long[] a, int count) {
    if (a != null && a.length == count) {
      return a;
    }
    return count == 0 ? NO_LONGS : Arrays.copyOf(a, count);
  }

  /** See {@link #trim(double[], int)}. */
  public static boolean[] trim(boolean[] a, int count) {
    if (a != null && a.length == count) {
      return a;
    }
    return count == 0 ? NO_BOOLEANS : Arrays.copyOf(a, count);
  }

  /** Drops the elements of {@code list} from {@code size} on. */
  public static void truncate(List<?> list, int size) {
    if (list.size() > size) {
      list.subList(size, list.size()).clear();
    }
  }

  /** The UTF-8 bytes of {@code s}: precomputed JSON prefixes and names. */
  public static byte[] utf8(String s) {
    return s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }

  // ---- JSON map keys, parsed from the member name just read ----

  /** A map key that must be an integer in {@code [min, max]}. */
  public static int intKey(JsonReader in, int min, int max) {
    long v = longKey(in);
    if (v < min || v > max) {
      throw in.error("map key '" + in.lastName() + "' is out of range");
    }
    return (int) v;
  }

  /** A map key that must be a {@code long}. */
  public static long longKey(JsonReader in) {
    try {
      return in.lastNameAsLong();
    } catch (NumberFormatException e) {
      throw in.error("map key '" + in.lastName() + "' is not an integer");
    }
  }

  /** A map key that must be an unsigned integer up to {@code max} (-1 for 2^64-1). */
  public static long unsignedKey(JsonReader in, long max) {
    String name = in.lastName();
    long v;
    try {
      v = Long.parseUnsignedLong(name);
    } catch (NumberFormatException e) {
      throw in.error("map key '" + name + "' is not an unsigned integer");
    }
    if (max != -1 && Long.compareUnsigned(v, max) > 0) {
      throw in.error("map key '" + name + "' is out of range");
    }
    return v;
  }

  /** A map key that must be {@code true} or {@code false}. */
  public static boolean booleanKey(JsonReader in) {
    String name = in.lastName();
    if (name.equals("true")) {
      return true;
    }
    if (name.equals("false")) {
      return false;
    }
    throw in.error("map key '" + name + "' is not true or false");
  }

  /** A map key that must be a single character. */
  public static char charKey(JsonReader in) {
    String name = in.lastName();
    if (name.length() != 1) {
      throw in.error("map key '" + name + "' is not a single character");
    }
    return name.charAt(0);
  }

  /** A value object whose wrapped value is null: protobuf has no null to write it as. */
  public static WirebindException nullValue(String type) {
    return new WirebindException(
        withArticle(type) + " holds a null value; protobuf cannot represent null (JSON writes null)");
  }

  /** {@code noun} after "a" or "an" as it is spoken: "a Card", "an Order", "a UUID", "an int". */
  public static String withArticle(String noun) {
    boolean vowel = false;
    if (!noun.isEmpty()) {
      char c = Character.toLowerCase(noun.charAt(0));
      vowel = c == 'a' || c == 'e' || c == 'i' || c == 'o'
          || c == 'u' && !(noun.length() > 1 && (Character.isUpperCase(noun.charAt(1))
              || noun.regionMatches(true, 0, "uni", 0, 3) || noun.regionMatches(true, 0, "use", 0, 3)
              || noun.regionMatches(true, 0, "usu", 0, 3) || noun.regionMatches(true, 0, "uti", 0, 3)));
    }
    return (vowel ? "an " : "a ") + noun;
  }
}
