package io.wirebind.processor.model.kind;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.WireType;

/**
 * The JDK value types Wirebind maps, each with the runtime class ({@code io.wirebind.spi}) whose
 * static methods read and write it: {@code write<Stem>} / {@code read<Stem>} for Jackson JSON, the
 * proto3 JSON pair, and {@code write<Stem>} / {@code read<Stem>} / {@code default<Stem>} for
 * protobuf. One line per type: adding a type is a line here, its runtime methods, and its name in
 * the analysis' type mapper.
 */
public enum LibraryType {
  INSTANT("java.time.Instant", "Instant", Spi.TIME_JSON, Spi.TIME_PROTO3, "Instant", Spi.TIME_PROTO,
      WireType.LENGTH_DELIMITED, "google.protobuf.Timestamp"),
  DURATION("java.time.Duration", "Duration", Spi.TIME_JSON, Spi.TIME_PROTO3, "Duration", Spi.TIME_PROTO,
      WireType.LENGTH_DELIMITED, "google.protobuf.Duration"),
  LOCAL_DATE("java.time.LocalDate", "LocalDate", Spi.TIME_JSON, Spi.TIME_PROTO3, "LocalDate", Spi.TIME_PROTO,
      WireType.LENGTH_DELIMITED, "google.type.Date"),
  LOCAL_TIME("java.time.LocalTime", "LocalTime", Spi.TIME_JSON, Spi.TIME_PROTO3, "LocalTime", Spi.TIME_PROTO,
      WireType.LENGTH_DELIMITED, "google.type.TimeOfDay"),
  LOCAL_DATE_TIME("java.time.LocalDateTime", "LocalDateTime", Spi.TIME_JSON, Spi.TIME_PROTO3, "LocalDateTime",
      Spi.TIME_PROTO, WireType.LENGTH_DELIMITED, "google.type.DateTime"),
  OFFSET_DATE_TIME("java.time.OffsetDateTime", "OffsetDateTime", Spi.TIME_JSON, Spi.TIME_PROTO3, "OffsetDateTime",
      Spi.TIME_PROTO, WireType.LENGTH_DELIMITED, "google.type.DateTime"),
  ZONED_DATE_TIME("java.time.ZonedDateTime", "ZonedDateTime", Spi.TIME_JSON, Spi.TIME_PROTO3, "ZonedDateTime",
      Spi.TIME_PROTO, WireType.LENGTH_DELIMITED, "google.type.DateTime"),
  /** An {@code Instant} under {@code @JsonFormat(shape = NUMBER)}: epoch seconds in JSON. */
  INSTANT_NUMBER(INSTANT, "InstantNumber"),
  /** A {@code Duration} under {@code @JsonFormat(shape = NUMBER)}: seconds in JSON. */
  DURATION_NUMBER(DURATION, "DurationNumber"),
  YEAR("java.time.Year", "Year", Spi.TEXT, Spi.TEXT, "YearProto3", Spi.TEXT, WireType.VARINT, "int32"),
  YEAR_MONTH("java.time.YearMonth", "YearMonth", Spi.TEXT, Spi.TEXT, "YearMonth", Spi.TEXT,
      WireType.LENGTH_DELIMITED, "string"),
  PERIOD("java.time.Period", "Period", Spi.TEXT, Spi.TEXT, "Period", Spi.TEXT, WireType.LENGTH_DELIMITED, "string"),
  ZONE_ID("java.time.ZoneId", "ZoneId", Spi.TEXT, Spi.TEXT, "ZoneId", Spi.TEXT, WireType.LENGTH_DELIMITED, "string"),
  ZONE_OFFSET("java.time.ZoneOffset", "ZoneOffset", Spi.TEXT, Spi.TEXT, "ZoneOffset", Spi.TEXT,
      WireType.LENGTH_DELIMITED, "string"),
  UUID("java.util.UUID", "Uuid", Spi.UUID, Spi.UUID, "Uuid", Spi.UUID, WireType.LENGTH_DELIMITED, "string"),
  /** A UUID as its 16 bytes: {@code @WireField(encoding = BYTES)}. */
  UUID_BYTES("java.util.UUID", "Uuid", Spi.UUID, Spi.UUID, "UuidBytesJson", Spi.UUID, WireType.LENGTH_DELIMITED,
      "bytes"),
  BIG_DECIMAL("java.math.BigDecimal", "BigDecimal", Spi.NUMBER, Spi.NUMBER, "BigDecimalProto3", Spi.NUMBER,
      WireType.LENGTH_DELIMITED, "google.type.Decimal"),
  BIG_INTEGER("java.math.BigInteger", "BigInteger", Spi.NUMBER, Spi.NUMBER, "BigIntegerProto3", Spi.NUMBER,
      WireType.LENGTH_DELIMITED, "string"),
  URI("java.net.URI", "Uri", Spi.TEXT, Spi.TEXT, "Uri", Spi.TEXT, WireType.LENGTH_DELIMITED, "string"),
  URL("java.net.URL", "Url", Spi.TEXT, Spi.TEXT, "Url", Spi.TEXT, WireType.LENGTH_DELIMITED, "string"),
  CURRENCY("java.util.Currency", "Currency", Spi.TEXT, Spi.TEXT, "Currency", Spi.TEXT, WireType.LENGTH_DELIMITED,
      "string"),
  LOCALE("java.util.Locale", "Locale", Spi.TEXT, Spi.TEXT, "LocaleProto3", Spi.TEXT, WireType.LENGTH_DELIMITED,
      "string"),
  /** A {@code Year} in Jackson 3's JSON: a number. */
  YEAR_NUMBER(YEAR, "YearNumber"),
  /** A {@code Locale} in Jackson 3's JSON: its BCP 47 tag ({@code Locale.ROOT} as {@code ""}). */
  LOCALE_TAG(LOCALE, "LocaleTag");

