package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** ObjectListBenchmark: small objects with one string each. */
@WireMessage
@CompiledJson
public final class ItemList {
  @WireField(1) public List<Item> items;
}
