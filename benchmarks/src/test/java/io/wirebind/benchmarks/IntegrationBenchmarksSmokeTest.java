package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

/** The gRPC marshaller and Kafka serde benchmarks: setup checks pass, every method runs. No timing. */
class IntegrationBenchmarksSmokeTest {
  @Test
  void setupsPassAndEveryMethodRuns() throws Exception {
    for (Object bench : List.of(new GrpcMarshallerBenchmark(), new KafkaSerdeBenchmark())) {
      bench.getClass().getMethod("setup").invoke(bench);
      int methods = 0;
      for (Method m : bench.getClass().getMethods()) {
        if (m.isAnnotationPresent(Benchmark.class)) {
          for (int i = 0; i < 100; i++) {
            assertNotNull(m.invoke(bench), m.getName());
          }
          methods++;
        }
      }
      assertEquals(bench instanceof GrpcMarshallerBenchmark ? 3 : 4, methods, bench.getClass().getSimpleName());
    }
  }
}
