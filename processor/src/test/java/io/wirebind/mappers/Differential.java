package io.wirebind.mappers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import java.nio.charset.StandardCharsets;

/** The per-value check of the differential suites: Wirebind against a {@link Jackson}. */
public final class Differential {
  private Differential() {}

  /**
   * {@code value} written as Jackson writes it, to the same bytes; each side reads the other's JSON
   * to what Jackson reads; and protobuf round trips that value to equal bytes.
   */
  public static <T> void same(Jackson jackson, Codec<T> codec, Class<T> type, T value) throws Exception {
    String json = new String(jackson.writeValueAsBytes(value), StandardCharsets.UTF_8);
    assertEquals(json, codec.toJsonString(value));
    T expected = jackson.readValue(json, type);
    assertEquals(expected, codec.fromJson(json), json);
    assertEquals(expected, jackson.readValue(codec.toJson(expected), type), json);
    byte[] proto = codec.toProto(expected);
    T back = codec.fromProto(proto);
    assertEquals(expected, back, json);
    assertArrayEquals(proto, codec.toProto(back));
  }
}
