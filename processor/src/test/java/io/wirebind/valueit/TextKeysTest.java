package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
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
import java.util.Currency;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Map keys of the value types that are no key by themselves: JSON member names byte-identical to
 * Jackson's (its key serializers, not the value formats), read as Jackson's key deserializers read
 * them, hostile names refused with an offset where Jackson refuses them; protobuf keys as
 * textkeys.proto declares them, equal to protobuf-java's both ways.
 */
class TextKeysTest {
  static final Codec<TextKeyMaps> CODEC = Wirebind.codec(TextKeyMaps.class);
  /** Locales whose BCP 47 tag (their protobuf form) reads back as the same locale. */
  static final List<Locale> TAGGED = RandomValues.LOCALES.stream()
      .filter(l -> Locale.forLanguageTag(l.toLanguageTag()).equals(l)).toList();

  static TextKeyMaps random(Random r, RandomValues v) {
    int n = r.nextInt(4);
    Map<Instant, Integer> instants = new LinkedHashMap<>();
    Map<Duration, Integer> durations = new LinkedHashMap<>();
    Map<LocalDate, String> dates = new LinkedHashMap<>();
    Map<LocalTime, Integer> times = new LinkedHashMap<>();
    Map<LocalDateTime, Integer> dateTimes = new LinkedHashMap<>();
    Map<OffsetDateTime, Integer> offsetDateTimes = new LinkedHashMap<>();
    Map<ZonedDateTime, Integer> zoned = new LinkedHashMap<>();
    Map<Year, Integer> years = new LinkedHashMap<>();
    Map<YearMonth, Integer> yearMonths = new LinkedHashMap<>();
    Map<Period, Integer> periods = new LinkedHashMap<>();
    Map<ZoneId, Integer> zones = new LinkedHashMap<>();
    Map<ZoneOffset, Integer> offsets = new LinkedHashMap<>();
    Map<BigDecimal, Integer> decimals = new LinkedHashMap<>();
    Map<BigInteger, Integer> integers = new LinkedHashMap<>();
    Map<URI, Integer> uris = new LinkedHashMap<>();
    Map<URL, Integer> urls = new LinkedHashMap<>();
    Map<Currency, Integer> currencies = new LinkedHashMap<>();
    Map<Locale, Integer> locales = new LinkedHashMap<>();
    Map<Float, Integer> floats = new LinkedHashMap<>();
    Map<Double, Long> doubles = new LinkedHashMap<>();
    TreeMap<LocalDate, Integer> sorted = new TreeMap<>();
    for (int i = 0; i < n; i++) {
      instants.put(v.of(Instant.class), r.nextInt());
      durations.put(v.of(Duration.class), r.nextInt());
      dates.put(v.of(LocalDate.class), "d\u00e9" + i);
      times.put(v.of(LocalTime.class), r.nextInt());
      dateTimes.put(v.of(LocalDateTime.class), r.nextInt());
      offsetDateTimes.put(v.of(OffsetDateTime.class), r.nextInt());
      zoned.put(v.of(ZonedDateTime.class), r.nextInt());
      years.put(Year.of(r.nextInt(20_000) - 5_000), r.nextInt());
      yearMonths.put(YearMonth.of(r.nextInt(9_999) + 1, r.nextInt(12) + 1), r.nextInt());
      periods.put(Period.of(r.nextInt(21) - 10, r.nextInt(30) - 15, r.nextInt(100) - 50), r.nextInt());
      zones.put(RandomValues.ZONES.get(r.nextInt(RandomValues.ZONES.size())), r.nextInt());
      offsets.put(ZoneOffset.ofTotalSeconds((r.nextInt(37) - 18) * 900), r.nextInt());
      decimals.put(v.of(BigDecimal.class), r.nextInt());
      integers.put(v.of(BigInteger.class), r.nextInt());
      uris.put(v.of(URI.class), r.nextInt());
      urls.put(v.of(URL.class), r.nextInt());
      currencies.put(RandomValues.CURRENCIES.get(r.nextInt(RandomValues.CURRENCIES.size())), r.nextInt());
      locales.put(TAGGED.get(r.nextInt(TAGGED.size())), r.nextInt());
      floats.put(r.nextInt(5) == 0 ? List.of(Float.NaN, -0f, Float.NEGATIVE_INFINITY, Float.MIN_VALUE).get(r.nextInt(4))
          : Float.intBitsToFloat(r.nextInt()), r.nextInt());
      doubles.put(r.nextInt(5) == 0 ? List.of(Double.NaN, -0d, Double.POSITIVE_INFINITY, 1e22).get(r.nextInt(4))
          : Double.longBitsToDouble(r.nextLong()), r.nextLong());
      sorted.put(v.of(LocalDate.class), r.nextInt());
    }
    return new TextKeyMaps(instants, durations, dates, times, dateTimes, offsetDateTimes, zoned, years, yearMonths,
        periods, zones, offsets, decimals, integers, uris, urls, currencies, locales, floats, doubles, sorted);
  }

