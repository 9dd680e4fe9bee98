package io.wirebind.processor.analysis;

import io.wirebind.processor.model.Kind;
import io.wirebind.processor.generate.kind.LibraryKind;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQuery;

/**
 * Checks a {@code @JsonFormat} pattern at compile time, with the same {@code DateTimeFormatter}
 * the codec will use: it must parse as a pattern, format a sample of the property's type (a
 * {@code LocalDate} has no hour) and read its own output back (a pattern without a year cannot).
 */
final class TimePatternCheck {
  private TimePatternCheck() {}

  /** What is wrong with {@code pattern} on a value of kind {@code element}, or null when nothing. */
  static String problem(Kind element, String pattern) {
    if (!(element instanceof LibraryKind k)) {
      return "is not implemented by Wirebind for this type; patterns apply to LocalDate, LocalTime and"
          + " LocalDateTime";
    }
    return switch (k.type()) {
      case LOCAL_DATE -> check(pattern, LocalDate.of(2024, 2, 29), LocalDate::from, "LocalDate");
      case LOCAL_TIME -> check(pattern, LocalTime.of(13, 4, 5, 123_456_789), LocalTime::from, "LocalTime");
      case LOCAL_DATE_TIME -> check(pattern, LocalDateTime.of(2024, 2, 29, 13, 4, 5, 123_456_789),
          LocalDateTime::from, "LocalDateTime");
      default -> "is not implemented by Wirebind for " + k.type().javaType()
          + "; patterns apply to LocalDate, LocalTime and LocalDateTime (remove it for ISO-8601)";
    };
  }

  private static <T> String check(String pattern, TemporalAccessor sample, TemporalQuery<T> query, String type) {
    DateTimeFormatter format;
    try {
      format = DateTimeFormatter.ofPattern(pattern);
    } catch (IllegalArgumentException e) {
      return "is not a valid DateTimeFormatter pattern: " + e.getMessage();
    }
    String text;
    try {
      text = format.format(sample);
    } catch (DateTimeException e) {
      return "cannot format a " + type + ": " + e.getMessage();
    }
    try {
      format.parse(text, query);
    } catch (DateTimeException e) {
      return "cannot read a " + type + " back from what it writes (\"" + text + "\"): it lacks a field";
    }
    return null;
  }
}
