package io.wirebind.processor.model;

import io.wirebind.annotation.JsonStyle;
import java.util.List;

/**
 * Class-level JSON options.
 *
 * @param style Jackson-compatible or proto3 JSON ({@code @WireMessage(json = ...)})
 * @param failOnUnknown whether an unknown property is an error
 * @param skipped names whose members Jackson-style reading skips even when unknown members are
 *     errors: {@code @JsonIgnoreProperties} names and {@code READ_ONLY} properties
 */
public record JsonOptions(JsonStyle style, boolean failOnUnknown, List<String> skipped) {
  public static final JsonOptions DEFAULT = new JsonOptions(JsonStyle.JACKSON, false);

  public JsonOptions {
    skipped = List.copyOf(skipped);
  }

  public JsonOptions(JsonStyle style, boolean failOnUnknown) {
    this(style, failOnUnknown, List.of());
  }
}
