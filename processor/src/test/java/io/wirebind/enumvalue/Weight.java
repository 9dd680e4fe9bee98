package io.wirebind.enumvalue;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A {@code long} {@code @JsonValue} method, no creator: Jackson matches a number by its text, never
 * as an index; {@code @JsonFormat(shape = NUMBER)} changes nothing then.
 */
@JsonFormat(shape = JsonFormat.Shape.NUMBER)
public enum Weight {
  LIGHT(0),
  HEAVY(5_000_000_000L),
  NEGATIVE(-3);

  private final long grams;

  Weight(long grams) {
    this.grams = grams;
  }

  @JsonValue
  long grams() {
    return grams;
  }
}
