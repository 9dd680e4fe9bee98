package io.wirebind.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;

/**
 * Fuzzes encode→decode: a {@link FuzzRoot} built from fuzzer data (every field type, recursion,
 * maps) must come back exactly — bit for bit for floating-point values — through protobuf and
 * through JSON.
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl processor -am test
 * -Dtest=RoundTripFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class RoundTripFuzzTest {
  private final ProtoReader protoReader = new ProtoReader();
  private final JsonReader jsonReader = new JsonReader();

  @FuzzTest(maxDuration = "10m")
  void roundTrip(FuzzedDataProvider data) {
    FuzzRoot value = new FuzzedValues(data).message(FuzzRoot.class);
    byte[] proto = Fuzzing.CODEC.toProto(value);
    DeepEquals.check(value, Fuzzing.CODEC.readProto(protoReader.reset(proto), null));
    byte[] json = Fuzzing.CODEC.toJson(value);
    FuzzRoot fromJson = Fuzzing.CODEC.readJson(jsonReader.reset(json), null);
    jsonReader.endOfInput();
    DeepEquals.check(value, fromJson);
  }
}
