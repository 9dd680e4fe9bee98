package io.wirebind.processor.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Computes the JSON output order of a class's properties the way Jackson 2.x's default
 * {@code ObjectMapper} does (measured with jackson-databind 2.18):
 *
 * <ol>
 *   <li>properties found through fields, in field declaration order (superclass fields first),
 *       then properties Jackson finds only through a getter, in method order;
 *   <li>properties with an explicit name ({@code @JsonProperty("name")}, even when it equals the
 *       Java name) move to the end, keeping their relative order;
 *   <li>then, when the class has {@code @JsonPropertyOrder}, an {@code index}, or creator
 *       properties (a {@code @JsonCreator} constructor, a record's canonical constructor): the
 *       listed names first (Jackson or Java names), then properties with an index by index, then
 *       creator properties in parameter order, then the rest; {@code alphabetic = true} sorts the
 *       creator properties and the rest by name.
 * </ol>
 *
 * <p>Jackson 3's default {@code JsonMapper} sorts alphabetically ({@code
 * SORT_PROPERTIES_ALPHABETICALLY} on, whatever {@code @JsonPropertyOrder(alphabetic)} says), and keeps creator properties in parameter order even then (what 2.18's {@code
 * SORT_CREATOR_PROPERTIES_BY_DECLARATION_ORDER} did): {@link #order(List, List, boolean, boolean)}.
 */
final class JsonOrder {
  private JsonOrder() {}

  /** One property as the ordering sees it. */
  record Entry(
      String jacksonName, String javaName, boolean renamed, int index, int creatorIndex) {}

  /** The entries (given in discovery order) in JSON output order. */
  static List<Entry> order(List<Entry> discovered, List<String> propertyOrder, boolean alphabetic) {
    return order(discovered, propertyOrder, alphabetic, false);
  }

  /**
   * The entries in JSON output order; {@code creatorsDeclared}: creator properties keep their
   * parameter order under alphabetic sorting too (Jackson 3).
   */
  static List<Entry> order(
      List<Entry> discovered, List<String> propertyOrder, boolean alphabetic, boolean creatorsDeclared) {
    List<Entry> base = new ArrayList<>();
    List<Entry> renamed = new ArrayList<>();
    for (Entry e : discovered) {
      (e.renamed() ? renamed : base).add(e);
    }
    base.addAll(renamed);
    boolean indexed = base.stream().anyMatch(e -> e.index() >= 0);
    boolean creators = base.stream().anyMatch(e -> e.creatorIndex() >= 0);
    if (!alphabetic && !indexed && !creators && propertyOrder.isEmpty()) {
      return base;
    }
    Map<String, Entry> all = new LinkedHashMap<>();
    List<Entry> pool = new ArrayList<>(base);
    if (alphabetic) {
      pool.sort(Comparator.comparing(Entry::jacksonName));
    }
    for (Entry e : pool) {
      all.putIfAbsent(e.jacksonName(), e);
    }
    List<Entry> ordered = new ArrayList<>();
    for (String name : propertyOrder) {
      Entry e = all.remove(name);
      if (e == null) {
        for (Entry c : all.values()) {
          if (c.javaName().equals(name)) {
            e = c;
            break;
          }
        }
        if (e != null) {
          all.remove(e.jacksonName());
        }
      }
      if (e != null) {
        ordered.add(e);
      }
    }
    List<Entry> withIndex = new ArrayList<>();
    for (Entry e : all.values()) {
      if (e.index() >= 0) {
        withIndex.add(e);
      }
    }
    withIndex.sort(Comparator.comparingInt(Entry::index));
    for (Entry e : withIndex) {
      all.remove(e.jacksonName());
      ordered.add(e);
    }
    List<Entry> creator = new ArrayList<>();
    for (Entry e : all.values()) {
      if (e.creatorIndex() >= 0) {
        creator.add(e);
      }
    }
    if (!alphabetic || creatorsDeclared) {
      creator.sort(Comparator.comparingInt(Entry::creatorIndex));
    }
    for (Entry e : creator) {
      all.remove(e.jacksonName());
      ordered.add(e);
    }
    ordered.addAll(all.values());
    // duplicate Jackson names (reported elsewhere) keep a position after the others
    for (Entry e : base) {
      if (!ordered.contains(e)) {
        ordered.add(e);
      }
    }
    return ordered;
  }
}
