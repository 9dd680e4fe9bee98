package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The readers and writers behind {@link Codec}'s conveniences do not grow memory with the number
 * of virtual threads: 100,000 of them encode and decode a 3 KB document each and stay alive, and
 * the heap they retain beyond as many idle virtual threads is under {@value #BOUND} bytes a thread
 * (a reader and writers kept per thread would be several KB). On a JDK without virtual threads
 * (17), the same measurement runs in a forked JVM on platform threads with {@code
 * io.wirebind.lending=pool}, the pool virtual threads use. In both, the same measurement on
 * platform threads with their {@code ThreadLocal}s shows the per-thread retention it would catch.
 */
class VirtualThreadLendingTest {
  static final int VIRTUAL_THREADS = 100_000;
  static final int PLATFORM_THREADS = 2_000;
  static final int BOUND = 256;
  static final int PER_THREAD_SET = 3_000; // a JSON writer and reader grown by the 3 KB document

  @Test
  void virtualThreadsRetainNoReadersOrWriters() throws Exception {
    ThreadFactory virtual = LendingScenario.virtualThreads();
    if (virtual != null) {
      assertTrue(Lending.onVirtualThread() == Lending.POOL_EVERY_THREAD);
      long start = System.nanoTime();
      double retained = LendingScenario.retainedPerThread(virtual, VIRTUAL_THREADS);
      System.out.printf("%,d virtual threads: %.1f bytes retained each, %d pooled, %d ms%n", VIRTUAL_THREADS,
          retained, Lending.pooled(), (System.nanoTime() - start) / 1_000_000);
      assertTrue(retained < BOUND, "virtual threads retain " + retained + " bytes each");
      assertTrue(Lending.pooled() <= 3 * Lending.POOL_SLOTS, "pooled " + Lending.pooled());
      assertTrue(System.nanoTime() - start < TimeUnit.MINUTES.toNanos(2));
      // and the detection: a virtual thread borrows from the pool, a platform thread does not
      boolean[] seen = new boolean[1];
      Thread t = virtual.newThread(() -> seen[0] = Lending.onVirtualThread());
      t.start();
      t.join();
      assertTrue(seen[0], "a virtual thread is not told as one");
    } else {
      Map<String, Double> forked = fork("-Dio.wirebind.lending=pool", Integer.toString(PLATFORM_THREADS));
      System.out.println("forked, " + PLATFORM_THREADS + " pooled platform threads: " + forked);
      assertTrue(forked.get("retained") < BOUND, "pooled platform threads retain " + forked);
      assertTrue(forked.get("pooled") <= 3 * forked.get("slots"), forked.toString());
    }
  }

  @Test
  void platformThreadsKeepTheirOwnAndTheMeasurementSeesIt() throws Exception {
    assertEquals(false, Lending.onVirtualThread() && !Lending.POOL_EVERY_THREAD);
    double retained = LendingScenario.retainedPerThread(Thread::new, PLATFORM_THREADS);
    System.out.printf("%,d platform threads with ThreadLocals: %.1f bytes retained each%n", PLATFORM_THREADS, retained);
    assertTrue(retained > PER_THREAD_SET, "platform threads retain only " + retained + " bytes each");
  }

  /** Runs {@link LendingScenario#main} in a new JVM with {@code jvmOption}; its printed numbers by name. */
  private static Map<String, Double> fork(String jvmOption, String threads) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", jvmOption, "-cp",
        System.getProperty("java.class.path"), LendingScenario.class.getName(), threads));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    Map<String, Double> values = new HashMap<>();
    StringBuilder output = new StringBuilder();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        output.append(line).append('\n');
        String[] parts = line.split(" ");
        if (parts.length == 2 && parts[1].matches("-?[0-9.E]+")) {
          values.put(parts[0], Double.parseDouble(parts[1]));
        }
      }
    }
    assertTrue(p.waitFor(3, TimeUnit.MINUTES), "forked JVM did not finish");
    assertEquals(0, p.exitValue(), output.toString());
    assertTrue(values.containsKey("retained"), output.toString());
    return values;
  }
}
