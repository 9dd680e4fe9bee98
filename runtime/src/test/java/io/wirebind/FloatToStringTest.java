package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The float writer finds its own digits in the plain-notation range and must print exactly what
 * the running JDK's {@code Float.toString} prints (JDK 17's older algorithm and JDK 19+'s
 * shortest one agree there). Every positive float of that range is checked, about 278 million, on
 * all cores; negatives share the path after the sign and are sampled.
 */
class FloatToStringTest {

  private static String write(float f) {
    byte[] b = new byte[32];
    int n = DoubleWriting.writeFloat(f, b, 0);
    return new String(b, 0, n, StandardCharsets.US_ASCII);
  }

  /** True if {@code b[0..n)} holds exactly the characters of {@code s}. */
  private static boolean same(byte[] b, int n, String s) {
    if (n != s.length()) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (b[i] != s.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  @Test
  void everyFloatOfThePlainRangeMatchesTheJdk() {
    int lo = Float.floatToRawIntBits(Math.nextDown(1e-3f));
    int hi = Float.floatToRawIntBits(Math.nextUp(1e7f));
    int chunk = 1 << 20;
    ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
    IntStream.range(0, (hi - lo) / chunk + 1)
        .parallel()
        .forEach(
            c -> {
              byte[] b = new byte[32];
              int end = Math.min(hi, lo + (c + 1) * chunk - 1);
              for (int i = lo + c * chunk; i <= end; i++) {
                float f = Float.intBitsToFloat(i);
                int n = DoubleWriting.writeFloat(f, b, 0);
                String jdk = Float.toString(f);
                if (!same(b, n, jdk) && wrong.size() < 10) {
                  wrong.add(jdk + " written as " + new String(b, 0, n, StandardCharsets.US_ASCII));
                }
              }
            });
    assertEquals(List.of(), List.copyOf(wrong));
  }

  @Test
  void edgesAndRandomBitPatternsMatchTheJdk() {
    float[] values = {
      0f, -0f, Float.MIN_VALUE, Float.MAX_VALUE, Float.MIN_NORMAL, 1e-3f, Math.nextDown(1e-3f),
      1e7f, Math.nextDown(1e7f), 1f, 0.1f, 0.3f, 1.1f, 3.8f, 35.9f, 100f, 16777216f, 8388608.5f,
      1.17549435E-38f, 3.4028235E38f, 2.0E-3f
    };
    for (float f : values) {
      assertEquals(Float.toString(f), write(f));
      assertEquals(Float.toString(-f), write(-f));
    }
    for (int e = -149; e <= 127; e++) {
      float f = Math.scalb(1f, e);
      assertEquals(Float.toString(f), write(f));
    }
    SplittableRandom r = new SplittableRandom(20261123);
    for (int i = 0; i < 2_000_000; i++) {
      float f = Float.intBitsToFloat(r.nextInt());
      if (Float.isFinite(f)) {
        assertEquals(Float.toString(f), write(f));
      }
    }
  }
}
