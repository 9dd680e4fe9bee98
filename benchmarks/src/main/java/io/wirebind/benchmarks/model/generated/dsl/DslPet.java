package io.wirebind.benchmarks.model.generated.dsl;

import com.dslplatform.json.CompiledJson;

/** The discriminated base: DSL-JSON writes {@code "petType"} first, as Jackson writes the type id. */
@CompiledJson(discriminator = "petType")
public interface DslPet {}
