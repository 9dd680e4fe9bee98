package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.WirebindException;
import io.wirebind.JsonReader;

/**
 * Fuzzes the generated JSON decoder of {@link FuzzRoot}. Besides the {@link Hostile} invariants,
 * whatever decodes must re-encode to JSON that decodes to an equal message and re-encodes to the
 * same bytes, and must survive a protobuf round trip unchanged.
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl processor -am test
 * -Dtest=JsonDecoderFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class JsonDecoderFuzzTest {
  private final JsonReader reader = Fuzzing.jsonReader();
  private FuzzRoot reuse = new FuzzRoot();

  @FuzzTest(maxDuration = "10m")
  void decode(byte[] input) {
    Hostile.decode(input.length, () -> decodeWhole(input, null));
    Hostile.decode(input.length, () -> reuse = decodeWhole(input, reuse));
    FuzzRoot fresh;
    try {
      fresh = decodeWhole(input, null);
    } catch (WirebindException e) {
      return; // rejected: the invariants above are all that applies
    }
    try {
      DeepEquals.check(fresh, decodeWhole(input, reuse));

      byte[] again = Fuzzing.CODEC.toJson(fresh);
      FuzzRoot second = decodeWhole(again, null);
      DeepEquals.check(fresh, second);
      assertArrayEquals(again, Fuzzing.CODEC.toJson(second));
      if (fresh != null) { // the document may be JSON null
        DeepEquals.check(fresh, Fuzzing.CODEC.fromProto(Fuzzing.CODEC.toProto(fresh)));
      }
    } catch (WirebindException e) {
      throw new AssertionError("accepted once, rejected the second time", e);
    }
  }

  /** One whole document: the value, then nothing but whitespace. */
  private FuzzRoot decodeWhole(byte[] input, FuzzRoot into) {
    FuzzRoot value = Fuzzing.CODEC.readJson(reader.reset(input), into);
    reader.endOfInput();
    return value;
  }
}
