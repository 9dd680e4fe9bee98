package io.wirebind.valueit;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.time.Instant;
import java.util.Arrays;

/**
 * A mutable holder of object arrays of each element kind, decoded into again
 * (ObjectArrayReuseTest); {@code points} is read through a getter and a setter.
 */
@WireMessage
public final class ObjectArrays {
  @WireField(1) public Spot[] spots;
  @WireField(2) public double[][] grid;
  @WireField(3) public String[] names;
  @WireField(4) public Side[] sides;
  @WireField(5) public Instant[] times;
  @WireField(6) private Point[] points;

  public Point[] getPoints() {
    return points;
  }

  public void setPoints(Point[] points) {
    this.points = points;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ObjectArrays a
        && Arrays.equals(spots, a.spots)
        && Arrays.deepEquals(grid, a.grid)
        && Arrays.equals(names, a.names)
        && Arrays.equals(sides, a.sides)
        && Arrays.equals(times, a.times)
        && Arrays.equals(points, a.points);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(new Object[] {spots, grid, names, sides, times, points});
  }

  @Override
  public String toString() {
    return "ObjectArrays" + Arrays.deepToString(new Object[] {spots, grid, names, sides, times, points});
  }
}
