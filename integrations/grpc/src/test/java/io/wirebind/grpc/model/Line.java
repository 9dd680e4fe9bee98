package io.wirebind.grpc.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** An order line: a record with a string list. */
@WireMessage
public record Line(
    @WireField(1) String sku,
    @WireField(2) int quantity,
    @WireField(3) long priceCents,
    @WireField(4) List<String> options) {}
