package io.wirebind.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;

/**
 * How a decoder creates a message instance.
 *
 * @param constructorFields {@code null} for a no-argument constructor, followed by writes to each
 *     field; otherwise the Java names of the fields passed to the constructor (or builder), in
 *     parameter order (fields not listed are written after construction)
 * @param builder the Jackson builder that creates instances ({@code @JsonDeserialize(builder)}),
 *     or null
 */
public record Creation(List<String> constructorFields, Builder builder) {
  public static final Creation NO_ARGS = new Creation(null, null);

  /**
   * A builder: {@code new type()}, then {@code methods.get(i)(value of constructorFields.get(i))}
   * for each field, then {@code build()}.
   */
  public record Builder(TypeName type, List<String> methods, String build) {
    public Builder {
      methods = List.copyOf(methods);
    }
  }

  public Creation {
    constructorFields = constructorFields == null ? null : List.copyOf(constructorFields);
  }

  /** A constructor taking the given fields, in parameter order. */
  public static Creation constructor(List<String> fields) {
    return new Creation(fields, null);
  }

  /** A builder taking the given fields through its methods, in the same order. */
  public static Creation builder(List<String> fields, Builder builder) {
    return new Creation(fields, builder);
  }
}
