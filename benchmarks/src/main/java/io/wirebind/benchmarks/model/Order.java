package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * An order with value types (see order.proto): a value-object id, a {@code UUID}, {@code Instant}
 * timestamps, a {@code LocalDate}, {@code BigDecimal} amounts, {@code Optional}s and a list of
 * {@link LineItem}s with the same types. {@code equals} compares exactly, as {@link LineItem}'s.
 */
@WireMessage
@CompiledJson
public final class Order {
  @WireField(1) public OrderId id;
  @WireField(2) public UUID customerId;
  @WireField(3) public Instant createdAt;
  @WireField(4) public Instant updatedAt;
  @WireField(5) public LocalDate deliveryDate;
  @WireField(6) public String currency;
  @WireField(7) public List<LineItem> lines;
  @WireField(8) public BigDecimal subtotal;
  @WireField(9) public BigDecimal shipping;
  @WireField(10) public BigDecimal total;
  @WireField(11) public Optional<String> couponCode = Optional.empty();
  @WireField(12) public Optional<Instant> paidAt = Optional.empty();

  @Override
  public boolean equals(Object o) {
    return o instanceof Order r
        && Objects.equals(id, r.id)
        && Objects.equals(customerId, r.customerId)
        && Objects.equals(createdAt, r.createdAt)
        && Objects.equals(updatedAt, r.updatedAt)
        && Objects.equals(deliveryDate, r.deliveryDate)
        && Objects.equals(currency, r.currency)
        && Objects.equals(lines, r.lines)
        && Objects.equals(subtotal, r.subtotal)
        && Objects.equals(shipping, r.shipping)
        && Objects.equals(total, r.total)
        && Objects.equals(couponCode, r.couponCode)
        && Objects.equals(paidAt, r.paidAt);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, customerId, createdAt, updatedAt, deliveryDate, currency, lines,
        subtotal, shipping, total, couponCode, paidAt);
  }

  @Override
  public String toString() {
    return "Order[" + id + ", " + customerId + ", " + createdAt + ", " + updatedAt + ", "
        + deliveryDate + ", " + currency + ", " + lines + ", " + subtotal + ", " + shipping + ", "
        + total + ", " + couponCode + ", " + paidAt + "]";
  }
}
