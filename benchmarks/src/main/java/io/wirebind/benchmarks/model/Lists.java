package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** The nested object of {@link SkipWriter}: three string lists. */
@WireMessage
@CompiledJson
public final class Lists {
  @WireField(1) public List<String> a;
  @WireField(2) public List<String> b;
  @WireField(3) public List<String> c;
}
