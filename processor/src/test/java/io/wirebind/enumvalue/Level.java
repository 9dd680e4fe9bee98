package io.wirebind.enumvalue;

import com.fasterxml.jackson.annotation.JsonCreator;

/** A creator and no {@code @JsonValue}: written by name, read (values and keys) through the creator. */
public enum Level {
  LOW,
  HIGH;

  @JsonCreator
  static Level parse(String text) {
    if (text.equalsIgnoreCase("low") || text.equals("0")) {
      return LOW;
    }
    if (text.equalsIgnoreCase("high")) {
      return HIGH;
    }
    if (text.equals("none")) {
      return null;
    }
    throw new IllegalStateException("no level " + text);
  }
}
