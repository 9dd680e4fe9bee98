package io.wirebind.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Limits;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A protobuf {@code google.type.Decimal} read as {@code new BigDecimal(value)} reads its text, value
 * and scale, whether the plain fast path ({@code ProtoReader.readPlainDecimal}) or the String path
 * reads it; texts that are not decimals fail with an offset either way.
 */
class ProtoDecimalReadTest {
  /** A message {@code {Decimal d = 1}} whose Decimal holds {@code values} (each as field 1, in order). */
  private static byte[] message(String... values) {
    ByteArrayOutputStream inner = new ByteArrayOutputStream();
    for (String v : values) {
      byte[] b = v.getBytes(StandardCharsets.UTF_8);
      inner.write(0x0A);
      varint(inner, b.length);
      inner.writeBytes(b);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    varint(out, inner.size());
    out.writeBytes(inner.toByteArray());
    return out.toByteArray();
  }

  private static void varint(ByteArrayOutputStream out, int v) {
    while ((v & ~0x7F) != 0) {
      out.write((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write(v);
  }

  private static BigDecimal read(byte[] bytes) {
    ProtoReader in = new ProtoReader().reset(bytes);
    BigDecimal v = NumberValues.readBigDecimal(in);
    assertTrue(in.isAtEnd());
    return v;
  }

  private static void same(String text) {
    BigDecimal expected = new BigDecimal(text);
    BigDecimal actual = read(message(text));
    assertEquals(expected, actual, text);
    assertEquals(expected.scale(), actual.scale(), text);
  }

  @Test
  void plainAndGeneralTextsReadAsBigDecimalReadsThem() {
    for (String t : new String[] {"0", "-0", "0.00", "-0.00", "1003.60", "0.35", "-12.5", ".5", "-.5", "5.",
        "007.50", "999999999999999999", "-999999999999999999", "9999999999999999999", "0.000000000000000001",
        "1234567890.12345678", "12345678901.123456789", "+1.5", "1e3", "1.5E-7", "-2.50e+2", "١٢.٥"}) {
      same(t);
    }
  }

  @Test
  void randomPlainDecimals() {
    SplittableRandom random = new SplittableRandom(0xDEC1_0A1L);
    for (int i = 0; i < 50_000; i++) {
      int digits = 1 + random.nextInt(20);
      StringBuilder s = new StringBuilder();
      if (random.nextBoolean()) {
        s.append('-');
      }
      int point = random.nextInt(digits + 2) - 1; // -1: none
      for (int d = 0; d < digits; d++) {
        if (d == point) {
          s.append('.');
        }
        s.append((char) ('0' + random.nextInt(10)));
      }
      if (point == digits) {
        s.append('.');
      }
      same(s.toString());
    }
  }

  @Test
  void theLastValueWins() {
    assertEquals(new BigDecimal("2.50"), read(message("1e3", "2.50")));
    assertEquals(new BigDecimal("1E+3"), read(message("2.50", "1e3")));
    assertThrows(WirebindException.class, () -> read(message("2.50", "x")));
    assertEquals(new BigDecimal("2.50"), read(message("x", "2.50")));
  }

  @Test
  void notDecimalsFailWithAnOffset() {
    for (String bad : new String[] {"", "-", ".", "1.2.3", "--1", "1-", " 1", "1 ", "0x10"}) {
      WirebindException e = assertThrows(WirebindException.class, () -> read(message(bad)), bad);
      assertTrue(e.offset() >= 0, bad);
    }
  }

  @Test
  void theStringLimitStillApplies() {
    ProtoReader in = new ProtoReader().limits(Limits.DEFAULTS).maxStringLength(3).reset(message("12.50"));
    assertThrows(WirebindException.class, () -> NumberValues.readBigDecimal(in));
    assertEquals(new BigDecimal("2.5"), NumberValues.readBigDecimal(new ProtoReader().maxStringLength(3)
        .reset(message("2.5"))));
  }
}
