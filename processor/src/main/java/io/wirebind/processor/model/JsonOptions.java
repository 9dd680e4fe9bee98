package io.wirebind.processor.model;

import io.wirebind.annotation.JsonStyle;

/**
 * Class-level JSON options.
 *
 * @param style Jackson-compatible or proto3 JSON ({@code @WireMessage(json = ...)})
 * @param failOnUnknown whether an unknown property is an error
 * @param typeId for a subtype of a hierarchy whose Jackson JSON carries the type id as a property:
 *     the member written first, {@code "@type":"Card"} (escaped, no comma); else null
 */
public record JsonOptions(JsonStyle style, boolean failOnUnknown, String typeId) {
  public static final JsonOptions DEFAULT = new JsonOptions(JsonStyle.JACKSON, false);

  public JsonOptions(JsonStyle style, boolean failOnUnknown) {
    this(style, failOnUnknown, null);
  }

  /** These options with the type id member {@code typeId}. */
  public JsonOptions withTypeId(String typeId) {
    return new JsonOptions(style, failOnUnknown, typeId);
  }
}
