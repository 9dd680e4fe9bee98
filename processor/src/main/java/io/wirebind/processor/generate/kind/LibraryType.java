package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.WireType;
import java.util.List;

/**
 * The registry of JDK value types: one row per type carries everything the processor needs for it
 * — the Java type, the runtime class ({@code io.wirebind.spi}) and method stem of its Jackson JSON
 * ({@code write<Stem>(JsonWriter, T)}, {@code read<Stem>(JsonReader)}), of its proto3 JSON, and of
 * its protobuf form ({@code write<Stem>(ProtoWriter, T)}, {@code read<Stem>(ProtoReader)}, {@code
 * default<Stem>(ProtoReader)}: protobuf's default, or an error where the type has none), its wire
 * type and {@code .proto} type, its form as a map key ({@link Key}) and its sample values (the
 * registry suites' inputs). A variant row writes its
 * base type differently in Jackson-style JSON only: under Jackson 3 ({@link Variant#JACKSON3}) or
 * under {@code @JsonFormat(shape = NUMBER)} ({@link Variant#SHAPE}).
 *
 * <p>The analysis finds a row by the Java type's name ({@link #of}); {@code LibraryTypeRuntimeTest}
 * checks that every method a row names exists, and {@code RegistryRoundTripTest} compiles every row
 * in every position and style against Jackson. Adding a type: see "Adding a type" in
 * CONTRIBUTING.md.
 */
