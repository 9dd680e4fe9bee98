package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.WirebindException;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.nio.charset.Charset;
import java.time.DateTimeException;
import java.time.MonthDay;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Currency;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Values that travel as their text: {@link URI}, {@link URL} (never resolved), {@link Currency}
 * (its code), {@link Charset} (its canonical name), {@link TimeZone} (its ID), {@link Locale}, {@link ZoneId}, {@link ZoneOffset}, {@link YearMonth}, {@link Period},
 * and {@link Year} (a JSON string as Jackson writes it, a protobuf {@code int32}). JSON follows
 * Jackson (with JavaTimeModule, timestamps off); protobuf writes a {@code string}, for a locale its
 * BCP 47 tag. For generated code; no compatibility promise.
 */
public final class TextValues {
  private TextValues() {}

  /** Parses text, failing with its message. */
  private interface Parser<T> {
    T parse(String s) throws Exception;
  }

  private static <T> T json(JsonReader in, String type, Parser<T> parser) {
    int at = in.position();
    String s = in.readStringToken();
    try {
      return parser.parse(s);
    } catch (Exception e) {
      throw in.errorAt(at, "cannot read '" + s + "' as " + type + ": " + e.getMessage());
    }
  }

  private static <T> T proto(ProtoReader in, String type, Parser<T> parser) {
    String s = in.readString();
    try {
      return parser.parse(s);
    } catch (Exception e) {
      throw in.error("cannot read '" + s + "' as " + type + ": " + e.getMessage());
    }
  }

  private static WirebindException noDefault(ProtoReader in, String type) {
    return in.error("a map entry without a value has no " + type + ": the empty string is not one");
  }

  // ---- URI, URL ----

  public static void writeUri(JsonWriter out, URI v) {
    out.writeString(v.toString());
  }

  public static URI readUri(JsonReader in) {
    return json(in, "a URI", URI::create);
  }

  public static void writeUri(ProtoWriter out, URI v) {
    out.writeString(v.toString());
  }

  public static URI readUri(ProtoReader in) {
    return proto(in, "a URI", URI::create);
  }

  public static URI defaultUri(ProtoReader in) {
    return URI.create("");
  }

  public static void writeUrl(JsonWriter out, URL v) {
    out.writeString(v.toExternalForm());
  }

  private static URL url(String s) throws MalformedURLException {
    return new URL(s);
  }

  public static URL readUrl(JsonReader in) {
    return json(in, "a URL", TextValues::url);
  }

  public static void writeUrl(ProtoWriter out, URL v) {
    out.writeString(v.toExternalForm());
  }

  public static URL readUrl(ProtoReader in) {
    return proto(in, "a URL", TextValues::url);
  }

  public static URL defaultUrl(ProtoReader in) {
    throw noDefault(in, "URL");
  }

  // ---- Currency ----

  public static void writeCurrency(JsonWriter out, Currency v) {
    out.writeString(v.getCurrencyCode());
  }

  public static Currency readCurrency(JsonReader in) {
    return json(in, "a Currency", c -> c.isEmpty() ? null : Currency.getInstance(c));
  }

  public static void writeCurrency(ProtoWriter out, Currency v) {
    out.writeString(v.getCurrencyCode());
  }

  public static Currency readCurrency(ProtoReader in) {
    return proto(in, "a Currency", Currency::getInstance);
  }

  public static Currency defaultCurrency(ProtoReader in) {
    throw noDefault(in, "Currency");
  }

  // ---- Locale: JSON as Locale.toString() (Jackson), protobuf as a BCP 47 tag ----

  public static void writeLocale(JsonWriter out, Locale v) {
    out.writeString(v.toString());
  }

  public static Locale readLocale(JsonReader in) {
    return json(in, "a Locale", TextValues::locale);
  }

