package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The shortest-double writer against the JDK: every output reads back to the same bits, is never
 * longer than {@code Double.toString}, and on JDK 19+ (whose {@code Double.toString} is the
 * shortest) is exactly it.
 */
class DoubleWritingTest {
  private static final boolean JDK_SHORTEST = Runtime.version().feature() >= 19;

  private static String write(double d) {
    byte[] b = new byte[32];
    int n = DoubleWriting.writeDouble(d, b, 0);
    return new String(b, 0, n, StandardCharsets.US_ASCII);
  }

  private static void check(double d) {
    String ours = write(d);
    String jdk = Double.toString(d);
    assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Double.parseDouble(ours)), jdk + " vs " + ours);
    assertTrue(ours.length() <= jdk.length(), jdk + " is shorter than " + ours);
    if (JDK_SHORTEST) {
      assertEquals(jdk, ours);
    }
  }

  @Test
  void edgeValues() {
    double[] values = {
      0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL,
      Math.nextDown(Double.MIN_NORMAL), 1e7, Math.nextDown(1e7), 9999999.0, 1e-3,
      Math.nextDown(1e-3), 1.0, -1.0, 100.0, 0.1, 0.2, 0.3, 1e23, 2e-3, 1e22, 1e21, 4.35,
      123456789012345680.0, 2.2250738585072014E-308, 9.9E-324, 1.48E-323, Math.PI, Math.E,
      (double) Long.MAX_VALUE, 9007199254740992.0, 9007199254740993.0, 0.5, 1.5e-10
    };
    for (double d : values) {
      check(d);
      check(-d);
    }
    assertEquals("1.0E7", write(1e7));
    assertEquals("9999999.0", write(9999999.0));
    assertEquals("0.001", write(1e-3));
    assertEquals("1.0E-4", write(1e-4));
    assertEquals("-0.0", write(-0.0));
    assertEquals("4.9E-324", write(Double.MIN_VALUE));
    assertEquals("1.7976931348623157E308", write(Double.MAX_VALUE));
  }

  @Test
  void everyPowerOfTenAndTwo() {
    for (int e = -324; e <= 308; e++) {
      check(Double.parseDouble("1e" + e));
    }
    for (int e = -1074; e <= 1023; e++) {
      check(Math.scalb(1.0, e));
    }
  }

  @Test
  void tenMillionRandomDoubles() {
    SplittableRandom r = new SplittableRandom(20261122);
    for (int i = 0; i < 10_000_000; i++) {
      double d;
      switch (i & 3) {
        case 0 -> d = r.nextDouble() * Math.pow(10, r.nextInt(-12, 14)); // human-scale values
        case 1 -> d = Double.longBitsToDouble(r.nextLong() & 0x000F_FFFF_FFFF_FFFFL); // subnormals
        default -> d = Double.longBitsToDouble(r.nextLong()); // any bit pattern
      }
      if (Double.isFinite(d)) {
        check(d);
      }
    }
  }
}
