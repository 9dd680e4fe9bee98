package io.wirebind.processor.model;

import io.wirebind.annotation.JsonStyle;

/**
 * Class-level JSON options.
 *
 * @param style Jackson-compatible or proto3 JSON ({@code @WireMessage(json = ...)})
 * @param failOnUnknown whether an unknown property is an error
 */
public record JsonOptions(JsonStyle style, boolean failOnUnknown) {
  public static final JsonOptions DEFAULT = new JsonOptions(JsonStyle.JACKSON, false);
}
