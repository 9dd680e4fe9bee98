package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;

/**
 * java.time values in JSON as Jackson writes them with {@code JavaTimeModule} and {@code
 * WRITE_DATES_AS_TIMESTAMPS} off (Spring Boot's default): ISO-8601 strings, written digit by digit
 * without {@code DateTimeFormatter}. Reading takes the canonical form on a fast path from the input
 * bytes and hands everything else to {@link TimeJsonLenient}, which accepts what Jackson accepts.
 * For generated code; no compatibility promise.
 */
public final class TimeJson {
  private TimeJson() {}

  private static final long NANOS_PER_SECOND = 1_000_000_000L;

  // ---- Instant: ISO_INSTANT, fraction in groups of three ----

  public static void writeInstant(JsonWriter out, Instant v) {
    long s = v.getEpochSecond();
    long date = IsoDigits.civil(Math.floorDiv(s, IsoDigits.SECONDS_PER_DAY));
    long year = date >> 9;
    if (year < 0 || year > 9999) {
      out.writeString(v.toString()); // signed or five-digit years: rare, java.time's own text
      return;
    }
    int sod = Math.floorMod(s, IsoDigits.SECONDS_PER_DAY);
    byte[] b = out.room(34);
    int p = out.size();
    b[p++] = '"';
    p = IsoDigits.putDate(b, p, (int) year, (int) (date >> 5 & 15), (int) (date & 31));
    b[p++] = 'T';
    p = IsoDigits.putTime(b, p, sod / 3600, sod / 60 % 60, sod % 60);
    p = IsoDigits.putGroupedFraction(b, p, v.getNano());
    b[p++] = 'Z';
    b[p++] = '"';
    out.commit(p);
  }

  public static Instant readInstant(JsonReader in) {
    int s = in.openString(30); // ISO_INSTANT, parsed in place: digits and separators only
    if (s >= 0) {
      byte[] b = in.input();
      int z = s + 19;
      if (b[z] == '.') {
        do {
          z++;
        } while (z < s + 29 && b[z] >= '0' && b[z] <= '9'); // at most 9 digits; b[z + 1] is in the input
      }
      if (b[z] == 'Z' && b[z + 1] == '"' && b[s + 10] == 'T') {
        long nanos = IsoDigits.time(b, s + 11, z);
        int d = IsoDigits.date(b, s);
        if (nanos >= 0 && d >= 0 && IsoDigits.valid(d >> 9, d >> 5 & 15, d & 31)) {
          in.closeString(z + 1);
          return Instant.ofEpochSecond(IsoDigits.epochDay(d >> 9, d >> 5 & 15, d & 31)
              * IsoDigits.SECONDS_PER_DAY + nanos / NANOS_PER_SECOND, nanos % NANOS_PER_SECOND);
        }
      }
    }
    int at = in.position();
    if (!in.peekIsString()) {
      return TimeJsonLenient.instantFromNumber(in, at);
    }
    int n = in.readStringSpan();
    byte[] b = in.spanBytes();
    int i = in.spanStart();
    if (n >= 20 && b[i + 10] == 'T' && b[i + n - 1] == 'Z') {
      long nanos = dayNanos(b, i + 11, i + n - 1);
      int d = IsoDigits.date(b, i);
      if (nanos >= 0 && d >= 0 && IsoDigits.valid(d >> 9, d >> 5 & 15, d & 31)) {
        long seconds = IsoDigits.epochDay(d >> 9, d >> 5 & 15, d & 31) * IsoDigits.SECONDS_PER_DAY
            + nanos / NANOS_PER_SECOND;
        return Instant.ofEpochSecond(seconds, nanos % NANOS_PER_SECOND);
      }
    }
    return TimeJsonLenient.instant(text(b, i, n), in, at);
  }

  /** Nanoseconds of the day of a time with seconds ({@code HH:MM:SS[.f]}) filling the range, else -1. */
  private static long dayNanos(byte[] b, int from, int to) {
    return to - from >= 8 ? IsoDigits.time(b, from, to) : -1;
  }

  // ---- LocalDate: ISO_LOCAL_DATE ----

  public static void writeLocalDate(JsonWriter out, LocalDate v) {
    int year = v.getYear();
    if (year < 0 || year > 9999) {
      out.writeString(v.toString());
      return;
    }
    byte[] b = out.room(12);
    int p = out.size();
    b[p++] = '"';
    p = IsoDigits.putDate(b, p, year, v.getMonthValue(), v.getDayOfMonth());
    b[p++] = '"';
    out.commit(p);
  }

