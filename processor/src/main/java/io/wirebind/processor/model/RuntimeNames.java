package io.wirebind.processor.model;

import com.palantir.javapoet.ClassName;

/** The runtime classes generated code refers to, named in one place. */
public final class RuntimeNames {
  private RuntimeNames() {}

  public static final ClassName CODEC = ClassName.get("io.wirebind", "Codec");
  public static final ClassName PROTO_WRITER = ClassName.get("io.wirebind", "ProtoWriter");
  public static final ClassName PROTO_READER = ClassName.get("io.wirebind", "ProtoReader");
  public static final ClassName JSON_WRITER = ClassName.get("io.wirebind", "JsonWriter");
  public static final ClassName JSON_READER = ClassName.get("io.wirebind", "JsonReader");
  /** The Jackson bridge's property classes (module wirebind-jackson), for Jackson 2 and Jackson 3. */
  public static final ClassName BRIDGED_PROPERTY = ClassName.get("io.wirebind.jackson", "BridgedProperty");
  public static final ClassName JACKSON3_BRIDGED_PROPERTY = ClassName.get("io.wirebind.jackson", "Jackson3BridgedProperty");
  public static final ClassName EXCEPTION = ClassName.get("io.wirebind", "WirebindException");
  public static final ClassName JSON_STYLE = ClassName.get("io.wirebind.annotation", "JsonStyle");
  /** Helpers that only generated code calls. */
  public static final ClassName SUPPORT = ClassName.get("io.wirebind.spi", "CodecSupport");
  /** Jackson's reading of enums by their {@code @JsonValue}, and creator failures. */
  public static final ClassName ENUM_VALUES = ClassName.get("io.wirebind.spi", "EnumValues");
  /** Collections and arrays: adapters, null checks, copies. */
  public static final ClassName COLLECTION_SUPPORT = ClassName.get("io.wirebind.spi", "CollectionSupport");
  /** {@code Object}, {@code JsonNode}-like and {@code google.protobuf.Value} values. */
  public static final ClassName DYNAMIC_VALUES = ClassName.get("io.wirebind.spi", "DynamicValues");
  /** {@code @JsonAnySetter} / {@code @JsonAnyGetter} maps. */
  public static final ClassName ANY_PROPERTIES = ClassName.get("io.wirebind.spi", "AnyProperties");
  /** {@code @WireConverter} calls. */
  public static final ClassName CONVERTERS = ClassName.get("io.wirebind.spi", "Converters");
  /** Map keys that are no protobuf key type by themselves (dates, decimals, text values). */
  public static final ClassName MAP_KEYS = ClassName.get("io.wirebind.spi", "MapKeys");
  /** Dates and times under a {@code @JsonFormat} pattern. */
  public static final ClassName TIME_PATTERNS = ClassName.get("io.wirebind.spi", "TimePatterns");
  /** The value types of {@code LibraryType}, by runtime class. */
  public static final ClassName TIME_JSON = ClassName.get("io.wirebind.spi", "TimeJson");
  public static final ClassName TIME_PROTO3_JSON = ClassName.get("io.wirebind.spi", "TimeProto3Json");
  public static final ClassName TIME_PROTO = ClassName.get("io.wirebind.spi", "TimeProto");
  public static final ClassName TEXT_VALUES = ClassName.get("io.wirebind.spi", "TextValues");
  public static final ClassName SQL_DATES = ClassName.get("io.wirebind.spi", "SqlDates");
  public static final ClassName UUID_VALUES = ClassName.get("io.wirebind.spi", "UuidValues");
  public static final ClassName NUMBER_VALUES = ClassName.get("io.wirebind.spi", "NumberValues");
  /** Pass-through of unknown protobuf fields. */
  public static final ClassName UNKNOWN_FIELD_SET = ClassName.get("io.wirebind", "UnknownFieldSet");
  public static final ClassName ENUM_LIST_WRITER = ClassName.get("io.wirebind", "EnumListWriter");
  public static final ClassName KEPT_FIELD = ClassName.get("io.wirebind", "KeptField");
}
