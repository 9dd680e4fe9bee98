package io.wirebind.benchmarks.model.generated.dsl;

import com.dslplatform.json.CompiledJson;
import java.util.ArrayList;
import java.util.List;

/** {@link io.wirebind.benchmarks.model.generated.PetPage} for DSL-JSON. */
@CompiledJson(objectFormatPolicy = CompiledJson.ObjectFormatPolicy.MINIMAL)
public class DslPetPage {
  public List<DslPet> items = new ArrayList<>();
  public Integer total;
  public String nextCursor;
}
