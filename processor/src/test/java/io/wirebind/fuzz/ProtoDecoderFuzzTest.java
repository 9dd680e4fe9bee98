package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.WirebindException;
import io.wirebind.ProtoReader;

/**
 * Fuzzes the generated protobuf decoder of {@link FuzzRoot}: decoding fresh, into a reused
 * instance and merging. Besides the {@link Hostile} invariants, whatever decodes must re-encode
 * to bytes that decode to an equal message and re-encode to the same bytes (nothing is silently
 * lost or changed between decoder and encoder).
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl processor -am test
 * -Dtest=ProtoDecoderFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class ProtoDecoderFuzzTest {
  private final ProtoReader reader = Fuzzing.protoReader();
  private FuzzRoot reuse = new FuzzRoot();

  @FuzzTest(maxDuration = "10m")
  void decode(byte[] input) {
    Hostile.decode(input.length, () -> decodeAndCheck(input));
  }

  private void decodeAndCheck(byte[] input) {
    FuzzRoot fresh = Fuzzing.CODEC.readProto(reader.reset(input), null);
    try {
      reuse = Fuzzing.CODEC.readProto(reader.reset(input), reuse);
      DeepEquals.check(fresh, reuse);
      FuzzRoot merged = Fuzzing.CODEC.mergeProto(reader.reset(input), new FuzzRoot());
      DeepEquals.check(fresh, merged);

      byte[] again = Fuzzing.CODEC.toProto(fresh);
      FuzzRoot second = Fuzzing.CODEC.readProto(reader.reset(again), null);
      DeepEquals.check(fresh, second);
      assertArrayEquals(again, Fuzzing.CODEC.toProto(second));
    } catch (WirebindException e) {
      throw new AssertionError("accepted once, rejected the second time", e);
    }
  }
}
