package io.wirebind.propsit;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Setter-only collections, maps, messages and optionals: Jackson 2.18 reads them (calling the
 * setter only for a member present) and never writes them. What the setters received is recorded
 * in {@link #calls()}, which is no bean accessor.
 */
@WireMessage
public class SetterOnlyShapes {
  private final TreeMap<String, String> calls = new TreeMap<>();
  public String name;

  public void setTags(List<String> tags) {
    calls.put("tags", String.valueOf(tags));
  }

  public void setScores(Map<String, Integer> scores) {
    calls.put("scores", String.valueOf(scores));
  }

  public void setLabels(Set<String> labels) {
    // sorted: Jackson makes a HashSet, Wirebind keeps the input's order
    calls.put("labels", labels == null ? "null" : new java.util.TreeSet<>(labels).toString());
  }

  public void setSpot(Spot spot) {
    calls.put("spot", String.valueOf(spot));
  }

  public void setMaybe(Optional<String> maybe) {
    calls.put("maybe", String.valueOf(maybe));
  }

  public void setSpots(List<Spot> spots) {
    calls.put("spots", String.valueOf(spots));
  }

  public String calls() {
    return calls.toString();
  }

  @Override
  public String toString() {
    return "SetterOnlyShapes[name=" + name + ", calls=" + calls + "]";
  }

  /** A nested message. */
  @WireMessage
  public static class Spot {
    public int x;
    public String label;

    @Override
    public boolean equals(Object o) {
      return o instanceof Spot s && x == s.x && Objects.equals(label, s.label);
    }

    @Override
    public int hashCode() {
      return Objects.hash(x, label);
    }

    @Override
    public String toString() {
      return "Spot[" + x + "," + label + "]";
    }
  }

  /** The same properties with fields (numbered alike): what a peer writes. */
  @WireMessage
  public static class Written {
    public String name;
    public List<String> tags;
    public Map<String, Integer> scores;
    public Set<String> labels;
    public Spot spot;
    public Optional<String> maybe;
    public List<Spot> spots;
  }
}
