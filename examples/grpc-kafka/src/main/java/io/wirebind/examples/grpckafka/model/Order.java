package io.wirebind.examples.grpckafka.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/**
 * An order, as a peer's {@code .proto} declares it:
 * {@code message Order { int64 id = 1; optional string customer = 2; optional Status status = 3;
 * repeated Item items = 4; map<string, string> notes = 5; }}
 */
@WireMessage
public record Order(
    @WireField(1) long id,
    @WireField(2) String customer,
    @WireField(3) Status status,
    @WireField(4) List<Item> items,
    @WireField(5) Map<String, String> notes) {

  /** The order's value in cents. */
  public long totalCents() {
    long sum = 0;
    for (Item i : items) {
      sum += i.quantity() * i.priceCents();
    }
    return sum;
  }
}
