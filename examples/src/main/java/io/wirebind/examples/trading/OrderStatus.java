package io.wirebind.examples.trading;

import io.wirebind.annotation.WireField;

/**
 * An order's lifecycle state with explicit protobuf numbers, so constants can be reordered or
 * inserted later without changing what is on the wire. 0 is left free: proto3 peers reserve it
 * for "unspecified" (see {@code trading.proto}).
 */
public enum OrderStatus {
  @WireField(1) NEW,
  @WireField(2) PARTIALLY_FILLED,
  @WireField(3) FILLED,
  @WireField(4) CANCELLED
}
