package io.wirebind.it;

import io.wirebind.annotation.WireField;

/** An enum with explicit, non-ordinal protobuf numbers (0 is not first; one is negative). */
public enum Level {
  @WireField(3)
  LOW,
  @WireField(0)
  NONE,
  @WireField(7)
  MID,
  @WireField(1000)
  HIGH,
  @WireField(-1)
  NEG
}
