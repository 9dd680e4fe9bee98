package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** IntListBenchmark: ints of mixed magnitude, packed on the wire. */
@WireMessage
@CompiledJson
public final class IntList {
  @WireField(1) public int[] values;
}
