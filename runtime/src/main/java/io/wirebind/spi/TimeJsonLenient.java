package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.WirebindException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.regex.Pattern;

/**
 * The slow path of {@link TimeJson}: every form Jackson's {@code JavaTimeModule} accepts besides
 * the canonical one, read the way it reads them (Spring Boot's defaults: timestamps as seconds,
 * leniency on, dates adjusted to UTC): surrounding spaces, an empty string as null, other ISO
 * shapes through java.time's own formatters, numbers as epoch seconds or days, arrays of fields.
 * Whatever Jackson rejects is a {@link WirebindException} at the value's offset.
 */
final class TimeJsonLenient {
  private TimeJsonLenient() {}

  private static final Pattern ZERO_OFFSET = Pattern.compile("[+-]00(:?00)?$");
  private static final Pattern COLONLESS_OFFSET = Pattern.compile("([+-]\\d{2})(\\d{2})$");

  /** Jackson's offset normalization: {@code +0000} is {@code Z}, {@code -0130} is {@code -01:30}. */
  private static String offsets(String s) {
    return COLONLESS_OFFSET.matcher(ZERO_OFFSET.matcher(s).replaceFirst("Z")).replaceFirst("$1:$2");
  }

  static WirebindException cannot(JsonReader in, int at, String text, String type, Exception e) {
    String why = e == null ? "" : ": " + e.getMessage();
    return in.errorAt(at, "cannot read '" + text + "' as " + type + why);
  }

