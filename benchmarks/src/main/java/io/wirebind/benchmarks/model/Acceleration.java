package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;

/** Time to reach a speed, part of {@link PerformanceFigures}. */
@WireMessage
@CompiledJson
public final class Acceleration {
  @WireField(value = 1, encoding = Encoding.UNSIGNED) public int mph;
  @WireField(2) public float seconds;
}
