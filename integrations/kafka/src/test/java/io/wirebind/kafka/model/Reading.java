package io.wirebind.kafka.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** A sensor reading: scalars, a string, an enum, a nested message, a list, a map and bytes. */
@WireMessage
public final class Reading {
  @WireField(1) public String sensor;
  @WireField(2) public long time;
  @WireField(3) public double value;
  @WireField(4) public Unit unit;
  @WireField(5) public Location location;
  @WireField(6) public List<String> tags;
  @WireField(7) public Map<String, Integer> counts;
  @WireField(8) public byte[] raw;
  @WireField(9) public int sequence;
  @WireField(10) public boolean calibrated;

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Reading)) {
      return false;
    }
    Reading r = (Reading) o;
    return Objects.equals(sensor, r.sensor)
        && time == r.time
        && Double.compare(value, r.value) == 0
        && unit == r.unit
        && Objects.equals(location, r.location)
        && Objects.equals(tags, r.tags)
        && Objects.equals(counts, r.counts)
        && Arrays.equals(raw, r.raw)
        && sequence == r.sequence
        && calibrated == r.calibrated;
  }

  @Override
  public int hashCode() {
    return Objects.hash(sensor, time, sequence);
  }

  @Override
  public String toString() {
    return "Reading{sensor=" + sensor + ", time=" + time + ", value=" + value + ", unit=" + unit
        + ", location=" + location + ", tags=" + tags + ", counts=" + counts + ", raw="
        + Arrays.toString(raw) + ", sequence=" + sequence + ", calibrated=" + calibrated + "}";
  }
}
