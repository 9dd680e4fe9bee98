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

  /**
   * Runs the setup of {@code type} and returns its payload sizes: a {@link Scenario}, or a scenario
   * with its own methods ({@code ShapesBenchmark}, {@code GeneratedModelBenchmark}) that has a
   * public {@code setup()} and {@code payloadSizes()}.
   */
  @SuppressWarnings("unchecked")
  public static Map<String, Integer> of(Class<?> type) throws Exception {
    Object s = type.getConstructor().newInstance();
    if (s instanceof Scenario<?, ?, ?, ?, ?, ?> scenario) {
      scenario.setup();
      return scenario.payloadSizes();
    }
    type.getMethod("setup").invoke(s);
    return (Map<String, Integer>) type.getMethod("payloadSizes").invoke(s);
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
