package io.wirebind.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@link MoneyBenchmark}'s setup checks every library's bytes and decodes; here it runs, the floor
 * decoders deliver the payment Wirebind and protobuf-java deliver, and every benchmark method runs
 * once.
 */
class MoneyBenchmarkTest {
  private static final MoneyBenchmark MONEY = new MoneyBenchmark();

  @BeforeAll
  static void setup() throws Exception {
    MONEY.setup();
  }

  @Test
  void theFloorsDecodeWhatTheDecodersDo() throws Exception {
    assertEquals(MONEY.textPayment, MONEY.wirebindTextProtoDecode());
    assertEquals(MONEY.textPayment, MONEY.protobufJavaTextDecode());
    assertEquals(MONEY.textPayment, MONEY.floorTextProtoDecode());
    assertEquals(MONEY.textPayment, MONEY.floorTextProtoDecodeInlined());
    assertEquals(MONEY.textPayment, MONEY.framedTextProtoDecode());
    assertEquals(12, MONEY.textOffsets.length);
    assertEquals("Anna Müller", MONEY.floorTextProtoDecode().payer());
  }

  @Test
  void everyBenchmarkMethodRuns() throws Exception {
    Blackhole bh =
        new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is"
                + " dangerous.");
    int n = 0;
    for (Method m : MoneyBenchmark.class.getMethods()) {
      if (m.isAnnotationPresent(Benchmark.class)) {
        bh.consume(m.getParameterCount() == 1 ? m.invoke(MONEY, bh) : m.invoke(MONEY));
        n++;
      }
    }
    assertEquals(29, n);
    bh.evaporate("Yes, I am Stephen Hawking, and know a thing or two about black holes.");
  }
}
