package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** The nested object of {@link Mixed}. */
@WireMessage
@CompiledJson
public final class Inner {
  @WireField(1) public int id;
  @WireField(2) public String label;
  @WireField(3) public double weight;
}
