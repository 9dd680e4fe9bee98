package io.wirebind.enumvalue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A {@code @JsonValue} field and no creator: Jackson reads the values' texts (trimmed, or a
 * constant's index); the {@code @JsonProperty} name is then neither written nor read.
 */
public enum Tint {
  @JsonProperty("ignored")
  RED("red"),
  GREEN("green"),
  BLANK(""),
  TWIN("red"),
  DIGIT("7");

  @JsonValue final String code;

  Tint(String code) {
    this.code = code;
  }
}
