package io.wirebind.valueit;

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
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Currency;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;

/**
 * Random values of every JDK value type within protobuf's ranges (years 1 to 9999), a third of the
 * time one of the edges: the range ends, negative instants with nanos, leap days, 999999999 nanos,
 * scale-heavy and negative decimals, huge integers. URLs have literal hosts: {@code URL.equals}
 * would resolve names.
 */
final class RandomValues {
  static final long MIN_SECONDS = -62_135_596_800L;
  static final long MAX_SECONDS = 253_402_300_799L;
  static final List<ZoneId> ZONES = List.of(ZoneOffset.UTC, ZoneId.of("UTC"), ZoneId.of("Europe/Paris"),
      ZoneId.of("America/New_York"), ZoneId.of("Asia/Kolkata"), ZoneId.of("Australia/Lord_Howe"),
      ZoneOffset.ofHoursMinutes(-3, -30), ZoneId.of("Pacific/Chatham"));
  static final List<Locale> LOCALES = java.util.Arrays.stream(Locale.getAvailableLocales())
      .sorted(Comparator.comparing(Locale::toString)).toList();
  static final List<Currency> CURRENCIES = Currency.getAvailableCurrencies().stream()
      .sorted(Comparator.comparing(Currency::getCurrencyCode)).toList();

  private final Random r;

  RandomValues(long seed) {
    r = new Random(seed);
  }

  private boolean edge() {
    return r.nextInt(3) == 0;
  }

  int nanos() {
    return switch (r.nextInt(5)) {
      case 0 -> 0;
      case 1 -> r.nextInt(1000) * 1_000_000;
      case 2 -> r.nextInt(1_000_000) * 1000;
      case 3 -> 999_999_999;
      default -> r.nextInt(1_000_000_000);
    };
  }

  Instant instant() {
    if (edge()) {
      return switch (r.nextInt(5)) {
        case 0 -> Instant.ofEpochSecond(MIN_SECONDS);
        case 1 -> Instant.ofEpochSecond(MAX_SECONDS, 999_999_999);
        case 2 -> Instant.ofEpochSecond(-1, 1);
        case 3 -> Instant.EPOCH;
        default -> Instant.ofEpochSecond(-r.nextInt(100_000_000), nanos());
      };
    }
    return Instant.ofEpochSecond(MIN_SECONDS + (long) (r.nextDouble() * (MAX_SECONDS - MIN_SECONDS)), nanos());
  }

  Duration duration() {
    long max = 315_576_000_000L;
    if (edge()) {
      return switch (r.nextInt(4)) {
        case 0 -> Duration.ofSeconds(max, 999_999_999);
        case 1 -> Duration.ofSeconds(-max, 0);
        case 2 -> Duration.ofNanos(-1);
        default -> Duration.ZERO;
      };
    }
    return Duration.ofSeconds((long) ((r.nextDouble() * 2 - 1) * r.nextInt(1_000_000)), nanos());
  }

  LocalDate date() {
    if (edge()) {
      return switch (r.nextInt(4)) {
        case 0 -> LocalDate.of(1, 1, 1);
        case 1 -> LocalDate.of(9999, 12, 31);
        case 2 -> LocalDate.of(2024, 2, 29);
        default -> LocalDate.of(2000, 2, 29);
      };
    }
    return LocalDate.ofEpochDay(LocalDate.of(1, 1, 1).toEpochDay() + r.nextInt(3_652_059));
  }

  LocalTime time() {
    return edge() ? (r.nextBoolean() ? LocalTime.MIDNIGHT : LocalTime.MAX)
        : LocalTime.ofNanoOfDay((long) (r.nextDouble() * 86_400_000_000_000L) / 1_000_000_000L * 1_000_000_000L + nanos());
  }

  LocalDateTime dateTime() {
    return LocalDateTime.of(date(), time());
  }

  OffsetDateTime offsetDateTime() {
    return OffsetDateTime.of(dateTime(), ZoneOffset.ofTotalSeconds((r.nextInt(37) - 18) * 3600 / (edge() ? 1 : 4)));
  }

