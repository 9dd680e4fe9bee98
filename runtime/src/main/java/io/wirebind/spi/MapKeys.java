package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.MonthDay;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.SignStyle;
import java.time.temporal.ChronoField;
import java.util.Currency;
import java.util.Locale;

/**
 * Map keys of the value types that are not keys by themselves (dates, times, decimals, floating
 * point numbers, text values). Jackson-style JSON member names are what Jackson's key serializers
 * write (the value's {@code toString()}, an offset date-time for a {@code ZonedDateTime}) and are
 * read as its key deserializers read them (the same JDK parse), whatever the value format would
 * be. Protobuf has string, integral and bool keys only: a type written as a message ({@code
 * Timestamp}, {@code Decimal}, ...) or a floating point number is a {@code string} key holding its
 * text ({@code toString()}); proto3 JSON writes that same text. For generated code; no
 * compatibility promise.
 */
public final class MapKeys {
  private MapKeys() {}

  /** The longest decimal key read (as Jackson's default number length limit). */
  private static final int MAX_NUMBER_CHARS = 1000;

  /** What {@code toString()} writes for any year, past 9999 too ({@code 896577481-04}, no sign). */
  private static final DateTimeFormatter YEAR_MONTH_ANY = DateTimeFormatter.ofPattern("u-MM");
  /** Jackson's key deserializer's form: a year of 4 to 10 digits (a sign beyond 4), a month. */
  private static final DateTimeFormatter YEAR_MONTH = new DateTimeFormatterBuilder()
      .appendValue(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD)
      .appendLiteral('-')
      .appendValue(ChronoField.MONTH_OF_YEAR, 2)
      .toFormatter();

  /** Parses a key's text, failing with any exception. */
  private interface Parser<T> {
    T parse(String s) throws Exception;
  }

  /**
   * A member name as a key. Jackson reads an empty name as a {@code null} key for the {@code
   * java.time} types, which no map here holds and neither side writes: an error.
   */
  private static <T> T json(JsonReader in, String what, Parser<T> parser) {
    return parse(in.lastName(), what, parser, in, null);
  }

  private static <T> T time(JsonReader in, String what, Parser<T> parser) {
    String s = in.lastName();
    if (s.isEmpty()) {
      throw in.error("map key '' is no " + what.substring(what.indexOf(' ') + 1)
          + ": Jackson reads it as a null key, which Wirebind maps do not hold");
    }
    return parse(s, what, parser, in, null);
  }

  private static <T> T proto(ProtoReader in, String what, Parser<T> parser) {
    return parse(in.readString(), what, parser, null, in);
  }

  private static <T> T parse(String s, String what, Parser<T> parser, JsonReader json, ProtoReader proto) {
    try {
      T v = parser.parse(s);
      if (v != null) {
        return v;
      }
    } catch (Exception e) {
      String message = "map key '" + s + "' is not " + what + ": " + e.getMessage();
      throw json != null ? json.error(message) : proto.error(message);
    }
    String message = "map key '" + s + "' is not " + what;
    throw json != null ? json.error(message) : proto.error(message);
  }

  private static String number(String s) {
    if (s.length() > MAX_NUMBER_CHARS) {
      throw new IllegalArgumentException("longer than " + MAX_NUMBER_CHARS + " characters");
    }
    return s;
  }

  /** A map entry without its key: protobuf's default, the empty string, is no such value. */
  public static <T> T missing(ProtoReader in, String what) {
    throw in.error("a map entry without a key has no " + what + ": the empty string is not one");
  }

  // ---- Instant

  public static void writeInstantKey(JsonWriter out, Instant k) {
    out.writeString(k.toString());
  }

  public static Instant readInstantKey(JsonReader in) {
    return time(in, "an Instant", s -> DateTimeFormatter.ISO_INSTANT.parse(s, Instant::from));
  }

  public static void writeInstantKey(ProtoWriter out, Instant k) {
    out.writeString(k.toString());
  }

  public static Instant readInstantKey(ProtoReader in) {
    return proto(in, "an Instant", s -> DateTimeFormatter.ISO_INSTANT.parse(s, Instant::from));
  }

  // ---- Duration

  public static void writeDurationKey(JsonWriter out, Duration k) {
    out.writeString(k.toString());
  }

