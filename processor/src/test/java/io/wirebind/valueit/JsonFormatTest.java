package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@code @JsonFormat(shape = NUMBER)} instants and durations, byte for byte as Jackson writes them. */
class JsonFormatTest {
  static final Codec<Formatted> CODEC = Wirebind.codec(Formatted.class);

  private static List<LocalDateTime> stamps(Random r, RandomValues values) {
    List<LocalDateTime> stamps = new ArrayList<>();
    for (int n = r.nextInt(3); n > 0; n--) {
      LocalDateTime t = values.of(LocalDateTime.class);
      stamps.add(t.withNano(t.getNano() / 1_000_000 * 1_000_000));
    }
    return stamps;
  }

  @Test
  void patternsReadWhatJacksonAccepts() throws Exception {
    for (String json : new String[] {"{\"european\":\" 02/01/2024 \"}", "{\"european\":\"\"}",
        "{\"european\":[2024,1,2]}", "{\"stamp\":\"2024-01-02 03:04:05\"}", "{\"opens\":\"09:30\"}"}) {
      byte[] b = json.getBytes(StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readValue(b, Formatted.class), CODEC.fromJson(b), json);
    }
    for (String json : new String[] {"{\"european\":\"2024-01-02\"}", "{\"stamp\":\"2024-01-02T03:04:05\"}",
        "{\"european\":\"31/02/2024x\"}"}) {
      io.wirebind.WirebindException e = org.junit.jupiter.api.Assertions.assertThrows(io.wirebind.WirebindException.class,
          () -> CODEC.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
      org.junit.jupiter.api.Assertions.assertTrue(e.offset() > 0, e.getMessage());
      org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
          () -> ValueTypesDifferentialTest.BOOT.readValue(json, Formatted.class), json);
    }
  }

  @Test
  void numberShapesAreJacksons() throws Exception {
    Random r = new Random(50);
    RandomValues values = new RandomValues(51);
    List<Instant> edges = List.of(Instant.EPOCH, Instant.ofEpochSecond(0, 5), Instant.ofEpochSecond(-1, 500_000_000),
        Instant.ofEpochSecond(1_700_000_000L), Instant.ofEpochSecond(1_700_000_000L, 123_000_000),
        Instant.ofEpochSecond(-62_135_596_800L), Instant.ofEpochSecond(253_402_300_799L, 999_999_999));
    for (int i = 0; i < 1000; i++) {
      Instant at = i < edges.size() ? edges.get(i) : values.of(Instant.class);
      List<Instant> times = new ArrayList<>();
      for (int n = r.nextInt(3); n > 0; n--) {
        times.add(values.of(Instant.class));
      }
      Formatted x = new Formatted(at,
          i % 3 == 0 ? Duration.ofSeconds(r.nextInt(100) - 50, r.nextInt(3) * 250_000_000) : Duration.ofNanos(r.nextLong()),
          times, r.nextBoolean() ? Optional.of(values.of(Instant.class)) : Optional.empty(),
          LocalDate.ofEpochDay(r.nextInt(100_000)), r.nextBoolean() ? null : at,
          values.of(LocalDate.class), values.of(LocalDateTime.class).withNano(0), stamps(r, values),
          r.nextBoolean() ? Optional.of(values.of(LocalTime.class).withSecond(0).withNano(0)) : Optional.empty(),
          Map.of("d", values.of(LocalDate.class)));
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readValue(json, Formatted.class), CODEC.fromJson(json));
      assertEquals(x, CODEC.fromProto(CODEC.toProto(x)));
    }
  }
}
