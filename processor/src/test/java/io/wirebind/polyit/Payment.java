package io.wirebind.polyit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.wirebind.annotation.WireMessage;

/**
 * A sealed hierarchy with Jackson's default annotations (what Wirebind does without them):
 * {@code oneof kind { Card card = 1; BankTransfer bank_transfer = 2; Voucher voucher = 3; }}.
 */
@WireMessage
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
@JsonSubTypes({
  @JsonSubTypes.Type(Card.class),
  @JsonSubTypes.Type(BankTransfer.class),
  @JsonSubTypes.Type(Voucher.class)
})
public sealed interface Payment permits Card, BankTransfer, Voucher {}
