package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.benchmarks.protobuf.OrderProtos;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What {@link OrderBenchmark} measures is what Wirebind promises for these types: its JSON is the
 * Spring Boot-style Jackson mapper's, byte for byte, and its protobuf is what protoc's classes
 * write for the well-known messages, and parses there to an equal message. (The setup, run here
 * too, checks that every library decodes every input to the data.)
 */
class OrderBenchmarkTest {
  private static final OrderBenchmark ORDER = new OrderBenchmark();

  @BeforeAll
  static void setup() throws Exception {
    ORDER.setup();
  }

  @Test
  void wirebindJsonIsJacksons() {
    assertEquals(
        new String(ORDER.jsonInput, StandardCharsets.UTF_8),
        new String(ORDER.codec.toJson(ORDER.source), StandardCharsets.UTF_8));
  }

  @Test
  void wirebindProtobufParsesInProtocsClassToTheSameMessage() throws Exception {
    byte[] ours = ORDER.codec.toProto(ORDER.source);
    assertEquals(ORDER.toProtobufJava(ORDER.source), OrderProtos.Order.parseFrom(ours));
  }

  @Test
  void wirebindProtobufIsProtocsBytes() {
    assertEquals(
        HexFormat.of().formatHex(ORDER.protoInput),
        HexFormat.of().formatHex(ORDER.codec.toProto(ORDER.source)));
  }

  @Test
  void theDataIsRealistic() {
    assertEquals(10, ORDER.source.lines.size());
    assertEquals(2, ORDER.source.total.scale());
    assertArrayEquals(
        new long[] {3, 7},
        new long[] {
          ORDER.source.lines.stream().filter(l -> l.discount.isPresent()).count(),
          ORDER.source.lines.stream().filter(l -> l.discount.isEmpty()).count()
        });
  }
}
