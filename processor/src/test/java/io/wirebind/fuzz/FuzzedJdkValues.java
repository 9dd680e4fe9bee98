package io.wirebind.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import io.wirebind.processor.generate.kind.LibraryType;
import io.wirebind.processor.generate.kind.RegistrySamples;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
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
import java.util.Arrays;
import java.util.Comparator;
import java.util.Currency;
import java.util.HashMap;
import java.util.IllformedLocaleException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The JDK value types built from fuzzer data, within what their protobuf messages hold (README,
 * "Supported types"): instants and date-times in years 1 to 9999 (google.protobuf.Timestamp,
 * google.type.Date and DateTime), durations within ±315576000000 seconds, offsets within ±18:00,
 * decimals and integers whose text stays far below the readers' 1000 characters; any nanosecond,
 * zone, UUID, year, period. URIs and URLs are fuzzed text the JDK parses back to the same text
 * (else one of a few fixed ones); locales are built by {@link Locale.Builder} from fuzzed parts or
 * are among the JDK's own (with the legacy {@code ja_JP_JP}, {@code th_TH_TH}, {@code no_NO_NY});
 * time zones are any of the JDK's IDs.
 * Every other type of the {@link LibraryType} registry is one of its row's samples ({@link
 * RegistrySamples}), so a row added to the registry is made here with nothing else to write.
 */
public final class FuzzedJdkValues {
  public static final long MIN_SECONDS = -62_135_596_800L; // 0001-01-01T00:00:00Z
  public static final long MAX_SECONDS = 253_402_300_799L; // 9999-12-31T23:59:59Z
  static final long MAX_DURATION_SECONDS = 315_576_000_000L;
  private static final long MIN_DAY = LocalDate.of(1, 1, 1).toEpochDay();
  private static final long MAX_DAY = LocalDate.of(9999, 12, 31).toEpochDay();
  private static final int MAX_OFFSET = 18 * 3600;

  private static final List<ZoneId> ZONES = zones();
  /** The JDK's locales, in a fixed order. */
  public static final List<Locale> LOCALES = Arrays.stream(Locale.getAvailableLocales())
      .sorted(Comparator.comparing(Locale::toString)).toList();
  private static final List<String> TIME_ZONE_IDS = Arrays.stream(TimeZone.getAvailableIDs()).sorted().toList();
  /** The JDK's currencies, in a fixed order. */
  public static final List<Currency> CURRENCIES = Currency.getAvailableCurrencies().stream()
      .sorted(Comparator.comparing(Currency::getCurrencyCode)).toList();
  private static final List<String> URIS = List.of("http://127.0.0.1/a?b=c", "urn:isbn:0451450523",
      "mailto:x@example.org", "a/b#c", "https://[::1]:8443/p%20q", "");
  /** Literal hosts only: nothing here is ever resolved (URLs compare by their text). */
  private static final List<String> URLS = List.of("http://127.0.0.1:8080/p?q=1", "file:/tmp/x",
      "https://[::1]/", "jar:file:/a.jar!/b");
  private static final List<String> URL_SCHEMES = List.of("http://", "https://", "file:", "ftp://", "jar:file:");

  /** The samples of each type of the registry, by Java class (read once: Jackson reads them). */
  private static final Map<Class<?>, List<Object>> REGISTRY_SAMPLES = registrySamples();

  private final FuzzedDataProvider data;
  private final Map<Class<?>, Supplier<Object>> makers;

  /**
   * The values the suites outside fuzzing use ({@code valueit.RandomValues}, {@code
   * jsonit.RandomValues}): from seeded random data that favours the range ends, never exhausted.
   */
  public static FuzzedJdkValues random(long seed) {
    return new FuzzedJdkValues(new RandomDataProvider(seed, Integer.MAX_VALUE));
  }

  FuzzedJdkValues(FuzzedDataProvider data) {
    this.data = data;
    this.makers = new HashMap<>(Map.ofEntries(
        Map.entry(Instant.class, this::instant),
        Map.entry(Duration.class, this::duration),
        Map.entry(LocalDate.class, this::localDate),
        Map.entry(LocalTime.class, this::localTime),
        Map.entry(LocalDateTime.class, this::localDateTime),
        Map.entry(OffsetDateTime.class, () -> OffsetDateTime.of(localDateTime(), zoneOffset())),
        Map.entry(ZonedDateTime.class, () -> ZonedDateTime.ofLocal(localDateTime(), zoneId(), null)),
        Map.entry(Year.class, () -> Year.of(data.consumeInt(Year.MIN_VALUE, Year.MAX_VALUE))),
        Map.entry(YearMonth.class,
            () -> YearMonth.of(data.consumeInt(Year.MIN_VALUE, Year.MAX_VALUE), data.consumeInt(1, 12))),
        Map.entry(Period.class, () -> Period.of(data.consumeInt(), data.consumeInt(), data.consumeInt())),
        Map.entry(ZoneId.class, this::zoneId),
        Map.entry(ZoneOffset.class, this::zoneOffset),
        Map.entry(UUID.class, () -> new UUID(data.consumeLong(), data.consumeLong())),
        Map.entry(BigDecimal.class, () -> new BigDecimal(bigInteger(), data.consumeInt(-400, 400))),
        Map.entry(BigInteger.class, this::bigInteger),
        Map.entry(URI.class, this::uri),
        Map.entry(URL.class, this::url),
        Map.entry(Currency.class, () -> pick(CURRENCIES)),
        Map.entry(Locale.class, this::locale),
        Map.entry(TimeZone.class, () -> TimeZone.getTimeZone(pick(TIME_ZONE_IDS)))));
    // every other type of the registry: one of its row's samples, so a new row is fuzzed too
    REGISTRY_SAMPLES.forEach((type, samples) -> makers.putIfAbsent(type, () -> pick(samples)));
  }

