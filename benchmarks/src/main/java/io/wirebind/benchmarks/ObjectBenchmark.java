package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.Strings10;
import io.wirebind.benchmarks.protobuf.Scenarios;
import org.openjdk.jmh.infra.Blackhole;

/** Ten short ASCII string fields. */
public class ObjectBenchmark
    extends WirebindJsonScenario<
        Strings10,
        Strings10,
        Scenarios.Strings10,
        Scenarios.Strings10,
        io.wirebind.benchmarks.quickbuf.Scenarios.Strings10,
        io.wirebind.benchmarks.quickbuf.Scenarios.Strings10> {

  public ObjectBenchmark() {
    super(
        Strings10.class,
        Strings10.class,
        Scenarios.Strings10.parser(),
        io.wirebind.benchmarks.quickbuf.Scenarios.Strings10::newInstance,
        io.wirebind.benchmarks.quickbuf.Scenarios.Strings10::newInstance);
  }

  @Override
  protected Strings10 createData() {
    Strings10 s = new Strings10();
    s.f1 = "alpha";
    s.f2 = "bravo-2";
    s.f3 = "charlie";
    s.f4 = "delta-four";
    s.f5 = "echo";
    s.f6 = "foxtrot-6";
    s.f7 = "golf";
    s.f8 = "hotel-eight";
    s.f9 = "india";
    s.f10 = "juliet-10";
    return s;
  }

  @Override
  protected Strings10 expectedRead(Strings10 data) {
    return data;
  }

  @Override
  protected Scenarios.Strings10 toProtobufJava(Strings10 s) {
    return Scenarios.Strings10.newBuilder()
        .setF1(s.f1)
        .setF2(s.f2)
        .setF3(s.f3)
        .setF4(s.f4)
        .setF5(s.f5)
        .setF6(s.f6)
        .setF7(s.f7)
        .setF8(s.f8)
        .setF9(s.f9)
        .setF10(s.f10)
        .build();
  }

  @Override
  protected Strings10 fromProtobufJava(Scenarios.Strings10 m) {
    Strings10 s = new Strings10();
    s.f1 = m.getF1();
    s.f2 = m.getF2();
    s.f3 = m.getF3();
    s.f4 = m.getF4();
    s.f5 = m.getF5();
    s.f6 = m.getF6();
    s.f7 = m.getF7();
    s.f8 = m.getF8();
    s.f9 = m.getF9();
    s.f10 = m.getF10();
    return s;
  }

  @Override
  protected void fillQuickBuffers(
      Strings10 s, io.wirebind.benchmarks.quickbuf.Scenarios.Strings10 m) {
    m.setF1(s.f1)
        .setF2(s.f2)
        .setF3(s.f3)
        .setF4(s.f4)
        .setF5(s.f5)
        .setF6(s.f6)
        .setF7(s.f7)
        .setF8(s.f8)
        .setF9(s.f9)
        .setF10(s.f10);
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.Scenarios.Strings10 m, Blackhole bh) {
    bh.consume(m.getF1());
    bh.consume(m.getF2());
    bh.consume(m.getF3());
    bh.consume(m.getF4());
    bh.consume(m.getF5());
    bh.consume(m.getF6());
    bh.consume(m.getF7());
    bh.consume(m.getF8());
    bh.consume(m.getF9());
    bh.consume(m.getF10());
  }
}
