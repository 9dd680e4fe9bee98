package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.Inner;
import io.wirebind.benchmarks.model.Mixed;
import io.wirebind.benchmarks.protobuf.Scenarios;
import org.openjdk.jmh.infra.Blackhole;

/** int, long, double, boolean, String and a nested object (int, String, double). */
public class MixedBenchmark
    extends WirebindJsonScenario<
        Mixed,
        Mixed,
        Scenarios.Mixed,
        Scenarios.Mixed,
        io.wirebind.benchmarks.quickbuf.Scenarios.Mixed,
        io.wirebind.benchmarks.quickbuf.Scenarios.Mixed> {

  public MixedBenchmark() {
    super(
        Mixed.class,
        Mixed.class,
        Scenarios.Mixed.parser(),
        io.wirebind.benchmarks.quickbuf.Scenarios.Mixed::newInstance,
        io.wirebind.benchmarks.quickbuf.Scenarios.Mixed::newInstance);
  }

  @Override
  protected Mixed createData() {
    Mixed m = new Mixed();
    m.count = 123456;
    m.timestamp = 1_763_800_000_123L;
    m.price = 1234.5678;
    m.active = true;
    m.name = "mixed-scalars";
    m.inner = new Inner();
    m.inner.id = 42;
    m.inner.label = "inner-label";
    m.inner.weight = 0.75;
    return m;
  }

  @Override
  protected Mixed expectedRead(Mixed data) {
    return data;
  }

  @Override
  protected Scenarios.Mixed toProtobufJava(Mixed m) {
    Scenarios.Mixed.Builder b =
        Scenarios.Mixed.newBuilder()
            .setCount(m.count)
            .setTimestamp(m.timestamp)
            .setPrice(m.price)
            .setActive(m.active)
            .setName(m.name);
    if (m.inner != null) {
      b.setInner(
          Scenarios.Inner.newBuilder()
              .setId(m.inner.id)
              .setLabel(m.inner.label)
              .setWeight(m.inner.weight));
    }
    return b.build();
  }

  @Override
  protected Mixed fromProtobufJava(Scenarios.Mixed p) {
    Mixed m = new Mixed();
    m.count = p.getCount();
    m.timestamp = p.getTimestamp();
    m.price = p.getPrice();
    m.active = p.getActive();
    m.name = p.getName();
    if (p.hasInner()) {
      m.inner = new Inner();
      m.inner.id = p.getInner().getId();
      m.inner.label = p.getInner().getLabel();
      m.inner.weight = p.getInner().getWeight();
    }
    return m;
  }

  @Override
  protected void fillQuickBuffers(Mixed m, io.wirebind.benchmarks.quickbuf.Scenarios.Mixed q) {
    q.setCount(m.count)
        .setTimestamp(m.timestamp)
        .setPrice(m.price)
        .setActive(m.active)
        .setName(m.name);
    if (m.inner != null) {
      q.getMutableInner().setId(m.inner.id).setLabel(m.inner.label).setWeight(m.inner.weight);
    }
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.Scenarios.Mixed q, Blackhole bh) {
    bh.consume(q.getName());
    bh.consume(q.getInner().getLabel());
  }
}
