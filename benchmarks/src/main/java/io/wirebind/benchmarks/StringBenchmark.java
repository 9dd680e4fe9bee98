package io.wirebind.benchmarks;

import io.wirebind.benchmarks.model.Text;
import io.wirebind.benchmarks.protobuf.Scenarios;
import java.util.Random;
import org.openjdk.jmh.infra.Blackhole;

/** One 160-character ASCII string. */
public class StringBenchmark
    extends WirebindJsonScenario<
        Text,
        Text,
        Scenarios.Text,
        Scenarios.Text,
        io.wirebind.benchmarks.quickbuf.Scenarios.Text,
        io.wirebind.benchmarks.quickbuf.Scenarios.Text> {

  static final int LENGTH = 160;

  public StringBenchmark() {
    super(
        Text.class,
        Text.class,
        Scenarios.Text.parser(),
        io.wirebind.benchmarks.quickbuf.Scenarios.Text::newInstance,
        io.wirebind.benchmarks.quickbuf.Scenarios.Text::newInstance);
  }

  @Override
  protected Text createData() {
    // letters, digits, spaces and punctuation that JSON does not escape
    String alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:-_()";
    Random random = new Random(160);
    StringBuilder sb = new StringBuilder(LENGTH);
    for (int i = 0; i < LENGTH; i++) {
      sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    Text t = new Text();
    t.text = sb.toString();
    return t;
  }

  @Override
  protected Text expectedRead(Text data) {
    return data;
  }

  @Override
  protected Scenarios.Text toProtobufJava(Text t) {
    return Scenarios.Text.newBuilder().setText(t.text).build();
  }

  @Override
  protected Text fromProtobufJava(Scenarios.Text p) {
    Text t = new Text();
    t.text = p.getText();
    return t;
  }

  @Override
  protected void fillQuickBuffers(Text t, io.wirebind.benchmarks.quickbuf.Scenarios.Text q) {
    q.setText(t.text);
  }

  @Override
  protected void readStrings(io.wirebind.benchmarks.quickbuf.Scenarios.Text q, Blackhole bh) {
    bh.consume(q.getText());
  }
}
