package io.wirebind.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.JsonWriter;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * Instants, dates and times written from digit pairs give java.time's own text: {@code
 * Instant.toString()} (ISO_INSTANT, fractions in groups of three), ISO_LOCAL_DATE, ISO_LOCAL_TIME
 * (seconds always, fraction trimmed) and their combinations, over years 0 to 9999 and every
 * fraction length.
 */
class TimeTextTest {
  private static final long MIN = LocalDate.of(0, 1, 1).toEpochDay() * 86_400;
  private static final long MAX = LocalDate.of(9999, 12, 31).toEpochDay() * 86_400 + 86_399;

  @Test
  void writtenAsJavaTimeWritesIt() {
    SplittableRandom random = new SplittableRandom(5);
    int[] scales = {1, 10, 100, 1000, 1_000_000, 100_000_000, 1_000_000_000};
    for (int i = 0; i < 100_000; i++) {
      long seconds = i % 3 == 0 ? random.nextLong(-4_000_000_000L, 4_000_000_000L) : random.nextLong(MIN, MAX + 1);
      int nanos = random.nextInt(1_000_000_000 / scales[i % scales.length]) * scales[i % scales.length] % 1_000_000_000;
      Instant instant = Instant.ofEpochSecond(seconds, nanos);
      check(TimeJson::writeInstant, instant, instant.toString());
      LocalDateTime local = LocalDateTime.ofEpochSecond(seconds, nanos, ZoneOffset.UTC);
      check(TimeJson::writeLocalDate, local.toLocalDate(), local.toLocalDate().toString());
      check(TimeJson::writeLocalTime, local.toLocalTime(), DateTimeFormatter.ISO_LOCAL_TIME.format(local.toLocalTime()));
      check(TimeJson::writeLocalDateTime, local, DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(local));
      ZoneOffset offset = ZoneOffset.ofTotalSeconds(random.nextInt(-18 * 3600, 18 * 3600 + 1) / 60 * 60);
      OffsetDateTime odt = OffsetDateTime.of(local, offset);
      check(TimeJson::writeOffsetDateTime, odt, DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(odt));
    }
  }

  @Test
  void civilDatesAreLocalDatesOfEveryDayAndAtTheFastPathsEnds() {
    long first = LocalDate.of(-2000, 1, 1).toEpochDay();
    long last = LocalDate.of(12000, 12, 31).toEpochDay();
    long end = (1L << 30) - 719_468; // where the fast path hands over to eras
    long[] edges = {end - 2, end - 1, end, end + 1, -719_469, -719_468, -719_467,
        LocalDate.MIN.toEpochDay(), LocalDate.MAX.toEpochDay()};
    for (long day = first; day <= last + edges.length; day++) {
      long d = day <= last ? day : edges[(int) (day - last - 1)];
      long date = IsoDigits.civil(d);
      LocalDate expected = LocalDate.ofEpochDay(d);
      assertEquals(expected.getYear(), date >> 9, expected::toString);
      assertEquals(expected.getMonthValue(), date >> 5 & 15, expected::toString);
      assertEquals(expected.getDayOfMonth(), date & 31, expected::toString);
      assertEquals(IsoDigits.civilByEras(d), date, expected::toString);
    }
  }

  @Test
  void everyTwoAndFourDigitNumber() {
    byte[] b = new byte[5];
    for (int v = 0; v < 10_000; v++) {
      if (v < 100) {
        assertEquals(2, IsoDigits.put2(b, 0, v));
        assertEquals(String.format("%02d", v), new String(b, 0, 2, java.nio.charset.StandardCharsets.US_ASCII));
      }
      assertEquals(5, IsoDigits.put4(b, 1, v));
      assertEquals(String.format("%04d", v), new String(b, 1, 4, java.nio.charset.StandardCharsets.US_ASCII));
    }
  }

  private static <T> void check(BiConsumer<JsonWriter, T> write, T value, String expected) {
    JsonWriter w = new JsonWriter();
    write.accept(w, value);
    assertEquals("\"" + expected + "\"", w.toString(), String.valueOf(value));
  }
}
