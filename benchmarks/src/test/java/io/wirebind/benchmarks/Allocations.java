package io.wirebind.benchmarks;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * What one operation allocates, itemised (not a speed measurement): the bytes per operation from
 * {@code com.sun.management.ThreadMXBean.getThreadAllocatedBytes} around many operations after a
 * warm-up, and the share of each allocated class from a JFR recording of {@code
 * jdk.ObjectAllocationSample} (weights summed per class).
 */
final class Allocations {
  private Allocations() {}

  /** Appends the bytes per operation of {@code op} and their classes to {@code report}; returns the bytes. */
  static long itemise(String name, Supplier<?> op, int warmup, int runs, StringBuilder report) throws Exception {
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long tid = Thread.currentThread().getId();
    Object sink = null;
    for (int i = 0; i < warmup; i++) {
      sink = op.get();
    }
    long before = mx.getThreadAllocatedBytes(tid);
    for (int i = 0; i < runs; i++) {
      sink = op.get();
    }
    long perOp = (mx.getThreadAllocatedBytes(tid) - before) / runs;
    report.append(String.format("%s: %d bytes per operation (%d operations after %d warm-up)%n", name, perOp, runs, warmup));
    if (sink == null) {
      throw new IllegalStateException(name + " returned null");
    }
    Path file = Files.createTempFile("alloc", ".jfr");
    try (Recording r = new Recording()) {
      r.enable("jdk.ObjectAllocationSample").with("throttle", "10000/s");
      r.start();
      long start = mx.getThreadAllocatedBytes(tid);
      for (int i = 0; i < runs * 4; i++) {
        sink = op.get();
      }
      long total = mx.getThreadAllocatedBytes(tid) - start;
      r.stop();
      r.dump(file);
      Map<String, Long> weights = new TreeMap<>();
      long sum = 0;
      for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
        if (e.getThread() != null && e.getThread().getJavaThreadId() == tid) {
          long w = e.getLong("weight");
          weights.merge(e.getClass("objectClass").getName(), w, Long::sum);
          sum += w;
        }
      }
      List<Map.Entry<String, Long>> rows = new ArrayList<>(weights.entrySet());
      rows.sort(Map.Entry.<String, Long>comparingByValue().reversed());
      for (Map.Entry<String, Long> row : rows) {
        double share = sum == 0 ? 0 : (double) row.getValue() / sum;
        report.append(String.format("  %-50s %5.1f%%  ~%d bytes per operation%n", row.getKey(), 100 * share,
            Math.round(share * total / (runs * 4.0))));
      }
    } finally {
      Files.deleteIfExists(file);
    }
    return perOp;
  }
}
