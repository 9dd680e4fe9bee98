package io.wirebind.jsonit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Differential test against Jackson's default ObjectMapper: for 1000 seeded random instances of
 * each class shape, (a) our bytes equal Jackson's, (b) Jackson reads ours back to an equal object,
 * (c) we read Jackson's to an equal object, (d) we read a mangled but equivalent document
 * (shuffled, whitespace, escaped names, unknown members, null-then-value duplicates). Objects are
 * compared through Jackson with map entries sorted, so field-wise equality includes arrays.
 */
class JacksonDifferentialTest {
  static final int INSTANCES = 1000;
  static final ObjectMapper JACKSON = new ObjectMapper();
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
    RandomValues values = new RandomValues(type.getName().hashCode());
    Mangler mangler = new Mangler(values.random());
    for (int n = 0; n < INSTANCES; n++) {
      T x = values.message(type);
      byte[] jackson = JACKSON.writeValueAsBytes(x);
      byte[] ours = codec.toJson(x);
      String expected = canonical(x);
      String where = type.getSimpleName() + " #" + n + ": " + utf8(jackson);
      SameJson.assertSame(jackson, ours, "(a) bytes " + where);
      assertEquals(expected, canonical(JACKSON.readValue(ours, type)), "(b) Jackson reads " + where);
      assertEquals(expected, canonical(codec.fromJson(jackson)), "(c) we read " + where);
      String mangled = mangler.mangle(jackson, type);
      assertEquals(
          expected, canonical(codec.fromJson(mangled)), "(d) mangled " + mangled + " of " + where);
    }
  }

  static String utf8(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }
}
