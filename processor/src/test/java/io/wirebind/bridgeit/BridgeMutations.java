package io.wirebind.bridgeit;

import io.wirebind.Codec;
import io.wirebind.WirebindException;
import java.util.Random;
import java.util.function.Function;

/**
 * Hostile input for a codec with bridged properties: valid JSON (as Jackson writes it) and protobuf
 * with one to three bytes replaced by random bytes or JSON punctuation, decoded by the codec; any
 * throwable but {@link WirebindException} fails the test. Shared by the Jackson 2 and Jackson 3
 * bridge tests.
 */
public final class BridgeMutations {
  private BridgeMutations() {}

  /** What writes a value's JSON as the test's Jackson mapper does. */
  @FunctionalInterface
  public interface JsonOf<T> {
    byte[] write(T value) throws Exception;
  }

  /** Decodes {@code rounds} mutated JSON and protobuf inputs; returns how many the codec rejected. */
  public static <T> int rejected(Codec<T> codec, Random r, int rounds, Function<Random, T> random, JsonOf<T> jackson)
      throws Exception {
    int failed = 0;
    for (int i = 0; i < rounds; i++) {
      byte[] json = jackson.write(random.apply(r));
      byte[] proto = codec.toProto(random.apply(r));
      for (byte[] input : new byte[][] {json, proto}) {
        byte[] bad = input.clone();
        for (int k = 1 + r.nextInt(3); k > 0 && bad.length > 0; k--) {
          bad[r.nextInt(bad.length)] = (byte) (r.nextBoolean() ? r.nextInt(256) : "{}[]\",:0e-".charAt(r.nextInt(10)));
        }
        try {
          if (input == json) {
            codec.fromJson(bad);
          } else {
            codec.fromProto(bad);
          }
        } catch (WirebindException expected) {
          failed++;
        }
      }
    }
    return failed;
  }
}
