package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/**
 * SkipBenchmark, the receiver's type: it knows only {@link SkipWriter#id}; every library skips
 * the rest (Jackson fails on unknown properties by default, hence the annotation).
 */
@WireMessage
@CompiledJson(onUnknown = CompiledJson.Behavior.IGNORE)
@JsonIgnoreProperties(ignoreUnknown = true)
public final class SkipReader {
  @WireField(3) public String id;
}