  static io.wirebind.valueit.textkeys.TextKeyMaps proto(TextKeyMaps x) {
    var b = io.wirebind.valueit.textkeys.TextKeyMaps.newBuilder();
    x.byInstant().forEach((k, v) -> b.putByInstant(k.toString(), v));
    x.byDuration().forEach((k, v) -> b.putByDuration(k.toString(), v));
    x.byDate().forEach((k, v) -> b.putByDate(k.toString(), v));
    x.byTime().forEach((k, v) -> b.putByTime(k.toString(), v));
    x.byDateTime().forEach((k, v) -> b.putByDateTime(k.toString(), v));
    x.byOffsetDateTime().forEach((k, v) -> b.putByOffsetDateTime(k.toString(), v));
    x.byZonedDateTime().forEach((k, v) -> b.putByZonedDateTime(k.toString(), v));
    x.byYear().forEach((k, v) -> b.putByYear(k.getValue(), v));
    x.byYearMonth().forEach((k, v) -> b.putByYearMonth(k.toString(), v));
    x.byPeriod().forEach((k, v) -> b.putByPeriod(k.toString(), v));
    x.byZone().forEach((k, v) -> b.putByZone(k.getId(), v));
    x.byOffset().forEach((k, v) -> b.putByOffset(k.getId(), v));
    x.byDecimal().forEach((k, v) -> b.putByDecimal(k.toString(), v));
    x.byInteger().forEach((k, v) -> b.putByInteger(k.toString(), v));
    x.byUri().forEach((k, v) -> b.putByUri(k.toString(), v));
    x.byUrl().forEach((k, v) -> b.putByUrl(k.toExternalForm(), v));
    x.byCurrency().forEach((k, v) -> b.putByCurrency(k.getCurrencyCode(), v));
    x.byLocale().forEach((k, v) -> b.putByLocale(k.toLanguageTag(), v));
    x.byFloat().forEach((k, v) -> b.putByFloat(Float.toString(k), v));
    x.byDouble().forEach((k, v) -> b.putByDouble(Double.toString(k), v));
    x.sortedByDate().forEach((k, v) -> b.putSortedByDate(k.toString(), v));
    return b.build();
  }

  @Test
  void protobufBothWays() throws Exception {
    Random r = new Random(200);
    RandomValues values = new RandomValues(201);
    for (int i = 0; i < 500; i++) {
      TextKeyMaps x = random(r, values);
      var expected = proto(x);
      assertEquals(expected, io.wirebind.valueit.textkeys.TextKeyMaps.parseFrom(CODEC.toProto(x)));
      assertEquals(x, CODEC.fromProto(expected.toByteArray()));
    }
  }

