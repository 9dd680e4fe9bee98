package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.valueit.ValueObjectModels.Quantity;
import io.wirebind.valueit.ValueObjectModels.Sku;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Value objects as map keys: JSON member names as Jackson writes them (the {@code @JsonValue}),
 * protobuf keys of the wrapped type, equal to protobuf-java's both ways.
 */
class ValueKeysTest {
  static final Codec<ValueKeys> CODEC = Wirebind.codec(ValueKeys.class);

  static ValueKeys random(Random r, RandomValues values) {
    Map<Quantity, String> q = new LinkedHashMap<>();
    Map<Sku, Integer> s = new LinkedHashMap<>();
    Map<ValueKeys.AccountId, Long> a = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      q.put(new Quantity(r.nextLong() >> r.nextInt(64)), "q" + i);
      s.put(Sku.of("s\u00e9" + r.nextInt(50)), r.nextInt());
      a.put(new ValueKeys.AccountId(values.of(UUID.class)), r.nextLong());
    }
    return new ValueKeys(q, s, a);
  }

  static io.wirebind.valueit.shapes.ValueKeys proto(ValueKeys x) {
    var b = io.wirebind.valueit.shapes.ValueKeys.newBuilder();
    x.byQuantity().forEach((k, v) -> b.putByQuantity(k.units(), v));
    x.bySku().forEach((k, v) -> b.putBySku(k.code, v));
    x.byAccount().forEach((k, v) -> b.putByAccount(k.id().toString(), v));
    return b.build();
  }

  @Test
  void protobufBothWays() throws Exception {
    Random r = new Random(100);
    RandomValues values = new RandomValues(101);
    for (int i = 0; i < 500; i++) {
      ValueKeys x = random(r, values);
      var expected = proto(x);
      assertEquals(expected, io.wirebind.valueit.shapes.ValueKeys.parseFrom(CODEC.toProto(x)));
      assertEquals(x, CODEC.fromProto(expected.toByteArray()));
    }
  }

  @Test
  void jsonIsJacksons() throws Exception {
    Random r = new Random(102);
    RandomValues values = new RandomValues(103);
    for (int i = 0; i < 500; i++) {
      ValueKeys x = random(r, values);
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      assertEquals(x, CODEC.fromJson(jackson.getBytes(StandardCharsets.UTF_8)));
    }
  }
}