  /**
   * Locale.toString()'s form ({@code en_US}, {@code zh_TW_#Hant}, {@code _US}) as Jackson reads it;
   * a string with no underscore is a language or, with a hyphen, a BCP 47 tag.
   */
  static Locale locale(String s) {
    if (s.isEmpty()) {
      return Locale.ROOT;
    }
    int u = s.indexOf('_');
    if (u < 0) {
      return s.indexOf('-') >= 0 ? Locale.forLanguageTag(s) : new Locale(s);
    }
    String language = s.substring(0, u);
    String rest = s.substring(u + 1);
    int u2 = rest.indexOf('_');
    if (u2 < 0) {
      return new Locale(language, rest);
    }
    String country = rest.substring(0, u2);
    String tail = rest.substring(u2 + 1);
    int hash = tail.indexOf('#');
    if (hash < 0) {
      return new Locale(language, country, tail);
    }
    String variant = tail.substring(0, hash > 0 && tail.charAt(hash - 1) == '_' ? hash - 1 : hash); // "TH_#..."
    Locale legacy = new Locale(language, country, variant); // ja_JP_JP, th_TH_TH: the JDK adds the extension
    if (legacy.toString().equals(s)) {
      return legacy;
    }
    String ext = tail.substring(hash + 1); // "Hant", "Hant-u-nu-thai" or "u-ca-japanese"
    String script = "";
    if (ext.length() >= 4 && (ext.length() == 4 || ext.charAt(4) == '-') && ext.charAt(1) != '-') {
      script = ext.substring(0, 4);
      ext = ext.length() > 5 ? ext.substring(5) : "";
    }
    Locale base = new Locale.Builder().setLanguage(language).setRegion(country).setScript(script).build();
    if (!ext.isEmpty()) {
      base = Locale.forLanguageTag(base.toLanguageTag() + "-" + ext);
    }
    return variant.isEmpty() ? base
        : new Locale.Builder().setLocale(base).setVariant(variant).build();
  }

  /** Proto3 JSON: the protobuf string, a BCP 47 tag. */
  /** Jackson 3: the BCP 47 tag, {@code ""} for {@code Locale.ROOT}; read as Jackson 2's form. */
  public static void writeLocaleTag(JsonWriter out, Locale v) {
    out.writeString(v.equals(Locale.ROOT) ? "" : v.toLanguageTag());
  }

  public static Locale readLocaleTag(JsonReader in) {
    return readLocale(in);
  }

  public static void writeLocaleProto3(JsonWriter out, Locale v) {
    out.writeString(v.toLanguageTag());
  }

  public static Locale readLocaleProto3(JsonReader in) {
    return json(in, "a Locale", Locale::forLanguageTag);
  }

  public static void writeLocale(ProtoWriter out, Locale v) {
    out.writeString(v.toLanguageTag());
  }

  public static Locale readLocale(ProtoReader in) {
    return proto(in, "a Locale", Locale::forLanguageTag);
  }

  public static Locale defaultLocale(ProtoReader in) {
    return Locale.ROOT;
  }

  // ---- Charset: its canonical name; read by any name or alias the JDK knows ----

  public static void writeCharset(JsonWriter out, Charset v) {
    out.writeString(v.name());
  }

  /** As Jackson: the text trimmed, blank as null, an unknown name an error. */
  public static Charset readCharset(JsonReader in) {
    return json(in, "a Charset", s -> s.trim().isEmpty() ? null : Charset.forName(s.trim()));
  }

  public static void writeCharsetProto3(JsonWriter out, Charset v) {
    out.writeString(v.name());
  }

  public static Charset readCharsetProto3(JsonReader in) {
    return readCharset(in);
  }

  public static void writeCharset(ProtoWriter out, Charset v) {
    out.writeString(v.name());
  }

  public static Charset readCharset(ProtoReader in) {
    return proto(in, "a Charset", Charset::forName);
  }

  public static Charset defaultCharset(ProtoReader in) {
    throw noDefault(in, "Charset");
  }

  // ---- TimeZone: its ID; read as TimeZone.getTimeZone reads it (an unknown ID is GMT) ----

  public static void writeTimeZone(JsonWriter out, TimeZone v) {
    out.writeString(v.getID());
  }

  /**
   * As Jackson: the text trimmed, blank as null, a number's or boolean's text as a string's (so
   * {@code 3}, like any unknown ID, is GMT).
   */
  public static TimeZone readTimeZone(JsonReader in) {
    return json(in.readString().trim());
  }

  private static TimeZone json(String s) {
    return s.isEmpty() ? null : TimeZone.getTimeZone(s);
  }

  public static void writeTimeZoneProto3(JsonWriter out, TimeZone v) {
    out.writeString(v.getID());
  }

  public static TimeZone readTimeZoneProto3(JsonReader in) {
    return readTimeZone(in);
  }

  public static void writeTimeZone(ProtoWriter out, TimeZone v) {
    out.writeString(v.getID());
  }

  public static TimeZone readTimeZone(ProtoReader in) {
    return TimeZone.getTimeZone(in.readString());
  }

  public static TimeZone defaultTimeZone(ProtoReader in) {
    throw noDefault(in, "TimeZone");
  }

  // ---- ZoneId, ZoneOffset ----

  public static void writeZoneId(JsonWriter out, ZoneId v) {
    out.writeString(v.getId());
  }

  public static ZoneId readZoneId(JsonReader in) {
    return json(in, "a ZoneId", s -> s.isEmpty() ? null : ZoneId.of(s));
  }

