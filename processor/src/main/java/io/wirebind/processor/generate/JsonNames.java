package io.wirebind.processor.generate;

import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonText;

/** JSON property names per style. */
final class JsonNames {
  private JsonNames() {}

  /** The name written for {@code f} in {@code style}. */
  static String written(FieldModel f, JsonStyle style) {
    return style == JsonStyle.PROTO3 ? JsonText.lowerCamel(f.jsonName()) : f.jsonName();
  }
}
