package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@code @JsonFormat(shape = NUMBER)} instants and durations, byte for byte as Jackson writes them. */
class JsonFormatTest {
  static final Codec<Formatted> CODEC = Wirebind.codec(Formatted.class);

  @Test
  void numberShapesAreJacksons() throws Exception {
    Random r = new Random(50);
    RandomValues values = new RandomValues(51);
    List<Instant> edges = List.of(Instant.EPOCH, Instant.ofEpochSecond(0, 5), Instant.ofEpochSecond(-1, 500_000_000),
        Instant.ofEpochSecond(1_700_000_000L), Instant.ofEpochSecond(1_700_000_000L, 123_000_000),
        Instant.ofEpochSecond(-62_135_596_800L), Instant.ofEpochSecond(253_402_300_799L, 999_999_999));
    for (int i = 0; i < 1000; i++) {
      Instant at = i < edges.size() ? edges.get(i) : values.instant();
      List<Instant> times = new ArrayList<>();
      for (int n = r.nextInt(3); n > 0; n--) {
        times.add(values.instant());
      }
      Formatted x = new Formatted(at,
          i % 3 == 0 ? Duration.ofSeconds(r.nextInt(100) - 50, r.nextInt(3) * 250_000_000) : Duration.ofNanos(r.nextLong()),
          times, r.nextBoolean() ? Optional.of(values.instant()) : Optional.empty(),
          LocalDate.ofEpochDay(r.nextInt(100_000)), r.nextBoolean() ? null : at);
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readValue(json, Formatted.class), CODEC.fromJson(json));
      assertEquals(x, CODEC.fromProto(CODEC.toProto(x)));
    }
  }
}
