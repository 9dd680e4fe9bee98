package io.wirebind.examples.grpckafka.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** message Receipt { int64 order_id = 1; int64 total_cents = 2; optional string text = 3; } */
@WireMessage
public record Receipt(@WireField(1) long orderId, @WireField(2) long totalCents, @WireField(3) String text) {}
