package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** DoubleArrayBenchmark: random doubles, packed on the wire. */
@WireMessage
@CompiledJson
public final class Doubles {
  @WireField(1) public double[] values;
}
