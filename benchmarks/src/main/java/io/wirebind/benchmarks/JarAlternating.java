package io.wirebind.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * One benchmark method of two benchmark jars (an old and a new build) compared in one JVM: each jar
 * is loaded by a class loader of its own, so each copy of Wirebind and of the scenario is compiled
 * by the JIT on its own, and the two are timed in alternating bursts of 200 ms of the thread's CPU
 * time (time the thread waits for a core does not count). Each pair of bursts sees the same JVM,
 * heap and machine; {@link Alternating} does the same for two methods of one jar.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.wirebind.benchmarks.JarAlternating \
 *     old.jar new.jar StreamBenchmark:items=50 wirebindStream 15</pre>
 *
 * <p>Prints each jar's median CPU nanoseconds per operation and the median and quartiles of the
 * pairs' ratios (new ÷ old speed). Run it several times: one JVM is one sample of the JIT's
 * decisions for each jar.
 */
public final class JarAlternating {
  private static final long WARM_UP_NANOS = 300_000_000L;
  private static final long BURST_NANOS = 200_000_000L;
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static Object sink;

  private JarAlternating() {}

  /** Arguments: old jar, new jar, scenario (simple name, parameters after a colon), method, pairs. */
  public static void main(String[] args) throws Exception {
    if (args.length != 5) {
      throw new IllegalArgumentException("usage: JarAlternating <old.jar> <new.jar> <Scenario> <method> <pairs>");
    }
    Object a = scenario(args[0], args[2]);
    Object b = scenario(args[1], args[2]);
    Method ma = a.getClass().getMethod(args[3]);
    Method mb = b.getClass().getMethod(args[3]);
    int pairs = Integer.parseInt(args[4]);
    for (int i = 0; i < 6; i++) {
      nanosPerOp(a, ma, WARM_UP_NANOS);
      nanosPerOp(b, mb, WARM_UP_NANOS);
    }
    double[] ta = new double[pairs];
    double[] tb = new double[pairs];
    double[] ratios = new double[pairs];
    for (int i = 0; i < pairs; i++) {
      if (i % 2 == 0) { // which jar goes first alternates too
        ta[i] = nanosPerOp(a, ma, BURST_NANOS);
        tb[i] = nanosPerOp(b, mb, BURST_NANOS);
      } else {
        tb[i] = nanosPerOp(b, mb, BURST_NANOS);
        ta[i] = nanosPerOp(a, ma, BURST_NANOS);
      }
      ratios[i] = ta[i] / tb[i];
    }
    Arrays.sort(ta);
    Arrays.sort(tb);
    Arrays.sort(ratios);
    System.out.printf("%s.%s: old %.1f ns/op, new %.1f ns/op (CPU); new ÷ old speed median %.3f"
            + " (quartiles %.3f, %.3f; %d pairs)%n", args[2], args[3], ta[pairs / 2], tb[pairs / 2],
        ratios[pairs / 2], ratios[pairs / 4], ratios[3 * pairs / 4], pairs);
    if (sink == null) {
      throw new IllegalStateException("no result");
    }
  }

  /** The scenario of {@code jar}, its parameters set and its setup run, in a class loader of its own. */
  private static Object scenario(String jar, String nameAndParams) throws Exception {
    ClassLoader loader = new URLClassLoader(
        new URL[] {Path.of(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    // DSL-JSON finds its compiled converters through the context class loader
    Thread.currentThread().setContextClassLoader(loader);
    String[] parts = nameAndParams.split(":", 2);
    Class<?> type = Class.forName(JarAlternating.class.getPackageName() + "." + parts[0], true, loader);
    Object scenario = type.getConstructor().newInstance();
    if (parts.length == 2) {
      for (String param : parts[1].split(",")) {
        String[] kv = param.split("=", 2);
        java.lang.reflect.Field f = type.getField(kv[0]);
        f.set(scenario, f.getType() == int.class ? (Object) Integer.valueOf(kv[1]) : kv[1]);
      }
    }
    type.getMethod("setup").invoke(scenario);
    return scenario;
  }

  /** CPU nanoseconds per call of {@code m} over about {@code nanos} of the thread's CPU time. */
  private static double nanosPerOp(Object scenario, Method m, long nanos) throws Exception {
    long start = THREADS.getCurrentThreadCpuTime();
    long n = 0;
    long now;
    do {
      for (int i = 0; i < 20; i++) {
        sink = m.invoke(scenario);
      }
      n += 20;
      now = THREADS.getCurrentThreadCpuTime();
    } while (now - start < nanos);
    return (double) (now - start) / n;
  }
}
