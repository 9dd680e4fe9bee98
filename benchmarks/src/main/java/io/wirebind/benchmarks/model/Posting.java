package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A posting of an {@link Account}: an amount, its dates, a counterparty and its fees. */
@WireMessage
@CompiledJson
public final class Posting {
  @WireField(1) public long id;
  @WireField(2) public LocalDate bookingDate;
  @WireField(3) public OffsetDateTime createdAt;
  @WireField(4) public BigDecimal amount;
  @WireField(5) public String counterparty;
  @WireField(6) public String reference;
  @WireField(7) public List<Fee> fees = new ArrayList<>();

  @Override
  public boolean equals(Object o) {
    return o instanceof Posting p
        && id == p.id
        && Objects.equals(bookingDate, p.bookingDate)
        && Objects.equals(createdAt, p.createdAt)
        && Objects.equals(amount, p.amount)
        && Objects.equals(counterparty, p.counterparty)
        && Objects.equals(reference, p.reference)
        && Objects.equals(fees, p.fees);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, amount);
  }

  @Override
  public String toString() {
    return "Posting[" + id + ", " + bookingDate + ", " + createdAt + ", " + amount + ", "
        + counterparty + ", " + reference + ", " + fees + "]";
  }
}
