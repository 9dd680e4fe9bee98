package io.wirebind.examples.lombok;

import io.wirebind.annotation.WireMessage;
import lombok.Builder;
import lombok.Value;
import lombok.extern.jackson.Jacksonized;

/** An immutable Lombok class used as a list element and an Optional inside {@link Invoice}. */
@WireMessage
@Value
@Builder
@Jacksonized
public class Line {
  String product;
  int quantity;
  double price;
}
