package io.wirebind.enumvalue;

import com.fasterxml.jackson.annotation.JsonValue;

/** {@code @JsonValue} on an interface method an enum implements: Jackson honours it. */
public interface Coded {
  @JsonValue
  String code();

  /** Written and read (values and keys) by its codes. */
  enum Shade implements Coded {
    DARK,
    PALE;

    @Override
    public String code() {
      return name().toLowerCase() + "-shade";
    }

  }
}
