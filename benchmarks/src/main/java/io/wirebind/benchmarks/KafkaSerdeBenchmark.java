package io.wirebind.benchmarks;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.InvalidProtocolBufferException;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.benchmarks.model.Car;
import io.wirebind.benchmarks.protobuf.CarProtos;
import io.wirebind.kafka.WirebindSerde;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A Kafka record's round trip through its serializer and deserializer, for the Car message
 * ({@link CarBenchmark}'s data): {@code serialize(topic, value)}, then
 * {@code deserialize(topic, headers, ByteBuffer)} as the consumer calls it. Wirebind's serde in
 * both formats against the serdes users write for protobuf-java (build the message from the
 * domain object, {@code toByteArray}; {@code parseFrom}) and for Jackson (default
 * {@code ObjectMapper}, {@code writeValueAsBytes}; {@code readValue}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class KafkaSerdeBenchmark {
  static final String TOPIC = "cars";
  private static final Headers HEADERS = new RecordHeaders();

  private final CarBenchmark data = new CarBenchmark();
  private Car car;
  private Serde<Car> wirebindProto;
  private Serde<Car> wirebindJson;
  private Serializer<Car> protobufJavaSerializer;
  private Deserializer<CarProtos.Car> protobufJavaDeserializer;
  private Serializer<Car> jacksonSerializer;
  private Deserializer<Car> jacksonDeserializer;

  @Setup
  public void setup() throws IOException {
    data.setup();
    car = data.source;
    wirebindProto = WirebindSerde.proto(Car.class);
    wirebindJson = WirebindSerde.json(Car.class);
    protobufJavaSerializer = (topic, c) -> data.toProtobufJava(c).toByteArray();
    protobufJavaDeserializer = (topic, bytes) -> {
      try {
        return CarProtos.Car.parseFrom(bytes);
      } catch (InvalidProtocolBufferException e) {
        throw new SerializationException(e);
      }
    };
    ObjectMapper mapper = new ObjectMapper();
    jacksonSerializer = (topic, c) -> {
      try {
        return mapper.writeValueAsBytes(c);
      } catch (IOException e) {
        throw new SerializationException(e);
      }
    };
    jacksonDeserializer = (topic, bytes) -> {
      try {
        return mapper.readValue(bytes, Car.class);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    };
    Codec<Car> codec = Wirebind.codec(Car.class);
    byte[] want = codec.toProto(car);
    check("wirebind proto", codec.toProto(wirebindProto()), want);
    check("wirebind json", codec.toProto(wirebindJson()), want);
    check("protobuf-java", codec.toProto(data.fromProtobufJava(protobufJava())), want);
    check("jackson", codec.toProto(jackson()), want);
    if (!Arrays.equals(wirebindJson.serializer().serialize(TOPIC, car), jacksonSerializer.serialize(TOPIC, car))) {
      throw new IllegalStateException("Wirebind's JSON differs from Jackson's");
    }
  }

  private static void check(String what, byte[] actual, byte[] expected) {
    if (!Arrays.equals(actual, expected)) {
      throw new IllegalStateException(what + ": the Car does not round-trip");
    }
  }

  @Benchmark
  public Car wirebindProto() {
    byte[] bytes = wirebindProto.serializer().serialize(TOPIC, car);
    return wirebindProto.deserializer().deserialize(TOPIC, HEADERS, ByteBuffer.wrap(bytes));
  }

  @Benchmark
  public Car wirebindJson() {
    byte[] bytes = wirebindJson.serializer().serialize(TOPIC, car);
    return wirebindJson.deserializer().deserialize(TOPIC, HEADERS, ByteBuffer.wrap(bytes));
  }

  @Benchmark
  public CarProtos.Car protobufJava() {
    byte[] bytes = protobufJavaSerializer.serialize(TOPIC, car);
    return protobufJavaDeserializer.deserialize(TOPIC, HEADERS, ByteBuffer.wrap(bytes));
  }

  @Benchmark
  public Car jackson() {
    byte[] bytes = jacksonSerializer.serialize(TOPIC, car);
    return jacksonDeserializer.deserialize(TOPIC, HEADERS, ByteBuffer.wrap(bytes));
  }
}
