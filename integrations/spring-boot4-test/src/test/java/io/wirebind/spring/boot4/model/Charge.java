package io.wirebind.spring.boot4.model;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.wirebind.annotation.WireMessage;

/** A Jackson 3 sealed hierarchy: its JSON carries the type id, its protobuf a oneof. */
@WireMessage
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
@JsonSubTypes({@JsonSubTypes.Type(Charge.Card.class), @JsonSubTypes.Type(Charge.Transfer.class)})
public sealed interface Charge permits Charge.Card, Charge.Transfer {

  /** A card charge. */
  @WireMessage
  record Card(String number, int expiryMonth, Grade grade) implements Charge {}

  /** A bank transfer. */
  @WireMessage
  record Transfer(String iban, long amountCents) implements Charge {}

  /** A card for even seeds, a transfer for odd ones. */
  static Charge sample(int seed) {
    return seed % 2 == 0
        ? new Card("4111-" + seed, 1 + seed % 12, Grade.values()[seed % 3])
        : new Transfer("DE" + (1000 + seed), 100L * seed + 7);
  }
}
