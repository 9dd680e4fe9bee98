package io.wirebind.benchmarks;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The payload sizes of every scenario, measured by running each benchmark's {@code @Setup} (which
 * also runs all the round-trip checks). {@code java -cp benchmarks.jar
 * io.wirebind.benchmarks.Payloads} prints them; {@link Report} uses them for its size column.
 */
public final class Payloads {
  /** Every benchmark class, in report order. */
  public static final List<Class<? extends Scenario<?, ?, ?, ?, ?, ?>>> SCENARIOS =
      List.of(
          ObjectBenchmark.class,
          MixedBenchmark.class,
          StringBenchmark.class,
          IntListBenchmark.class,
          ObjectListBenchmark.class,
          DoubleArrayBenchmark.class,
          SkipBenchmark.class,
          CarBenchmark.class,
          MarketDataBenchmark.class,
          OrderBenchmark.class,
          EventBenchmark.class,
          UsersBenchmark.class,
          Users100kBenchmark.class,
          AccountBenchmark.class,
          Account100kBenchmark.class);

  private Payloads() {}

  /** Runs the setup of {@code type} and returns its payload sizes. */
  public static Map<String, Integer> of(Class<?> type) throws Exception {
    Scenario<?, ?, ?, ?, ?, ?> s = (Scenario<?, ?, ?, ?, ?, ?>) type.getConstructor().newInstance();
    s.setup();
    return s.payloadSizes();
  }

  /** Payload sizes of every scenario, by simple class name. */
  public static Map<String, Map<String, Integer>> all() throws Exception {
    Map<String, Map<String, Integer>> all = new LinkedHashMap<>();
    for (Class<?> type : SCENARIOS) {
      all.put(type.getSimpleName(), of(type));
    }
    return all;
  }

  public static void main(String[] args) throws Exception {
    for (Map.Entry<String, Map<String, Integer>> e : all().entrySet()) {
      System.out.println(e.getKey() + " " + e.getValue());
    }
  }
}