  private final ClassName javaType;
  private final String stem;
  private final ClassName json;
  private final ClassName proto3Json;
  private final String proto3Stem;
  private final ClassName proto;
  private final WireType wireType;
  private final String protoTypeName;
  /** The type this one writes differently in Jackson-style JSON only, or null. */
  private final LibraryType base;

  LibraryType(LibraryType base, String stem) {
    this.javaType = base.javaType;
    this.stem = stem;
    this.json = base.json;
    this.proto3Json = base.proto3Json;
    this.proto3Stem = base.proto3Stem;
    this.proto = base.proto;
    this.wireType = base.wireType;
    this.protoTypeName = base.protoTypeName;
    this.base = base;
  }

  LibraryType(String javaType, String stem, ClassName json, ClassName proto3Json, String proto3Stem,
      ClassName proto, WireType wireType, String protoTypeName) {
    this.javaType = ClassName.bestGuess(javaType);
    this.stem = stem;
    this.json = json;
    this.proto3Json = proto3Json;
    this.proto3Stem = proto3Stem;
    this.proto = proto;
    this.wireType = wireType;
    this.protoTypeName = protoTypeName;
    this.base = null;
  }

  public ClassName javaType() {
    return javaType;
  }

  /** The type for a qualified Java class name (the string form of a UUID), or null. */
  public static LibraryType of(String qualifiedName) {
    for (LibraryType t : values()) {
      if (t != UUID_BYTES && t.base == null && t.javaType.canonicalName().equals(qualifiedName)) {
        return t;
      }
    }
    return null;
  }

  /** The type as Jackson 3's default mapper writes it: this one, or its own variant. */
  public LibraryType jackson3() {
    return this == YEAR ? YEAR_NUMBER : this == LOCALE ? LOCALE_TAG : this;
  }

  /** The class and the method stem: {@code TimeJson}, {@code Instant}. */
  ClassName json() {
    return json;
  }

  String stem() {
    return stem;
  }

  ClassName proto3Json() {
    return proto3Json;
  }

  String proto3Stem() {
    return proto3Stem;
  }

  ClassName proto() {
    return proto;
  }

  /** The protobuf methods' stem: the bytes form of a UUID has its own. */
  String protoStem() {
    return base != null ? base.protoStem() : this == UUID_BYTES ? "UuidBytes" : stem;
  }

  WireType wireType() {
    return wireType;
  }

  String protoTypeName() {
    return protoTypeName;
  }

  /** The runtime classes, named once. */
  private static final class Spi {
    static final ClassName TIME_JSON = RuntimeNames.TIME_JSON;
    static final ClassName TIME_PROTO3 = RuntimeNames.TIME_PROTO3_JSON;
    static final ClassName TIME_PROTO = RuntimeNames.TIME_PROTO;
    static final ClassName TEXT = RuntimeNames.TEXT_VALUES;
    static final ClassName UUID = RuntimeNames.UUID_VALUES;
    static final ClassName NUMBER = RuntimeNames.NUMBER_VALUES;
  }
}
