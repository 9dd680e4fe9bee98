package io.wirebind.processor.analysis;

/**
 * The diagnostics of Jackson's {@code @JsonValue} and {@code @JsonCreator} on an enum: what the
 * generated code cannot call, or Wirebind does not implement, with an edit that keeps the JSON.
 */
final class EnumFormMessages {
  private EnumFormMessages() {}

  static String privateMember(String annotation, String type, String member) {
    return annotation + " " + member + " of enum " + type + " is private, and the generated codec"
        + " calls it directly (no reflection): make it package-private or public (the JSON stays"
        + " the same)";
  }

  static String unsupportedValue(String type, String valueType) {
    return "enum " + type + " is written as its @JsonValue of type " + valueType + ", which Wirebind"
        + " does not implement for an enum; the @JsonValue of an enum may be a String, a number, a"
        + " Boolean, a char, byte[] or a JDK value type such as UUID or Instant";
  }

  static String unsupportedParameter(String type, String parameterType) {
    return "the @JsonCreator of enum " + type + " takes a " + parameterType + ", which Wirebind"
        + " does not read for an enum; a delegating creator may take a String, a number, a Boolean,"
        + " a char, byte[] or a JDK value type such as UUID or Instant";
  }

  static String severalCreators(String type) {
    return "enum " + type + " has several @JsonCreator factories, and Jackson would use whichever"
        + " reflection lists first; Wirebind needs the one Jackson uses: mark the others"
        + " @JsonCreator(mode = JsonCreator.Mode.DISABLED), which Jackson then ignores as well";
  }

  static String creatorArity(String type, int parameters) {
    return "the @JsonCreator of enum " + type + " takes " + parameters + " parameters; Wirebind"
        + " implements an enum's delegating @JsonCreator of one parameter only, which reads the"
        + " enum from one JSON value (an argument-less or multi-argument creator is out of scope)";
  }

  static String propertiesCreator(String type) {
    return "the @JsonCreator of enum " + type + " is properties-based (mode = PROPERTIES or a"
        + " @JsonProperty parameter): Jackson then also reads the enum from a JSON object, which"
        + " Wirebind does not implement for an enum (out of scope)";
  }

  static String creatorReturn(String type) {
    return "the @JsonCreator of enum " + type + " does not return " + type + "; Jackson fails on"
        + " such a creator when it reads the enum, so Wirebind refuses it";
  }

  static String keyValue(String type, String valueType) {
    return "map key type " + type + " is not supported: Jackson writes this enum as a map key through"
        + " its @JsonValue of type " + valueType + ", which Wirebind writes as a member name only"
        + " for a String, an integral number, a Boolean or a char";
  }
}
