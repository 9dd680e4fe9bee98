package io.wirebind.grpc.checked;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** A record validating in its compact constructor: a request it rejects is INVALID_ARGUMENT. */
@WireMessage
public record Checked(@WireField(1) String code, @WireField(2) int qty) {
  public Checked {
    if (qty < 0) {
      throw new IllegalArgumentException("qty must not be negative");
    }
  }
}
