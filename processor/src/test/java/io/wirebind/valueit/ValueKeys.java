package io.wirebind.valueit;

import io.wirebind.annotation.WireMessage;
import io.wirebind.valueit.ValueObjectModels.Quantity;
import io.wirebind.valueit.ValueObjectModels.Sku;
import java.util.Map;
import java.util.UUID;

/** Map keys that are value objects wrapping a number, a string and a UUID; as shapes.proto. */
@WireMessage
public record ValueKeys(Map<Quantity, String> byQuantity, Map<Sku, Integer> bySku, Map<AccountId, Long> byAccount) {
  /** A value object wrapping a UUID. */
  public record AccountId(@com.fasterxml.jackson.annotation.JsonValue UUID id) {}
}
