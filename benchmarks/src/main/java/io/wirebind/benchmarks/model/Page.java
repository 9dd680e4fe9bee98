package io.wirebind.benchmarks.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A generic page envelope (ShapesBenchmark): Wirebind generates {@code Page_of_Customer_WireCodec}
 * for {@code Page<Customer>}. Mutable, so decoding can reuse it and its list.
 *
 * @param <T> the element type
 */
@WireMessage
public final class Page<T> {
  @WireField(1) public List<T> items = new ArrayList<>();
  @WireField(2) public int page;
  @WireField(3) public int size;
  @WireField(4) public long total;
  @WireField(5) public String next;

  @Override
  public boolean equals(Object o) {
    return o instanceof Page<?> p
        && items.equals(p.items)
        && page == p.page
        && size == p.size
        && total == p.total
        && Objects.equals(next, p.next);
  }

  @Override
  public int hashCode() {
    return Objects.hash(items, page, size, total, next);
  }

  @Override
  public String toString() {
    return "Page[" + items + ", " + page + ", " + size + ", " + total + ", " + next + "]";
  }
}
