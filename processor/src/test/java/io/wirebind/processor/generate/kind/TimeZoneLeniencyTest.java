package io.wirebind.processor.generate.kind;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The forms Jackson reads a {@code java.util.TimeZone} from besides its ID ({@code
 * TimeZone.getTimeZone} of the text trimmed: an unknown ID, a number's or a boolean's text is GMT,
 * a blank string null), and the inputs it rejects: Wirebind reads what Jackson 2 and 3 read to the
 * same value, and fails on the rest with a {@code WirebindException}.
 */
class TimeZoneLeniencyTest {
  @Test
  void readsWhatJacksonReadsAndRejectsTheRest() throws Exception {
    LeniencyCheck check = LeniencyCheck.record("Zones", "(java.util.TimeZone tz, java.util.List<java.util.TimeZone> list)");
    List<String> inputs = List.of("\"Europe/Paris\"", "\" Europe/Paris \"", "\"\\u0055TC\"", "\"GMT+01:00\"",
        "\"GMT+1\"", "\"GMT-0130\"", "\"UTC\"", "\"Z\"", "\"+01:00\"", "\"europe/paris\"", "\"garbage\"", "\"\"",
        "\"  \"", "\"null\"", "null", "3", "-1.5e3", "0", "true", "false", "[]", "[\"UTC\"]", "{}");
    for (String input : inputs) {
      check.check("{\"tz\":" + input + "}");
      if (!input.equals("null")) {
        check.check("{\"list\":[" + input + "]}");
      }
    }
  }
}
