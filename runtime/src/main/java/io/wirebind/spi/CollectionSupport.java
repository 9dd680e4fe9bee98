package io.wirebind.spi;

import io.wirebind.JsonReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.IntFunction;

/**
 * The sets and collections generated decoders fill, like {@link CodecSupport#list}: each
 * {@code <kind>(current, keep)} reuses {@code current} when it is already of the decoded type
 * (emptied unless {@code keep}), else creates one (with {@code current}'s elements when {@code
 * keep}); {@code copy<Kind>(current)} never mutates it. For generated code, with no compatibility
 * promise.
 */
public final class CollectionSupport {
  private CollectionSupport() {}

  /**
   * Whether a new instance's container holds something: then an absent JSON member in a reused
   * decode takes a new instance's value rather than an emptied container, as Jackson keeps it.
   */
  public static boolean filled(Object container) {
    if (container instanceof Collection<?> c) {
      return !c.isEmpty();
    }
    if (container instanceof Map<?, ?> m) {
      return !m.isEmpty();
    }
    if (container instanceof Iterable<?> i) {
      return i.iterator().hasNext();
    }
    return false;
  }

  /** A {@code Set} decodes into a {@code LinkedHashSet}: the wire order is kept. */
  public static <E> Set<E> set(Set<E> current, boolean keep) {
    if (current instanceof LinkedHashSet<E> s) {
      return reuse(s, keep);
    }
    return keep && current != null ? new LinkedHashSet<>(current) : new LinkedHashSet<>();
  }

  public static <E> Set<E> copySet(Set<E> current) {
    return current == null ? new LinkedHashSet<>() : new LinkedHashSet<>(current);
  }

  /** A {@code SortedSet} or {@code NavigableSet} decodes into a {@code TreeSet} (natural order). */
  public static <E> TreeSet<E> sortedSet(SortedSet<E> current, boolean keep) {
    if (current instanceof TreeSet<E> s && s.comparator() == null) {
      return reuse(s, keep);
    }
    return keep && current != null ? new TreeSet<>((Collection<E>) current) : new TreeSet<>();
  }

  public static <E> TreeSet<E> copySortedSet(SortedSet<E> current) {
    return current == null ? new TreeSet<>() : new TreeSet<>((Collection<E>) current);
  }

  public static <E extends Enum<E>> EnumSet<E> enumSet(Set<E> current, boolean keep, Class<E> type) {
    if (current instanceof EnumSet<E> s) {
      return reuse(s, keep);
    }
    EnumSet<E> s = EnumSet.noneOf(type);
    if (keep && current != null) {
      s.addAll(current);
    }
    return s;
  }

  public static <E extends Enum<E>> EnumSet<E> copyEnumSet(Set<E> current, Class<E> type) {
    EnumSet<E> s = EnumSet.noneOf(type);
    if (current != null) {
      s.addAll(current);
    }
    return s;
  }

  /** A {@code Collection} decodes into an {@code ArrayList}. */
  public static <E> Collection<E> collection(Collection<E> current, boolean keep) {
    if (current instanceof ArrayList<E> a) {
      return reuse(a, keep);
    }
    return keep && current != null ? new ArrayList<>(current) : new ArrayList<>();
  }

  public static <E> Collection<E> copyCollection(Collection<E> current) {
    return current == null ? new ArrayList<>() : new ArrayList<>(current);
  }

  private static <C extends Collection<?>> C reuse(C c, boolean keep) {
    if (!keep) {
      c.clear();
    }
    return c;
  }

  /** A {@code SortedMap} or {@code NavigableMap} decodes into a {@code TreeMap} (natural order). */
  public static <K, V> TreeMap<K, V> sortedMap(Map<K, V> current, boolean keep) {
    if (current instanceof TreeMap<K, V> m && m.comparator() == null) {
      if (!keep) {
        m.clear();
      }
      return m;
    }
    TreeMap<K, V> m = new TreeMap<>();
    if (keep && current != null) {
      m.putAll(current);
    }
    return m;
  }

