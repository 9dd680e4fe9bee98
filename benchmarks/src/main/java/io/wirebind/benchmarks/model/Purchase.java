package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireMessage;
import java.util.Objects;

/** A purchase {@link Event}. */
@WireMessage
@CompiledJson(discriminator = "@type", name = "Purchase")
public final class Purchase implements Event {
  public long timestamp;
  public String orderId;
  public long amountCents;
  public String currency;
  public int items;

  @Override
  public boolean equals(Object o) {
    return o instanceof Purchase p && timestamp == p.timestamp && Objects.equals(orderId, p.orderId)
        && amountCents == p.amountCents && Objects.equals(currency, p.currency) && items == p.items;
  }

  @Override
  public int hashCode() {
    return Objects.hash(timestamp, orderId, amountCents, currency, items);
  }

  @Override
  public String toString() {
    return "Purchase[" + timestamp + ", " + orderId + ", " + amountCents + ", " + currency + ", " + items + "]";
  }
}
