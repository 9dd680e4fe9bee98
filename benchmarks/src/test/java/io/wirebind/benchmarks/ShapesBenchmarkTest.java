package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.type.TypeReference;
import io.wirebind.benchmarks.model.Customer;
import io.wirebind.benchmarks.model.Page;
import io.wirebind.benchmarks.protobuf.ShapesProtos;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * What {@link ShapesBenchmark} measures is what Wirebind promises: its JSON is Jackson's byte for
 * byte and each library reads the other's, its protobuf is protoc's bytes; DSL-JSON reads Jackson's
 * JSON to the same data. The setup, run here, checks every decoder; every benchmark method runs
 * once.
 */
class ShapesBenchmarkTest {
  private static final ShapesBenchmark SHAPES = new ShapesBenchmark();

  @BeforeAll
  static void setup() throws Exception {
    SHAPES.setup();
  }

  @Test
  void wirebindJsonIsJacksons() throws Exception {
    assertEquals(
        new String(SHAPES.jsonInput, StandardCharsets.UTF_8),
        new String(SHAPES.codec.toJson(SHAPES.source), StandardCharsets.UTF_8));
    Page<Customer> back = SHAPES.jackson.readValue(SHAPES.codec.toJson(SHAPES.source),
        new TypeReference<Page<Customer>>() {});
    assertEquals(SHAPES.source, back);
  }

  @Test
  void wirebindProtobufIsProtocsBytes() throws Exception {
    assertEquals(
        HexFormat.of().formatHex(SHAPES.protoInput),
        HexFormat.of().formatHex(SHAPES.codec.toProto(SHAPES.source)));
    assertEquals(ShapesBenchmark.toProtobufJava(SHAPES.source),
        ShapesProtos.CustomerPage.parseFrom(SHAPES.codec.toProto(SHAPES.source)));
  }

  @Test
  void dslJsonReadsTheSameData() throws Exception {
    assertEquals(SHAPES.jackson.valueToTree(SHAPES.source),
        SHAPES.jackson.valueToTree(SHAPES.dslJsonDecode()));
    byte[] own = SHAPES.dslJsonEncode(); // may leave out default values: compared as read back
    assertEquals(SHAPES.source, SHAPES.jackson.readValue(own, new TypeReference<Page<Customer>>() {}));
  }

  @Test
  void everyBenchmarkMethodRuns() throws Exception {
    int n = 0;
    for (Method m : ShapesBenchmark.class.getMethods()) {
      if (m.isAnnotationPresent(Benchmark.class)) {
        m.invoke(SHAPES);
        n++;
      }
    }
    assertEquals(20, n); // with Jackson 3's two
  }

  @Test
  void theDataIsRealistic() {
    assertEquals(20, SHAPES.source.items.size());
    assertEquals(2, SHAPES.source.items.get(0).tags.size());
    assertEquals(4, SHAPES.source.items.get(2).tags.size());
    assertEquals(3, SHAPES.source.items.get(2).channels.size());
    assertEquals(3, SHAPES.source.items.get(2).attributes.size());
    assertEquals(3, SHAPES.source.items.get(2).attributes.get("languages").size());
  }
}
