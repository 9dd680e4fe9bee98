package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** MixedBenchmark: int, long, double, boolean, String and a nested object. */
@WireMessage
@CompiledJson
public final class Mixed {
  @WireField(1) public int count;
  @WireField(2) public long timestamp;
  @WireField(3) public double price;
  @WireField(4) public boolean active;
  @WireField(5) public String name;
  @WireField(6) public Inner inner;
}
