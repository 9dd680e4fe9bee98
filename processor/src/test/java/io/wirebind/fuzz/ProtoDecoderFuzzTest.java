package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
import io.wirebind.fuzz.DeepEquals.Via;

/**
 * Fuzzes the generated protobuf decoder of {@link FuzzRoot}: decoding fresh, into a reused
 * instance and merging, each under the {@link Hostile} invariants (measured alone, so that the
 * checks below do not count against the decoder's allocation and time). Whatever decodes must
 * decode the same every way, and re-encode to bytes that decode to an equal message and
 * re-encode to the same bytes (nothing is silently lost or changed between decoder and encoder).
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl processor -am test
 * -Dtest=ProtoDecoderFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class ProtoDecoderFuzzTest {
  private final ProtoReader reader = Fuzzing.protoReader();
  private FuzzRoot reuse = new FuzzRoot();

  @FuzzTest(maxDuration = "10m")
  void decode(byte[] input) {
    Fuzzing.bridge();
    StreamPaths.checkProto(input); // streams (one byte per read), direct buffers, delimited: same outcome
    Hostile.decode(input.length, () -> Fuzzing.CODEC.readProto(reader.reset(input), null));
    Hostile.decode(input.length, () -> reuse = Fuzzing.CODEC.readProto(reader.reset(input), reuse));
    Hostile.decode(input.length, () -> Fuzzing.CODEC.mergeProto(reader.reset(input), new FuzzRoot()));
    FuzzRoot fresh;
    try {
      fresh = Fuzzing.CODEC.readProto(reader.reset(input), null);
    } catch (WirebindException e) {
      return; // rejected: the invariants above are all that applies
    }
    try {
      DeepEquals.check(fresh, Fuzzing.CODEC.readProto(reader.reset(input), reuse), Via.PROTOBUF);
      DeepEquals.check(fresh, Fuzzing.CODEC.mergeProto(reader.reset(input), new FuzzRoot()), Via.PROTOBUF);

      byte[] again = Fuzzing.CODEC.toProto(fresh);
      FuzzRoot second = Fuzzing.CODEC.readProto(reader.reset(again), null);
      DeepEquals.check(fresh, second, Via.PROTOBUF);
      assertArrayEquals(again, Fuzzing.CODEC.toProto(second));
    } catch (WirebindException e) {
      throw new AssertionError("accepted once, rejected the second time", e);
    }
  }
}
