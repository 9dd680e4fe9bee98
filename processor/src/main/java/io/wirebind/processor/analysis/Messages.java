package io.wirebind.processor.analysis;

import java.util.List;

/** Every diagnostic text of the analysis phase, each saying how to fix the mistake. */
final class Messages {
  private Messages() {}

  static String monthUnderJackson3() {
    return "Jackson 3 writes a java.time.Month as its number 1 to 12 (DateTimeFeature.ONE_BASED_MONTHS) and"
        + " reads numbers one-based, which Wirebind's Jackson 3 style does not match yet; generate this class"
        + " for Jackson 2 (@WireMessage(json = JACKSON) or -Awirebind.jackson=2)";
  }

  static String enumByToString(String enumType, String constant) {
    return "Jackson 3 writes and reads " + enumType + "." + constant + " by its toString(), which this enum"
        + " overrides and which runs only at run time; give each constant without @JsonProperty a"
        + " @JsonProperty with the name toString() returns, or generate this class for Jackson 2"
        + " (@WireMessage(json = JACKSON) or -Awirebind.jackson=2)";
  }

  static String unknownJacksonVersion(String value) {
    return "-Awirebind.jackson=" + value + " is not a Jackson major version Wirebind matches; use 2 (Jackson 2's"
        + " ObjectMapper, the default) or 3 (Jackson 3's JsonMapper)";
  }

  static String notAClass(String kind) {
    return "@WireMessage cannot be used on an " + kind
        + "; put it on a concrete class or a record";
  }

  static String abstractClass() {
    return "@WireMessage cannot be used on an abstract class: decoders must create instances;"
        + " make the class concrete or annotate its concrete subclasses";
  }

  static String innerClass() {
    return "@WireMessage cannot be used on a non-static inner class: decoders cannot create it"
        + " without an enclosing instance; declare the class static";
  }

  static String localClass() {
    return "@WireMessage cannot be used on a local or anonymous class; declare it as a top-level"
        + " or static nested class";
  }

  static String privateClass() {
    return "@WireMessage cannot be used on a private class: the generated codec in the same"
        + " package cannot reach it; make it package-private or public";
  }

  static String notImmutablesImplementation(String type, String impl) {
    return type + " is written and read as " + impl + " (@JsonSerialize/@JsonDeserialize(as)), which is"
        + " not a class Immutables generated with a builder() method; Wirebind implements as on a"
        + " class for Immutables value types only";
  }

  /** An imported class without a constructor its codec can call. */
  static String noPublicConstructor(String type) {
    return type + " has no public constructor a codec can call: it needs a public no-argument"
        + " constructor, a public @JsonCreator constructor whose parameters all carry"
        + " @JsonProperty(\"name\") (a @WireMixin(target = " + type + ".class) can add both annotations"
        + " to an existing constructor), or a Jackson builder; else register a converter for it";
  }

  /** A {@code @WireMixin} member that matches no member of the target: Jackson ignores it. */
  static String mixinMemberUnmatched(String member, String target) {
    return "mix-in " + member + " matches no member of " + target
        + " (same name, and same parameter types for a method or constructor), so neither Jackson"
        + " nor Wirebind applies its annotations";
  }

  /** Where an error inside an imported class shows: on the import, naming the foreign member. */
  static String inImported(String type, String member, String message) {
    return "in imported " + type + (member == null ? "" : ", " + member) + ": " + message;
  }

  static String importNotAClass(String type, String what) {
    return type + " is " + what + ", not a class or record: @WireImport generates codecs for classes"
        + " and records only (an enum needs no import; an interface or abstract class needs a"
        + " converter)";
  }

  static String importNotPublic(String type) {
    return type + " is not public: an imported class is read through its public members, so it"
        + " must be a public top-level or public static nested class";
  }

  static String importAnnotated(String type) {
    return type + " is already a @WireMessage class; remove it from @WireImport";
  }

  static String importTwice(String type) {
    return type + " is imported twice in this compilation; import it once";
  }

