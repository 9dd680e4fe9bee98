package io.wirebind.benchmarks.model.generated.dsl;

import com.dslplatform.json.CompiledJson;

/** {@link io.wirebind.benchmarks.model.generated.Category} for DSL-JSON. */
@CompiledJson(objectFormatPolicy = CompiledJson.ObjectFormatPolicy.MINIMAL)
public class DslCategory {
  public Long id;
  public String name;
}
