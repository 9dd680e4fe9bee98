package io.wirebind.benchmarks;

import java.lang.reflect.Method;
import java.util.Arrays;

/**
 * Two benchmark methods of one scenario compared in one JVM, in alternating bursts: on a shared
 * machine whose speed drifts between JMH's sequential measurements, each pair of bursts sees the
 * same conditions, and the median of the pairs' ratios moves far less than a ratio of two JMH
 * scores. A cross-check of a JMH ratio, not a replacement for one.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.wirebind.benchmarks.Alternating \
 *     ShapesBenchmark wirebindJsonEncode dslJsonEncode 40</pre>
 *
 * <p>A scenario with JMH parameters takes them after a colon, each a public field:
 * {@code StreamBenchmark:items=50}.
 */
public final class Alternating {
  private static final long WARM_UP_NANOS = 300_000_000L;
  private static final long BURST_NANOS = 200_000_000L;
  static Object sink;

  private Alternating() {}

  /** Arguments: scenario class (simple name), method A, method B, number of pairs. */
  public static void main(String[] args) throws Exception {
    if (args.length != 4) {
      throw new IllegalArgumentException("usage: Alternating <Scenario> <methodA> <methodB> <pairs>");
    }
    String[] nameAndParams = args[0].split(":", 2);
    Class<?> type = Class.forName(Alternating.class.getPackageName() + "." + nameAndParams[0]);
    Object scenario = type.getConstructor().newInstance();
    if (nameAndParams.length == 2) {
      for (String param : nameAndParams[1].split(",")) {
        String[] kv = param.split("=", 2);
        java.lang.reflect.Field f = type.getField(kv[0]);
        f.set(scenario, f.getType() == int.class ? (Object) Integer.valueOf(kv[1]) : kv[1]);
      }
    }
    type.getMethod("setup").invoke(scenario);
    Method a = type.getMethod(args[1]);
    Method b = type.getMethod(args[2]);
    int pairs = Integer.parseInt(args[3]);
    for (int i = 0; i < 10; i++) {
      rate(scenario, a, WARM_UP_NANOS);
      rate(scenario, b, WARM_UP_NANOS);
    }
    double[] ratios = new double[pairs];
    for (int i = 0; i < pairs; i++) {
      ratios[i] = rate(scenario, a, BURST_NANOS) / rate(scenario, b, BURST_NANOS);
    }
    Arrays.sort(ratios);
    System.out.printf("%s.%s / %s: median %.3f (quartiles %.3f, %.3f; %d pairs of %d ms bursts)%n",
        args[0], args[1], args[2], ratios[pairs / 2], ratios[pairs / 4], ratios[3 * pairs / 4], pairs,
        BURST_NANOS / 1_000_000);
    if (sink == null) {
      throw new IllegalStateException("no result");
    }
  }

  /** Operations per second of {@code m} over about {@code nanos}; also used by {@link JarAlternating}. */
  static double rate(Object scenario, Method m, long nanos) throws Exception {
    long start = System.nanoTime();
    long n = 0;
    long now;
    do {
      for (int i = 0; i < 32; i++) {
        sink = m.invoke(scenario);
      }
      n += 32;
    } while ((now = System.nanoTime()) < start + nanos);
    return n * 1e9 / (now - start);
  }
}
