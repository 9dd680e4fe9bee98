package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;

/** Fuel consumption of a {@link Car} at one speed. */
@WireMessage
@CompiledJson
public final class FuelFigures {
  @WireField(value = 1, encoding = Encoding.UNSIGNED) public int speed;
  @WireField(2) public float mpg;
}
