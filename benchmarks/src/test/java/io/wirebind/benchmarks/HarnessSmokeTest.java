package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The harness works: for every scenario the {@code @Setup} (with all its round-trip checks)
 * passes and every benchmark method runs once. No timing; a second or two.
 */
class HarnessSmokeTest {

  @Test
  void everySetupPassesAndEveryBenchmarkMethodRunsOnce() throws Exception {
    Blackhole bh =
        new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is"
                + " dangerous.");
    for (Class<? extends Scenario<?, ?, ?, ?, ?, ?>> type : Payloads.SCENARIOS) {
      Scenario<?, ?, ?, ?, ?, ?> scenario = type.getConstructor().newInstance();
      scenario.setup();
      Map<String, Integer> sizes = scenario.payloadSizes();
      assertTrue(sizes.get("protoInput") > 0, type.getSimpleName());
      assertTrue(sizes.get("jsonInput") > 0, type.getSimpleName());
      int methods = 0;
      for (Method m : type.getMethods()) {
        if (!m.isAnnotationPresent(Benchmark.class)) {
          continue;
        }
        if (m.getName().startsWith("fastjson2") && scenario.fastjson2Unsupported() != null) {
          continue; // documented: fastjson2 cannot produce this scenario's document
        }
        Object result =
            m.getParameterCount() == 1 ? m.invoke(scenario, bh) : m.invoke(scenario);
        bh.consume(result);
        methods++;
      }
      assertFalse(methods < 15, type.getSimpleName() + " has " + methods + " benchmark methods");
    }
    bh.evaporate("Yes, I am Stephen Hawking, and know a thing or two about black holes.");
  }
}