  static String mixinTargetTwice(String type, String other) {
    return type + " already has the mix-in " + other + "; one mix-in per class (Jackson keeps only"
        + " the last one registered)";
  }

  static String noConstructor(String type) {
    return type + " has no usable constructor: add a non-private no-argument constructor, or a"
        + " @JsonCreator constructor whose parameters all carry @JsonProperty(\"name\")";
  }

  static String creatorParameterUnnamed(String param) {
    return "@JsonCreator parameter '" + param + "' has no @JsonProperty name; annotate it with"
        + " @JsonProperty(\"name\") naming one of the serialized fields";
  }

  static String creatorParameterUnknown(String param, String name) {
    return "@JsonCreator parameter '" + param + "' is named \"" + name + "\", which is not a"
        + " serialized field; use the JSON or Java name of a field";
  }

  static String ignoredRecordComponent(String name) {
    return "record component '" + name + "' cannot be excluded: the canonical constructor needs"
        + " it (out of scope for a record); a class with the same properties keeps the JSON";
  }

  static String conflictingNames(String implicit, java.util.Set<String> names, boolean implicitToo) {
    return "property '" + implicit + "' is given the names " + String.join(", ", names)
        + " by its field and accessors; Jackson 2.18 " + (implicitToo
            ? "fails on it (\"Conflicting/ambiguous property name definitions\")"
            : "splits it into one property per name, each with only some of the accessors")
        + ": give the field, getter and setter the same @JsonProperty name";
  }

  static String conflictingAccessors(String implicit, String role) {
    return "a second " + role + " for property '" + implicit + "': Jackson 2.18 either fails on the"
        + " pair (\"Conflicting " + role + " definitions\") or picks one by its own priority rules;"
        + " keep one " + role + ", or mark the other @JsonIgnore";
  }

  static String accessorTypes(String implicit, String type, String setterType) {
    return "the setter of property '" + implicit + "' takes a " + setterType + " but the property is"
        + " written as a " + type + "; Wirebind reads and writes one type: give the setter a "
        + type + " parameter";
  }

  static String hiddenAccessor(String implicit, String what, String method) {
    return "Jackson " + what + " property '" + implicit + "' through " + method + ", which the"
        + " generated codec cannot call; make it public (or package-private, in the message's"
        + " package)";
  }

  static String writtenOnlyWithUnknown(String implicit, String unknown) {
    return "property '" + implicit + "' is written and never read (a getter without field or"
        + " setter), so the UnknownFieldSet '" + unknown + "' would keep it when read and write it"
        + " twice; give the property a setter, or remove the UnknownFieldSet";
  }

  static String getterOnlyContainer(String implicit) {
    return "property '" + implicit + "' is a collection or map with a getter and no setter or"
        + " field: Jackson 2.18 reads it by adding the members to whatever the getter returns"
        + " (USE_GETTERS_AS_SETTERS), which Wirebind does not do; add a setter (the JSON stays the"
        + " same)";
  }

  static String anySetterTypes(String setter, String map) {
    return "the @JsonAnySetter method " + setter + " must take (String, V) where the @JsonAnyGetter"
        + " returns a Map<String, V> (here " + map + "); change its parameter types";
  }

  static String noGetter(String field, String declaringPackage) {
    String getter = "get" + capitalize(field) + "()";
    if (declaringPackage == null) {
      return "private field '" + field + "' cannot be read by the generated codec; make it"
          + " non-private or add a getter " + getter;
    }
    return "field '" + field + "' cannot be read by the generated codec, which lives in another"
        + " package than " + declaringPackage + "; make it public or add a public getter " + getter;
  }

  static String noSetter(String field, boolean isFinal, boolean isPrivate) {
    String what = (isPrivate ? "private " : "") + (isFinal ? "final " : "") + "field '" + field
        + "' cannot be written by the generated codec; ";
    String setter = "set" + capitalize(field) + "(value)";
    if (isFinal && isPrivate) {
      return what + "pass it to a @JsonCreator constructor, or make it non-final and add a setter "
          + setter;
    }
    if (isFinal) {
      return what + "make it non-final, or pass it to a @JsonCreator constructor";
    }
    return what + "make it non-private, add a setter " + setter
        + ", or pass it to a @JsonCreator constructor";
  }

