package io.wirebind.examples.grpckafka.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** message Item { optional string sku = 1; int32 quantity = 2; int64 price_cents = 3; } */
@WireMessage
public record Item(@WireField(1) String sku, @WireField(2) int quantity, @WireField(3) long priceCents) {}
