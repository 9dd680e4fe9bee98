package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import java.util.Collection;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;

/** Sets as fields of a mutable class: decoded into the instance's own sets, which are reused. */
@WireMessage
public class SetHolder {
  public Set<String> tags;
  public EnumSet<Side> sides;
  public Set<Point> points;
  public SortedSet<Integer> levels;
  public Collection<Point> visited;

  @Override
  public boolean equals(Object o) {
    return o instanceof SetHolder h && Objects.equals(h.tags, tags) && Objects.equals(h.sides, sides)
        && Objects.equals(h.points, points) && Objects.equals(h.levels, levels)
        && Objects.equals(h.visited == null ? null : java.util.List.copyOf(h.visited),
            visited == null ? null : java.util.List.copyOf(visited));
  }

  @Override
  public int hashCode() {
    return Objects.hash(tags, sides, points, levels);
  }

  @Override
  public String toString() {
    return "SetHolder[" + tags + ", " + sides + ", " + points + ", " + levels + ", " + visited + "]";
  }
}
