package io.wirebind.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * What {@link ShapesReuseBenchmark}'s reused decodes and encodes of a string-free message of the
 * collection shapes allocate, itemised by class (printed, and written to {@code
 * target/shapes-reuse-allocation.txt}). Run with {@code mvn -B -ntp -q -pl benchmarks -am test
 * -Dtest=ShapesReuseAllocationTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class ShapesReuseAllocationTest {
  @Test
  void itemiseReusedDecodesAndEncodes() throws Exception {
    ShapesReuseBenchmark b = new ShapesReuseBenchmark();
    b.setup();
    StringBuilder report = new StringBuilder();
    Allocations.itemise("wirebindProtoDecodeReuse", b::wirebindProtoDecodeReuse, 20_000, 20_000, report);
    Allocations.itemise("wirebindJsonDecodeReuse", b::wirebindJsonDecodeReuse, 20_000, 20_000, report);
    Allocations.itemise("wirebindProtoEncodeReuse", b::wirebindProtoEncodeReuse, 20_000, 20_000, report);
    Allocations.itemise("wirebindJsonEncodeReuse", b::wirebindJsonEncodeReuse, 20_000, 20_000, report);
    System.out.println(report);
    Files.writeString(Path.of("target", "shapes-reuse-allocation.txt"), report);
  }
}
