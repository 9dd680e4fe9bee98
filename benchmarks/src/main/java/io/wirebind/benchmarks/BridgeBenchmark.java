package io.wirebind.benchmarks;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.benchmarks.model.bridge.Reading;
import io.wirebind.jackson.JacksonBridge;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The cost of the Jackson bridge: {@link Reading}, ten properties of which one has its own Jackson
 * serializer and deserializer and is handed to Jackson, encoded to and decoded from JSON by
 * Wirebind (nine generated properties, one through the application's mapper) and by that mapper
 * alone. Target: Wirebind ≥ 2× Jackson for the whole class. {@link #setup()} checks both write the
 * same bytes and read them back equal.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class BridgeBenchmark {
  final ObjectMapper jackson = new ObjectMapper();
  final Codec<Reading> codec = Wirebind.codec(Reading.class);
  Reading reading;
  byte[] json;

  @Setup
  public void setup() throws IOException {
    JacksonBridge.use(jackson);
    reading = new Reading();
    reading.id = 1_234_567_890_123L;
    reading.sensor = "boiler-7/inlet";
    reading.value = 81.25;
    reading.quality = 97;
    reading.valid = true;
    reading.unit = "celsius";
    reading.takenAt = 1_767_225_600_000L;
    reading.tags = List.of("plant-a", "line-3", "critical");
    reading.min = -4.5;
    reading.checksum = 0x5eed_cafe_f00dL;
    json = jackson.writeValueAsBytes(reading);
    byte[] ours = codec.toJson(reading);
    if (!Arrays.equals(json, ours)) {
      throw new IllegalStateException("JSON differs:\n" + new String(json) + "\n" + new String(ours));
    }
    byte[] back = jackson.writeValueAsBytes(codec.fromJson(json));
    if (!Arrays.equals(json, back)) {
      throw new IllegalStateException("read back differently: " + new String(back));
    }
  }

  @Benchmark
  public byte[] wirebindJsonEncode() {
    return codec.toJson(reading);
  }

  @Benchmark
  public Reading wirebindJsonDecode() {
    return codec.fromJson(json);
  }

  @Benchmark
  public byte[] jacksonJsonEncode() throws IOException {
    return jackson.writeValueAsBytes(reading);
  }

  @Benchmark
  public Reading jacksonJsonDecode() throws IOException {
    return jackson.readValue(json, Reading.class);
  }
}
