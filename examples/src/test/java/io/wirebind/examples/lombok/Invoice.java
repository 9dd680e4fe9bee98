package io.wirebind.examples.lombok;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Optional;
import lombok.Builder;
import lombok.Value;
import lombok.extern.jackson.Jacksonized;

/**
 * An immutable Lombok class: {@code @Value} writes the getters, {@code @Builder} + {@code
 * @Jacksonized} the builder and the {@code @JsonDeserialize(builder)} Wirebind decodes through.
 */
@WireMessage
@Value
@Builder
@Jacksonized
public class Invoice {
  String number;
  long cents;
  @Builder.Default String currency = "EUR";
  List<Line> lines;
  Optional<Line> discount;
  Customer customer;
}
