package io.wirebind.processor.model;

import java.util.List;

/**
 * How a decoder creates a message instance.
 *
 * @param constructorFields {@code null} for a no-argument constructor, followed by writes to each
 *     field; otherwise the Java names of the fields passed to the constructor, in parameter order
 *     (fields not listed are written after construction)
 */
public record Creation(List<String> constructorFields, java.util.Map<String, String> defaults) {
  public static final Creation NO_ARGS = new Creation(null);

  public Creation {
    constructorFields = constructorFields == null ? null : List.copyOf(constructorFields);
    defaults = java.util.Map.copyOf(defaults);
  }

  public Creation(List<String> constructorFields) {
    this(constructorFields, java.util.Map.of());
  }

  /** A constructor taking the given fields, in parameter order. */
  public static Creation constructor(List<String> fields) {
    return new Creation(fields);
  }

  /**
   * A constructor taking the given parameters, in order; those in {@code defaults} are no field
   * and get the Java expression they map to (a record component Jackson ignores: null, 0, false).
   */
  public static Creation constructor(List<String> fields, java.util.Map<String, String> defaults) {
    return new Creation(fields, defaults);
  }
}
