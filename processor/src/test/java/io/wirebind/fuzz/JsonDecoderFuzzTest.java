package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.WirebindException;
import io.wirebind.JsonReader;
import io.wirebind.fuzz.DeepEquals.Via;

/**
 * Fuzzes the generated JSON decoder of {@link FuzzRoot}. Besides the {@link Hostile} invariants,
 * whatever decodes must re-encode to JSON that decodes to an equal message and re-encodes to the
 * same bytes, and must survive a protobuf round trip unchanged, unless protobuf cannot hold it
 * (README: a null list element or wrapped value, a date outside years 1 to 9999).
 * The re-encoded JSON is read back with the default limits: a value's canonical text may be
 * longer than the fuzzed text it came from ({@code 1e60} as a {@code BigInteger}).
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl processor -am test
 * -Dtest=JsonDecoderFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class JsonDecoderFuzzTest {
  private final JsonReader reader = Fuzzing.jsonReader();
  private final JsonReader trusted = new JsonReader();
  private FuzzRoot reuse = new FuzzRoot();

  @FuzzTest(maxDuration = "10m")
  void decode(byte[] input) {
    Fuzzing.bridge();
    StreamPaths.checkJson(input); // streams (one byte per read), direct buffers, array elements: same outcome
    Hostile.decode(input.length, () -> decodeWhole(input, null));
    Hostile.decode(input.length, () -> reuse = decodeWhole(input, reuse));
    FuzzRoot fresh;
    try {
      fresh = decodeWhole(input, null);
    } catch (WirebindException e) {
      return; // rejected: the invariants above are all that applies
    }
    try {
      DeepEquals.check(fresh, decodeWhole(input, reuse), Via.JSON);

      byte[] again = Fuzzing.CODEC.toJson(fresh);
      FuzzRoot second = decodeWhole(trusted, again, null);
      DeepEquals.check(fresh, second, Via.JSON);
      assertArrayEquals(again, Fuzzing.CODEC.toJson(second));
      if (fresh != null) { // the document may be JSON null
        byte[] proto;
        try {
          proto = Fuzzing.CODEC.toProto(fresh);
        } catch (WirebindException e) {
          if (Fuzzing.protobufCannotHold(e)) {
            return;
          }
          throw e;
        }
        DeepEquals.check(fresh, Fuzzing.CODEC.fromProto(proto), Via.PROTOBUF);
      }
    } catch (WirebindException e) {
      throw new AssertionError("accepted once, rejected the second time", e);
    }
  }

  /** One whole document: the value, then nothing but whitespace. */
  private FuzzRoot decodeWhole(byte[] input, FuzzRoot into) {
    return decodeWhole(reader, input, into);
  }

  private static FuzzRoot decodeWhole(JsonReader reader, byte[] input, FuzzRoot into) {
    FuzzRoot value = Fuzzing.CODEC.readJson(reader.reset(input), into);
    reader.endOfInput();
    return value;
  }
}
