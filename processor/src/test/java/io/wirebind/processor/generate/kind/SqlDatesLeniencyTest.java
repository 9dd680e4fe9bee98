package io.wirebind.processor.generate.kind;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The forms Jackson reads a {@code java.sql.Timestamp} and a {@code java.sql.Date} from besides its
 * own ({@code StdDateFormat}: epoch milliseconds as a number or digits, ISO-8601 with or without
 * seconds, a fraction, an offset, spaces, {@code ""}, {@code "null"}, a lenient calendar), and the
 * inputs it rejects: Wirebind reads what Jackson 2 and 3 read to the same value, and fails on the
 * rest with a {@code WirebindException}.
 */
class SqlDatesLeniencyTest {
  @Test
  void readsWhatJacksonReadsAndRejectsTheRest() throws Exception {
    LeniencyCheck check = LeniencyCheck.record("Dates", "(java.sql.Timestamp ts, java.sql.Date d)");
    List<String> inputs = List.of("1709201730123", "-1", "0", "\"1709201730123\"", "\"-62135596800000\"",
        "\" 2024-02-29 \"", "\"\"", "\"  \"", "\"null\"", "\"2024-02-29\"", "\"2024-02-29T10:15\"",
        "\"2024-02-29T10:15:30\"", "\"2024-02-29T10:15:30.1\"", "\"2024-02-29T10:15:30.12\"",
        "\"2024-02-29T10:15:30.123456789\"", "\"2024-02-29T10:15:30.1234567890\"", "\"2024-02-29T10:15:30Z\"",
        "\"2024-02-29T10:15:30+01\"", "\"2024-02-29T10:15:30+0130\"", "\"2024-02-29T10:15:30-01:30\"",
        "\"2024-02-29T10:15Z\"", "\"2024-02-30\"", "\"2023-13-01\"", "\"2024-02-29T25:00:00\"", "\"1000-01-01\"",
        "\"1582-10-10\"", "\"0001-01-01T00:00:00.000+00:00\"", "\"2024-2-29\"", "\"2024-02-29T\"", "\"2024-02-29 10:15\"",
        "\"2024-02-29T10:15:30.\"", "\"2024-02-29T10:15:30+1\"", "\"2024-02-29T10:15:30X\"", "\"abc\"", "\"12a\"",
        "true", "[]", "{}");
    for (String input : inputs) {
      check.check("{\"ts\":" + input + "}");
      check.check("{\"d\":" + input + "}");
    }
  }
}