  public static <K, V> TreeMap<K, V> copySortedMap(Map<K, V> current) {
    TreeMap<K, V> m = new TreeMap<>();
    if (current != null) {
      m.putAll(current);
    }
    return m;
  }

  public static <K extends Enum<K>, V> EnumMap<K, V> enumMap(Map<K, V> current, boolean keep, Class<K> type) {
    if (current instanceof EnumMap<K, V> m) {
      if (!keep) {
        m.clear();
      }
      return m;
    }
    EnumMap<K, V> m = new EnumMap<>(type);
    if (keep && current != null) {
      m.putAll(current);
    }
    return m;
  }

  public static <K extends Enum<K>, V> EnumMap<K, V> copyEnumMap(Map<K, V> current, Class<K> type) {
    EnumMap<K, V> m = new EnumMap<>(type);
    if (current != null) {
      m.putAll(current);
    }
    return m;
  }

  /** An {@code Iterable} as the list generated code holds: itself when it is one, else a copy. */
  public static <E> List<E> asList(Iterable<E> value) {
    if (value == null || value instanceof List<E>) {
      return (List<E>) value;
    }
    List<E> list = new ArrayList<>();
    for (E e : value) {
      list.add(e);
    }
    return list;
  }

  /** An object array as the list generated code holds (a fixed-size view, never reused). */
  public static <E> List<E> asList(E[] value) {
    return value == null ? null : Arrays.asList(value);
  }

  /** A {@code short[]} as the list generated code holds. */
  public static List<Short> asList(short[] value) {
    if (value == null) {
      return null;
    }
    List<Short> list = new ArrayList<>(value.length);
    for (short s : value) {
      list.add(s);
    }
    return list;
  }

  /** The decoded list stored into an object-array field. */
  public static <E> E[] toArray(List<E> list, IntFunction<E[]> array) {
    return list == null ? null : list.toArray(array.apply(list.size()));
  }

  /**
   * {@code a} when it has a slot at {@code index}, else a longer copy of it (half as long again,
   * or a new array when it is null): where a decoder writes an object array's next element.
   */
  public static <E> E[] room(E[] a, int index, IntFunction<E[]> array) {
    if (a != null && index < a.length) {
      return a;
    }
    int length = (int) Math.min(Integer.MAX_VALUE - 8, Math.max(4L, index + (index >> 1) + 1L));
    E[] grown = array.apply(length);
    if (a != null) {
      System.arraycopy(a, 0, grown, 0, a.length);
    }
    return grown;
  }

  /**
   * The first {@code count} elements of {@code a}: {@code a} itself when that is its length (so a
   * reused array of the decoded length is kept), else a new array; never null.
   */
  public static <E> E[] trim(E[] a, int count, IntFunction<E[]> array) {
    if (a != null && a.length == count) {
      return a;
    }
    E[] trimmed = array.apply(count);
    if (count != 0) {
      System.arraycopy(a, 0, trimmed, 0, count);
    }
    return trimmed;
  }

  /** A shallow copy of {@code a}, or null. */
  public static <E> E[] copy(E[] a) {
    return a == null ? null : a.clone();
  }

  /** The decoded list stored into a {@code short[]} field. */
  public static short[] toShorts(List<Short> list) {
    if (list == null) {
      return null;
    }
    short[] out = new short[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = list.get(i);
    }
    return out;
  }

  /** A map key read as a UUID in its 36-character form, as Jackson reads one. */
  public static UUID uuidKey(JsonReader in) {
    String name = in.lastName();
    if (name.length() == 36) {
      try {
        UUID u = UUID.fromString(name);
        if (u.toString().equalsIgnoreCase(name)) {
          return u;
        }
      } catch (IllegalArgumentException e) {
        // reported below
      }
    }
    throw in.error("map key '" + name + "' is not a UUID");
  }
}
