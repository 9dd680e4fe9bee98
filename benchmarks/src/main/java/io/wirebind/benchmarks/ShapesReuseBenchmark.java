package io.wirebind.benchmarks;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.JsonWriter;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.Wirebind;
import io.wirebind.benchmarks.model.Channel;
import io.wirebind.benchmarks.model.Reading;
import io.wirebind.benchmarks.model.Sensor;
import io.wirebind.benchmarks.model.Window;
import java.util.ArrayList;
import java.util.EnumSet;
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
 * Decoding into a reused string-free message of the collection shapes ({@link Sensor}: an {@code
 * EnumSet}, an {@code EnumMap} of enums, a {@code double[][]}, a {@code List<List<Channel>>}, a
 * generic {@code Window<Reading>} and a {@code Reading[]}), in both formats: Wirebind alone, for what it allocates. Run
 * with {@code -prof gc} and read {@code gc.alloc.rate.norm}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ShapesReuseBenchmark {
  Sensor source;
  Codec<Sensor> codec;
  byte[] protoInput;
  byte[] jsonInput;
  private ProtoReader protoReader;
  private JsonReader jsonReader;
  private ProtoWriter protoWriter;
  private JsonWriter jsonWriter;
  private Sensor protoReuse;
  private Sensor jsonReuse;

  static Sensor createData() {
    Sensor s = new Sensor();
    s.id = 4_711;
    s.enabled = EnumSet.of(Channel.EMAIL, Channel.PUSH, Channel.POST);
    s.fallbacks.put(Channel.EMAIL, Channel.POST);
    s.fallbacks.put(Channel.PUSH, Channel.SMS);
    s.grid = new double[4][];
    for (int r = 0; r < s.grid.length; r++) {
      s.grid[r] = new double[6];
      for (int c = 0; c < 6; c++) {
        s.grid[r][c] = r * 1.25 + c * 0.5;
      }
    }
    s.routes = new ArrayList<>();
    s.routes.add(new ArrayList<>(List.of(Channel.EMAIL, Channel.SMS)));
    s.routes.add(new ArrayList<>(List.of(Channel.PUSH, Channel.POST, Channel.EMAIL)));
    s.window = new Window<>();
    s.window.from = 1_700_000_000_000L;
    s.window.to = s.window.from + 60_000;
    for (int i = 0; i < 16; i++) {
      s.window.samples.add(new Reading(s.window.from + 3_750L * i, 20.5 + i * 0.25));
    }
    s.samples = new Reading[8];
    for (int i = 0; i < s.samples.length; i++) {
      s.samples[i] = new Reading(s.window.from + 7_500L * i, 18.0 - i * 0.5);
    }
    return s;
  }

  @Setup
  public void setup() {
    source = createData();
    codec = Wirebind.codec(Sensor.class);
    protoInput = codec.toProto(source);
    jsonInput = codec.toJson(source);
    protoReader = new ProtoReader();
    jsonReader = new JsonReader();
    protoWriter = new ProtoWriter();
    jsonWriter = new JsonWriter();
    protoReuse = codec.fromProto(protoInput);
    jsonReuse = codec.fromJson(jsonInput);
    if (!source.equals(protoReuse) || !source.equals(jsonReuse)
        || !source.equals(wirebindProtoDecodeReuse()) || !source.equals(wirebindJsonDecodeReuse())) {
      throw new IllegalStateException("ShapesReuseBenchmark: a decode differs from the source");
    }
  }

  @Benchmark
  public Sensor wirebindProtoDecodeReuse() {
    return codec.readProto(protoReader.reset(protoInput), protoReuse);
  }

  @Benchmark
  public Sensor wirebindJsonDecodeReuse() {
    jsonReader.reset(jsonInput);
    return codec.readJson(jsonReader, jsonReuse);
  }

  @Benchmark
  public int wirebindProtoEncodeReuse() {
    codec.toProto(source, protoWriter);
    return protoWriter.size();
  }

  @Benchmark
  public int wirebindJsonEncodeReuse() {
    jsonWriter.reset();
    codec.writeJson(source, jsonWriter);
    return jsonWriter.size();
  }
}
