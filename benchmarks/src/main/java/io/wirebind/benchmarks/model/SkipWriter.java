package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** SkipBenchmark, the sender's type: everything but {@link #id} is unknown to the reader. */
@WireMessage
@CompiledJson
public final class SkipWriter {
  @WireField(1) public List<String> tags;
  @WireField(2) public Lists lists;
  @WireField(3) public String id;
}
