package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;

/** The engine of a {@link Car}. */
@WireMessage
@CompiledJson
public final class Engine {
  @WireField(value = 1, encoding = Encoding.UNSIGNED) public int capacity;
  @WireField(value = 2, encoding = Encoding.UNSIGNED) public int numCylinders;
  @WireField(value = 3, encoding = Encoding.UNSIGNED) public int maxRpm;
  @WireField(4) public String manufacturerCode;
  @WireField(5) public String fuel;
}
