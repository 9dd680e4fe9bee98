package io.wirebind.benchmarks.model.generated.dsl;

import com.dslplatform.json.JsonValue;

/** {@link io.wirebind.benchmarks.model.generated.PetStatus} with DSL-JSON's {@code @JsonValue}. */
public enum DslPetStatus {
  AVAILABLE("available"),
  PENDING("pending"),
  SOLD_OUT("sold-out");

  private final String value;

  DslPetStatus(String value) {
    this.value = value;
  }

  @JsonValue
  public String getValue() {
    return value;
  }
}
