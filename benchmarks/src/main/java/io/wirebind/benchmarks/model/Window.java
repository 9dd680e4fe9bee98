package io.wirebind.benchmarks.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A generic time window of samples ({@link Sensor#window} is a {@code Window<Reading>}). Mutable,
 * so decoding can reuse it and its list.
 *
 * @param <T> the sample type
 */
@WireMessage
public final class Window<T> {
  @WireField(1) public long from;
  @WireField(2) public long to;
  @WireField(3) public List<T> samples = new ArrayList<>();

  @Override
  public boolean equals(Object o) {
    return o instanceof Window<?> w && from == w.from && to == w.to && Objects.equals(samples, w.samples);
  }

  @Override
  public int hashCode() {
    return Objects.hash(from, to, samples);
  }

  @Override
  public String toString() {
    return "Window[" + from + ", " + to + ", " + samples + "]";
  }
}
