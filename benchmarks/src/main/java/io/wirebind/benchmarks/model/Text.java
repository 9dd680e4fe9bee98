package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** StringBenchmark: one long ASCII string. */
@WireMessage
@CompiledJson
public final class Text {
  @WireField(1) public String text;
}
