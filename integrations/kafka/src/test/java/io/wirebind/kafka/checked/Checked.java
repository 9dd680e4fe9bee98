package io.wirebind.kafka.checked;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** A record validating in its compact constructor: a record it rejects is a SerializationException. */
@WireMessage
public record Checked(@WireField(1) String code, @WireField(2) int qty) {
  public Checked {
    if (qty < 0) {
      throw new IllegalArgumentException("qty must not be negative");
    }
  }
}