  /** Whether {@link #value} makes values of {@code type}: every type of the registry. */
  public boolean makes(Class<?> type) {
    return makers.containsKey(type);
  }

  /** A value of {@code type}, one of the registry's types (never null). */
  public <T> T value(Class<T> type) {
    Supplier<Object> maker = makers.get(type);
    if (maker == null) {
      throw new IllegalArgumentException(type + " is no type of the LibraryType registry");
    }
    return type.cast(maker.get());
  }

  private <T> T pick(List<T> from) {
    return from.get(data.consumeInt(0, from.size() - 1));
  }

  /** Whole seconds, milliseconds, microseconds or any nanoseconds: each fraction style is written. */
  private int nanos() {
    return switch (data.consumeInt(0, 3)) {
      case 0 -> 0;
      case 1 -> data.consumeInt(0, 999) * 1_000_000;
      case 2 -> data.consumeInt(0, 999_999) * 1000;
      default -> data.consumeInt(0, 999_999_999);
    };
  }

  private Instant instant() {
    return Instant.ofEpochSecond(data.consumeLong(MIN_SECONDS, MAX_SECONDS), nanos());
  }

  private Duration duration() {
    return Duration.ofSeconds(data.consumeLong(-MAX_DURATION_SECONDS, MAX_DURATION_SECONDS), nanos());
  }

  private LocalDate localDate() {
    return LocalDate.ofEpochDay(data.consumeLong(MIN_DAY, MAX_DAY));
  }

  private LocalTime localTime() {
    return LocalTime.ofSecondOfDay(data.consumeInt(0, 86_399)).withNano(nanos());
  }

  private LocalDateTime localDateTime() {
    return LocalDateTime.of(localDate(), localTime());
  }

  private ZoneOffset zoneOffset() {
    return ZoneOffset.ofTotalSeconds(data.consumeInt(-MAX_OFFSET, MAX_OFFSET));
  }

  private ZoneId zoneId() {
    return data.consumeBoolean() ? zoneOffset() : pick(ZONES);
  }

  private BigInteger bigInteger() {
    byte[] b = data.consumeBytes(data.consumeInt(1, 40));
    return b.length == 0 ? BigInteger.ZERO : new BigInteger(b);
  }

  /** Text UTF-8 can carry. */
  private String text(int max) {
    return new String(data.consumeString(max).getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
  }

  private URI uri() {
    try {
      URI v = new URI(text(40));
      if (URI.create(v.toString()).toString().equals(v.toString())) {
        return v;
      }
    } catch (URISyntaxException | IllegalArgumentException e) {
      // not a URI: one of the fixed ones
    }
    return URI.create(pick(URIS));
  }

  private URL url() {
    try {
      URL v = new URL(pick(URL_SCHEMES) + text(40));
      if (new URL(v.toExternalForm()).toExternalForm().equals(v.toExternalForm())) {
        return v;
      }
    } catch (MalformedURLException | IllegalArgumentException e) {
      // not a URL the JDK reads back: one of the fixed ones
    }
    try {
      return new URL(pick(URLS));
    } catch (MalformedURLException e) {
      throw new AssertionError(e);
    }
  }

  /** One of the JDK's locales, or a well-formed one built from fuzzed subtags. */
  private Locale locale() {
    if (data.consumeBoolean()) {
      return pick(LOCALES);
    }
    try {
      Locale.Builder b = new Locale.Builder()
          .setLanguage(data.consumeString(8))
          .setScript(data.consumeString(4))
          .setRegion(data.consumeString(3))
          .setVariant(data.consumeString(8));
      if (data.consumeBoolean()) {
        b.setExtension(data.consumeBoolean() ? 'u' : 'x', data.consumeString(12));
      }
      return b.build();
    } catch (IllformedLocaleException e) {
      return pick(LOCALES);
    }
  }

  private static List<ZoneId> zones() {
    List<ZoneId> zones = new ArrayList<>();
    ZoneId.getAvailableZoneIds().stream().sorted().forEach(id -> zones.add(ZoneId.of(id)));
    for (String id : new String[] {"Z", "UTC", "GMT", "UT", "UTC+01:00", "GMT-03:30", "+05:30", "-18:00"}) {
      zones.add(ZoneId.of(id));
    }
    return zones;
  }

  private static Map<Class<?>, List<Object>> registrySamples() {
    Map<Class<?>, List<Object>> samples = new HashMap<>();
    for (LibraryType row : RegistrySamples.plainRows()) {
      try {
        samples.put(Class.forName(row.javaType().reflectionName()), RegistrySamples.values(row));
      } catch (ClassNotFoundException e) {
        throw new AssertionError(e);
      }
    }
    return samples;
  }
}
