package io.wirebind.benchmarks;

import io.grpc.Drainable;
import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.protobuf.ProtoUtils;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.benchmarks.model.Car;
import io.wirebind.benchmarks.protobuf.CarProtos;
import io.wirebind.grpc.WireMarshaller;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A gRPC message's way through its marshaller, as grpc-java drives it, for the Car message
 * ({@link CarBenchmark}'s data): {@code stream(value)}, the framer's {@code drainTo} into the
 * transport's buffer, then {@code parse} of a {@link KnownLength} stream over the received bytes.
 * Wirebind's {@link WireMarshaller} against grpc-java's {@code ProtoUtils.marshaller} for the
 * protoc-generated class; as in every scenario, protobuf-java builds its message from the same
 * domain object in each operation. {@code protobufJavaPrebuilt} (one pre-built message) is for
 * reference only.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class GrpcMarshallerBenchmark {
  private final CarBenchmark data = new CarBenchmark();
  private Car car;
  private CarProtos.Car prebuilt;
  private WireMarshaller<Car> wirebind;
  private MethodDescriptor.Marshaller<CarProtos.Car> protobufJava;
  private final Sink sink = new Sink();

  @Setup
  public void setup() throws IOException {
    data.setup();
    car = data.source;
    prebuilt = data.toProtobufJava(car);
    wirebind = WireMarshaller.of(Car.class);
    protobufJava = ProtoUtils.marshaller(CarProtos.Car.getDefaultInstance());
    Codec<Car> codec = Wirebind.codec(Car.class);
    byte[] want = codec.toProto(car);
    check("wirebind", codec.toProto(wirebind()), want);
    check("protobuf-java", codec.toProto(data.fromProtobufJava(protobufJava())), want);
    check("protobuf-java prebuilt", codec.toProto(data.fromProtobufJava(protobufJavaPrebuilt())), want);
  }

  private static void check(String what, byte[] actual, byte[] expected) {
    if (!Arrays.equals(actual, expected)) {
      throw new IllegalStateException(what + ": the marshalled Car does not round-trip");
    }
  }

  @Benchmark
  public Car wirebind() throws IOException {
    return wirebind.parse(sink.receive(wirebind.stream(car)));
  }

  @Benchmark
  public CarProtos.Car protobufJava() throws IOException {
    return protobufJava.parse(sink.receive(protobufJava.stream(data.toProtobufJava(car))));
  }

  @Benchmark
  public CarProtos.Car protobufJavaPrebuilt() throws IOException {
    return protobufJava.parse(sink.receive(protobufJava.stream(prebuilt)));
  }

  /** The transport: drains a message into a reused buffer and hands back a known-length stream. */
  static final class Sink extends OutputStream {
    private byte[] buf = new byte[4096];
    private int count;

    InputStream receive(InputStream message) throws IOException {
      count = 0;
      if (!(message instanceof Drainable) || !(message instanceof KnownLength)) {
        throw new IllegalStateException(message.getClass() + " is not a KnownLength Drainable");
      }
      ((Drainable) message).drainTo(this);
      return new Frame(buf, count);
    }

    @Override
    public void write(int b) {
      if (count == buf.length) {
        buf = Arrays.copyOf(buf, buf.length * 2);
      }
      buf[count++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      if (buf.length - count < len) {
        buf = Arrays.copyOf(buf, Math.max(buf.length * 2, count + len));
      }
      System.arraycopy(b, off, buf, count, len);
      count += len;
    }
  }

  /** A received message, like grpc-java's own buffer stream: its length is known. */
  static final class Frame extends ByteArrayInputStream implements KnownLength {
    Frame(byte[] b, int length) {
      super(b, 0, length);
    }
  }
}
