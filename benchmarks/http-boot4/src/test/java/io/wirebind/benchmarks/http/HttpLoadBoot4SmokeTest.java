package io.wirebind.benchmarks.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.http.fixtures.Order;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Runs the load harness for a moment on Spring Boot 4, both stacks: the order codec is Jackson 3's
 * (so Wirebind serves the JSON), the JSON baseline is the application's Jackson 3, and every
 * request succeeds. No numbers.
 */
class HttpLoadBoot4SmokeTest {
  @Test
  void everyComparisonRunsWithoutErrorsOnBoot4() throws Exception {
    assertEquals(JsonStyle.JACKSON3, Wirebind.codec(Order.class).jacksonStyle());
    assertEquals("Jackson 3", HttpLoad.jackson());
    HttpLoad.Options options =
        HttpLoad.Options.parse(
            new String[] {"--threads", "2", "--warmup", "0.2", "--seconds", "0.3", "--rounds", "1", "--max-requests", "2000"});
    List<HttpLoad.Row> rows = HttpLoad.run(options);
    assertEquals(4, rows.size());
    for (HttpLoad.Row row : rows) {
      assertEquals(0, row.wirebind().errors + row.baseline().errors, row.stack() + " " + row.format());
      assertTrue(row.wirebind().requests > 0 && row.baseline().requests > 0, row.stack() + " " + row.format());
    }
    String report = HttpLoad.report(rows, options);
    assertTrue(report.startsWith("Spring Boot 4."), report);
    assertTrue(report.contains("| mvc | JSON |") && report.contains("| Jackson 3 |"), report);
    assertTrue(report.contains("| webflux | protobuf |"), report);
  }
}
