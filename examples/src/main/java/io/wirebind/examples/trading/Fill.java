package io.wirebind.examples.trading;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** One execution of an order: an immutable record with explicit field numbers. */
@WireMessage
public record Fill(
    @WireField(1) long time,
    @WireField(2) double price,
    @WireField(3) long quantity,
    @WireField(4) String venue) {}
