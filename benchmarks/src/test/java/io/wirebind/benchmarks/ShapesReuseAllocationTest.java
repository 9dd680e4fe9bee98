package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.JsonReader;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.benchmarks.model.Sensor;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * What {@link ShapesReuseBenchmark}'s reused decodes and encodes of a string-free message of the
 * collection shapes allocate, itemised by class (printed, and written to {@code
 * target/shapes-reuse-allocation.txt}); the reused decodes, protobuf, Jackson-style JSON and
 * proto3 JSON, must allocate nothing (below {@link #DECODE_BOUND} bytes per decode, room for a
 * stray allocation of the measuring thread, never for a per-decode object). Run with {@code mvn -B
 * -ntp -q -pl benchmarks -am test -Dtest=ShapesReuseAllocationTest
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class ShapesReuseAllocationTest {
  static final long DECODE_BOUND = 16;

  @Test
  void itemiseReusedDecodesAndEncodes() throws Exception {
    ShapesReuseBenchmark b = new ShapesReuseBenchmark();
    b.setup();
    byte[] proto3 = b.codec.toJson(b.source, JsonStyle.PROTO3);
    JsonReader proto3Reader = new JsonReader();
    Sensor proto3Reuse = b.codec.fromJson(proto3, JsonStyle.PROTO3);
    assertEquals(b.source, proto3Reuse);
    StringBuilder report = new StringBuilder();
    long proto = Allocations.itemise("wirebindProtoDecodeReuse", b::wirebindProtoDecodeReuse, 20_000, 20_000, report);
    long json = Allocations.itemise("wirebindJsonDecodeReuse", b::wirebindJsonDecodeReuse, 20_000, 20_000, report);
    long proto3Json = Allocations.itemise("proto3JsonDecodeReuse",
        () -> b.codec.readJson(proto3Reader.reset(proto3), proto3Reuse, JsonStyle.PROTO3), 20_000, 20_000, report);
    Allocations.itemise("wirebindProtoEncodeReuse", b::wirebindProtoEncodeReuse, 20_000, 20_000, report);
    Allocations.itemise("wirebindJsonEncodeReuse", b::wirebindJsonEncodeReuse, 20_000, 20_000, report);
    System.out.println(report);
    Files.writeString(Path.of("target", "shapes-reuse-allocation.txt"), report);
    assertEquals(b.source, b.wirebindProtoDecodeReuse());
    assertEquals(b.source, b.wirebindJsonDecodeReuse());
    assertEquals(b.source, proto3Reuse);
    assertTrue(proto < DECODE_BOUND, "a reused protobuf decode allocated " + proto + " bytes");
    assertTrue(json < DECODE_BOUND, "a reused Jackson-style JSON decode allocated " + json + " bytes");
    assertTrue(proto3Json < DECODE_BOUND, "a reused proto3 JSON decode allocated " + proto3Json + " bytes");
  }
}
