package io.wirebind.processor.model;

/**
 * Class-level JSON options.
 *
 * @param style Jackson-compatible or proto3 JSON
 * @param failOnUnknown whether an unknown property is an error
 */
public record JsonOptions(Style style, boolean failOnUnknown) {
  public static final JsonOptions DEFAULT = new JsonOptions(Style.JACKSON, false);

  public enum Style {
    JACKSON,
    PROTO3
  }
}
