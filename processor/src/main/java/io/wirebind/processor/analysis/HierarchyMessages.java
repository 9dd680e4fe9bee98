package io.wirebind.processor.analysis;

/** The diagnostic texts of hierarchies (sealed types, {@code @JsonSubTypes}), each with its fix. */
final class HierarchyMessages {
  private HierarchyMessages() {}

  static String noSubtypeList(String base) {
    return "@WireMessage on the abstract type " + base + " needs its subtypes: declare it sealed"
        + " with a permits clause, or list them with @JsonSubTypes";
  }

  static String noSubtypes(String base) {
    return base + " has no subtypes to encode; list at least one in its permits clause or"
        + " @JsonSubTypes";
  }

  static String subtypeNotMessage(String subtype, String base) {
    return "subtype " + subtype + " of " + base + " is not a @WireMessage; annotate it with"
        + " @WireMessage (every subtype of a hierarchy is encoded by its own codec)";
  }

  static String abstractSubtype(String subtype, String base) {
    return "subtype " + subtype + " of " + base + " is abstract; annotate it with @WireMessage to"
        + " make it a nested hierarchy (sealed, or with @JsonSubTypes), or make it concrete";
  }

  static String mixedCaseNumbers(String subtype, String numbered) {
    return "subtype " + subtype + " has no @WireSubtype number but " + numbered + " has one;"
        + " number every subtype of the hierarchy or none (then they are numbered 1..n in"
        + " permits / @JsonSubTypes order)";
  }

  static String caseNumberOutOfRange(int n) {
    return "case number " + n + " is out of range; use 1..536870911";
  }

  static String caseNumberReserved(int n) {
    return "case number " + n + " is in the range 19000-19999 reserved by protobuf; pick another"
        + " number";
  }

  static String duplicateCaseNumber(int n, String other) {
    return "case number " + n + " is already used by subtype " + other + "; give each subtype its"
        + " own @WireSubtype number";
  }

  static String wireSubtypeOutsideHierarchy(String type) {
    return "@WireSubtype on " + type + " has no effect: no supertype of it is a @WireMessage"
        + " hierarchy; remove it, or annotate the sealed supertype with @WireMessage";
  }

  static String duplicateTypeId(String id, String first, String second) {
    return "subtypes " + first + " and " + second + " have the same JSON type id '" + id + "';"
        + " give one of them another name with @JsonTypeName or @JsonSubTypes.Type(name = ...)";
  }

  /** The way forward that keeps the JSON when Wirebind cannot generate a hierarchy's codec. */
  static final String LEAVE_TO_JACKSON = "to keep this JSON, leave the hierarchy to Jackson: no"
      + " @WireMessage on it, and @WireBridge on the properties that hold it"
      + " (docs/JSON.md#the-jackson-bridge)";

  static String unsupportedUse(String use) {
    return "@JsonTypeInfo(use = " + use + ") is not supported by Wirebind (it implements NAME,"
        + " SIMPLE_NAME, CLASS, MINIMAL_CLASS and DEDUCTION); " + LEAVE_TO_JACKSON;
  }

  static String unsupportedInclude(String include) {
    return "@JsonTypeInfo(include = " + include + ") is not supported by Wirebind (it implements"
        + " PROPERTY, EXISTING_PROPERTY, WRAPPER_OBJECT and WRAPPER_ARRAY); " + LEAVE_TO_JACKSON;
  }

  static String unsupportedAttribute(String attribute) {
    return "@JsonTypeInfo(" + attribute + ") is not supported by Wirebind; " + LEAVE_TO_JACKSON;
  }

  static String unsupportedAnnotation(String annotation) {
    return "@" + annotation + " is not supported by Wirebind; " + LEAVE_TO_JACKSON;
  }

  static String defaultImplNotSubtype(String type, String base) {
    return "@JsonTypeInfo(defaultImpl = " + type + ") is not a concrete subtype listed for " + base
        + "; name one of its subtypes";
  }

  static String genericHierarchy() {
    return "@WireMessage cannot be used on a generic type; remove the type parameters";
  }

  static String deductionNested(String subtype) {
    return "@JsonTypeInfo(use = DEDUCTION) with the nested hierarchy " + subtype + " is not supported"
        + " by Wirebind; list its concrete subtypes instead (Jackson deduces the same types from"
        + " them), or " + LEAVE_TO_JACKSON;
  }

  static String deductionAmbiguous(String first, String second) {
    return "@JsonTypeInfo(use = DEDUCTION) cannot tell " + first + " from " + second + ": they have"
        + " the same JSON properties (Jackson refuses them too); give one a property the other"
        + " lacks";
  }

  static String notASubclass(String subtype, String base) {
    return subtype + " is listed in @JsonSubTypes of " + base + " but does not extend it; list only"
        + " subclasses of " + base;
  }
}
