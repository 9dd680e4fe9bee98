package io.wirebind.valueit;

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
import java.util.Map;
import java.util.SortedMap;

/**
 * Map keys of value types that are no key by themselves, as textkeys.proto: a sample of the registry's
 * key forms for the key-ordering scenarios, where every row with a key is a map key in the registry
 * suites ({@code RegistryCoverageTest}).
 */
@WireMessage
public record TextKeyMaps(
    Map<Instant, Integer> byInstant,
    Map<Duration, Integer> byDuration,
    Map<LocalDate, String> byDate,
    Map<LocalTime, Integer> byTime,
    Map<LocalDateTime, Integer> byDateTime,
    Map<OffsetDateTime, Integer> byOffsetDateTime,
    Map<ZonedDateTime, Integer> byZonedDateTime,
    Map<Year, Integer> byYear,
    Map<YearMonth, Integer> byYearMonth,
    Map<Period, Integer> byPeriod,
    Map<ZoneId, Integer> byZone,
    Map<ZoneOffset, Integer> byOffset,
    Map<BigDecimal, Integer> byDecimal,
    Map<BigInteger, Integer> byInteger,
    Map<URI, Integer> byUri,
    Map<URL, Integer> byUrl,
    Map<Currency, Integer> byCurrency,
    Map<Locale, Integer> byLocale,
    Map<Float, Integer> byFloat,
    Map<Double, Long> byDouble,
    SortedMap<LocalDate, Integer> sortedByDate) {}
