package io.wirebind.benchmarks.model.generated;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** pet status in the store (a top-level string enum, as openapi-generator 7.25 writes one). */
public enum PetStatus {
  AVAILABLE("available"),

  PENDING("pending"),

  SOLD_OUT("sold-out");

  private final String value;

  PetStatus(String value) {
    this.value = value;
  }

  @JsonValue
  public String getValue() {
    return value;
  }

  @Override
  public String toString() {
    return String.valueOf(value);
  }

  @JsonCreator
  public static PetStatus fromValue(String value) {
    for (PetStatus b : PetStatus.values()) {
      if (b.value.equals(value)) {
        return b;
      }
    }
    throw new IllegalArgumentException("Unexpected value '" + value + "'");
  }
}