  public static LocalDate readLocalDate(JsonReader in) {
    int s = in.openString(10); // ISO_LOCAL_DATE, parsed in place: digits and dashes only
    if (s >= 0 && in.input()[s + 10] == '"') {
      int d = IsoDigits.date(in.input(), s);
      if (d >= 0 && IsoDigits.valid(d >> 9, d >> 5 & 15, d & 31)) {
        in.closeString(s + 10);
        return LocalDate.of(d >> 9, d >> 5 & 15, d & 31);
      }
    }
    int at = in.position();
    if (!in.peekIsString()) {
      return TimeJsonLenient.localDateFromNonString(in, at);
    }
    int n = in.readStringSpan();
    byte[] b = in.spanBytes();
    int i = in.spanStart();
    if (n == 10) {
      int d = IsoDigits.date(b, i);
      if (d >= 0 && IsoDigits.valid(d >> 9, d >> 5 & 15, d & 31)) {
        return LocalDate.of(d >> 9, d >> 5 & 15, d & 31);
      }
    }
    return TimeJsonLenient.localDate(text(b, i, n), in, at);
  }

  // ---- LocalTime: ISO_LOCAL_TIME, seconds always, fraction trimmed ----

  public static void writeLocalTime(JsonWriter out, LocalTime v) {
    byte[] b = out.room(20);
    int p = out.size();
    b[p++] = '"';
    p = IsoDigits.putTime(b, p, v.getHour(), v.getMinute(), v.getSecond());
    p = IsoDigits.putTrimmedFraction(b, p, v.getNano());
    b[p++] = '"';
    out.commit(p);
  }

  public static LocalTime readLocalTime(JsonReader in) {
    int at = in.position();
    if (!in.peekIsString()) {
      return TimeJsonLenient.localTimeFromNonString(in, at);
    }
    int n = in.readStringSpan();
    byte[] b = in.spanBytes();
    int i = in.spanStart();
    long nanos = IsoDigits.time(b, i, i + n);
    if (nanos >= 0) {
      return LocalTime.ofNanoOfDay(nanos);
    }
    return TimeJsonLenient.localTime(text(b, i, n), in, at);
  }

  // ---- LocalDateTime, OffsetDateTime, ZonedDateTime: ISO_LOCAL_DATE_TIME (+ offset id) ----

  /** Writes {@code "date T time[offset]"}; false when the year needs java.time's signed form. */
  private static boolean writeDateTime(JsonWriter out, LocalDateTime v, boolean offset, int offsetSeconds) {
    int year = v.getYear();
    if (year < 0 || year > 9999) {
      return false;
    }
    byte[] b = out.room(42);
    int p = out.size();
    b[p++] = '"';
    p = IsoDigits.putDate(b, p, year, v.getMonthValue(), v.getDayOfMonth());
    b[p++] = 'T';
    p = IsoDigits.putTime(b, p, v.getHour(), v.getMinute(), v.getSecond());
    p = IsoDigits.putTrimmedFraction(b, p, v.getNano());
    if (offset) {
      p = IsoDigits.putOffset(b, p, offsetSeconds);
    }
    b[p++] = '"';
    out.commit(p);
    return true;
  }

  public static void writeLocalDateTime(JsonWriter out, LocalDateTime v) {
    if (!writeDateTime(out, v, false, 0)) {
      out.writeString(java.time.format.DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(v));
    }
  }

  public static void writeOffsetDateTime(JsonWriter out, OffsetDateTime v) {
    if (!writeDateTime(out, v.toLocalDateTime(), true, v.getOffset().getTotalSeconds())) {
      out.writeString(TimeJsonLenient.isoOffset(v));
    }
  }

  /** As Jackson writes it without {@code WRITE_DATES_WITH_ZONE_ID}: the offset, not the zone. */
  public static void writeZonedDateTime(JsonWriter out, ZonedDateTime v) {
    if (!writeDateTime(out, v.toLocalDateTime(), true, v.getOffset().getTotalSeconds())) {
      out.writeString(TimeJsonLenient.isoOffset(v.toOffsetDateTime()));
    }
  }

  public static LocalDateTime readLocalDateTime(JsonReader in) {
    int at = in.position();
    if (!in.peekIsString()) {
      return TimeJsonLenient.localDateTimeFromNonString(in, at);
    }
    int n = in.readStringSpan();
    byte[] b = in.spanBytes();
    int i = in.spanStart();
    LocalDateTime fast = n >= 16 ? localDateTime(b, i, i + n) : null;
    return fast != null ? fast : TimeJsonLenient.localDateTime(text(b, i, n), in, at);
  }

  /** {@code date 'T' time} filling {@code [i, end)}, or null. */
  private static LocalDateTime localDateTime(byte[] b, int i, int end) {
    if (b[i + 10] != 'T') {
      return null;
    }
    int d = IsoDigits.date(b, i);
    long nanos = IsoDigits.time(b, i + 11, end);
    if (d < 0 || nanos < 0 || !IsoDigits.valid(d >> 9, d >> 5 & 15, d & 31)) {
      return null;
    }
    return LocalDateTime.of(LocalDate.of(d >> 9, d >> 5 & 15, d & 31), LocalTime.ofNanoOfDay(nanos));
  }

