package io.wirebind.processor.generate;

import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonText;

/** Identifiers of generated constants and locals, derived from field names. */
final class Names {
  private Names() {}

  /** {@code priceLevels} → {@code PRICE_LEVELS}. */
  static String constant(String javaName) {
    return JsonText.constant(javaName);
  }

  /** The tag constant of the form the field is written in: {@code TAG_PRICE}. */
  static String tag(FieldModel f) {
    return "TAG_" + constant(f.name());
  }

  /** The tag constant of the other form a repeated scalar may arrive in. */
  static String altTag(FieldModel f) {
    return "TAG_" + constant(f.name()) + (f.packed() ? "_UNPACKED" : "_PACKED");
  }

  /** A local variable holding the field's value: {@code v_price}. */
  static String local(FieldModel f) {
    return "v_" + f.name();
  }
}
