package io.wirebind.enumvalue;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** An integer enum as openapi-generator writes it: {@code Integer getValue()}, {@code fromValue(Integer)}. */
public enum Priority {
  NUMBER_1(1),
  NUMBER_2(2),
  NUMBER_10(10),
  NUMBER_MINUS_1(-1);

  private Integer value;

  Priority(Integer value) {
    this.value = value;
  }

  @JsonValue
  public Integer getValue() {
    return value;
  }

  @Override
  public String toString() {
    return String.valueOf(value);
  }

  @JsonCreator
  public static Priority fromValue(Integer value) {
    for (Priority b : Priority.values()) {
      if (b.value.equals(value)) {
        return b;
      }
    }
    throw new IllegalArgumentException("Unexpected value '" + value + "'");
  }
}