  /** Jackson adjusts what it reads to its context time zone, UTC by default. */
  public static OffsetDateTime readOffsetDateTime(JsonReader in) {
    return readInUtc(in, false);
  }

  /** Read as Jackson reads it: adjusted to UTC, as a {@code ZonedDateTime} with zone {@code Z}. */
  public static ZonedDateTime readZonedDateTime(JsonReader in) {
    OffsetDateTime v = readInUtc(in, true);
    return v == null ? null : v.atZoneSameInstant(ZoneOffset.UTC);
  }

  /**
   * An offset or zoned date-time adjusted to UTC: {@code ...Z} on the fast path, other text
   * through the lenient parser of the offset form or the zoned form, numbers as epoch seconds.
   */
  private static OffsetDateTime readInUtc(JsonReader in, boolean zoned) {
    int at = in.position();
    if (in.peekIsString()) {
      int n = in.readStringSpan();
      byte[] b = in.spanBytes();
      int i = in.spanStart();
      if (n >= 17 && b[i + n - 1] == 'Z') {
        LocalDateTime fast = localDateTime(b, i, i + n - 1);
        if (fast != null) {
          return OffsetDateTime.of(fast, ZoneOffset.UTC);
        }
      }
      return TimeJsonLenient.inUtc(text(b, i, n), in, at, zoned);
    }
    return TimeJsonLenient.offsetDateTimeFromNumber(in, at);
  }

  // ---- Duration: ISO-8601 (Duration.toString), numbers as seconds ----

  public static void writeDuration(JsonWriter out, Duration v) {
    out.writeString(v.toString());
  }

  public static Duration readDuration(JsonReader in) {
    int at = in.position();
    if (!in.peekIsString()) {
      return TimeJsonLenient.durationFromNumber(in, at);
    }
    int n = in.readStringSpan();
    return TimeJsonLenient.duration(text(in.spanBytes(), in.spanStart(), n), in, at);
  }

  static String text(byte[] b, int i, int n) {
    return new String(b, i, n, StandardCharsets.UTF_8);
  }

  // ---- @JsonFormat(shape = NUMBER): seconds with nine decimals, read as the default form is

  /** An instant as epoch seconds with nine decimals, as Jackson 2.18's {@code InstantSerializer}. */
  public static void writeInstantNumber(JsonWriter out, Instant v) {
    NumberValues.writeBigDecimal(out, seconds(v.getEpochSecond(), v.getNano()));
  }

  public static Instant readInstantNumber(JsonReader in) {
    return readInstant(in);
  }

  /**
   * An instant as Jackson 3 writes it under {@code shape = NUMBER}: as Jackson 2 does, except that a
   * negative instant with nanoseconds is its exact value ({@code -0.999999999} for one nanosecond
   * after {@code -1} second).
   */
  public static void writeInstantNumber3(JsonWriter out, Instant v) {
    NumberValues.writeBigDecimal(out, v.getNano() == 0 ? seconds(v.getEpochSecond(), 0)
        : BigDecimal.valueOf(v.getEpochSecond()).add(BigDecimal.valueOf(v.getNano(), 9)));
  }

  public static Instant readInstantNumber3(JsonReader in) {
    return readInstant(in);
  }

  /**
   * A duration as seconds with nine decimals, as Jackson 2.18's {@code DurationSerializer}: unlike
   * an instant, a negative one is its exact value (the negated decimal of its absolute value).
   */
  public static void writeDurationNumber(JsonWriter out, Duration v) {
    NumberValues.writeBigDecimal(out, v.isNegative()
        ? BigDecimal.valueOf(v.getSeconds()).add(BigDecimal.valueOf(v.getNano(), 9))
        : seconds(v.getSeconds(), v.getNano()));
  }

  public static Duration readDurationNumber(JsonReader in) {
    return readDuration(in);
  }

  /**
   * Jackson's decimal of seconds and nanos: {@code 0.0} for zero, nine decimals otherwise, and the
   * seconds and nanos side by side (an instant 0.5 s before the epoch, -1 s + 500000000 ns, is
   * {@code -1.500000000}, which Jackson reads back as the same instant). Not a hot path.
   */
  private static BigDecimal seconds(long seconds, int nanos) {
    if (nanos == 0) {
      return seconds == 0 ? BigDecimal.ZERO.setScale(1) : BigDecimal.valueOf(seconds).setScale(9);
    }
    String digits = Integer.toString(nanos);
    return new BigDecimal(seconds + "." + "000000000".substring(digits.length()) + digits);
  }
}
