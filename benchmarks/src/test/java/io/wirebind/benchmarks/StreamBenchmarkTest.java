package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link StreamBenchmark}'s setup checks pass at both sizes, whose documents are about 1 KB and 1 MB. */
class StreamBenchmarkTest {
  @Test
  void setupChecksEveryMethodAtBothSizes() throws Exception {
    int[] sizes = new int[2];
    int i = 0;
    for (int items : new int[] {50, 44_000}) {
      StreamBenchmark b = new StreamBenchmark();
      b.items = items;
      b.setup();
      sizes[i++] = b.jsonBytes();
      assertEquals(items, b.wirebindStream().items.size());
    }
    assertTrue(sizes[0] > 800 && sizes[0] < 1400, "about 1 KB: " + sizes[0]);
    assertTrue(sizes[1] > 800_000 && sizes[1] < 1_400_000, "about 1 MB: " + sizes[1]);
  }
}
