package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** An element of {@link ItemList}. */
@WireMessage
@CompiledJson
public final class Item {
  @WireField(1) public String name;
}
