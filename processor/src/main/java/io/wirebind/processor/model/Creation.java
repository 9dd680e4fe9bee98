package io.wirebind.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;

/**
 * How a decoder creates a message instance.
 *
 * @param constructorFields {@code null} for a no-argument constructor, followed by writes to each
 *     field; otherwise the Java names of the fields passed to the constructor (or builder), in
 *     parameter order (fields not listed are written after construction)
 * @param defaults constructor parameters that are no field, with the Java expression each gets
 * @param builder the Jackson builder that creates instances ({@code @JsonDeserialize(builder)}),
 *     or null
 * @param factory the static {@code @JsonCreator} method of the message class called instead of a
 *     constructor ({@code Money.of(amount, currency)}), or null
 */
public record Creation(
    List<String> constructorFields, java.util.Map<String, String> defaults, Builder builder, String factory) {
  public static final Creation NO_ARGS = new Creation(null);

  /**
   * A builder: {@code new type()}, then {@code methods.get(i)(value of constructorFields.get(i))}
   * for each field, then {@code build()}.
   */
  public record Builder(TypeName type, List<String> methods, String build, TypeName factoryOwner,
      String factory, boolean skipsNulls) {
    public Builder {
      methods = List.copyOf(methods);
    }

    public Builder(TypeName type, List<String> methods, String build) {
      this(type, methods, build, null, null, false);
    }

    /**
     * A builder created by {@code factoryOwner.factory()} (Immutables' {@code ImmutableX.builder()})
     * whose methods are not called with {@code null}: as Immutables' Jackson delegate leaves them.
     */
    public static Builder fromFactory(TypeName type, List<String> methods, String build, TypeName owner,
        String factory) {
      return new Builder(type, methods, build, owner, factory, true);
    }
  }

  public Creation(List<String> constructorFields, java.util.Map<String, String> defaults, Builder builder) {
    this(constructorFields, defaults, builder, null);
  }

  public Creation {
    constructorFields = constructorFields == null ? null : List.copyOf(constructorFields);
    defaults = java.util.Map.copyOf(defaults);
  }

  public Creation(List<String> constructorFields) {
    this(constructorFields, java.util.Map.of(), null);
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
    return new Creation(fields, defaults, null);
  }

  /** A static factory method {@code name} of the message class taking the given fields, in order. */
  public static Creation factory(List<String> fields, String name) {
    return new Creation(fields, java.util.Map.of(), null, name);
  }

  /** A builder taking the given fields through its methods, in the same order. */
  public static Creation builder(List<String> fields, Builder builder) {
    return new Creation(fields, java.util.Map.of(), builder);
  }
}