  public static Duration readDurationKey(JsonReader in) {
    return time(in, "a Duration", Duration::parse);
  }

  public static void writeDurationKey(ProtoWriter out, Duration k) {
    out.writeString(k.toString());
  }

  public static Duration readDurationKey(ProtoReader in) {
    return proto(in, "a Duration", Duration::parse);
  }

  // ---- LocalDate, LocalTime, LocalDateTime, OffsetDateTime

  public static void writeLocalDateKey(JsonWriter out, LocalDate k) {
    out.writeString(k.toString());
  }

  public static LocalDate readLocalDateKey(JsonReader in) {
    return time(in, "a LocalDate", s -> LocalDate.parse(s, DateTimeFormatter.ISO_LOCAL_DATE));
  }

  public static void writeLocalDateKey(ProtoWriter out, LocalDate k) {
    out.writeString(k.toString());
  }

  public static LocalDate readLocalDateKey(ProtoReader in) {
    return proto(in, "a LocalDate", s -> LocalDate.parse(s, DateTimeFormatter.ISO_LOCAL_DATE));
  }

  public static void writeLocalTimeKey(JsonWriter out, LocalTime k) {
    out.writeString(k.toString());
  }

  public static LocalTime readLocalTimeKey(JsonReader in) {
    return time(in, "a LocalTime", s -> LocalTime.parse(s, DateTimeFormatter.ISO_LOCAL_TIME));
  }

  public static void writeLocalTimeKey(ProtoWriter out, LocalTime k) {
    out.writeString(k.toString());
  }

  public static LocalTime readLocalTimeKey(ProtoReader in) {
    return proto(in, "a LocalTime", s -> LocalTime.parse(s, DateTimeFormatter.ISO_LOCAL_TIME));
  }

  public static void writeLocalDateTimeKey(JsonWriter out, LocalDateTime k) {
    out.writeString(k.toString());
  }

  public static LocalDateTime readLocalDateTimeKey(JsonReader in) {
    return time(in, "a LocalDateTime", s -> LocalDateTime.parse(s, DateTimeFormatter.ISO_LOCAL_DATE_TIME));
  }

  public static void writeLocalDateTimeKey(ProtoWriter out, LocalDateTime k) {
    out.writeString(k.toString());
  }

  public static LocalDateTime readLocalDateTimeKey(ProtoReader in) {
    return proto(in, "a LocalDateTime", s -> LocalDateTime.parse(s, DateTimeFormatter.ISO_LOCAL_DATE_TIME));
  }

  public static void writeOffsetDateTimeKey(JsonWriter out, OffsetDateTime k) {
    out.writeString(k.toString());
  }

  public static OffsetDateTime readOffsetDateTimeKey(JsonReader in) {
    return time(in, "an OffsetDateTime", s -> OffsetDateTime.parse(s, DateTimeFormatter.ISO_OFFSET_DATE_TIME));
  }

  public static void writeOffsetDateTimeKey(ProtoWriter out, OffsetDateTime k) {
    out.writeString(k.toString());
  }

  public static OffsetDateTime readOffsetDateTimeKey(ProtoReader in) {
    return proto(in, "an OffsetDateTime", s -> OffsetDateTime.parse(s, DateTimeFormatter.ISO_OFFSET_DATE_TIME));
  }

  // ---- ZonedDateTime: Jackson writes the offset only (the zone is lost); protobuf keeps the zone

  public static void writeZonedDateTimeKey(JsonWriter out, ZonedDateTime k) {
    out.writeString(DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(k));
  }

  public static ZonedDateTime readZonedDateTimeKey(JsonReader in) {
    return time(in, "a ZonedDateTime", ZonedDateTime::parse);
  }

  public static void writeZonedDateTimeKeyProto3(JsonWriter out, ZonedDateTime k) {
    out.writeString(k.toString());
  }

  public static ZonedDateTime readZonedDateTimeKeyProto3(JsonReader in) {
    return time(in, "a ZonedDateTime", ZonedDateTime::parse);
  }

  public static void writeZonedDateTimeKey(ProtoWriter out, ZonedDateTime k) {
    out.writeString(k.toString());
  }

  public static ZonedDateTime readZonedDateTimeKey(ProtoReader in) {
    return proto(in, "a ZonedDateTime", ZonedDateTime::parse);
  }