  public static void writeZoneId(ProtoWriter out, ZoneId v) {
    out.writeString(v.getId());
  }

  public static ZoneId readZoneId(ProtoReader in) {
    return proto(in, "a ZoneId", ZoneId::of);
  }

  public static ZoneId defaultZoneId(ProtoReader in) {
    throw noDefault(in, "ZoneId");
  }

  public static void writeZoneOffset(JsonWriter out, ZoneOffset v) {
    out.writeString(v.getId());
  }

  public static ZoneOffset readZoneOffset(JsonReader in) {
    return json(in, "a ZoneOffset", s -> s.isEmpty() ? null : ZoneOffset.of(s.trim()));
  }

  public static void writeZoneOffset(ProtoWriter out, ZoneOffset v) {
    out.writeString(v.getId());
  }

  public static ZoneOffset readZoneOffset(ProtoReader in) {
    return proto(in, "a ZoneOffset", ZoneOffset::of);
  }

  public static ZoneOffset defaultZoneOffset(ProtoReader in) {
    throw noDefault(in, "ZoneOffset");
  }

  // ---- YearMonth, Period ----

  /** As Jackson reads a YearMonth: any number of year digits, a sign only when negative. */
  private static final java.time.format.DateTimeFormatter YEAR_MONTH =
      java.time.format.DateTimeFormatter.ofPattern("u-MM");
  /** As Jackson writes it: at least four year digits, no {@code +} ({@code 10000-01}, {@code 0005-05}). */
  private static final java.time.format.DateTimeFormatter YEAR_MONTH_OUT =
      new java.time.format.DateTimeFormatterBuilder()
          .appendValue(java.time.temporal.ChronoField.YEAR, 4, 10, java.time.format.SignStyle.NORMAL)
          .appendLiteral('-')
          .appendValue(java.time.temporal.ChronoField.MONTH_OF_YEAR, 2)
          .toFormatter();

  public static void writeYearMonth(JsonWriter out, YearMonth v) {
    int y = v.getYear();
    out.writeString(y >= 0 && y <= 9999 ? v.toString() : YEAR_MONTH_OUT.format(v));
  }

  /** A string, or as Jackson also reads it, an array {@code [year, month]}. */
  public static YearMonth readYearMonth(JsonReader in) {
    int at = in.position();
    if (in.peekByte() == '[') {
      int[] f = TimeJsonLenient.fields(in, at, 2, 2, "a YearMonth");
      try {
        return YearMonth.of(f[0], f[1]);
      } catch (DateTimeException e) {
        throw in.errorAt(at, "cannot read the array as a YearMonth: " + e.getMessage());
      }
    }
    return json(in, "a YearMonth", s -> s.trim().isEmpty() ? null : YearMonth.parse(s.trim(), YEAR_MONTH));
  }

  public static void writeYearMonth(ProtoWriter out, YearMonth v) {
    out.writeString(v.toString());
  }

  /**
   * What {@link YearMonth#toString()} writes: past year 9999 that is {@code 10000-01}, without the
   * {@code +} that {@link YearMonth#parse(CharSequence)} requires (which a peer may send).
   */
  public static YearMonth readYearMonth(ProtoReader in) {
    return proto(in, "a YearMonth", s -> s.startsWith("+") ? YearMonth.parse(s) : YearMonth.parse(s, YEAR_MONTH));
  }

  public static YearMonth defaultYearMonth(ProtoReader in) {
    throw noDefault(in, "YearMonth");
  }

  // ---- OffsetTime: "10:15:30+01:00" (its toString) in JSON and protobuf ----

  public static void writeOffsetTime(JsonWriter out, OffsetTime v) {
    out.writeString(v.toString());
  }

  /**
   * A string (spaces around it ignored, {@code ""} as null), or as Jackson also reads it, an array
   * {@code [hour, minute, second?, nano?, "offset"]} ({@code []} as null).
   */
  public static OffsetTime readOffsetTime(JsonReader in) {
    int at = in.position();
    if (in.peekByte() == '[') {
      return offsetTimeArray(in, at);
    }
    return json(in, "an OffsetTime", s -> s.trim().isEmpty() ? null : OffsetTime.parse(s.trim()));
  }

