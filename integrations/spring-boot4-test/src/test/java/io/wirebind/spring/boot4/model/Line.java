package io.wirebind.spring.boot4.model;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** A Jackson 3 record: creator properties in declared order, not sorted. */
@WireMessage
public record Line(String sku, int quantity, double price, List<String> notes) {

  /** A line for {@code seed}. */
  public static Line sample(int seed) {
    return new Line("SKU-" + seed, seed % 7, seed * 1.25, seed % 2 == 0 ? List.of() : List.of("n" + seed, "x"));
  }
}
