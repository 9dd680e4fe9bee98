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
  public static final ClassName EXCEPTION = ClassName.get("io.wirebind", "WirebindException");
  public static final ClassName JSON_STYLE = ClassName.get("io.wirebind.annotation", "JsonStyle");
  /** Helpers that only generated code calls. */
  public static final ClassName SUPPORT = ClassName.get("io.wirebind.spi", "CodecSupport");
  /** Jackson's reading of enums by their {@code @JsonValue}, and creator failures. */
  public static final ClassName ENUM_VALUES = ClassName.get("io.wirebind.spi", "EnumValues");
}
