package io.wirebind.examples.trading;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * One execution of an order: an immutable record with explicit field numbers. The time is an
 * {@code Instant} (a {@code google.protobuf.Timestamp} on the wire, ISO-8601 in JSON) and the price
 * a {@code BigDecimal} that keeps its scale (a {@code google.type.Decimal}, a JSON number).
 */
@WireMessage
public record Fill(
    @WireField(1) Instant time,
    @WireField(2) BigDecimal price,
    @WireField(3) long quantity,
    @WireField(4) String venue) {}
