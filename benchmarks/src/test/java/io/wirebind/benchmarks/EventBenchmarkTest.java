package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.benchmarks.model.Event;
import io.wirebind.benchmarks.protobuf.EventProtos;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What {@link EventBenchmark} measures agrees across the libraries: Wirebind's JSON is Jackson's
 * byte for byte, its protobuf is protoc's for the hand-written oneof and parses there to the same
 * message. (The setup, run here too, checks that Jackson, DSL-JSON, protobuf-java, QuickBuffers
 * and Wirebind all decode every input to the data.)
 */
class EventBenchmarkTest {
  private static final EventBenchmark EVENTS = new EventBenchmark();

  @BeforeAll
  static void setup() throws Exception {
    EVENTS.setup();
  }

  @Test
  void wirebindJsonIsJacksons() {
    assertEquals(
        new String(EVENTS.jsonInput, StandardCharsets.UTF_8),
        new String(EVENTS.codec.toJson(EVENTS.source), StandardCharsets.UTF_8));
  }

  @Test
  void wirebindProtobufIsProtocsBytes() throws Exception {
    byte[] ours = EVENTS.codec.toProto(EVENTS.source);
    assertEquals(HexFormat.of().formatHex(EVENTS.protoInput), HexFormat.of().formatHex(ours));
    assertEquals(EVENTS.toProtobufJava(EVENTS.source), EventProtos.EventBatch.parseFrom(ours));
  }

  @Test
  void theDataIsAMixOfOneHundredEvents() {
    assertEquals(100, EVENTS.source.events.size());
    assertEquals("{Click=40, PageView=30, Purchase=10, Scroll=20}",
        EVENTS.source.events.stream()
            .collect(Collectors.groupingBy((Event e) -> e.getClass().getSimpleName(),
                java.util.TreeMap::new, Collectors.counting()))
            .toString());
  }
}
