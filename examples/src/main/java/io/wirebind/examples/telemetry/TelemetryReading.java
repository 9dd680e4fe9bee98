package io.wirebind.examples.telemetry;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/**
 * One sensor reading. A class with public fields, the cheapest shape to decode into again and
 * again: the generated {@code readProto(in, reuse)} resets the fields and reuses the
 * {@code vibration} array when the next reading has as many samples, so a decode loop allocates
 * nothing.
 */
@WireMessage
public final class TelemetryReading {
  @WireField(1) public long deviceId;
  @WireField(2) public long timestamp;
  @WireField(3) public double temperature;
  @WireField(4) public double humidity;
  @WireField(5) public double pressure;
  /** Small and never negative: a plain varint (1-2 bytes). */
  @WireField(6) public int batteryMillivolts;
  @WireField(7) public DeviceState state;
  /** Acceleration samples since the previous reading: one packed run of 8-byte doubles. */
  @WireField(8) public double[] vibration;
}
