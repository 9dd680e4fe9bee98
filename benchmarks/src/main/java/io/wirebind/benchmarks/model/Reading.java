package io.wirebind.benchmarks.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** One sample of a {@link Sensor}: a time and a value. */
@WireMessage
public final class Reading {
  @WireField(1) public long at;
  @WireField(2) public double value;

  public Reading() {}

  public Reading(long at, double value) {
    this.at = at;
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Reading r && at == r.at && Double.compare(value, r.value) == 0;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(at) * 31 + Double.hashCode(value);
  }

  @Override
  public String toString() {
    return "Reading[" + at + ", " + value + "]";
  }
}
