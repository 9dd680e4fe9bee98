package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.benchmarks.model.generated.Cat;
import io.wirebind.benchmarks.model.generated.Dog;
import io.wirebind.benchmarks.model.generated.Pet;
import io.wirebind.benchmarks.model.generated.PetPage;
import io.wirebind.benchmarks.protobuf.GeneratedProtos;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * What {@link GeneratedModelBenchmark} measures is what Wirebind promises for openapi-generator's
 * models: its JSON is Jackson's (with {@code JsonNullableModule}) byte for byte and Jackson reads it
 * back, its protobuf is protoc's bytes; DSL-JSON's model writes the same document. The setup, run
 * here, checks every decoder; every benchmark method runs once.
 */
class GeneratedModelBenchmarkTest {
  private static final GeneratedModelBenchmark B = new GeneratedModelBenchmark();

  @BeforeAll
  static void setup() throws Exception {
    B.setup();
  }

  @Test
  void wirebindJsonIsJacksons() throws Exception {
    assertEquals(new String(B.jsonInput, StandardCharsets.UTF_8),
        new String(B.codec.toJson(B.source), StandardCharsets.UTF_8));
    assertEquals(B.source, B.jackson.readValue(B.codec.toJson(B.source), PetPage.class));
    assertEquals(new String(B.jsonInput, StandardCharsets.UTF_8),
        new String(B.dslJsonEncode(), StandardCharsets.UTF_8));
  }

  @Test
  void wirebindProtobufIsProtocsBytes() throws Exception {
    assertEquals(HexFormat.of().formatHex(B.protoInput), HexFormat.of().formatHex(B.codec.toProto(B.source)));
    assertEquals(GeneratedModelBenchmark.toProtobufJava(B.source),
        GeneratedProtos.PetPage.parseFrom(B.codec.toProto(B.source)));
  }

  @Test
  void everyBenchmarkMethodRuns() throws Exception {
    int n = 0;
    for (Method m : GeneratedModelBenchmark.class.getMethods()) {
      if (m.isAnnotationPresent(Benchmark.class)) {
        m.invoke(B);
        n++;
      }
    }
    assertEquals(18, n);
  }

  /** Every idiom is in the data: both subtypes, every JsonNullable state, left-out nulls. */
  @Test
  void theDataHoldsEveryIdiom() {
    assertEquals(10, B.source.getItems().size());
    assertTrue(B.source.getItems().stream().anyMatch(p -> p instanceof Dog));
    assertTrue(B.source.getItems().stream().anyMatch(p -> p instanceof Cat));
    Pet explicitNull = B.source.getItems().get(2);
    assertTrue(explicitNull.getNickname().isPresent());
    assertNull(explicitNull.getNickname().get());
    assertFalse(B.source.getItems().get(1).getPhotoUrls().isPresent());
    assertNull(B.source.getItems().get(7).getCategory());
    String json = new String(B.jsonInput, StandardCharsets.UTF_8);
    assertTrue(json.contains("\"nickname\":null"), json);
    assertTrue(json.contains("\"status\":\"sold-out\""), json);
    assertFalse(json.contains("\"age\":null"), json);
    assertTrue(B.jsonInput.length > 2000 && B.jsonInput.length < 3000, "" + B.jsonInput.length);
  }
}
