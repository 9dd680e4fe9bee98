package io.wirebind.kafka.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** What the Streams test aggregates per sensor. */
@WireMessage
public record SensorTotals(
    @WireField(1) String sensor, @WireField(2) long count, @WireField(3) double sum, @WireField(4) long lastTime) {}
