package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Decoding into an instance that holds equal strings (which the readers keep) or different ones
 * gives what a fresh decode gives: for each random {@code x} and another {@code y}, the sequence
 * x, x, y, x is decoded into one instance, in protobuf and in both JSON styles.
 */
class HeldStringsPropertyTest {
  static final Class<?>[] MESSAGES = Diff.MESSAGES;

  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void protoReuseEqualsFreshDecode(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    ProtoReader reader = new ProtoReader();
    Diff.forRandom(type, "held-proto", Diff.INSTANCES, (i, x, r) -> {
      T y = r.create(type);
      T target = codec.newDefault();
      for (T value : List.of(x, x, y, x)) {
        byte[] bytes = codec.toProto(value);
        T out = codec.readProto(reader.reset(bytes), target);
        JavaAssert.assertDecodedEquals(codec.fromProto(bytes), out);
        target = out;
      }
    });
  }

  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void jsonReuseEqualsFreshDecode(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    JsonReader reader = new JsonReader();
    for (JsonStyle style : new JsonStyle[] {JsonStyle.JACKSON, JsonStyle.PROTO3}) {
      Diff.forRandom(type, "held-json-" + style, Diff.INSTANCES / 2, (i, x, r) -> {
        T y = r.create(type);
        T target = codec.newDefault();
        byte[] jx;
        byte[] jy;
        try {
          jx = codec.toJson(x, style);
          jy = codec.toJson(y, style);
          codec.fromJson(jx, style);
          codec.fromJson(jy, style);
        } catch (WirebindException noRoundTrip) {
          return; // an unpaired surrogate, or a uint32 above int in Jackson's JSON: not this test's
        }
        for (byte[] json : List.of(jx, jx, jy, jx)) {
          T out = codec.readJson(reader.reset(json), target, style);
          // compared as written again: JSON keeps null containers, which JavaAssert reads as proto3
          assertArrayEquals(codec.toJson(codec.fromJson(json, style), style), codec.toJson(out, style));
          target = out;
        }
      });
    }
  }
}
