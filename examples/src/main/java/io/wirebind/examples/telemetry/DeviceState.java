package io.wirebind.examples.telemetry;

/** A sensor's state; protobuf numbers are the declaration indexes (OK = 0). */
public enum DeviceState {
  OK,
  DEGRADED,
  FAULT
}