  static String numberOutOfRange(int number) {
    return "field number " + number + " is out of range; protobuf field numbers are 1 to"
        + " 536870911";
  }

  static String numberReserved(int number) {
    return "field number " + number + " is in the range 19000-19999 reserved by protobuf; pick"
        + " another number";
  }

  static String duplicateNumber(int number, String other) {
    return "field number " + number + " is already used by field '" + other + "'; give each"
        + " field its own number";
  }

  static String mixedNumbers(String field, String numbered) {
    return "field '" + field + "' has no @WireField number but field '" + numbered + "' has one;"
        + " number every field or none (then they are numbered 1..n in declaration order)";
  }

  /**
   * Messages from class files whose codecs are missing: {@code who} names them ("lib.Square", or
   * "lib.Shape and its subtypes lib.Square and lib.Circle"), {@code codecs} the missing codecs.
   */
  static String codecNotCompiled(String who, List<String> codecs) {
    boolean one = codecs.size() == 1;
    return who + (one ? " was" : " were")
        + " compiled without Wirebind's processor: " + (one ? "its codec " : "their codecs ") + and(codecs)
        + (one ? " is" : " are") + " not on the class path; build the jar that holds "
        + (one ? "it" : "them")
        + " with wirebind-processor on its annotation processor path, which adds the codecs beside the"
        + " classes and leaves the JSON as it is (@WireImport cannot stand in: it refuses a class"
        + " already annotated @WireMessage)";
  }

  /** "a", "a and b", "a, b and c". */
  static String and(List<String> items) {
    int n = items.size();
    return n == 1 ? items.get(0) : String.join(", ", items.subList(0, n - 1)) + " and " + items.get(n - 1);
  }

  static String unsupportedType(String type) {
    return "type " + type + " is not supported; " + TypeAdvice.instead(type) + "; or register a converter"
        + " to a supported type (@WireConverter with @WireConverters, " + TypeAdvice.FOREIGN_TYPES + ")"
        + (TypeAdvice.instead(type).startsWith("see ")
            ? "; or, for a data class, generate its codec with @WireImport(" + simple(type) + ".class)" : "")
        + "; " + Bridges.Texts.ADVICE;
  }

  private static String simple(String type) {
    int args = type.indexOf('<');
    String erasure = args < 0 ? type : type.substring(0, args);
    return erasure.substring(erasure.lastIndexOf('.') + 1);
  }

  /** A class of this compilation that could be a message. */
  static String notAMessage(String type) {
    return "type " + type + " is not a @WireMessage class; annotate " + type
        + " with @WireMessage, or register a converter to a supported type (@WireConverter with"
        + " @WireConverters, " + TypeAdvice.FOREIGN_TYPES + "); " + Bridges.Texts.ADVICE;
  }

  static String unsupportedElement(String type) {
    String advice = TypeAdvice.instead(type);
    return "element type " + type + " is not supported; " + (advice.startsWith("docs/")
        ? "elements may be any supported single type or a collection, map or array of them, but"
            + " not an Optional or an Iterable" : advice) + "; " + Bridges.Texts.ADVICE;
  }

  static String unsupportedMapKey(String type) {
    return "map key type " + type + " is not supported; map keys are String, a number or"
        + " Boolean or Character box, BigDecimal, BigInteger, an enum, UUID, a java.time value"
        + " type, URI, URL, Currency, Locale, or a value object wrapping one of String, an"
        + " integral number or UUID (Jackson reads no other key back without a key deserializer)";
  }

  static String valueObjectKey(String type) {
    return "map key type " + type + " is not supported: Jackson writes this value object as a key"
        + " through its @JsonValue but cannot read it back (it has no key deserializer for a value"
        + " object wrapping anything but a String, an integral number or a UUID); key the map by the"
        + " wrapped type";
  }

