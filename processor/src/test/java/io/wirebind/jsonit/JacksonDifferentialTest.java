package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Differential test against Jackson's default ObjectMapper: for 10^4 seeded random instances of
 * each class shape (records, public fields, beans, inheritance; every scalar, box, string, array,
 * list and map kind; recursive messages), (a) our bytes equal Jackson's, (b) Jackson reads ours
 * back to an equal object, (c) we read Jackson's to an equal object, and on every tenth instance
 * (d) we read a mangled but equivalent document (shuffled, whitespace, escaped names, unknown
 * members, null-then-value duplicates). Objects are compared through Jackson with map entries
 * sorted, so field-wise equality includes arrays. {@code -Dwirebind.scale=n} runs n instances per
 * shape, {@code -Dwirebind.seed=s} others; a failure names the instance and the seed.
 */
class JacksonDifferentialTest {
  /** Instances per shape; fewer in the Jackson 3 run, which repeats these suites. */
  static final int INSTANCES = Integer.getInteger("wirebind.scale", Jackson.jackson3() ? 3_000 : 10_000);
  static final long SEED = Long.getLong("wirebind.seed", 0x5CA1EL);
  /** Jackson's default mapper: 2's {@code new ObjectMapper()}, or 3's {@code JsonMapper} ({@link Jackson}). */
  static final Jackson JACKSON = Jackson.plain();
  static final ObjectMapper CANONICAL =
      JsonMapper.builder().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();

  static Stream<Class<?>> shapes() {
    return Stream.of(
        Types.Scalars.class, Types.Lists.class, Types.Maps.class, Types.Node.class,
        Types.Derived.class);
  }

  static String canonical(Object o) throws Exception {
    return CANONICAL.writeValueAsString(o);
  }

  @ParameterizedTest
  @MethodSource("shapes")
  <T> void sameBytesAsJacksonAndReadableBothWays(Class<T> type) throws Exception {
    Codec<T> codec = Wirebind.codec(type);
    long seed = SEED ^ type.getName().hashCode();
    RandomValues values = new RandomValues(seed);
    Mangler mangler = new Mangler(values.random());
    int checked = 0;
    for (int n = 0; n < INSTANCES; n++) {
      T x = values.message(type);
      byte[] jackson = JACKSON.writeValueAsBytes(x);
      byte[] ours = codec.toJson(x);
      String expected = canonical(x);
      String where = type.getSimpleName() + " #" + n + " (-Dwirebind.seed=" + SEED + "): " + utf8(jackson);
      SameJson.assertSame(jackson, ours, "(a) bytes " + where);
      assertEquals(expected, canonical(JACKSON.readValue(ours, type)), "(b) Jackson reads " + where);
      assertEquals(expected, canonical(codec.fromJson(jackson)), "(c) we read " + where);
      if (n % 10 == 0) {
        String mangled = mangler.mangle(jackson, type);
        assertEquals(
            expected, canonical(codec.fromJson(mangled)), "(d) mangled " + mangled + " of " + where);
      }
      checked++;
    }
    assertEquals(INSTANCES, checked, "instances checked");
  }

  static String utf8(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
