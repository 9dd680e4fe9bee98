package io.wirebind.valueit;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
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
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Currency;
import java.util.Locale;
import java.util.UUID;

/**
 * A sample of the JDK value types as record components, numbered by declaration as values.proto,
 * for the scenarios checked against protoc's classes (nesting, lists, maps, reuse). Not the list of
 * supported types: every {@code LibraryType} row is checked by the registry suites
 * ({@code RegistryCoverageTest}); {@code RandomValues} fills this record from their generator.
 */
@WireMessage
public record Values(
    Instant instant,
    Duration duration,
    LocalDate localDate,
    LocalTime localTime,
    LocalDateTime localDateTime,
    OffsetDateTime offsetDateTime,
    ZonedDateTime zonedDateTime,
    Year year,
    YearMonth yearMonth,
    Period period,
    ZoneId zoneId,
    ZoneOffset zoneOffset,
    UUID uuid,
    @WireField(encoding = WireField.Encoding.BYTES) UUID rawId,
    BigDecimal bigDecimal,
    BigInteger bigInteger,
    URI uri,
    URL url,
    Currency currency,
    Locale locale) {}
