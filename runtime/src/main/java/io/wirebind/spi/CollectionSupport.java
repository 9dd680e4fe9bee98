package io.wirebind.spi;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The sets and collections generated decoders fill, like {@link CodecSupport#list}: each
 * {@code <kind>(current, keep)} reuses {@code current} when it is already of the decoded type
 * (emptied unless {@code keep}), else creates one (with {@code current}'s elements when {@code
 * keep}); {@code copy<Kind>(current)} never mutates it. For generated code, with no compatibility
 * promise.
 */
public final class CollectionSupport {
  private CollectionSupport() {}

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
}
