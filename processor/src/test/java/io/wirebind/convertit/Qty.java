package io.wirebind.convertit;

/** A quantity written as a plain {@code long}; usable as a map key. */
public record Qty(long units) implements Comparable<Qty> {
  @Override
  public int compareTo(Qty o) {
    return Long.compare(units, o.units);
  }
}
