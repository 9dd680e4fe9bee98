package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.Message;
import io.wirebind.Codec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The checks of {@link DifferentialTest} at scale: {@value #DEFAULT_SCALE} seeded random instances
 * of every test message class (scalars in every encoding, boxes, strings, bytes, enums, arrays,
 * lists, maps of every key and value kind, nested and recursive messages, records), each through
 * all of {@link DifferentialTest#check} in one pass: protobuf-java writes the same bytes, parses
 * Wirebind's to the expected message, Wirebind decodes protobuf-java's to the original and writes
 * what it decoded to the same bytes again; every tenth instance also goes through the comparators'
 * cross-checks and the decodes from an offset and from a direct buffer.
 *
 * <p>{@code -Dwirebind.scale=100000} runs more instances, {@code -Dwirebind.seed=n} others. A failure
 * names the instance, its bytes and the seed; the same seed makes the same instances in the same
 * order, so {@code -Dtest=ScaleDifferentialTest -Dwirebind.seed=n} reproduces it.
 */
class ScaleDifferentialTest {
  static final int DEFAULT_SCALE = 10_000;
  static final int SCALE = Integer.getInteger("wirebind.scale", DEFAULT_SCALE);
  static final long SEED = Long.getLong("wirebind.seed", 0x5CA1EL);
  static final Class<?>[] MESSAGES = Diff.MESSAGES;

  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void everyCheckAgainstProtobufJava(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    int[] checked = {0};
    try {
      Diff.forRandom(type, SEED ^ type.getName().hashCode(), SCALE, (i, x, r) -> {
        Message expected = ProtoConverter.toProto(x);
        DifferentialTest.check(codec, x, expected, expected.toByteArray(), codec.toProto(x), i % 10 == 0);
        checked[0]++;
      });
    } catch (AssertionError e) {
      throw new AssertionError(
          "reproduce with -Dwirebind.seed=" + SEED + ": " + e.getMessage(), e);
    }
    assertEquals(SCALE, checked[0], "instances checked");
  }
}
