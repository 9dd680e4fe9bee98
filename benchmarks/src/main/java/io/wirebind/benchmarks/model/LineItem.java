package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * A line of an {@link Order} (see order.proto). {@code equals} compares every field exactly
 * ({@code BigDecimal} with its scale, an empty {@code Optional} unequal to {@code null}): the
 * benchmark's setup holds every decoder's result to it.
 */
@WireMessage
@CompiledJson
public final class LineItem {
  @WireField(1) public UUID id;
  @WireField(2) public Sku sku;
  @WireField(3) public String name;
  @WireField(4) public int quantity;
  @WireField(5) public BigDecimal unitPrice;
  @WireField(6) public Optional<BigDecimal> discount = Optional.empty();
  @WireField(7) public BigDecimal lineTotal;
  @WireField(8) public LocalDate shipBy;
  @WireField(9) public Instant reservedAt;

  @Override
  public boolean equals(Object o) {
    return o instanceof LineItem l
        && Objects.equals(id, l.id)
        && Objects.equals(sku, l.sku)
        && Objects.equals(name, l.name)
        && quantity == l.quantity
        && Objects.equals(unitPrice, l.unitPrice)
        && Objects.equals(discount, l.discount)
        && Objects.equals(lineTotal, l.lineTotal)
        && Objects.equals(shipBy, l.shipBy)
        && Objects.equals(reservedAt, l.reservedAt);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, sku, name, quantity, unitPrice, discount, lineTotal, shipBy, reservedAt);
  }

  @Override
  public String toString() {
    return "LineItem[" + id + ", " + sku + ", " + name + ", " + quantity + ", " + unitPrice + ", "
        + discount + ", " + lineTotal + ", " + shipBy + ", " + reservedAt + "]";
  }
}