  private static OffsetTime offsetTimeArray(JsonReader in, int at) {
    if (!in.startArrayElements()) {
      return null;
    }
    int[] f = new int[4];
    int n = 0;
    while (in.peekByte() != '"') {
      if (n == f.length) {
        throw in.errorAt(at, "too many numbers in an array for an OffsetTime");
      }
      f[n++] = in.readInt();
      if (!in.nextElement()) {
        throw in.errorAt(at, "an array for an OffsetTime ends without its offset");
      }
    }
    if (n < 2) {
      throw in.errorAt(at, "too few numbers in an array for an OffsetTime");
    }
    String offset = in.readString();
    if (in.nextElement()) {
      throw in.errorAt(at, "too many elements in an array for an OffsetTime");
    }
    try {
      return OffsetTime.of(f[0], f[1], f[2], f[3], ZoneOffset.of(offset));
    } catch (DateTimeException e) {
      throw in.errorAt(at, "cannot read the array as an OffsetTime: " + e.getMessage());
    }
  }

  public static void writeOffsetTime(ProtoWriter out, OffsetTime v) {
    out.writeString(v.toString());
  }

  public static OffsetTime readOffsetTime(ProtoReader in) {
    return proto(in, "an OffsetTime", OffsetTime::parse);
  }

  public static OffsetTime defaultOffsetTime(ProtoReader in) {
    throw noDefault(in, "OffsetTime");
  }

  // ---- MonthDay: "--12-25" (its toString) in JSON and protobuf ----

  public static void writeMonthDay(JsonWriter out, MonthDay v) {
    out.writeString(v.toString());
  }

  /**
   * A string (spaces around it ignored, {@code ""} as null), or as Jackson also reads it, an array
   * {@code [month, day]} ({@code []} as null).
   */
  public static MonthDay readMonthDay(JsonReader in) {
    int at = in.position();
    if (in.peekByte() == '[') {
      if (!in.startArrayElements()) {
        return null;
      }
      int month = in.readInt();
      if (!in.nextElement()) {
        throw in.errorAt(at, "too few elements in an array for a MonthDay");
      }
      int day = in.readInt();
      if (in.nextElement()) {
        throw in.errorAt(at, "too many elements in an array for a MonthDay");
      }
      try {
        return MonthDay.of(month, day);
      } catch (DateTimeException e) {
        throw in.errorAt(at, "cannot read the array as a MonthDay: " + e.getMessage());
      }
    }
    return json(in, "a MonthDay", s -> s.trim().isEmpty() ? null : MonthDay.parse(s.trim()));
  }

  public static void writeMonthDay(ProtoWriter out, MonthDay v) {
    out.writeString(v.toString());
  }

  public static MonthDay readMonthDay(ProtoReader in) {
    return proto(in, "a MonthDay", MonthDay::parse);
  }

  public static MonthDay defaultMonthDay(ProtoReader in) {
    throw noDefault(in, "MonthDay");
  }

  public static void writePeriod(JsonWriter out, Period v) {
    out.writeString(v.toString());
  }

  public static Period readPeriod(JsonReader in) {
    return json(in, "a Period", s -> s.trim().isEmpty() ? null : Period.parse(s.trim()));
  }

  public static void writePeriod(ProtoWriter out, Period v) {
    out.writeString(v.toString());
  }

  public static Period readPeriod(ProtoReader in) {
    return proto(in, "a Period", Period::parse);
  }

  public static Period defaultPeriod(ProtoReader in) {
    return Period.ZERO;
  }

  // ---- Year: a JSON string (Jackson), a number too on input; protobuf int32 ----

  public static void writeYear(JsonWriter out, Year v) {
    out.writeByte((byte) '"');
    out.writeInt(v.getValue());
    out.writeByte((byte) '"');
  }

  public static Year readYear(JsonReader in) {
    int at = in.position();
    if (in.peekIsNumber()) {
      int y = in.readInt();
      try {
        return Year.of(y);
      } catch (DateTimeException e) {
        throw in.errorAt(at, "cannot read " + y + " as a Year: " + e.getMessage());
      }
    }
    return json(in, "a Year", s -> s.trim().isEmpty() ? null : Year.parse(s.trim()));
  }

  /** Proto3 JSON: the int32 as a number. */
  /** Jackson 3: a number; a string too on input. */
  public static void writeYearNumber(JsonWriter out, Year v) {
    out.writeInt(v.getValue());
  }

  public static Year readYearNumber(JsonReader in) {
    return readYear(in);
  }

  public static void writeYearProto3(JsonWriter out, Year v) {
    out.writeInt(v.getValue());
  }

  public static Year readYearProto3(JsonReader in) {
    return readYear(in);
  }

  public static void writeYear(ProtoWriter out, Year v) {
    out.writeInt32(v.getValue());
  }

  public static Year readYear(ProtoReader in) {
    int y = in.readInt32();
    if (y < Year.MIN_VALUE || y > Year.MAX_VALUE) {
      throw in.error(y + " is outside Year's range");
    }
    return Year.of(y);
  }

  public static Year defaultYear(ProtoReader in) {
    return Year.of(0);
  }
}
