package io.wirebind.processor.model;

import java.util.List;

/**
 * How a decoder creates a message instance.
 *
 * @param constructorFields {@code null} for a no-argument constructor, followed by writes to each
 *     field; otherwise the Java names of the fields passed to the constructor, in parameter order
 *     (fields not listed are written after construction)
 */
public record Creation(List<String> constructorFields) {
  public static final Creation NO_ARGS = new Creation(null);

  public Creation {
    constructorFields = constructorFields == null ? null : List.copyOf(constructorFields);
  }

  /** A constructor taking the given fields, in parameter order. */
  public static Creation constructor(List<String> fields) {
    return new Creation(fields);
  }
}
