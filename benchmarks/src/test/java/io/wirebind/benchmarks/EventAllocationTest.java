package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.benchmarks.model.Click;
import io.wirebind.benchmarks.model.Event;
import io.wirebind.benchmarks.model.EventBatch;
import io.wirebind.benchmarks.model.PageView;
import io.wirebind.benchmarks.model.Purchase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * What {@link EventBenchmark}'s decodes into a reused batch allocate, itemised (not a speed test,
 * and it asserts nothing about speed): the bytes per decode from {@code
 * com.sun.management.ThreadMXBean.getThreadAllocatedBytes} around many decodes after a warm-up,
 * the share of each allocated class from a JFR recording of {@code jdk.ObjectAllocationSample}
 * (weights summed per class), and the bytes the decoded strings take (each a {@code String} of 24
 * bytes and its Latin-1 {@code byte[]} of 16 bytes plus its length, rounded up to 8; compressed
 * class pointers assumed). Asserts, with a generous bound, that decoding the unchanged batch into
 * the reused one allocates next to nothing (its strings are kept), and that decoding two batches
 * that differ in three strings in turn allocates about those strings only. Printed; run with
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
    long json = measure("wirebindJsonDecodeReuse", b::wirebindJsonDecodeReuse, report);
    long proto = measure("wirebindProtoDecodeReuse", b::wirebindProtoDecodeReuse, report);

    // the same batch again and again: every string is kept, nothing is allocated
    assertTrue(json <= UNCHANGED_BOUND, "JSON decode of an unchanged batch allocated " + json + " bytes");
    assertTrue(proto <= UNCHANGED_BOUND, "protobuf decode of an unchanged batch allocated " + proto + " bytes");

    // two batches that differ in a few strings, decoded in turn: only those strings are new
    EventBatch other = withChangedStrings(b.source);
    List<String> changed = new ArrayList<>(strings(other));
    changed.removeAll(strings(b.source));
    long changedBytes = bytes(changed);
    report.append(String.format("batches in turn that differ in %d strings (%d bytes as new Strings):%n",
        changed.size(), changedBytes));
    Codec<EventBatch> codec = Wirebind.codec(EventBatch.class);
    byte[][] protos = {codec.toProto(b.source), codec.toProto(other)};
    byte[][] jsons = {codec.toJson(b.source), codec.toJson(other)};
    ProtoReader protoReader = new ProtoReader();
    JsonReader jsonReader = new JsonReader();
    EventBatch[] reuse = {codec.fromProto(protos[0]), codec.fromJson(jsons[0])};
    int[] turn = {0};
    long jsonChanged = measure("json, a few strings changed", () -> {
      byte[] in = jsons[++turn[0] & 1];
      return codec.readJson(jsonReader.reset(in), reuse[1]);
    }, report);
    long protoChanged = measure("protobuf, a few strings changed", () -> {
      byte[] in = protos[++turn[0] & 1];
      return codec.readProto(protoReader.reset(in), reuse[0]);
    }, report);
    assertEquals(other, codec.readProto(protoReader.reset(protos[1]), reuse[0]));
    assertEquals(other, codec.readJson(jsonReader.reset(jsons[1]), reuse[1]));
    assertTrue(jsonChanged <= changedBytes + UNCHANGED_BOUND, "JSON allocated " + jsonChanged + " bytes");
    assertTrue(protoChanged <= changedBytes + UNCHANGED_BOUND, "protobuf allocated " + protoChanged + " bytes");
    System.out.println(report);
    Files.writeString(Path.of("target", "event-allocation.txt"), report);
  }

  /**
   * A generous bound on the bytes per decode of an unchanged batch (the measure's own noise, such as
   * a JIT compilation's allocations spread over the runs); a decode that made its strings anew
   * allocates 8,072.
   */
  private static final long UNCHANGED_BOUND = 256;

  /** A copy of {@code b} with the url of the first page view and two order ids changed. */
  private static EventBatch withChangedStrings(EventBatch b) {
    EventBatch c = Wirebind.codec(EventBatch.class).fromProto(Wirebind.codec(EventBatch.class).toProto(b));
    int orders = 0;
    boolean page = false;
    for (Event e : c.events) {
      if (e instanceof PageView p && !page) {
        p.url = p.url + "?ref=mail";
        page = true;
      } else if (e instanceof Purchase p && orders < 2) {
        p.orderId = p.orderId.replace("ORD-", "ORX-");
        orders++;
      }
    }
    return c;
  }

  /** Prints the bytes per decode and the share of each class ({@link Allocations}); returns the bytes per decode. */
  private static long measure(String name, Supplier<EventBatch> decode, StringBuilder report) throws Exception {
    return Allocations.itemise(name, decode, WARMUP, RUNS, report);
  }

  private static int stringCount(EventBatch b) {
    List<String> all = strings(b);
    return all.size();
  }

  private static long stringBytes(EventBatch b) {
    return bytes(strings(b));
  }

  private static long bytes(List<String> strings) {
    long n = 0;
    for (String s : strings) {
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
