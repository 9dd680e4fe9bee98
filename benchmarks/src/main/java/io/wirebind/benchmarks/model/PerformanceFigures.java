package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** Accelerations of a {@link Car} for one octane rating. */
@WireMessage
@CompiledJson
public final class PerformanceFigures {
  @WireField(value = 1, encoding = Encoding.UNSIGNED) public int octaneRating;
  @WireField(2) public List<Acceleration> acceleration;
}
