package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A {@code BigDecimal}'s JSON text ({@code toString()}, as Jackson writes it without {@code
 * WRITE_BIGDECIMAL_AS_PLAIN}): random values of every text length from 1 to about 40 chars (zero at any scale, negative scales and small unscaled values with a large
 * scale, both of which {@code toString()} writes with an exponent, trailing zeros, 1 to 30 digits,
 * both signs) are written as Jackson writes them, at every offset of the buffer, and read back
 * equal by Jackson: as map values, and as properties (their prefix and text in one capacity
 * check), a {@code BigInteger} and null beside them.
 */
class DecimalTextDifferentialTest {
  private static final Codec<ValueShapes> SHAPES = ValueTypesDifferentialTest.SHAPES;

  @Test
  void decimalsOfEveryTextLengthAreJacksons() throws Exception {
    Random r = new Random(35);
    int[] lengths = new int[64];
    for (int round = 0; round < 400; round++) {
      ValueShapes v = new ValueShapes();
      v.amounts = new LinkedHashMap<>();
      int keys = 1 + r.nextInt(24);
      for (int i = 0; i < keys; i++) {
        BigDecimal d = decimal(r);
        lengths[Math.min(63, d.toString().length())]++;
        v.amounts.put("k".repeat(1 + r.nextInt(9)) + i, d); // keys of varying length move the offset
      }
      v.values = new ArrayList<>();
      for (int i = r.nextInt(4); i > 0; i--) {
        BigDecimal d = r.nextInt(5) == 0 ? null : decimal(r);
        BigInteger b = r.nextInt(5) == 0 ? null : decimal(r).unscaledValue();
        v.values.add(new Values(null, null, null, null, null, null, null, null, null, null, null, null, null,
            null, d, b, null, null, null, null));
      }
      byte[] ours = SHAPES.toJson(v);
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(v);
      assertEquals(jackson, new String(ours, StandardCharsets.UTF_8));
      ValueShapes back = ValueTypesDifferentialTest.BOOT.readValue(ours, ValueShapes.class);
      assertEquals(v.amounts, back.amounts);
      assertEquals(v.values, back.values);
    }
    for (int len = 1; len <= 34; len++) {
      assertEquals(true, lengths[len] > 0, "no decimal of " + len + " chars was written");
    }
  }

  private static BigDecimal decimal(Random r) {
    return switch (r.nextInt(8)) {
      case 0 -> BigDecimal.ZERO.setScale(r.nextInt(24) - 12); // 0E+3, 0, 0.00, 0E-10
      case 1 -> BigDecimal.valueOf(1 + r.nextInt(999), 7 + r.nextInt(20)); // 1.23E-12
      case 2 -> BigDecimal.valueOf(r.nextInt(100_000) - 50_000L, -1 - r.nextInt(12)); // 1.2345E+9
      case 3 -> BigDecimal.valueOf(1 + r.nextInt(9999), 0).multiply(BigDecimal.TEN.pow(r.nextInt(8)))
          .setScale(r.nextInt(4)); // trailing zeros: 120000.00
      default -> {
        int digits = 1 + r.nextInt(30);
        BigInteger unscaled = new BigInteger(digits * 10 / 3 + 1, r).mod(BigInteger.TEN.pow(digits));
        yield new BigDecimal(r.nextBoolean() ? unscaled : unscaled.negate(), r.nextInt(digits + 4) - 2);
      }
    };
  }
}
