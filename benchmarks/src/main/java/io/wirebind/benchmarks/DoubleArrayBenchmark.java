package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.Doubles;
import io.wirebind.benchmarks.protobuf.Scenarios;
import java.util.Random;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@code double[1000]} of random values ({@code repeated double}, packed). {@link
 * #systemArraycopy} is the physical reference: copying the packed bytes into a buffer of the
 * array's size.
 */
public class DoubleArrayBenchmark
    extends WirebindJsonScenario<
        Doubles,
        Doubles,
        Scenarios.Doubles,
        Scenarios.Doubles,
        io.wirebind.benchmarks.quickbuf.Scenarios.Doubles,
        io.wirebind.benchmarks.quickbuf.Scenarios.Doubles> {

  static final int COUNT = 1000;

  private byte[] copy;
  private int packedOffset;

  public DoubleArrayBenchmark() {
    super(
        Doubles.class,
        Doubles.class,
        Scenarios.Doubles.parser(),
        io.wirebind.benchmarks.quickbuf.Scenarios.Doubles::newInstance,
        io.wirebind.benchmarks.quickbuf.Scenarios.Doubles::newInstance);
  }

  @Override
  protected Doubles createData() {
    Random random = new Random(1000);
    double[] values = new double[COUNT];
    for (int i = 0; i < COUNT; i++) {
      values[i] = (random.nextDouble() - 0.5) * 2000.0;
    }
    Doubles d = new Doubles();
    d.values = values;
    return d;
  }

  @Override
  protected Doubles expectedRead(Doubles data) {
    return data;
  }

  @Override
  protected void setupScenario() {
    copy = new byte[COUNT * Double.BYTES];
    // tag and length come first; the packed little-endian doubles are the last 8000 bytes
    packedOffset = protoInput.length - copy.length;
  }

  /** Copies the packed bytes into a {@code double[]}-sized buffer: the floor for any decoder. */
  @Benchmark
  public byte[] systemArraycopy() {
    System.arraycopy(protoInput, packedOffset, copy, 0, copy.length);
    return copy;
  }

  @Override
  protected Scenarios.Doubles toProtobufJava(Doubles d) {
    Scenarios.Doubles.Builder b = Scenarios.Doubles.newBuilder();
    for (double v : d.values) {
      b.addValues(v);
    }
    return b.build();
  }

  @Override
  protected Doubles fromProtobufJava(Scenarios.Doubles p) {
    Doubles d = new Doubles();
    d.values = p.getValuesList().stream().mapToDouble(Double::doubleValue).toArray();
    return d;
  }

  @Override
  protected void fillQuickBuffers(Doubles d, io.wirebind.benchmarks.quickbuf.Scenarios.Doubles q) {
    q.getMutableValues().addAll(d.values);
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.Scenarios.Doubles q, Blackhole bh) {
    // no strings
  }
}
