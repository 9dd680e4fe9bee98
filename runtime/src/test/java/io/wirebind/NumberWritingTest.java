package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;

/**
 * The number writers against their oracles, byte for byte: doubles and floats against {@link
 * DoubleWritingReference} (the writer before its digit output was rewritten), ints and longs
 * against {@code Integer.toString}/{@code Long.toString}; single values at every position in the
 * buffer and arrays (room checked once per chunk) against the values written one by one.
 */
class NumberWritingTest {
  private static String single(double d, int offset) {
    JsonWriter w = new JsonWriter(64);
    w.writeRaw(new byte[offset]);
    w.writeDouble(d);
    return w.toString().substring(offset);
  }

  private static String single(float f) {
    JsonWriter w = new JsonWriter(64);
    w.writeFloat(f);
    return w.toString();
  }

  static double randomDouble(SplittableRandom r, int i) {
    return switch (i & 7) {
      case 0 -> r.nextDouble() * Math.pow(10, r.nextInt(-12, 14)); // human-scale values
      case 1 -> Double.longBitsToDouble(r.nextLong() & 0x000F_FFFF_FFFF_FFFFL); // subnormals
      case 2 -> (r.nextDouble() - 0.5) * 2000.0; // DoubleArrayBenchmark's values
      case 3 -> r.nextInt(-1_000_000, 1_000_000) / Math.pow(10, r.nextInt(0, 9)); // short decimals
      case 4 -> (double) r.nextLong(1L << 54) * (r.nextBoolean() ? 1 : -1); // integers around 2^53
      default -> Double.longBitsToDouble(r.nextLong()); // any bit pattern
    };
  }

  @Test
  void doublesMatchTheReference() {
    SplittableRandom r = new SplittableRandom(20261127);
    for (int i = 0; i < 3_000_000; i++) {
      double d = randomDouble(r, i);
      assertEquals(DoubleWritingReference.text(d), single(d, i % 11), () -> Double.toString(d));
    }
    for (double d : new double[] {0.0, -0.0, 1e7, Math.nextDown(1e7), 1e-3, Math.nextDown(1e-3), 9999999.5,
        1234567.125, 0.1, 1.5, Double.MIN_VALUE, Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, 12.5, 100.0, 123.0, 1e22, 1e23, 4.35}) {
      assertEquals(DoubleWritingReference.text(d), single(d, 0));
      assertEquals(DoubleWritingReference.text(-d), single(-d, 0));
    }
    for (int e = -324; e <= 308; e++) {
      double d = Double.parseDouble("1e" + e);
      assertEquals(DoubleWritingReference.text(d), single(d, 0));
    }
  }

  @Test
  void doublesAroundEveryDigitCountOfTheDecimalMatchTheReference() {
    // the decimal's digit count decides its path (16 or 17 digits skip the count); integers and
    // their neighbouring doubles at every power of ten up to 10^18, and values whose shortest
    // decimal has each count from 1 to 17
    for (long p = 1; p <= 1_000_000_000_000_000_000L && p > 0; p *= 10) {
      for (long v : new long[] {p - 1, p, p + 1, 2 * p - 1, 9 * p + p / 2}) {
        double d = v;
        for (double x : new double[] {d, Math.nextUp(d), Math.nextDown(d), d / 7, d * 1e-20}) {
          assertEquals(DoubleWritingReference.text(x), single(x, 0), () -> Double.toString(x));
          assertEquals(DoubleWritingReference.text(-x), single(-x, 0), () -> Double.toString(-x));
        }
      }
    }
    SplittableRandom r = new SplittableRandom(17);
    for (int digits = 1; digits <= 17; digits++) {
      for (int i = 0; i < 20_000; i++) {
        long m = r.nextLong((long) Math.pow(10, digits - 1), (long) Math.pow(10, digits));
        double d = Double.parseDouble(m + "E" + r.nextInt(-30, 30));
        assertEquals(DoubleWritingReference.text(d), single(d, i % 5), () -> Double.toString(d));
      }
    }
  }

  @Test
  void floatsMatchTheReference() {
    SplittableRandom r = new SplittableRandom(7);
    for (int i = 0; i < 2_000_000; i++) {
      float f = (i & 1) == 0 ? Float.intBitsToFloat(r.nextInt()) : (float) randomDouble(r, i >> 1);
      assertEquals(DoubleWritingReference.text(f), single(f), () -> Float.toString(f));
    }
  }

