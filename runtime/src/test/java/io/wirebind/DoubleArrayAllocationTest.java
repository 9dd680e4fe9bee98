package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Decoding a JSON array of doubles into a reused array allocates nothing once warm, including for
 * the decimals whose rounding the 128-bit product cannot decide on its own.
 */
class DoubleArrayAllocationTest {
  private static final int ELEMENTS = 1000;
  private static final int DECODES = 300;

  @Test
  void decodingRandomDoublesIntoAReusedArrayAllocatesNothing() {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    assumeTrue(threads.isThreadAllocatedMemorySupported());
    threads.setThreadAllocatedMemoryEnabled(true);

    SplittableRandom random = new SplittableRandom(20_240_611);
    double[] expected = new double[ELEMENTS];
    StringBuilder json = new StringBuilder("[");
    for (int i = 0; i < ELEMENTS; i++) {
      // among 1000 random doubles there are typically one or two whose shortest decimal is close
      // enough to a halfway point for the Eisel-Lemire step of other parsers to give up (the first
      // two below); the third is exactly halfway between two doubles
      String text =
          i == 10 ? "962.2129876838369"
              : i == 500 ? "58.281509840632296"
              : i == 990 ? "-9007199254740993"
              : Double.toString(Double.longBitsToDouble(random.nextLong() & ~0x0010_0000_0000_0000L));
      expected[i] = Double.parseDouble(text);
      json.append(i == 0 ? "" : ",").append(text);
    }
    byte[] input = json.append(']').toString().getBytes(StandardCharsets.US_ASCII);

    JsonReader reader = new JsonReader();
    double[] reuse = new double[ELEMENTS];
    for (int i = 0; i < 2000; i++) {
      reuse = reader.reset(input).readDoubleArray(reuse, "f");
    }
    assertArrayEquals(expected, reuse);
    double[] warm = reuse;

    long baseline = Long.MAX_VALUE;
    long decoding = Long.MAX_VALUE;
    for (int attempt = 0; attempt < 3; attempt++) {
      long before = threads.getCurrentThreadAllocatedBytes();
      for (int i = 0; i < DECODES; i++) {
        reuse = warm;
      }
      long between = threads.getCurrentThreadAllocatedBytes();
      for (int i = 0; i < DECODES; i++) {
        reuse = reader.reset(input).readDoubleArray(reuse, "f");
      }
      long after = threads.getCurrentThreadAllocatedBytes();
      baseline = Math.min(baseline, between - before);
      decoding = Math.min(decoding, after - between);
    }
    assertEquals(warm, reuse);
    assertEquals(
        0,
        Math.max(0, decoding - baseline),
        "bytes allocated by " + DECODES + " decodes of " + ELEMENTS + " doubles (measurement overhead "
            + baseline + " bytes)");
  }
}
