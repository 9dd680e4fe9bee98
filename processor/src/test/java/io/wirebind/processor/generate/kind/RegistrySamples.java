package io.wirebind.processor.generate.kind;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Sample values of every {@link LibraryType} row, for the suites that take their value types from
 * the registry ({@code RegistryRoundTripTest}, the fuzz model's registry messages). The switch has
 * no {@code default}: a new row does not compile until it has its samples. Values stay within
 * protobuf's ranges (years 1 to 9999) and include the edges a type has (negative, zero, leap day,
 * nanoseconds).
 */
public final class RegistrySamples {
  private RegistrySamples() {}

  /**
   * How a row is exercised.
   *
   * @param annotation source placed before every declaration of the type ({@code @WireField(...)},
   *     {@code @JsonFormat(...)}), or {@code ""}
   * @param values distinct values, none null
   */
  public record Sample(String annotation, List<Object> values) {}

  private static Sample of(Object... values) {
    return new Sample("", List.of(values));
  }

  /** The samples of {@code row}; null for a {@link LibraryType.Variant#JACKSON3} row, which its base's samples reach under Jackson 3. */
  public static Sample of(LibraryType row) {
    return switch (row) {
      case INSTANT -> of(Instant.parse("2024-02-29T10:15:30.123456789Z"), Instant.EPOCH, Instant.ofEpochSecond(-1, 1));
      case DURATION -> of(Duration.ofSeconds(90_061, 5), Duration.ZERO, Duration.ofNanos(-1));
      case LOCAL_DATE -> of(LocalDate.of(2024, 2, 29), LocalDate.of(1, 1, 1), LocalDate.of(9999, 12, 31));
      case LOCAL_TIME -> of(LocalTime.of(10, 15), LocalTime.MAX, LocalTime.MIDNIGHT);
      case LOCAL_DATE_TIME -> of(LocalDateTime.of(2024, 2, 29, 10, 15, 30, 500), LocalDateTime.of(1, 1, 1, 0, 0));
      case OFFSET_DATE_TIME -> of(OffsetDateTime.of(2024, 2, 29, 10, 15, 30, 0, ZoneOffset.UTC),
          OffsetDateTime.of(1999, 12, 31, 23, 59, 59, 999_999_999, ZoneOffset.ofHours(-3)));
      case ZONED_DATE_TIME -> of(ZonedDateTime.of(2024, 3, 31, 3, 30, 0, 0, ZoneId.of("Europe/Paris")),
          ZonedDateTime.of(2024, 2, 29, 10, 15, 0, 1000, ZoneOffset.UTC));
      case INSTANT_NUMBER -> new Sample(NUMBER_SHAPE, of(row.base()).values());
      case DURATION_NUMBER -> new Sample(NUMBER_SHAPE, of(row.base()).values());
      case YEAR -> of(Year.of(2024), Year.of(1), Year.of(9999));
      case YEAR_MONTH -> of(YearMonth.of(2024, 2), YearMonth.of(1, 12));
      case OFFSET_TIME -> of(java.time.OffsetTime.of(10, 15, 0, 0, ZoneOffset.UTC),
          java.time.OffsetTime.of(23, 59, 59, 999_999_999, ZoneOffset.ofHoursMinutes(-5, -30)),
          java.time.OffsetTime.of(0, 0, 1, 0, ZoneOffset.ofHours(18)));
      case MONTH_DAY -> of(java.time.MonthDay.of(2, 29), java.time.MonthDay.of(12, 31), java.time.MonthDay.of(1, 1));
      case PERIOD -> of(Period.of(1, -2, 3), Period.ZERO);
      case ZONE_ID -> of(ZoneId.of("Europe/Paris"), ZoneId.of("UTC"), ZoneOffset.ofHours(2));
      case ZONE_OFFSET -> of(ZoneOffset.ofHoursMinutes(5, 30), ZoneOffset.UTC, ZoneOffset.ofHours(-18));
      case UUID -> of(java.util.UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), new java.util.UUID(0, 0));
      case UUID_BYTES -> new Sample("@io.wirebind.annotation.WireField(encoding = io.wirebind.annotation.WireField.Encoding.BYTES)",
          of(LibraryType.UUID).values());
      case BIG_DECIMAL -> of(new BigDecimal("1.50"), new BigDecimal("-12345678901234567890.123"), new BigDecimal("1E+10"),
          BigDecimal.ZERO);
      case BIG_INTEGER -> of(new BigInteger("-123456789012345678901234567890"), BigInteger.ZERO);
      case URI -> of(java.net.URI.create("http://127.0.0.1/a?b=c"), java.net.URI.create("urn:isbn:0451450523"));
      case URL -> of(url("http://127.0.0.1:8080/p?q=1"), url("file:/tmp/x"));
      case CURRENCY -> of(Currency.getInstance("EUR"), Currency.getInstance("JPY"));
      // no locale with a script here: Jackson 3.1.4 reads the map key "zh_TW_#Hant" (which it writes)
      // as a locale with the variant "#Hant", where Jackson 2 and Wirebind read the script
      case LOCALE -> of(Locale.CANADA_FRENCH, Locale.ENGLISH, Locale.JAPAN);
      case YEAR_NUMBER, LOCALE_TAG, INSTANT_NUMBER_3 -> null;
    };
  }

  private static final String NUMBER_SHAPE =
      "@com.fasterxml.jackson.annotation.JsonFormat(shape = com.fasterxml.jackson.annotation.JsonFormat.Shape.NUMBER)";

  private static URL url(String s) {
    try {
      return java.net.URI.create(s).toURL();
    } catch (MalformedURLException e) {
      throw new AssertionError(e);
    }
  }
}
