package io.wirebind.valueit;

import io.wirebind.fuzz.FuzzedJdkValues;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.Year;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Currency;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;

/**
 * Random values for the curated scenarios of this package. Every JDK value type comes from the
 * generator the registry suites use ({@link FuzzedJdkValues}: one per {@code LibraryType} row,
 * within protobuf's ranges, favouring the range ends), so a row added to the registry needs nothing
 * here; {@link #values()} fills {@link Values} by its record components.
 */
final class RandomValues {
  static final long MIN_SECONDS = FuzzedJdkValues.MIN_SECONDS;
  static final List<ZoneId> ZONES = List.of(ZoneOffset.UTC, ZoneId.of("UTC"), ZoneId.of("Europe/Paris"),
      ZoneId.of("America/New_York"), ZoneId.of("Asia/Kolkata"), ZoneId.of("Australia/Lord_Howe"),
      ZoneOffset.ofHoursMinutes(-3, -30), ZoneId.of("Pacific/Chatham"));
  static final List<Locale> LOCALES = FuzzedJdkValues.LOCALES;
  static final List<Currency> CURRENCIES = FuzzedJdkValues.CURRENCIES;

  private final Random r;
  private final FuzzedJdkValues jdk;

  RandomValues(long seed) {
    r = new Random(seed);
    jdk = FuzzedJdkValues.random(seed);
  }

  /** A random value of a JDK value type of the registry. */
  <T> T of(Class<T> type) {
    return jdk.value(type);
  }

  /** Null a tenth of the time. */
  private <T> T maybe(T v) {
    return r.nextInt(10) == 0 ? null : v;
  }

  /** Every component from {@link #of}, null a tenth of the time. */
  Values values() {
    RecordComponent[] components = Values.class.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] args = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      args[i] = maybe(of(types[i]));
    }
    try {
      return Values.class.getDeclaredConstructor(types).newInstance(args);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
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
      v.instants.add(of(Instant.class));
      v.amounts.put("k" + r.nextInt(100), of(BigDecimal.class));
      v.ids.add(of(UUID.class));
      v.years.add(of(Year.class));
      v.dates.put(r.nextInt(1000) - 500, of(LocalDate.class));
      v.values.add(values());
      v.offsets.add(of(OffsetDateTime.class));
      v.durations.put("d" + i, of(Duration.class));
    }
    v.single = r.nextBoolean() ? values() : null;
    return v;
  }
}