  // ---- BigDecimal, Float, Double: string keys in protobuf

  public static void writeBigDecimalKey(JsonWriter out, BigDecimal k) {
    out.writeString(k.toString());
  }

  public static BigDecimal readBigDecimalKey(JsonReader in) {
    return json(in, "a BigDecimal", s -> new BigDecimal(number(s)));
  }

  public static void writeBigDecimalKey(ProtoWriter out, BigDecimal k) {
    out.writeString(k.toString());
  }

  public static BigDecimal readBigDecimalKey(ProtoReader in) {
    return proto(in, "a BigDecimal", s -> new BigDecimal(number(s)));
  }

  public static void writeFloatKey(JsonWriter out, Float k) {
    out.writeString(Float.toString(k));
  }

  /** As Jackson: parsed as a double, then narrowed. */
  public static Float readFloatKey(JsonReader in) {
    return json(in, "a Float", s -> (float) Double.parseDouble(number(s)));
  }

  public static void writeFloatKey(ProtoWriter out, Float k) {
    out.writeString(Float.toString(k));
  }

  public static Float readFloatKey(ProtoReader in) {
    return proto(in, "a Float", s -> (float) Double.parseDouble(number(s)));
  }

  public static void writeDoubleKey(JsonWriter out, Double k) {
    out.writeString(Double.toString(k));
  }

  public static Double readDoubleKey(JsonReader in) {
    return json(in, "a Double", s -> Double.parseDouble(number(s)));
  }

  public static void writeDoubleKey(ProtoWriter out, Double k) {
    out.writeString(Double.toString(k));
  }

  public static Double readDoubleKey(ProtoReader in) {
    return proto(in, "a Double", s -> Double.parseDouble(number(s)));
  }

  // ---- types whose protobuf form is already a key (string or int32): JSON member names only.
  // Jackson-style: the Java text; proto3 JSON: the protobuf form's text.

  public static void writeYearKey(JsonWriter out, Year k) {
    out.writeString(k.toString());
  }

  public static Year readYearKey(JsonReader in) {
    return time(in, "a Year", s -> Year.of(Integer.parseInt(s)));
  }

  public static void writeYearKeyProto3(JsonWriter out, Year k) {
    out.writeString(Integer.toString(k.getValue()));
  }

  public static Year readYearKeyProto3(JsonReader in) {
    return time(in, "a Year", s -> Year.of(Integer.parseInt(s)));
  }

  public static void writeYearMonthKey(JsonWriter out, YearMonth k) {
    out.writeString(k.toString());
  }

  /** As Jackson: a year beyond 9999 needs its sign, which {@code toString()} does not write. */
  public static YearMonth readYearMonthKey(JsonReader in) {
    return time(in, "a YearMonth", s -> YearMonth.parse(s, YEAR_MONTH));
  }

  public static void writeYearMonthKeyProto3(JsonWriter out, YearMonth k) {
    out.writeString(k.toString());
  }

  public static YearMonth readYearMonthKeyProto3(JsonReader in) {
    return time(in, "a YearMonth", s -> s.startsWith("+") ? YearMonth.parse(s) : YearMonth.parse(s, YEAR_MONTH_ANY));
  }

  public static void writeOffsetTimeKey(JsonWriter out, OffsetTime k) {
    out.writeString(k.toString());
  }

  public static OffsetTime readOffsetTimeKey(JsonReader in) {
    return time(in, "an OffsetTime", OffsetTime::parse);
  }

  public static void writeOffsetTimeKeyProto3(JsonWriter out, OffsetTime k) {
    out.writeString(k.toString());
  }

  public static OffsetTime readOffsetTimeKeyProto3(JsonReader in) {
    return time(in, "an OffsetTime", OffsetTime::parse);
  }

  public static void writeMonthDayKey(JsonWriter out, MonthDay k) {
    out.writeString(k.toString());
  }

  public static MonthDay readMonthDayKey(JsonReader in) {
    return time(in, "a MonthDay", MonthDay::parse);
  }

  public static void writeMonthDayKeyProto3(JsonWriter out, MonthDay k) {
    out.writeString(k.toString());
  }

  public static MonthDay readMonthDayKeyProto3(JsonReader in) {
    return time(in, "a MonthDay", MonthDay::parse);
  }

