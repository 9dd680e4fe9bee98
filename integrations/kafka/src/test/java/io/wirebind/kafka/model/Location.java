package io.wirebind.kafka.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** A nested message. */
@WireMessage
public record Location(@WireField(1) double lat, @WireField(2) double lon, @WireField(3) String site) {}
