package io.wirebind.grpc.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** Asks the server to stream {@code count} orders made from {@code seed}. */
@WireMessage
public record Query(@WireField(1) String customer, @WireField(2) int count, @WireField(3) long seed) {}
