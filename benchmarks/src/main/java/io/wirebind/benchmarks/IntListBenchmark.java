package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.IntList;
import io.wirebind.benchmarks.protobuf.Scenarios;
import java.util.Random;
import org.openjdk.jmh.infra.Blackhole;

/**
 * 100 ints of mixed magnitude: varints of one to five bytes in turn, every tenth value negative
 * (a ten-byte varint for protobuf's {@code int32}); packed on the wire.
 */
public class IntListBenchmark
    extends WirebindJsonScenario<
        IntList,
        IntList,
        Scenarios.IntList,
        Scenarios.IntList,
        io.wirebind.benchmarks.quickbuf.Scenarios.IntList,
        io.wirebind.benchmarks.quickbuf.Scenarios.IntList> {

  static final int COUNT = 100;

  public IntListBenchmark() {
    super(
        IntList.class,
        IntList.class,
        Scenarios.IntList.parser(),
        io.wirebind.benchmarks.quickbuf.Scenarios.IntList::newInstance,
        io.wirebind.benchmarks.quickbuf.Scenarios.IntList::newInstance);
  }

  @Override
  protected IntList createData() {
    Random random = new Random(100);
    int[] values = new int[COUNT];
    for (int i = 0; i < COUNT; i++) {
      int bytes = 1 + i % 5;
      int min = bytes == 1 ? 0 : 1 << (7 * (bytes - 1));
      int max = bytes == 5 ? Integer.MAX_VALUE : (1 << (7 * bytes)) - 1;
      int v = min + random.nextInt(max - min);
      values[i] = i % 10 == 9 ? -v : v;
    }
    IntList l = new IntList();
    l.values = values;
    return l;
  }

  @Override
  protected IntList expectedRead(IntList data) {
    return data;
  }

  @Override
  protected Scenarios.IntList toProtobufJava(IntList l) {
    Scenarios.IntList.Builder b = Scenarios.IntList.newBuilder();
    for (int v : l.values) {
      b.addValues(v);
    }
    return b.build();
  }

  @Override
  protected IntList fromProtobufJava(Scenarios.IntList p) {
    IntList l = new IntList();
    l.values = p.getValuesList().stream().mapToInt(Integer::intValue).toArray();
    return l;
  }

  @Override
  protected void fillQuickBuffers(IntList l, io.wirebind.benchmarks.quickbuf.Scenarios.IntList q) {
    q.getMutableValues().addAll(l.values);
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.Scenarios.IntList q, Blackhole bh) {
    // no strings
  }
}
