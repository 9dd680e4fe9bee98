package io.wirebind.valueit;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** A mutable holder of collections inside collections, decoded into again (NestedReuseTest). */
@WireMessage
public final class NestedReuse {
  @WireField(1) public List<List<Integer>> matrix = new ArrayList<>();
  @WireField(2) public List<Map<String, Point>> pages = new ArrayList<>();
  @WireField(3) public List<double[]> rows = new ArrayList<>();
  @WireField(4) public double[][] grid;
  @WireField(5) public List<List<List<Long>>> cube = new ArrayList<>();
  @WireField(6) public List<Set<Side>> combos = new ArrayList<>();

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof NestedReuse n) || rows.size() != n.rows.size()) {
      return false;
    }
    for (int i = 0; i < rows.size(); i++) {
      if (!Arrays.equals(rows.get(i), n.rows.get(i))) {
        return false;
      }
    }
    return matrix.equals(n.matrix) && pages.equals(n.pages) && Arrays.deepEquals(grid, n.grid)
        && cube.equals(n.cube) && combos.equals(n.combos);
  }

  @Override
  public int hashCode() {
    return Objects.hash(matrix, pages, Arrays.deepHashCode(grid), cube, combos);
  }

  @Override
  public String toString() {
    StringBuilder r = new StringBuilder("[");
    rows.forEach(x -> r.append(Arrays.toString(x)));
    return "NestedReuse[" + matrix + ", " + pages + ", " + r + "], " + Arrays.deepToString(grid) + ", " + cube
        + ", " + combos + "]";
  }
}