public enum LibraryType {
  INSTANT("java.time.Instant", "Instant", Spi.TIME_JSON, Spi.TIME_PROTO3, "Instant", Spi.TIME_PROTO,
      WireType.LENGTH_DELIMITED, "google.protobuf.Timestamp", Key.TEXT,
      "2024-02-29T10:15:30.123456789Z", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59.000000001Z"),
  DURATION("java.time.Duration", "Duration", Spi.TIME_JSON, Spi.TIME_PROTO3, "Duration", Spi.TIME_PROTO,
      WireType.LENGTH_DELIMITED, "google.protobuf.Duration", Key.TEXT,
      "PT25H1M1.000000005S", "PT0S", "PT-0.000000001S"),
  LOCAL_DATE("java.time.LocalDate", "LocalDate", Spi.TIME_JSON, Spi.TIME_PROTO3, "LocalDate", Spi.TIME_PROTO,
      WireType.LENGTH_DELIMITED, "google.type.Date", Key.TEXT,
      "2024-02-29", "0001-01-01", "9999-12-31"),
  LOCAL_TIME("java.time.LocalTime", "LocalTime", Spi.TIME_JSON, Spi.TIME_PROTO3, "LocalTime", Spi.TIME_PROTO,
      WireType.LENGTH_DELIMITED, "google.type.TimeOfDay", Key.TEXT,
      "10:15", "23:59:59.999999999", "00:00"),
  LOCAL_DATE_TIME("java.time.LocalDateTime", "LocalDateTime", Spi.TIME_JSON, Spi.TIME_PROTO3, "LocalDateTime",
      Spi.TIME_PROTO, WireType.LENGTH_DELIMITED, "google.type.DateTime", Key.TEXT,
      "2024-02-29T10:15:30.000000500", "0001-01-01T00:00"),
  OFFSET_DATE_TIME("java.time.OffsetDateTime", "OffsetDateTime", Spi.TIME_JSON, Spi.TIME_PROTO3, "OffsetDateTime",
      Spi.TIME_PROTO, WireType.LENGTH_DELIMITED, "google.type.DateTime", Key.TEXT,
      "2024-02-29T10:15:30Z", "1999-12-31T23:59:59.999999999-03:00"),
  ZONED_DATE_TIME("java.time.ZonedDateTime", "ZonedDateTime", Spi.TIME_JSON, Spi.TIME_PROTO3, "ZonedDateTime",
      Spi.TIME_PROTO, WireType.LENGTH_DELIMITED, "google.type.DateTime", Key.TEXT_PROTO3,
      "2024-03-31T03:30+02:00[Europe/Paris]", "2024-02-29T10:15:00.000001Z"),
  /** An {@code Instant} under {@code @JsonFormat(shape = NUMBER)}: epoch seconds in JSON. */
  INSTANT_NUMBER(INSTANT, "InstantNumber", Variant.SHAPE),
  /** A {@code Duration} under {@code @JsonFormat(shape = NUMBER)}: seconds in JSON. */
  DURATION_NUMBER(DURATION, "DurationNumber", Variant.SHAPE),
  YEAR("java.time.Year", "Year", Spi.TEXT, Spi.TEXT, "YearProto3", Spi.TEXT, WireType.VARINT, "int32", Key.NATIVE,
      "2024", "1", "9999"),
  YEAR_MONTH("java.time.YearMonth", "YearMonth", Spi.TEXT, Spi.TEXT, "YearMonth", Spi.TEXT,
      WireType.LENGTH_DELIMITED, "string", Key.NATIVE,
      "2024-02", "0001-12"),
  OFFSET_TIME("java.time.OffsetTime", "OffsetTime", Spi.TEXT, Spi.TEXT, "OffsetTime", Spi.TEXT,
      WireType.LENGTH_DELIMITED, "string", Key.NATIVE,
      "10:15Z", "23:59:59.999999999-05:30", "00:00:01+18:00"),
  MONTH_DAY("java.time.MonthDay", "MonthDay", Spi.TEXT, Spi.TEXT, "MonthDay", Spi.TEXT, WireType.LENGTH_DELIMITED,
      "string", Key.NATIVE,
      "--02-29", "--12-31", "--01-01"),
  PERIOD("java.time.Period", "Period", Spi.TEXT, Spi.TEXT, "Period", Spi.TEXT, WireType.LENGTH_DELIMITED, "string", Key.NATIVE,
      "P1Y-2M3D", "P0D"),
  ZONE_ID("java.time.ZoneId", "ZoneId", Spi.TEXT, Spi.TEXT, "ZoneId", Spi.TEXT, WireType.LENGTH_DELIMITED, "string", Key.NATIVE,
      "Europe/Paris", "UTC", "+02:00"),
  ZONE_OFFSET("java.time.ZoneOffset", "ZoneOffset", Spi.TEXT, Spi.TEXT, "ZoneOffset", Spi.TEXT,
      WireType.LENGTH_DELIMITED, "string", Key.NATIVE,
      "+05:30", "Z", "-18:00"),
  UUID("java.util.UUID", "Uuid", Spi.UUID, Spi.UUID, "Uuid", Spi.UUID, WireType.LENGTH_DELIMITED, "string", Key.OWN,
      "123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000"),
  /** A UUID as its 16 bytes: {@code @WireField(encoding = BYTES)}. */
  UUID_BYTES("java.util.UUID", "Uuid", Spi.UUID, Spi.UUID, "UuidBytesJson", Spi.UUID, WireType.LENGTH_DELIMITED,
      "bytes", Key.NONE,
      "123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000"),
  BIG_DECIMAL("java.math.BigDecimal", "BigDecimal", Spi.NUMBER, Spi.NUMBER, "BigDecimalProto3", Spi.NUMBER,
      WireType.LENGTH_DELIMITED, "google.type.Decimal", Key.TEXT,
      "1.50", "-12345678901234567890.123", "1E+10", "0"),
  BIG_INTEGER("java.math.BigInteger", "BigInteger", Spi.NUMBER, Spi.NUMBER, "BigIntegerProto3", Spi.NUMBER,
      WireType.LENGTH_DELIMITED, "string", Key.NATIVE,
      "-123456789012345678901234567890", "0"),
  URI("java.net.URI", "Uri", Spi.TEXT, Spi.TEXT, "Uri", Spi.TEXT, WireType.LENGTH_DELIMITED, "string", Key.NATIVE,
      "http://127.0.0.1/a?b=c", "urn:isbn:0451450523"),
  URL("java.net.URL", "Url", Spi.TEXT, Spi.TEXT, "Url", Spi.TEXT, WireType.LENGTH_DELIMITED, "string", Key.NATIVE,
      "http://127.0.0.1:8080/p?q=1", "file:/tmp/x"),
  CURRENCY("java.util.Currency", "Currency", Spi.TEXT, Spi.TEXT, "Currency", Spi.TEXT, WireType.LENGTH_DELIMITED,
      "string", Key.NATIVE,
      "EUR", "JPY"),
  // no sample locale with a script: Jackson 3.1.4 reads the map key "zh_TW_#Hant" (which it writes)
  // as a locale with the variant "#Hant", where Jackson 2 and Wirebind read the script
  LOCALE("java.util.Locale", "Locale", Spi.TEXT, Spi.TEXT, "LocaleProto3", Spi.TEXT, WireType.LENGTH_DELIMITED,
      "string", Key.NATIVE,
      "fr_CA", "en", "ja_JP"),
  /** Its canonical name (any alias on input); Jackson reads no key of it. */
  CHARSET("java.nio.charset.Charset", "Charset", Spi.TEXT, WireType.LENGTH_DELIMITED, "string", Key.NONE,
      "UTF-8", "ISO-8859-1", "windows-1252", "UTF-16BE"),
  /** Its ID, read by {@code TimeZone.getTimeZone} as Jackson reads it (an unknown ID is GMT); Jackson reads no key of it. */
  TIME_ZONE("java.util.TimeZone", "TimeZone", Spi.TEXT, WireType.LENGTH_DELIMITED, "string", Key.NONE,
      "Europe/Paris", "UTC", "GMT+05:30", "America/New_York"),
  /** Jackson 2: {@code StdDateFormat} text in UTC; a {@code google.protobuf.Timestamp}. */
  SQL_TIMESTAMP("java.sql.Timestamp", "SqlTimestamp", Spi.SQL_DATES, WireType.LENGTH_DELIMITED,
      "google.protobuf.Timestamp", Key.NONE,
      "2024-02-29T10:15:30.123Z", "1969-12-31T23:59:59.999Z", "1970-01-01T00:00:00.000Z", "1000-01-01T00:00:00.000Z"),
  /** Jackson 2: its {@code toString()} ({@code yyyy-MM-dd}, JVM time zone); a {@code google.type.Date}. */
  SQL_DATE("java.sql.Date", "SqlDate", Spi.SQL_DATES, WireType.LENGTH_DELIMITED, "google.type.Date", Key.NONE,
      "2024-02-29", "1969-12-31", "1000-01-01"),
  /** A {@code Year} in Jackson 3's JSON: a number. */
  YEAR_NUMBER(YEAR, "YearNumber", Variant.JACKSON3),
  /** A {@code Locale} in Jackson 3's JSON: its BCP 47 tag ({@code Locale.ROOT} as {@code ""}). */
  LOCALE_TAG(LOCALE, "LocaleTag", Variant.JACKSON3),
  /**
   * An {@code Instant} under {@code @JsonFormat(shape = NUMBER)} in Jackson 3's JSON: a negative
   * instant with nanoseconds is its exact value ({@code -0.999999999}), where Jackson 2 writes
   * {@code -1.000000001}.
   */
  INSTANT_NUMBER_3(INSTANT_NUMBER, "InstantNumber3", Variant.JACKSON3),
  /** A {@code java.sql.Timestamp} in Jackson 3's JSON: UTC as {@code Z}. */
  SQL_TIMESTAMP_3(SQL_TIMESTAMP, "SqlTimestamp3", Variant.JACKSON3),
  /** A {@code java.sql.Date} in Jackson 3's JSON: its instant as a timestamp's, in UTC. */
  SQL_DATE_3(SQL_DATE, "SqlDate3", Variant.JACKSON3);

  /** How a type is a map key; every row says. */
  public enum Key {
    /** Not a map key. */
    NONE,
    /**
     * A {@code string} key in protobuf holding the key's text, which proto3 JSON writes too; the
     * runtime's {@code MapKeys.write<Stem>Key}/{@code read<Stem>Key} for JSON and protobuf.
     */
    TEXT,
    /** As {@link #TEXT}, with a proto3 JSON member name of its own: {@code <Stem>KeyProto3} methods. */
    TEXT_PROTO3,
    /**
     * Its protobuf form is a key type (a string or an integer): the value's own protobuf methods,
     * and {@code MapKeys.write<Stem>Key}/{@code KeyProto3} methods for the JSON member name.
     */
    NATIVE,
    /** A key type by itself, mapped by the analysis as one (a UUID's string form). */
    OWN
  }

  /** What a variant row changes in its base type. */
  public enum Variant {
    /** Jackson 3's default JSON; a map key as its base's. */
    JACKSON3,
    /** {@code @JsonFormat(shape = NUMBER)}; never a map key of its own. */
    SHAPE
  }

  private final ClassName javaType;
  private final String stem;
  private final ClassName json;
  private final ClassName proto3Json;
  private final String proto3Stem;
  private final ClassName proto;
  private final WireType wireType;
  private final String protoTypeName;
  private final Key key;
  /** The type this one writes differently in Jackson-style JSON only, or null. */
  private final LibraryType base;
  private final Variant variant;
  private final List<String> samples;
  /** The class of its map key methods: {@code MapKeys} for a long-form row, else its runtime class. */
  private final ClassName keys;

  LibraryType(LibraryType base, String stem, Variant variant) {
    this.javaType = base.javaType;
    this.stem = stem;
    this.json = base.json;
    this.proto3Json = base.proto3Json;
    this.proto3Stem = base.proto3Stem;
    this.proto = base.proto;
    this.wireType = base.wireType;
    this.protoTypeName = base.protoTypeName;
    this.key = variant == Variant.JACKSON3 ? base.key : Key.NONE;
    this.base = base;
    this.variant = variant;
    this.samples = base.samples;
    this.keys = base.keys;
  }

  /**
   * A type whose methods are one group in one runtime class: {@code <Stem>} for Jackson's JSON and
   * protobuf, {@code <Stem>Proto3} for proto3 JSON, {@code <Stem>Key} for a map key; {@code
   * samples} as {@link #samples()}.
   */
  LibraryType(String javaType, String stem, ClassName runtime, WireType wireType, String protoTypeName, Key key,
      String... samples) {
    this(javaType, stem, runtime, runtime, stem + "Proto3", runtime, wireType, protoTypeName, key, runtime, samples);
  }

  LibraryType(String javaType, String stem, ClassName json, ClassName proto3Json, String proto3Stem,
      ClassName proto, WireType wireType, String protoTypeName, Key key, String... samples) {
    this(javaType, stem, json, proto3Json, proto3Stem, proto, wireType, protoTypeName, key, Spi.MAP_KEYS, samples);
  }

  LibraryType(String javaType, String stem, ClassName json, ClassName proto3Json, String proto3Stem,
      ClassName proto, WireType wireType, String protoTypeName, Key key, ClassName keys, String... samples) {
    this.javaType = ClassName.bestGuess(javaType);
    this.stem = stem;
    this.json = json;
    this.proto3Json = proto3Json;
    this.proto3Stem = proto3Stem;
    this.proto = proto;
    this.wireType = wireType;
    this.protoTypeName = protoTypeName;
    this.key = key;
    this.base = null;
    this.variant = null;
    this.samples = List.of(samples);
    this.keys = keys;
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

  /** The type as Jackson 3's default mapper writes it: this one, or its {@link Variant#JACKSON3} row. */
  public LibraryType jackson3() {
    for (LibraryType t : values()) {
      if (t.base == this && t.variant == Variant.JACKSON3) {
        return t;
      }
    }
    return this;
  }

  /** The row of this type under {@code @JsonFormat(shape = NUMBER)}, or null when it has none. */
  public LibraryType shapeNumber() {
    for (LibraryType t : values()) {
      if (t.base == this && t.variant == Variant.SHAPE) {
        return t;
      }
    }
    return null;
  }

  /** The type this variant row writes differently, or null for a type's own row. */
  public LibraryType base() {
    return base;
  }

  public Variant variant() {
    return variant;
  }

  /**
   * Sample values as the JSON string text Jackson 2 reads into the type (a variant row: its
   * base's), for the suites that walk the registry ({@code RegistrySamples}); the edges a type
   * has, within protobuf's ranges (years 1 to 9999).
   */
  public List<String> samples() {
    return samples;
  }

  /** How the type is a map key (a {@link Variant#JACKSON3} row: as its base). */
  public Key key() {
    return key;
  }

  /** The class of the map key methods ({@code write<Stem>Key}, ...). */
  ClassName keys() {
    return keys;
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

  public String protoTypeName() {
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
    static final ClassName SQL_DATES = RuntimeNames.SQL_DATES;
    static final ClassName MAP_KEYS = RuntimeNames.MAP_KEYS;
  }
}
