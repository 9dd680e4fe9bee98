package io.wirebind.spi;

import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQuery;

/**
 * Local dates and times under Jackson's {@code @JsonFormat(pattern = ...)}: written and parsed with
 * the {@code DateTimeFormatter} of the pattern, as Jackson's serializers and deserializers do (the
 * generated codec holds one per pattern). A number or an array is read as without a pattern, and a
 * blank string is {@code null}, as Jackson reads them.
 */
public final class TimePatterns {
  private TimePatterns() {}

  public static void write(JsonWriter out, DateTimeFormatter format, TemporalAccessor v) {
    out.writeString(format.format(v));
  }

  public static LocalDate readLocalDate(JsonReader in, DateTimeFormatter format) {
    return in.peekIsString() ? parse(in, format, LocalDate::from, "a LocalDate") : TimeJson.readLocalDate(in);
  }

  public static LocalTime readLocalTime(JsonReader in, DateTimeFormatter format) {
    return in.peekIsString() ? parse(in, format, LocalTime::from, "a LocalTime") : TimeJson.readLocalTime(in);
  }

  public static LocalDateTime readLocalDateTime(JsonReader in, DateTimeFormatter format) {
    return in.peekIsString()
        ? parse(in, format, LocalDateTime::from, "a LocalDateTime")
        : TimeJson.readLocalDateTime(in);
  }

  private static <T> T parse(JsonReader in, DateTimeFormatter format, TemporalQuery<T> query, String type) {
    int at = in.position();
    String s = in.readStringToken().trim();
    if (s.isEmpty()) {
      return null;
    }
    try {
      return format.parse(s, query);
    } catch (DateTimeException e) {
      throw TimeJsonLenient.cannot(in, at, s, type, e);
    }
  }
}
