package io.wirebind.benchmarks;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Benchmark methods of two (or more) builds of this module compared in one JVM: each jar is loaded
 * by its own class loader (Wirebind, the generated codecs and the peers twice, each compiled on its
 * own), and every method runs one 200 ms burst in turn per round, the order reversed every other
 * round, after eight rounds of 250 ms to warm up. Printed per method: the median rate and the median
 * of its rate ÷ the first method's rate in the same round, with quartiles. On a shared machine whose
 * speed drifts between JMH's forks, an old and a new jar measured so see the same conditions; a
 * cross-check of JMH, like {@link Alternating}.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.wirebind.benchmarks.JarAlternating 20 \
 *     old.jar@StreamBenchmark:items=50@wirebindBytes new.jar@StreamBenchmark:items=50@wirebindBytes</pre>
 *
 * <p>Each target is {@code jar@Scenario[:field=value,..]@method}; targets of the same jar and
 * scenario share one instance (one {@code setup()}).
 */
public final class JarAlternating {
  private JarAlternating() {}

  /** Arguments: rounds, then the targets. */
  public static void main(String[] args) throws Exception {
    int rounds = Integer.parseInt(args[0]);
    int n = args.length - 1;
    Map<String, ClassLoader> loaders = new HashMap<>();
    Map<String, Object> scenarios = new HashMap<>();
    Object[] targets = new Object[n];
    Method[] methods = new Method[n];
    for (int i = 0; i < n; i++) {
      String[] parts = args[i + 1].split("@");
      ClassLoader loader = loaders.get(parts[0]);
      if (loader == null) {
        URL jar = Path.of(parts[0]).toUri().toURL();
        loader = new URLClassLoader(new URL[] {jar}, ClassLoader.getPlatformClassLoader());
        loaders.put(parts[0], loader);
      }
      String[] nameAndParams = parts[1].split(":", 2);
      Class<?> type = Class.forName(JarAlternating.class.getPackageName() + "." + nameAndParams[0], true, loader);
      Object scenario = scenarios.get(parts[0] + "@" + parts[1]);
      if (scenario == null) {
        Thread.currentThread().setContextClassLoader(loader);
        scenario = type.getConstructor().newInstance();
        if (nameAndParams.length == 2) {
          for (String param : nameAndParams[1].split(",")) {
            String[] kv = param.split("=", 2);
            Field f = type.getField(kv[0]);
            f.set(scenario, f.getType() == int.class ? (Object) Integer.valueOf(kv[1]) : kv[1]);
          }
        }
        type.getMethod("setup").invoke(scenario);
        scenarios.put(parts[0] + "@" + parts[1], scenario);
      }
      targets[i] = scenario;
      methods[i] = type.getMethod(parts[2]);
    }
    for (int w = 0; w < 8; w++) {
      for (int i = 0; i < n; i++) {
        Alternating.rate(targets[i], methods[i], 250_000_000L);
      }
    }
    double[][] ratios = new double[n][rounds];
    double[][] rates = new double[n][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int k = 0; k < n; k++) {
        int i = r % 2 == 0 ? k : n - 1 - k;
        rates[i][r] = Alternating.rate(targets[i], methods[i], 200_000_000L);
      }
      for (int i = 0; i < n; i++) {
        ratios[i][r] = rates[i][r] / rates[0][r];
      }
    }
    for (int i = 0; i < n; i++) {
      Arrays.sort(ratios[i]);
      Arrays.sort(rates[i]);
      System.out.printf("%-70s median rate %12.1f  ÷ first: median %.3f (quartiles %.3f, %.3f)%n", args[i + 1],
          rates[i][rounds / 2], ratios[i][rounds / 2], ratios[i][rounds / 4], ratios[i][3 * rounds / 4]);
    }
    if (Alternating.sink == null) {
      throw new IllegalStateException("no result");
    }
  }
}