  @Test
  void integersMatchTheJdk() {
    SplittableRandom r = new SplittableRandom(11);
    for (int i = 0; i < 2_000_000; i++) {
      int v = r.nextInt() >> r.nextInt(32);
      long l = r.nextLong() >> r.nextInt(64);
      JsonWriter w = new JsonWriter(16);
      w.writeInt(v);
      w.writeRaw(new byte[] {' '});
      w.writeLong(l);
      assertEquals(v + " " + l, w.toString());
    }
    for (long p = 1; p > 0 && p < Long.MAX_VALUE / 10; p *= 10) {
      for (long l : new long[] {p - 1, p, p + 1, -p, -p + 1, -p - 1}) {
        JsonWriter w = new JsonWriter(16);
        w.writeLong(l);
        w.writeInt((int) l);
        assertEquals(Long.toString(l) + (int) l, w.toString());
      }
    }
  }

  /** Every power of ten and its neighbours, both signs, and the ends of the range. */
  private static long[] boundaries() {
    List<Long> out = new ArrayList<>();
    for (long p = 1; p > 0; p = p <= Long.MAX_VALUE / 10 ? p * 10 : -1) {
      for (long v : new long[] {p - 1, p, p + 1}) {
        out.add(v);
        out.add(-v);
      }
    }
    for (long v : new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE, 2_000_000_000L, 1_999_999_999L}) {
      out.add(v);
    }
    return out.stream().mapToLong(Long::longValue).toArray();
  }

  @Test
  void intAndLongArraysOfEveryLengthAtEveryGrowthPoint() {
    // arrays of 0 to 70 elements from a writer at its smallest buffer, after 0 to 70 bytes, so
    // the buffer grows before, inside and after each array at every element and chunk position
    long[] edges = boundaries();
    SplittableRandom r = new SplittableRandom(5);
    for (int n = 0; n <= 70; n++) {
      int[] ints = new int[n];
      long[] longs = new long[n];
      StringJoiner is = new StringJoiner(",", "[", "]");
      StringJoiner ls = new StringJoiner(",", "[", "]");
      for (int i = 0; i < n; i++) {
        long e = edges[r.nextInt(edges.length)];
        ints[i] = r.nextInt(3) == 0 ? r.nextInt() >> r.nextInt(32) : (int) e == e ? (int) e : (int) (e >> 33);
        longs[i] = r.nextInt(3) == 0 ? r.nextLong() >> r.nextInt(64) : e;
        is.add(Integer.toString(ints[i]));
        ls.add(Long.toString(longs[i]));
      }
      for (int lead = 0; lead <= 70; lead++) {
        byte[] prefix = new byte[lead];
        Arrays.fill(prefix, (byte) ' ');
        JsonWriter w = new JsonWriter(1);
        w.writeRaw(prefix);
        w.writeIntArray(ints);
        w.writeLongArray(longs);
        w.writeIntArray(ints);
        assertEquals(" ".repeat(lead) + is + ls + is, w.toString(), () -> "n=" + ints.length);
      }
    }
  }

  @Test
  void integersAtEveryBoundaryMatchTheJdk() {
    for (long v : boundaries()) {
      JsonWriter w = new JsonWriter(1);
      w.writeLong(v);
      w.writeRaw(new byte[] {' '});
      w.writeInt((int) v);
      assertEquals(v + " " + (int) v, w.toString());
    }
  }

  @Test
  void arraysMatchTheirElements() {
    SplittableRandom r = new SplittableRandom(3);
    for (int n : new int[] {0, 1, 2, 255, 256, 257, 1000, 3000}) {
      double[] d = new double[n];
      float[] f = new float[n];
      int[] ints = new int[n];
      StringJoiner ds = new StringJoiner(",", "[", "]");
      StringJoiner fs = new StringJoiner(",", "[", "]");
      StringJoiner is = new StringJoiner(",", "[", "]");
      for (int i = 0; i < n; i++) {
        d[i] = i % 97 == 5 ? Double.NaN : i % 89 == 7 ? Double.NEGATIVE_INFINITY : randomDouble(r, i);
        f[i] = i % 83 == 3 ? Float.POSITIVE_INFINITY : (float) randomDouble(r, i);
        ints[i] = r.nextInt() >> r.nextInt(32);
        ds.add(DoubleWritingReference.text(d[i]));
        fs.add(DoubleWritingReference.text(f[i]));
        is.add(Integer.toString(ints[i]));
      }
      JsonWriter w = new JsonWriter(64); // grows inside the arrays
      w.writeDoubleArray(d);
      w.writeFloatArray(f);
      w.writeIntArray(ints);
      assertEquals(ds + "" + fs + is, w.toString());
    }
  }
}