  @Test
  void jsonIsJacksons() throws Exception {
    Random r = new Random(202);
    RandomValues values = new RandomValues(203);
    for (int i = 0; i < 500; i++) {
      TextKeyMaps x = random(r, values);
      // Jackson's bytes: its UTF-8 generator escapes characters outside the BMP (a URI key may hold some)
      String jackson = new String(ValueTypesDifferentialTest.BOOT.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      // Jackson's key of a ZonedDateTime holds its offset, not its zone: both read that back
      assertEquals(String.valueOf(ValueTypesDifferentialTest.BOOT.readValue(json, TextKeyMaps.class)),
          String.valueOf(CODEC.fromJson(json)), jackson);
    }
  }

  /** Member names each key type's reader sees: Jackson's leniencies and refusals, ours the same. */
  private static final Map<String, List<String>> NAMES = Map.ofEntries(
      Map.entry("byInstant", List.of("2020-01-02T03:04:05Z", "2020-01-02T03:04:05+01:00", "2020-01-02T03:04:05.1Z",
          "2020-01-02", "bad", "", "+1000000000-12-31T23:59:59.999999999Z", "2020-13-02T03:04:05Z")),
      Map.entry("byDuration", List.of("PT1H", "pt1h", "P1D", "PT-0.5S", "1", "", "PT")),
      Map.entry("byDate", List.of("2020-01-02", "2020-1-2", "+12345-01-01", "-0005-01-01", "2020-02-30",
          "2020-01-02T00:00", "")),
      Map.entry("byTime", List.of("03:04", "03:04:05.000000001", "3:04", "24:00", "03:04Z", "")),
      Map.entry("byDateTime", List.of("2020-01-02T03:04", "2020-01-02 03:04", "2020-01-02T03:04Z", "")),
      Map.entry("byOffsetDateTime", List.of("2020-01-02T03:04+02:00", "2020-01-02T03:04Z", "2020-01-02T03:04",
          "2020-01-02T03:04Z[UTC]", "")),
      Map.entry("byZonedDateTime", List.of("2020-01-02T03:04+02:00", "2020-01-02T03:04+01:00[Europe/Paris]",
          "2020-01-02T03:04Z[Nowhere/Else]", "2020-01-02T03:04", "")),
      Map.entry("byYear", List.of("2020", "+2020", "02020", "-3", "1e3", "1000000000", "", " 1")),
      Map.entry("byYearMonth", List.of("2020-03", "2020-3", "12345-03", "+12345-03", "-0003-03", "2020-13", "")),
      Map.entry("byPeriod", List.of("P1Y2M3D", "p1d", "P-1W", "1D", "")),
      Map.entry("byZone", List.of("Europe/Paris", "Z", "UTC", "GMT+01:00", "+5", "Nowhere/Else", "", "../x")),
      Map.entry("byOffset", List.of("Z", "+05:30", "+5", "-18:00", "+19:00", "UTC", "")),
      Map.entry("byDecimal", List.of("1.50", "1e3", "-0", " 1", "1_0", "NaN", "", "1".repeat(1001))),
      Map.entry("byInteger", List.of("12", "+12", "-0", "1e3", "1.0", "", " 1")),
      Map.entry("byUri", List.of("http://a/b?c#d", "a b", "", "%zz", "urn:x")),
      Map.entry("byUrl", List.of("http://127.0.0.1/b?c", "a b", "", "nope:x")),
      Map.entry("byCurrency", List.of("EUR", "eur", "XYZ", "", "EURO")),
      Map.entry("byLocale", List.of("en_US", "en-US", "", "_US", "zh_TW_#Hant", "a b", "en__POSIX")),
      Map.entry("byFloat", List.of("1.5", " 1.5 ", "1.5f", "NaN", "-Infinity", "1e40", "0x1p3", "x", "")),
      Map.entry("byDouble", List.of("1.5", " 1.5 ", "1.5d", "NaN", "Infinity", "1e400", "0x1p3", "x", "", "1_0")));

  /** The java.time key types: Jackson reads an empty member name as a null key. */
  private static final java.util.Set<String> TIME = java.util.Set.of("byInstant", "byDuration", "byDate", "byTime",
      "byDateTime", "byOffsetDateTime", "byZonedDateTime", "byYear", "byYearMonth", "byPeriod", "byZone", "byOffset");

  @Test
  void memberNamesReadAsJacksonReadsThem() throws Exception {
    List<String> mismatches = new java.util.ArrayList<>();
    for (Map.Entry<String, List<String>> e : NAMES.entrySet()) {
      for (String name : e.getValue()) {
        String value = e.getKey().equals("byDate") ? "\"v\"" : "1";
        byte[] json = ("{\"" + e.getKey() + "\":{\"" + name + "\":" + value + "}}").getBytes(StandardCharsets.UTF_8);
        String jackson;
        try {
          jackson = String.valueOf(ValueTypesDifferentialTest.BOOT.readValue(json, TextKeyMaps.class));
        } catch (Exception refused) {
          jackson = null;
        }
        // deliberate refusals: a null key (which neither side could write back), a number of more
        // than 1000 digits (Jackson's limit for number values; it has none for keys)
        if (name.isEmpty() && TIME.contains(e.getKey()) || name.length() > 1000) {
          jackson = null;
        }
        String ours;
        try {
          ours = String.valueOf(CODEC.fromJson(json));
        } catch (WirebindException refused) {
          assertTrue(refused.offset() > 0, refused.getMessage());
          ours = null;
        }
        if (jackson == null ? ours != null : !jackson.equals(ours)) {
          mismatches.add(e.getKey() + " '" + name + "': Jackson " + jackson + ", Wirebind " + ours);
        }
      }
    }
    assertEquals(List.of(), mismatches);
  }

  @Test
  void protobufKeysThatAreNoValueFailWithAnOffset() {
    var bad = io.wirebind.valueit.textkeys.TextKeyMaps.newBuilder();
    List<io.wirebind.valueit.textkeys.TextKeyMaps> inputs = List.of(
        bad.clear().putByInstant("yesterday", 1).build(),
        bad.clear().putByDate("2020-02-30", "x").build(),
        bad.clear().putByDecimal("1_0", 1).build(),
        bad.clear().putByDouble("x", 1).build(),
        bad.clear().putByZone("Nowhere/Else", 1).build(),
        bad.clear().putByCurrency("XYZ", 1).build(),
        bad.clear().putByInstant("", 1).build());
    for (var input : inputs) {
      WirebindException e = assertThrows(WirebindException.class, () -> CODEC.fromProto(input.toByteArray()),
          input.toString());
      assertTrue(e.offset() > 0, e.getMessage());
    }
    // an entry without its key: the empty string, no Instant
    byte[] keyless = {10, 2, 16, 1};
    WirebindException e = assertThrows(WirebindException.class, () -> CODEC.fromProto(keyless));
    assertTrue(e.getMessage().contains("without a key"), e.getMessage());
  }
}
