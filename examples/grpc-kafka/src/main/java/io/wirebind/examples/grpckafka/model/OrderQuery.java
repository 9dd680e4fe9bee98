package io.wirebind.examples.grpckafka.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** message OrderQuery { optional string customer = 1; int32 limit = 2; } */
@WireMessage
public record OrderQuery(@WireField(1) String customer, @WireField(2) int limit) {}
