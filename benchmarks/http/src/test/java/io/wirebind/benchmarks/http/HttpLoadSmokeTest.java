package io.wirebind.benchmarks.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs the load harness for a moment on both stacks: every request succeeds. No numbers. */
class HttpLoadSmokeTest {
  @Test
  void everyComparisonRunsWithoutErrors() throws Exception {
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
    assertTrue(report.contains("| webflux | protobuf |"), report);
  }
}
