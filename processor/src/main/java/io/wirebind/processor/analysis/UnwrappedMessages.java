package io.wirebind.processor.analysis;

/** Texts of the {@code @JsonUnwrapped} errors, each saying what Jackson 2.18 does and how to fix it. */
final class UnwrappedMessages {
  private UnwrappedMessages() {}

  static String creatorSide() {
    return "@JsonUnwrapped on a record component or @JsonCreator parameter: Jackson 2.18 cannot"
        + " read it (InvalidDefinitionException: combination not yet supported); unwrap a field or"
        + " getter of a class instead, or remove the annotation (or set enabled = false) to keep a"
        + " nested object";
  }

  static String optional() {
    return "@JsonUnwrapped on an Optional message: Jackson 2.18 writes it unwrapped but reads it"
        + " back as null; declare the message type itself, or remove the annotation";
  }

  static String hierarchy(String type) {
    return "@JsonUnwrapped on " + type + ", which carries a type id: Jackson 2.18 cannot write an"
        + " unwrapped polymorphic value (FAIL_ON_UNWRAPPED_TYPE_IDENTIFIERS); remove the annotation"
        + " to keep a nested object";
  }

  static String cycle(String type) {
    return "@JsonUnwrapped on " + type + ", which unwraps this message again: the members would"
        + " nest without end; remove the annotation on one of them";
  }

  static String broken(String type) {
    return "@JsonUnwrapped on " + type + ", which has errors of its own: fix those first";
  }

  static String renamedCreator(String type) {
    return "@JsonUnwrapped with a prefix or suffix on " + type + ", which is created through its"
        + " constructor: Jackson 2.18 writes its properties renamed but reads them by their plain"
        + " names, so it cannot read its own JSON; drop prefix and suffix, or make " + type
        + " a class with a no-argument constructor and setters";
  }

  static String shared(String name) {
    return "two @JsonUnwrapped properties both read the member \"" + name + "\" (Jackson 2.18"
        + " hands it to both); give one of them a prefix so each member has one owner";
  }
}
