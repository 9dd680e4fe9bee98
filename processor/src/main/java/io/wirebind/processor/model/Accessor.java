package io.wirebind.processor.model;

/**
 * How generated code reaches a field of an instance {@code m}.
 *
 * @param kind direct field access, a method (getter, setter, record accessor), or a constructor
 *     parameter
 * @param name the field or method name; unused for a constructor parameter
 */
public record Accessor(Kind kind, String name) {
  public enum Kind {
    /** {@code m.name} / {@code m.name = v}. */
    FIELD,
    /** {@code m.name()} / {@code m.name(v)}. */
    METHOD,
    /** Passed to the constructor; cannot be written afterwards. */
    CONSTRUCTOR,
    /**
     * No way: a property with a getter and neither field, setter nor constructor parameter is
     * written and never read (as Jackson 2.18 does).
     */
    NONE,
    /**
     * {@code m.name(key, value)} for each entry of a map: Jackson's {@code @JsonAnySetter} method,
     * which takes the members one by one.
     */
    PUT
  }

  public static Accessor field(String name) {
    return new Accessor(Kind.FIELD, name);
  }

  public static Accessor method(String name) {
    return new Accessor(Kind.METHOD, name);
  }

  public static Accessor put(String name) {
    return new Accessor(Kind.PUT, name);
  }

  public static Accessor none() {
    return new Accessor(Kind.NONE, "");
  }

  public static Accessor constructor() {
    return new Accessor(Kind.CONSTRUCTOR, "");
  }
}
