package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code @JsonFormat} on set and array properties ({@link FormattedSets}): the JSON is Jackson's
 * byte for byte, each reads the other's, protobuf round-trips, and every decoded field has its
 * declared container, not the {@code ArrayList} of a list.
 */
class FormattedSetsTest {
  private static final Codec<FormattedSets> CODEC = Wirebind.codec(FormattedSets.class);
  private static final ObjectMapper BOOT = ValueTypesDifferentialTest.BOOT;

  private static FormattedSets random(Random r, RandomValues values) {
    Set<Instant> times = new LinkedHashSet<>();
    TreeSet<Duration> took = new TreeSet<>();
    Set<LocalDate> days = new LinkedHashSet<>();
    int n = r.nextInt(4);
    Instant[] stamps = new Instant[n];
    LocalDate[] dates = new LocalDate[n];
    for (int i = 0; i < n; i++) {
      times.add(values.of(Instant.class));
      // Jackson reads a negative duration with a fraction back as seconds and nanos side by side
      // (-34.75 as -34 s + 0.75 s), so not as written: a whole number when negative
      long seconds = r.nextInt(100) - 50;
      took.add(Duration.ofSeconds(seconds, seconds < 0 ? 0 : r.nextInt(4) * 250_000_000));
      days.add(values.of(LocalDate.class));
      stamps[i] = values.of(Instant.class);
      dates[i] = values.of(LocalDate.class);
    }
    EnumSet<Side> sides = EnumSet.noneOf(Side.class);
    for (Side s : Side.values()) {
      if (r.nextBoolean()) {
        sides.add(s);
      }
    }
    return new FormattedSets(times, took, stamps, days, dates, sides);
  }

  /** Equal fields, arrays by content, and the declared container classes. */
  private static void assertSame(FormattedSets expected, FormattedSets actual) {
    assertEquals(expected.times(), actual.times());
    assertEquals(LinkedHashSet.class, actual.times().getClass());
    if (expected.times() instanceof LinkedHashSet) { // not Jackson's HashSet
      assertEquals(java.util.List.copyOf(expected.times()), java.util.List.copyOf(actual.times()), "wire order");
    }
    assertEquals(expected.took(), actual.took());
    assertEquals(TreeSet.class, actual.took().getClass());
    assertArrayEquals(expected.stamps(), actual.stamps());
    assertEquals(Instant[].class, actual.stamps().getClass());
    assertEquals(expected.days(), actual.days());
    assertEquals(LinkedHashSet.class, actual.days().getClass());
    assertArrayEquals(expected.dates(), actual.dates());
    assertEquals(LocalDate[].class, actual.dates().getClass());
    assertEquals(expected.sides(), actual.sides());
    assertEquals(EnumSet.class, actual.sides().getClass().getSuperclass());
  }

  @Test
  void formatsApplyToTheElementsAndContainersAreKept() throws Exception {
    Random r = new Random(70);
    RandomValues values = new RandomValues(71);
    for (int i = 0; i < 300; i++) {
      FormattedSets x = random(r, values);
      String jackson = BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertSame(BOOT.readValue(json, FormattedSets.class), CODEC.fromJson(json));
      assertSame(x, CODEC.fromJson(json));
      assertSame(x, CODEC.fromProto(CODEC.toProto(x)));
    }
  }

  @Test
  void writesNumbersAndPatterns() throws Exception {
    FormattedSets x = new FormattedSets(Set.of(Instant.ofEpochSecond(1, 500_000_000)),
        new TreeSet<>(Set.of(Duration.ofMillis(1500))), new Instant[] {Instant.EPOCH},
        Set.of(LocalDate.of(2024, 2, 29)), new LocalDate[] {LocalDate.of(2024, 1, 2)}, EnumSet.of(Side.SELL));
    String json = CODEC.toJsonString(x);
    assertEquals(BOOT.writeValueAsString(x), json);
    assertEquals("{\"times\":[1.500000000],\"took\":[1.500000000],\"stamps\":[0.0],"
        + "\"days\":[\"29/02/2024\"],\"dates\":[\"20240102\"],\"sides\":[1]}", json);
  }
}
