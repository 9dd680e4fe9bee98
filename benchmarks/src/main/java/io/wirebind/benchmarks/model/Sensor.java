package io.wirebind.benchmarks.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;

/**
 * A string-free message of the collection shapes (ShapesReuseBenchmark): an {@code EnumSet}, an
 * enum-keyed {@code EnumMap} of enum values, a {@code double[][]} grid, a list of lists and a
 * generic {@code Window<Reading>} and a {@code Reading[]} of mutable messages. Mutable, so decoding
 * can reuse every part of it.
 */
@WireMessage
public final class Sensor {
  @WireField(1) public long id;
  @WireField(2) public EnumSet<Channel> enabled = EnumSet.noneOf(Channel.class);
  @WireField(3) public EnumMap<Channel, Channel> fallbacks = new EnumMap<>(Channel.class);
  @WireField(4) public double[][] grid;
  @WireField(5) public List<List<Channel>> routes = new ArrayList<>();
  @WireField(6) public Window<Reading> window;
  @WireField(7) public Reading[] samples;

  @Override
  public boolean equals(Object o) {
    return o instanceof Sensor s
        && id == s.id
        && Objects.equals(enabled, s.enabled)
        && Objects.equals(fallbacks, s.fallbacks)
        && Arrays.deepEquals(grid, s.grid)
        && Objects.equals(routes, s.routes)
        && Objects.equals(window, s.window)
        && Arrays.equals(samples, s.samples);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, enabled, fallbacks, Arrays.deepHashCode(grid), routes, window, Arrays.hashCode(samples));
  }

  @Override
  public String toString() {
    return "Sensor[" + id + ", " + enabled + ", " + fallbacks + ", " + Arrays.deepToString(grid) + ", " + routes
        + ", " + window + ", " + Arrays.toString(samples) + "]";
  }
}