  static String unsupportedMapValue(String type) {
    String advice = TypeAdvice.instead(type);
    return "map value type " + type + " is not supported; " + (advice.startsWith("docs/")
        ? "values may be any supported single type or a collection, map or array of them, but not"
            + " an Optional or an Iterable" : advice) + "; " + Bridges.Texts.ADVICE;
  }

  static String nestedNullable(String type) {
    return "type " + type + " is not supported: a JsonNullable inside an Optional, or holding an Optional"
        + " or another JsonNullable, has states Jackson's modules do not write and read back alike;"
        + " a JsonNullable<T> field alone has undefined, null and a value";
  }

  static String rawCollection(String type) {
    return "type " + type + " needs concrete type arguments, e.g. List<String> or"
        + " Map<String, Integer>; wildcards and raw types are not supported";
  }

  static String encodingOnWrongType(String attribute, String encoding, String type) {
    if (encoding.equals("BYTES")) {
      return attribute + " = BYTES applies only to java.util.UUID, not to " + type + "; remove it";
    }
    return attribute + " = " + encoding + " applies only to integer types (int, long, short,"
        + " byte, char and their boxes), not to " + type + "; remove it";
  }

  static String duplicateEnumNumber(int number, String other) {
    return "enum number " + number + " is already used by constant " + other + "; give each"
        + " constant its own @WireField number";
  }

  static String emptyEnum(String type) {
    return "enum " + type + " has no constants; add at least one constant";
  }

  static String duplicateJsonName(String name, String other) {
    return "JSON name \"" + name + "\" is already used by field '" + other + "'; rename one"
        + " with @JsonProperty or @WireField(json = \"...\")";
  }

  static String unsupportedInclude(String value) {
    return "@JsonInclude(" + value + ") is not implemented by Wirebind (out of scope); it implements"
        + " ALWAYS, NON_NULL, NON_ABSENT, NON_EMPTY, NON_DEFAULT and USE_DEFAULTS";
  }

  static String capitalize(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  static String badJsonValue(String type) {
    return "@JsonValue of " + type + " must be a field or a method without parameters that returns"
        + " the value " + type + " is written as";
  }

  static String privateJsonValue(String type, String member) {
    return "@JsonValue " + member + " of " + type + " is private; the generated codec cannot read"
        + " it: make it package-private or public";
  }

  static String unsupportedJsonValue(String type, String valueType) {
    return "value object " + type + " wraps " + valueType + "; the value of a @JsonValue class may"
        + " be a number, Boolean, String, byte[] or a JDK value type such as Instant or UUID";
  }

  static String noValueCreator(String type, String valueType) {
    return "value object " + type + " cannot be created from its " + valueType + " value; add a"
        + " one-argument constructor, or a static factory with @JsonCreator (or named of, valueOf"
        + " or from), taking " + valueType;
  }

  static String unsupportedFormat(String attribute, String value) {
    String quoted = attribute.equals("shape") ? "JsonFormat.Shape." + value : "\"" + value + "\"";
    return "@JsonFormat(" + attribute + " = " + quoted + ") is not implemented by Wirebind for this"
        + " property (out of scope); Wirebind writes Jackson's default forms (ISO-8601 for java.time"
        + " types), shape = NUMBER on an Instant or Duration (epoch seconds), and the patterns the"
        + " README lists";
  }

  static String badPattern(String pattern, String problem) {
    return "@JsonFormat(pattern = \"" + pattern + "\") " + problem;
  }

  static String notComparable(String type) {
    return type + " needs Comparable elements: it is decoded into a TreeSet, which sorts them;"
        + " declare a Set (decoded into a LinkedHashSet, in wire order) instead";
  }

  static String keyNotComparable(String type) {
    return type + " needs Comparable keys: it is decoded into a TreeMap, which sorts them;"
        + " declare a Map (decoded into a LinkedHashMap, in input order) instead";
  }
}