  ZonedDateTime zonedDateTime() {
    ZoneId zone = ZONES.get(r.nextInt(ZONES.size()));
    return ZonedDateTime.ofLocal(LocalDateTime.of(LocalDate.of(1900 + r.nextInt(200), 1, 1).plusDays(r.nextInt(366)), time()), zone, null);
  }

  BigDecimal decimal() {
    if (edge()) {
      return switch (r.nextInt(6)) {
        case 0 -> new BigDecimal("0.00");
        case 1 -> new BigDecimal("1E+10");
        case 2 -> new BigDecimal("-0.0000001");
        case 3 -> new BigDecimal("-12345678901234567890.123456789012345678");
        case 4 -> BigDecimal.valueOf(Long.MAX_VALUE, 18);
        default -> new BigDecimal(new BigInteger(300, r), -40);
      };
    }
    BigInteger unscaled = r.nextBoolean() ? BigInteger.valueOf(r.nextLong() >> r.nextInt(60)) : new BigInteger(r.nextInt(120) + 1, r);
    return new BigDecimal(r.nextBoolean() ? unscaled : unscaled.negate(), r.nextInt(30) - 8);
  }

  BigInteger integer() {
    BigInteger v = edge() ? new BigInteger(600, r) : BigInteger.valueOf(r.nextLong() >> r.nextInt(63));
    return r.nextBoolean() ? v.negate() : v;
  }

  UUID uuid() {
    return new UUID(r.nextLong(), r.nextLong());
  }

  URI uri() {
    List<String> all = List.of("http://127.0.0.1/a?b=c", "urn:isbn:0451450523", "mailto:x@example.org", "a/b#c",
        "https://[::1]:8443/p%20q", "");
    return URI.create(all.get(r.nextInt(all.size())));
  }

  URL url() {
    List<String> all = List.of("http://127.0.0.1:8080/p?q=1", "file:/tmp/x", "https://[::1]/", "jar:file:/a.jar!/b");
    try {
      return new URL(all.get(r.nextInt(all.size())));
    } catch (MalformedURLException e) {
      throw new AssertionError(e);
    }
  }

  /** Null a tenth of the time. */
  private <T> T maybe(T v) {
    return r.nextInt(10) == 0 ? null : v;
  }

  Values values() {
    return new Values(maybe(instant()), maybe(duration()), maybe(date()), maybe(time()), maybe(dateTime()),
        maybe(offsetDateTime()), maybe(zonedDateTime()), maybe(Year.of(1 + r.nextInt(9999))),
        maybe(YearMonth.of(1000 + r.nextInt(9000), 1 + r.nextInt(12))),
        maybe(Period.of(r.nextInt(21) - 10, r.nextInt(25) - 12, r.nextInt(61) - 30)),
        maybe(ZONES.get(r.nextInt(ZONES.size()))), maybe(ZoneOffset.ofTotalSeconds(r.nextInt(64_801) * (r.nextBoolean() ? 1 : -1))),
        maybe(uuid()), maybe(uuid()), maybe(decimal()), maybe(integer()), maybe(uri()), maybe(url()),
        maybe(CURRENCIES.get(r.nextInt(CURRENCIES.size()))), maybe(LOCALES.get(r.nextInt(LOCALES.size()))));
  }

  ValueShapes shapes() {
    ValueShapes v = new ValueShapes();
    int n = r.nextInt(4);
    v.instants = new ArrayList<>();
    v.amounts = new LinkedHashMap<>();
    v.ids = new ArrayList<>();
    v.years = new ArrayList<>();
    v.dates = new LinkedHashMap<>();
    v.values = new ArrayList<>();
    v.offsets = new ArrayList<>();
    v.durations = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      v.instants.add(instant());
      v.amounts.put("k" + r.nextInt(100), decimal());
      v.ids.add(uuid());
      v.years.add(Year.of(r.nextInt(9999) + 1));
      v.dates.put(r.nextInt(1000) - 500, date());
      v.values.add(values());
      v.offsets.add(offsetDateTime());
      v.durations.put("d" + i, duration());
    }
    v.single = r.nextBoolean() ? values() : null;
    return v;
  }
}
