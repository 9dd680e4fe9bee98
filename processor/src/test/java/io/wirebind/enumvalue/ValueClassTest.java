package io.wirebind.enumvalue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.JsonMappingException;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Value classes ({@code @JsonValue} getter with a {@code @JsonCreator} factory, a record whose
 * constructor validates): the same JSON as Jackson both ways, and a creator's exception is a {@code
 * WirebindException} at the value's offset (JSON value, JSON map key, protobuf) where Jackson fails
 * too, never the raw exception.
 */
class ValueClassTest {
  static final Codec<ValueClasses.Holder> CODEC = Wirebind.codec(ValueClasses.Holder.class);

  @Test
  void sameJsonAsJacksonBothWays() throws Exception {
    Random r = new Random(5);
    for (int i = 0; i < 500; i++) {
      List<ValueClasses.Code> codes = new ArrayList<>();
      Map<String, ValueClasses.Rank> ranks = new LinkedHashMap<>();
      Map<ValueClasses.Code, Integer> byCode = new LinkedHashMap<>();
      for (int j = r.nextInt(3); j > 0; j--) {
        codes.add(new ValueClasses.Code("c" + r.nextInt(50)));
        ranks.put("r" + r.nextInt(9), ValueClasses.Rank.fromValue(r.nextInt(1000)));
        byCode.put(new ValueClasses.Code("k" + r.nextInt(50)), r.nextInt());
      }
      ValueClasses.Holder x = new ValueClasses.Holder(
          r.nextBoolean() ? null : new ValueClasses.Code("x" + r.nextInt(9)),
          ValueClasses.Rank.fromValue(r.nextInt(5)), codes, ranks, byCode,
          r.nextBoolean() ? Optional.empty() : Optional.of(ValueClasses.Rank.fromValue(7)));
      String json = EnumValueTest.BOOT.writeValueAsString(x);
      assertEquals(json, CODEC.toJsonString(x));
      assertEquals(x, CODEC.fromJson(json.getBytes(StandardCharsets.UTF_8)));
      assertEquals(x, EnumValueTest.BOOT.readValue(CODEC.toJson(x), ValueClasses.Holder.class));
      assertEquals(x, CODEC.fromProto(CODEC.toProto(x)));
    }
  }

  @Test
  void aCreatorsExceptionIsAWirebindExceptionWhereJacksonFails() {
    String[] refused = {
      "{\"code\":\"bad code\"}", "{\"rank\":-4}", "{\"codes\":[\"a\",\"bad code\"]}",
      "{\"ranks\":{\"a\":-4}}", "{\"best\":-4}", "{\"byCode\":{\"bad code\":1}}"
    };
    for (String json : refused) {
      assertThrows(JsonMappingException.class, () -> EnumValueTest.BOOT.readValue(json, ValueClasses.Holder.class), json);
      WirebindException e = assertThrows(WirebindException.class, () -> CODEC.fromJson(json), json);
      assertInstanceOf(IllegalArgumentException.class, e.getCause(), json);
      assertTrue(e.offset() > 0, json);
    }
    assertThrows(ValueInstantiationException.class,
        () -> EnumValueTest.BOOT.readValue("{\"rank\":-4}", ValueClasses.Holder.class));
    // protobuf: field 2 (rank) = -4 as a varint
    byte[] proto = {0x10, (byte) 0xFC, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
        (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x01};
    WirebindException e = assertThrows(WirebindException.class, () -> CODEC.fromProto(proto));
    assertInstanceOf(IllegalArgumentException.class, e.getCause());
    assertTrue(e.offset() >= 0);
  }
}