  /** Jackson reads a string of digits with at most one dot as epoch seconds (no sign). */
  private static boolean epochDigits(String s) {
    int dots = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '.') {
        dots++;
      } else if (c < '0' || c > '9') {
        return false;
      }
    }
    return dots <= 1 && !s.isEmpty() && s.length() <= 1000; // longer: not a number Jackson would read
  }

  /**
   * Epoch seconds from a decimal the way Jackson 2.18 splits it: the integer part truncated toward
   * zero, and the fraction as nanoseconds, made positive when the integer part is negative. So
   * {@code -1.5} is {@code ofEpochSecond(-1, 5e8)} (half a second before the epoch, the form Jackson
   * writes it in) while {@code -0.5} is {@code ofEpochSecond(0, -5e8)}, the same instant.
   */
  private static Instant epochSeconds(BigDecimal v) {
    BigDecimal whole = seconds(v);
    return Instant.ofEpochSecond(whole.longValueExact(), nanos(v, whole));
  }

  private static int nanos(BigDecimal v, BigDecimal whole) {
    BigDecimal fraction = v.subtract(whole).movePointRight(9);
    return (whole.signum() < 0 ? fraction.abs() : fraction).intValue();
  }

  /**
   * The integer part of a number of seconds, after checking its magnitude: {@code setScale} on
   * {@code 1e999999999} would build a number of a billion digits.
   */
  private static BigDecimal seconds(BigDecimal v) {
    if ((long) v.precision() - v.scale() > 19 || v.scale() > 1000) {
      throw new ArithmeticException("out of range");
    }
    return v.setScale(0, java.math.RoundingMode.DOWN);
  }

  private static BigDecimal number(JsonReader in) {
    int at = in.position();
    int n = in.readNumberSpan();
    String text = new String(in.spanBytes(), in.spanStart(), n, StandardCharsets.ISO_8859_1);
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) { // valid JSON, but an exponent past int's range: 1e2147483648
      throw in.errorAt(at, "cannot read " + text + ": its exponent is out of range");
    }
  }

  static Instant instantFromNumber(JsonReader in, int at) {
    if (!in.peekIsNumber()) {
      throw in.errorAt(at, "expected a date-time string or epoch seconds");
    }
    BigDecimal v = number(in);
    try {
      return epochSeconds(v);
    } catch (ArithmeticException | DateTimeException e) {
      throw cannot(in, at, v.toString(), "an Instant", e);
    }
  }

  /**
   * Epoch seconds in UTC: an instant past {@code LocalDateTime}'s years ±999999999 (Instant reaches
   * one more year each way) is no date-time.
   */
  static OffsetDateTime offsetDateTimeFromNumber(JsonReader in, int at) {
    Instant v = instantFromNumber(in, at);
    try {
      return OffsetDateTime.ofInstant(v, ZoneOffset.UTC);
    } catch (DateTimeException e) {
      throw cannot(in, at, v.toString(), "an OffsetDateTime", e);
    }
  }

  static Instant instant(String text, JsonReader in, int at) {
    String s = text.trim();
    try {
      if (s.isEmpty()) {
        return null;
      }
      if (epochDigits(s)) {
        return epochSeconds(new BigDecimal(s));
      }
      return DateTimeFormatter.ISO_INSTANT.parse(offsets(s), Instant::from);
    } catch (DateTimeException | ArithmeticException | NumberFormatException e) {
      throw cannot(in, at, text, "an Instant", e);
    }
  }

  /**
   * An offset date-time, or a zoned one ({@code zoned}), adjusted to UTC as Jackson does; epoch
   * seconds in a string too.
   */
  static OffsetDateTime inUtc(String text, JsonReader in, int at, boolean zoned) {
    String s = text.trim();
    try {
      if (s.isEmpty()) {
        return null;
      }
      if (epochDigits(s)) {
        return OffsetDateTime.ofInstant(epochSeconds(new BigDecimal(s)), ZoneOffset.UTC);
      }
      OffsetDateTime v = zoned
          ? DateTimeFormatter.ISO_ZONED_DATE_TIME.parse(offsets(s), ZonedDateTime::from).toOffsetDateTime()
          : DateTimeFormatter.ISO_OFFSET_DATE_TIME.parse(offsets(s), OffsetDateTime::from);
      return v.withOffsetSameInstant(ZoneOffset.UTC);
    } catch (DateTimeException | ArithmeticException | NumberFormatException e) {
      throw cannot(in, at, text, zoned ? "a ZonedDateTime" : "an OffsetDateTime", e);
    }
  }

  static String isoOffset(OffsetDateTime v) {
    return DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(v);
  }

  // ---- local dates and times ----

  static LocalDate localDate(String text, JsonReader in, int at) {
    String s = text.trim();
    try {
      if (s.isEmpty()) {
        return null;
      }
      if (s.length() > 10 && s.charAt(10) == 'T') {
        String local = s.endsWith("Z") ? s.substring(0, s.length() - 1) : s;
        return LocalDateTime.parse(local, DateTimeFormatter.ISO_LOCAL_DATE_TIME).toLocalDate();
      }
      return LocalDate.parse(s, DateTimeFormatter.ISO_LOCAL_DATE);
    } catch (DateTimeException e) {
      throw cannot(in, at, text, "a LocalDate", e);
    }
  }

  /** An integer is an epoch day; an array is {@code [year, month, day]}. */
  static LocalDate localDateFromNonString(JsonReader in, int at) {
    try {
      if (in.peekIsNumber()) {
        return LocalDate.ofEpochDay(integer(in, at, "a LocalDate"));
      }
      int[] f = fields(in, at, 3, 3, "a LocalDate");
      return LocalDate.of(f[0], f[1], f[2]);
    } catch (DateTimeException e) {
      throw cannot(in, at, "(number or array)", "a LocalDate", e);
    }
  }

  static LocalTime localTime(String text, JsonReader in, int at) {
    String s = text.trim();
    try {
      if (s.isEmpty()) {
        return null;
      }
      if (s.indexOf('T') >= 0) {
        return LocalDateTime.parse(s, DateTimeFormatter.ISO_LOCAL_DATE_TIME).toLocalTime();
      }
      return LocalTime.parse(s, DateTimeFormatter.ISO_LOCAL_TIME);
    } catch (DateTimeException e) {
      throw cannot(in, at, text, "a LocalTime", e);
    }
  }

  /** An array {@code [hour, minute(, second(, nano))]}. */
  static LocalTime localTimeFromNonString(JsonReader in, int at) {
    int[] f = fields(in, at, 2, 4, "a LocalTime");
    try {
      return LocalTime.of(f[0], f[1], f[2], f[3]);
    } catch (DateTimeException e) {
      throw cannot(in, at, "(array)", "a LocalTime", e);
    }
  }

  static LocalDateTime localDateTime(String text, JsonReader in, int at) {
    String s = text.trim();
    try {
      if (s.isEmpty()) {
        return null;
      }
      String local = s.endsWith("Z") ? s.substring(0, s.length() - 1) : s;
      return LocalDateTime.parse(local, DateTimeFormatter.ISO_LOCAL_DATE_TIME);
    } catch (DateTimeException e) {
      throw cannot(in, at, text, "a LocalDateTime", e);
    }
  }

  /** An array {@code [year, month, day, hour, minute(, second(, nano))]}; never a number. */
  static LocalDateTime localDateTimeFromNonString(JsonReader in, int at) {
    int[] f = fields(in, at, 5, 7, "a LocalDateTime");
    try {
      return LocalDateTime.of(f[0], f[1], f[2], f[3], f[4], f[5], f[6]);
    } catch (DateTimeException e) {
      throw cannot(in, at, "(array)", "a LocalDateTime", e);
    }
  }

  // ---- Duration ----

  static Duration duration(String text, JsonReader in, int at) {
    String s = text.trim();
    try {
      return s.isEmpty() ? null : Duration.parse(s);
    } catch (DateTimeException | ArithmeticException e) {
      throw cannot(in, at, text, "a Duration", e);
    }
  }

  /** Seconds, split as for instants ({@code -1.5} is {@code ofSeconds(-1, 5e8)}, as Jackson reads it). */
  static Duration durationFromNumber(JsonReader in, int at) {
    if (!in.peekIsNumber()) {
      throw in.errorAt(at, "expected a duration string or seconds");
    }
    BigDecimal v = number(in);
    try {
      BigDecimal whole = seconds(v);
      return Duration.ofSeconds(whole.longValueExact(), nanos(v, whole));
    } catch (ArithmeticException e) {
      throw cannot(in, at, v.toString(), "a Duration", e);
    }
  }

  // ---- arrays of fields ----

  /** An integer token: Jackson takes no fraction or exponent for an epoch day. */
  private static long integer(JsonReader in, int at, String type) {
    BigDecimal v = number(in);
    if (v.scale() != 0) { // 1.5, 1e3: a float token
      throw cannot(in, at, v.toString(), type, null);
    }
    try {
      return seconds(v).longValueExact();
    } catch (ArithmeticException e) {
      throw cannot(in, at, v.toString(), type, e);
    }
  }

  /** {@code min} to {@code max} integers in an array; the missing ones are 0. */
  static int[] fields(JsonReader in, int at, int min, int max, String type) {
    if (in.peekByte() != '[') {
      throw in.errorAt(at, "expected a string or an array for " + type);
    }
    int[] f = new int[Math.max(max, 4) + 3];
    int n = 0;
    if (in.startArrayElements()) {
      do {
        if (n == max) {
          throw in.errorAt(at, "too many elements in an array for " + type);
        }
        f[n++] = in.readInt();
      } while (in.nextElement());
    }
    if (n < min) {
      throw in.errorAt(at, "too few elements in an array for " + type);
    }
    return f;
  }
}