  public static void writePeriodKey(JsonWriter out, Period k) {
    out.writeString(k.toString());
  }

  public static Period readPeriodKey(JsonReader in) {
    return time(in, "a Period", Period::parse);
  }

  public static void writePeriodKeyProto3(JsonWriter out, Period k) {
    out.writeString(k.toString());
  }

  public static Period readPeriodKeyProto3(JsonReader in) {
    return time(in, "a Period", Period::parse);
  }

  public static void writeZoneIdKey(JsonWriter out, ZoneId k) {
    out.writeString(k.getId());
  }

  public static ZoneId readZoneIdKey(JsonReader in) {
    return time(in, "a ZoneId", ZoneId::of);
  }

  public static void writeZoneIdKeyProto3(JsonWriter out, ZoneId k) {
    out.writeString(k.getId());
  }

  public static ZoneId readZoneIdKeyProto3(JsonReader in) {
    return time(in, "a ZoneId", ZoneId::of);
  }

  public static void writeZoneOffsetKey(JsonWriter out, ZoneOffset k) {
    out.writeString(k.getId());
  }

  public static ZoneOffset readZoneOffsetKey(JsonReader in) {
    return time(in, "a ZoneOffset", ZoneOffset::of);
  }

  public static void writeZoneOffsetKeyProto3(JsonWriter out, ZoneOffset k) {
    out.writeString(k.getId());
  }

  public static ZoneOffset readZoneOffsetKeyProto3(JsonReader in) {
    return time(in, "a ZoneOffset", ZoneOffset::of);
  }

  public static void writeBigIntegerKey(JsonWriter out, BigInteger k) {
    out.writeString(k.toString());
  }

  public static BigInteger readBigIntegerKey(JsonReader in) {
    return json(in, "a BigInteger", s -> new BigInteger(number(s)));
  }

  public static void writeBigIntegerKeyProto3(JsonWriter out, BigInteger k) {
    out.writeString(k.toString());
  }

  public static BigInteger readBigIntegerKeyProto3(JsonReader in) {
    return json(in, "a BigInteger", s -> new BigInteger(number(s)));
  }

  public static void writeUriKey(JsonWriter out, URI k) {
    out.writeString(k.toString());
  }

  public static URI readUriKey(JsonReader in) {
    return json(in, "a URI", URI::create);
  }

  public static void writeUriKeyProto3(JsonWriter out, URI k) {
    out.writeString(k.toString());
  }

  public static URI readUriKeyProto3(JsonReader in) {
    return json(in, "a URI", URI::create);
  }

  public static void writeUrlKey(JsonWriter out, URL k) {
    out.writeString(k.toExternalForm());
  }

  @SuppressWarnings("deprecation") // new URL(String) is what Jackson calls; URI.toURL() rejects more
  public static URL readUrlKey(JsonReader in) {
    return json(in, "a URL", URL::new);
  }

  public static void writeUrlKeyProto3(JsonWriter out, URL k) {
    out.writeString(k.toExternalForm());
  }

  @SuppressWarnings("deprecation")
  public static URL readUrlKeyProto3(JsonReader in) {
    return json(in, "a URL", URL::new);
  }

  public static void writeCurrencyKey(JsonWriter out, Currency k) {
    out.writeString(k.getCurrencyCode());
  }

  public static Currency readCurrencyKey(JsonReader in) {
    return json(in, "a Currency", Currency::getInstance);
  }

  public static void writeCurrencyKeyProto3(JsonWriter out, Currency k) {
    out.writeString(k.getCurrencyCode());
  }

  public static Currency readCurrencyKeyProto3(JsonReader in) {
    return json(in, "a Currency", Currency::getInstance);
  }

  /** Jackson: {@code toString()} ({@code en_US}); proto3 JSON: the BCP 47 tag, as protobuf. */
  public static void writeLocaleKey(JsonWriter out, Locale k) {
    out.writeString(k.toString());
  }

  public static Locale readLocaleKey(JsonReader in) {
    return json(in, "a Locale", TextValues::locale);
  }

  public static void writeLocaleKeyProto3(JsonWriter out, Locale k) {
    out.writeString(k.toLanguageTag());
  }

  public static Locale readLocaleKeyProto3(JsonReader in) {
    return json(in, "a Locale", Locale::forLanguageTag);
  }
}
