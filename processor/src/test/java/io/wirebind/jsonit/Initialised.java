package io.wirebind.jsonit;

import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/** Containers with initialisers that hold elements: an absent member keeps them, as Jackson does. */
@WireMessage
public class Initialised {
  public int id;
  public List<String> tags = new ArrayList<>(List.of("x"));
  public Set<Integer> levels = new LinkedHashSet<>(List.of(1, 2));
  public Map<String, Integer> counts = new LinkedHashMap<>(Map.of("a", 1));
  public TreeMap<String, String> sorted = new TreeMap<>(Map.of("k", "v"));
  public List<String> empty = new ArrayList<>();
  public String[] names = {"n"};

  @Override
  public boolean equals(Object o) {
    return o instanceof Initialised i && i.id == id && Objects.equals(i.tags, tags)
        && Objects.equals(i.levels, levels) && Objects.equals(i.counts, counts)
        && Objects.equals(i.sorted, sorted) && Objects.equals(i.empty, empty)
        && java.util.Arrays.equals(i.names, names);
  }

  @Override
  public int hashCode() {
    return id;
  }

  @Override
  public String toString() {
    return "Initialised[" + id + ", " + tags + ", " + levels + ", " + counts + ", " + sorted + ", "
        + empty + ", " + java.util.Arrays.toString(names) + "]";
  }
}
