package io.wirebind.processor.generate.kind;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The forms Jackson reads a {@code MonthDay} and an {@code OffsetTime} from besides its own
 * ({@code [month, day]}, {@code [hour, minute, second, nano, "offset"]}, spaces, {@code ""}, {@code
 * []}), and the inputs it rejects: Wirebind reads what Jackson 2 and 3 read to the same value, and
 * fails on the rest with a {@code WirebindException}.
 */
class TimeTextLeniencyTest {
  @Test
  void readsWhatJacksonReadsAndRejectsTheRest() throws Exception {
    LeniencyCheck check = LeniencyCheck.record("Times", "(java.time.MonthDay day, java.time.OffsetTime time)");
    List<String> days = List.of("\"--02-29\"", "\" --12-31 \"", "\"\"", "[2,29]", "[2,30]", "[2]", "[2,29,1]", "[]",
        "\"02-29\"", "\"--2-29\"", "229", "\"--13-01\"");
    List<String> times = List.of("\"10:15+01:00\"", "\" 10:15:30Z \"", "\"\"", "[10,15,\"+01:00\"]", "[10,15,30,\"Z\"]",
        "[10,15,30,5,\"+01:00\"]", "[10,15]", "[10,15,30,5,\"+01:00\",1]", "[10,15,30,5,6,\"Z\"]", "[10,\"Z\"]", "[]",
        "[25,0,\"Z\"]", "[10,15,\"+19:00\"]", "\"10:15\"", "\"10:15:30.5+0100\"", "\"10:15:30+01\"", "1015");
    for (String day : days) {
      check.check("{\"day\":" + day + "}");
    }
    for (String time : times) {
      check.check("{\"time\":" + time + "}");
    }
  }
}
