package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.benchmarks.model.Click;
import io.wirebind.benchmarks.model.Event;
import io.wirebind.benchmarks.model.EventBatch;
import io.wirebind.benchmarks.model.PageView;
import io.wirebind.benchmarks.model.Purchase;
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
import org.junit.jupiter.api.Test;

/**
 * What {@link EventBenchmark}'s decodes into a reused batch allocate, itemised (not a speed test,
 * and it asserts nothing about speed): the bytes per decode from {@code
 * com.sun.management.ThreadMXBean.getThreadAllocatedBytes} around many decodes after a warm-up,
 * the share of each allocated class from a JFR recording of {@code jdk.ObjectAllocationSample}
 * (weights summed per class), and the bytes the decoded strings take (each a {@code String} of 24
 * bytes and its Latin-1 {@code byte[]} of 16 bytes plus its length, rounded up to 8; compressed
 * class pointers assumed). Printed; run with
 * {@code mvn -B -ntp -q -pl benchmarks -am test -Dtest=EventAllocationTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class EventAllocationTest {
  private static final int WARMUP = 20_000;
  private static final int RUNS = 5_000;

  @Test
  void itemiseReusedDecodes() throws Exception {
    EventBenchmark b = new EventBenchmark();
    b.setup();
    long strings = stringBytes(b.source);
    StringBuilder report = new StringBuilder();
    report.append(String.format("strings of the batch: %d (%d bytes as new Strings)%n", stringCount(b.source), strings));
    measure("wirebindJsonDecodeReuse", b::wirebindJsonDecodeReuse, report);
    measure("wirebindProtoDecodeReuse", b::wirebindProtoDecodeReuse, report);
    System.out.println(report);
    Files.writeString(Path.of("target", "event-allocation.txt"), report);
  }

  private static void measure(String name, Supplier<EventBatch> decode, StringBuilder report) throws Exception {
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long tid = Thread.currentThread().getId();
    Object sink = null;
    for (int i = 0; i < WARMUP; i++) {
      sink = decode.get();
    }
    long before = mx.getThreadAllocatedBytes(tid);
    for (int i = 0; i < RUNS; i++) {
      sink = decode.get();
    }
    long perOp = (mx.getThreadAllocatedBytes(tid) - before) / RUNS;
    report.append(String.format("%s: %d bytes per decode (%d decodes after %d warm-up)%n", name, perOp, RUNS, WARMUP));
    assertTrue(sink != null && perOp >= 0);

    Path file = Files.createTempFile("event-alloc", ".jfr");
    try (Recording r = new Recording()) {
      r.enable("jdk.ObjectAllocationSample").with("throttle", "10000/s");
      r.start();
      long start = mx.getThreadAllocatedBytes(tid);
      for (int i = 0; i < RUNS * 4; i++) {
        sink = decode.get();
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
        report.append(String.format("  %-40s %5.1f%%  ~%d bytes per decode%n", row.getKey(), 100 * share,
            Math.round(share * total / (RUNS * 4.0))));
      }
    } finally {
      Files.deleteIfExists(file);
    }
  }

  private static int stringCount(EventBatch b) {
    List<String> all = strings(b);
    return all.size();
  }

  private static long stringBytes(EventBatch b) {
    long n = 0;
    for (String s : strings(b)) {
      n += 24 + ((16 + s.length() + 7) / 8) * 8;
    }
    return n;
  }

  private static List<String> strings(EventBatch b) {
    List<String> out = new ArrayList<>();
    out.add(b.sessionId);
    for (Event e : b.events) {
      if (e instanceof PageView p) {
        out.add(p.url);
        out.add(p.referrer);
      } else if (e instanceof Click c) {
        out.add(c.elementId);
      } else if (e instanceof Purchase p) {
        out.add(p.orderId);
        out.add(p.currency);
      }
    }
    out.removeIf(s -> s == null);
    return out;
  }
}
