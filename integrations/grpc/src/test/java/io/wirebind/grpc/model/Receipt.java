package io.wirebind.grpc.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** What the server answers for one or many orders. */
@WireMessage
public record Receipt(
    @WireField(1) long orderId,
    @WireField(2) int lineCount,
    @WireField(3) long totalCents,
    @WireField(4) String message) {}
