package io.wirebind.processor.model;

import io.wirebind.annotation.JsonStyle;
import java.util.List;

/**
 * Class-level JSON options.
 *
 * @param style Jackson-compatible or proto3 JSON ({@code @WireMessage(json = ...)})
 * @param failOnUnknown whether an unknown property is an error
 * @param typeProperty for a subtype of a hierarchy whose Jackson JSON carries the type id as a
 *     property: its name ({@code @type}, skipped when reading even if unknown members fail); else null
 * @param typeId with {@code typeProperty}: the member written first, {@code "@type":"Card"} (escaped,
 *     no comma); else null
 * @param skipped names whose members Jackson-style reading skips even when unknown members are
 *     errors: {@code @JsonIgnoreProperties} names and {@code READ_ONLY} properties
 */
public record JsonOptions(
    JsonStyle style, boolean failOnUnknown, String typeProperty, String typeId, List<String> skipped) {
  public static final JsonOptions DEFAULT = new JsonOptions(JsonStyle.JACKSON, false);

  public JsonOptions {
    skipped = List.copyOf(skipped);
  }

  public JsonOptions(JsonStyle style, boolean failOnUnknown) {
    this(style, failOnUnknown, null, null, List.of());
  }

  public JsonOptions(JsonStyle style, boolean failOnUnknown, String typeProperty, String typeId) {
    this(style, failOnUnknown, typeProperty, typeId, List.of());
  }

  /** These options with the type id member {@code typeId} named {@code typeProperty}. */
  public JsonOptions withTypeId(String typeProperty, String typeId) {
    return new JsonOptions(style, failOnUnknown, typeProperty, typeId, skipped);
  }

  /** These options with the names Jackson-style reading skips. */
  public JsonOptions withSkipped(List<String> skipped) {
    return new JsonOptions(style, failOnUnknown, typeProperty, typeId, skipped);
  }
}
