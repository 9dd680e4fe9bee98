package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * JSON doubles read bit for bit as {@code Double.parseDouble} reads the same text, through {@link
 * JsonReader} and through {@link DecimalToDouble} directly (which the short-decimal fast path
 * would otherwise hide).
 */
class DecimalParsingTest {
  private static final long SEED = 0x5EED_D0B1EL;

  private final JsonReader reader = new JsonReader().maxNumberLength(100_000);
  private final int[] scratch = new int[DecimalToDouble.SCRATCH_INTS];

  private void check(String text) {
    long expected = Double.doubleToRawLongBits(Double.parseDouble(text));
    long actual = Double.doubleToRawLongBits(reader.reset(text.getBytes(StandardCharsets.ISO_8859_1)).readDouble());
    assertEquals(expected, actual, text);
  }

  /** Both the reader and DecimalToDouble on {@code digits * 10^q}; whether the fallback decided. */
  private boolean checkDecimal(String digits, int q) {
    String text = digits + "e" + q;
    check(text);
    long w = Long.parseUnsignedLong(digits);
    long fast = DecimalToDouble.bits(w, q);
    long bits = fast >= 0 ? fast : DecimalToDouble.exactBits(w, q, ~fast, scratch);
    assertEquals(Double.doubleToRawLongBits(Double.parseDouble(text)), bits, text);
    return fast < 0;
  }

  private static String digits(SplittableRandom random, int n) {
    char[] c = new char[n];
    c[0] = (char) ('1' + random.nextInt(9));
    for (int i = 1; i < n; i++) {
      c[i] = (char) ('0' + random.nextInt(10));
    }
    return new String(c);
  }

  private static double randomFinite(SplittableRandom random) {
    // clearing the lowest exponent bit keeps the exponent below 0x7FF
    return Double.longBitsToDouble(random.nextLong() & ~0x0010_0000_0000_0000L);
  }

  @Test
  void randomShortestDoublesForThreeSeconds() {
    SplittableRandom random = new SplittableRandom(SEED);
    long deadline = System.nanoTime() + 3_000_000_000L;
    int n = 0;
    while (n < 100_000 || System.nanoTime() < deadline) {
      for (int i = 0; i < 10_000; i++, n++) {
        double d = (i & 1) == 0 ? randomFinite(random) : random.nextDouble() * SCALES[i % SCALES.length];
        check(Double.toString(d));
      }
    }
    check("962.2129876838369");
    check("58.281509840632296");
  }

  /**
   * Plain decimals (no exponent) of 1 to 20 digits with and without a fraction, leading fraction
   * zeros, at every offset of the eight-byte digit steps, ending the input or followed by a byte
   * that ends a number: doubles, floats and longs agree with the JDK's parsers.
   */
  @Test
  void plainDecimalsOfEveryLengthAndPlacement() {
    SplittableRandom random = new SplittableRandom(SEED + 4);
    JsonReader r = new JsonReader();
    String[] ends = {"", ",", "]", "}", " ", "\n"};
    for (int i = 0; i < 400_000; i++) {
      int n = 1 + random.nextInt(20);
      String digits = random.nextInt(8) == 0 ? "0" : digits(random, n);
      String text = digits;
      if (random.nextBoolean()) {
        String zeros = "0".repeat(random.nextInt(random.nextInt(4) == 0 ? 12 : 2));
        text += "." + zeros + digits(random, 1 + random.nextInt(20 - Math.min(n, 19)));
      }
      if (random.nextInt(4) == 0) {
        text = "-" + text;
      }
      String padded = " ".repeat(random.nextInt(9)) + text + ends[random.nextInt(ends.length)];
      byte[] bytes = padded.getBytes(StandardCharsets.US_ASCII);
      assertEquals(
          Double.doubleToRawLongBits(Double.parseDouble(text)),
          Double.doubleToRawLongBits(r.reset(bytes).readDouble()),
          text);
      assertEquals(
          Float.floatToRawIntBits(Float.parseFloat(text)),
          Float.floatToRawIntBits(r.reset(bytes).readFloat()),
          text);
      if (text.indexOf('.') < 0 && text.length() <= 18) {
        assertEquals(Long.parseLong(text), r.reset(bytes).readLong(), text);
      }
    }
    // the edges of the exact fast paths: 2^53 and 2^24, and one past them
    for (String text : new String[] {"9007199254740992", "9007199254740993", "16777216", "16777217",
        "16777217.5", "1677721.7", "9007199254740993.1", "0.9007199254740993"}) {
      byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
      assertEquals(Double.parseDouble(text), r.reset(bytes).readDouble(), text);
      assertEquals(Float.parseFloat(text), r.reset(bytes).readFloat(), text);
    }
  }

  private static final double[] SCALES = {1, 1e3, 1e-3, 1e10, 1e-10, 1e22, 1e23, 1e-300, 1e300, 1e308};

  @Test
  void randomSignificandsOfOneToNineteenDigitsOverTheWholeExponentRange() {
    SplittableRandom random = new SplittableRandom(SEED + 1);
    for (int i = 0; i < 300_000; i++) {
      String s = digits(random, 1 + random.nextInt(19));
      int q = -360 - s.length() + random.nextInt(360 + 330 + s.length());
      checkDecimal(s, q);
    }
    // every exponent, with the largest and smallest significands
    for (int q = -365; q <= 330; q++) {
      checkDecimal("1", q);
      checkDecimal("9999999999999999999", q);
      checkDecimal("1844674407370955161", q);
      checkDecimal("9223372036854775808", q);
      checkDecimal("4503599627370497", q);
    }
  }

  @Test
  void exactComparisonDecidesEveryDecimalGivenTheDoubleBelowIt() {
    SplittableRandom random = new SplittableRandom(SEED + 2);
    int decided = 0;
    for (int i = 0; i < 30_000; i++) {
      String s = digits(random, 1 + random.nextInt(19));
      int q = DecimalToDouble.Q_MIN + random.nextInt(DecimalToDouble.Q_MAX - DecimalToDouble.Q_MIN - 18);
      BigDecimal exact = new BigDecimal(new BigInteger(s), -q);
      double expected = exact.doubleValue();
      if (Double.isInfinite(expected)) {
        continue;
      }
      long below = Double.doubleToRawLongBits(expected);
      if (new BigDecimal(expected).compareTo(exact) > 0) {
        below--;
      }
      long w = Long.parseUnsignedLong(s);
      assertEquals(Double.doubleToRawLongBits(expected), DecimalToDouble.exactBits(w, q, below, scratch), s + "e" + q);
      decided++;
    }
    assertTrue(decided > 25_000);
  }

  @Test
  void midpointsBetweenConsecutiveDoublesAndTheirNeighbours() {
    SplittableRandom random = new SplittableRandom(SEED + 3);
    for (int i = 0; i < 1_500; i++) {
      double d = Math.abs(randomFinite(random));
      checkAround(midpoint(d), true);
    }
    double[] edges = {
      Double.MIN_VALUE, 2 * Double.MIN_VALUE, Math.nextDown(Double.MIN_NORMAL), Double.MIN_NORMAL,
      Math.nextUp(Double.MIN_NORMAL), 1, Math.nextDown(1.0), 0x1p52, 0x1p53, Math.nextDown(Double.MAX_VALUE)
    };
    for (double d : edges) {
      checkAround(midpoint(d), true);
      checkAround(new BigDecimal(d), true);
    }
  }

  @Test
  void midpointsOfAtMostNineteenDigitsAreDecidedExactly() {
    SplittableRandom random = new SplittableRandom(SEED + 4);
    int exact = 0;
    for (int i = 0; i < 20_000; i++) {
      // in [2^50, 2^63) a midpoint has at most 19 significant digits
      int k = 50 + random.nextInt(13);
      double d = Math.scalb((double) ((1L << 52) | random.nextLong(1L << 52)), k - 52);
      BigDecimal mid = midpoint(d).stripTrailingZeros();
      BigInteger unscaled = mid.unscaledValue();
      assertTrue(unscaled.bitLength() <= 64 && unscaled.toString().length() <= 19, mid::toString);
      for (BigInteger u : new BigInteger[] {unscaled, unscaled.subtract(BigInteger.ONE), unscaled.add(BigInteger.ONE)}) {
        if (checkDecimal(u.toString(), -mid.scale())) {
          exact++;
        }
      }
      check(mid.toPlainString());
    }
    assertTrue(exact >= 20_000, "midpoints decided by the exact comparison: " + exact);
  }

  private static BigDecimal midpoint(double d) {
    return new BigDecimal(d).add(new BigDecimal(Math.nextUp(d))).divide(BigDecimal.valueOf(2));
  }

  /** The decimal, written in full and plain, one unit above and below in its last digit, and rounded. */
  private void checkAround(BigDecimal v, boolean rounded) {
    check(v.toString());
    check(v.toPlainString());
    check(v.add(v.ulp()).toString());
    check(v.subtract(v.ulp()).toString());
    if (rounded) {
      for (int digits : new int[] {17, 18, 19, 20, 25, 40}) {
        BigDecimal r = v.round(new MathContext(digits));
        check(r.toString());
        check(r.add(r.ulp()).toString());
        check(r.subtract(r.ulp()).toString());
      }
    }
  }

  @Test
  void edgesOfTheRange() {
    String[] texts = {
      "0", "-0", "0.0", "-0.0", "0e999", "-0e999", "0e-999", "0.000000000000000000000000e5",
      "4.9e-324", "-4.9e-324", "4.9E-324", "5e-324", "3e-324", "2e-324", "1e-324",
      "2.4703282292062327e-324", "2.4703282292062328e-324", "-2.4703282292062327e-324",
      "2.47032822920623272e-324", "2.470328229206232720882538e-324", "2.470328229206232720882539e-324",
      "2.2250738585072014e-308", "2.2250738585072011e-308", "2.2250738585072012e-308",
      "2.2250738585072009e-308", "2.225073858507201e-308", "2.2250738585072016e-308",
      "1.7976931348623157e308", "-1.7976931348623157e308", "1.7976931348623158e308",
      "1.7976931348623159e308", "-1.7976931348623159e308", "1.797693134862315807e308",
      "1.797693134862315808e308", "17976931348623158e292", "17976931348623159e292", "1.8e308",
      "1e308", "1e309", "9999999999999999999e289", "9999999999999999999e290", "1e400", "-1e400",
      "1e-400", "-1e-400", "1e-342", "1e-343", "9999999999999999999e-343", "9999999999999999999e-344",
      "1e99999999", "1e-99999999", "9007199254740993", "9007199254740995", "9007199254740993.0000000000001",
      "9007199254740992.9999999999999", "18446744073709551615", "18446744073709551616",
      "18446744073709551617", "9223372036854775807", "9223372036854775808", "0.1", "0.3", "1e23",
      "8.41e21", "2.2250738585072012e-308", "123456789012345678901234567890",
      "0.000000000000000000000000000000001234567890123456789012345", "1.00000000000000000000000000001",
      "4503599627370496.5", "4503599627370497.5", "4503599627370496.50000000000000000001",
      "4503599627370496.49999999999999999999", "7.2057594037927933e16", "3.4028236692093846346e38",
    };
    for (String t : texts) {
      check(t);
    }
    check(new BigDecimal(Double.MIN_VALUE).toString());
    check(new BigDecimal(Double.MIN_VALUE).toPlainString());
    BigDecimal max = new BigDecimal(Double.MAX_VALUE);
    BigDecimal halfUlp = new BigDecimal(Math.ulp(Double.MAX_VALUE)).divide(BigDecimal.valueOf(2));
    checkAround(max.add(halfUlp), true); // ties to even: infinity
    assertEquals(Double.POSITIVE_INFINITY, reader.reset(max.add(halfUlp).toString().getBytes(StandardCharsets.US_ASCII)).readDouble());
    checkAround(BigDecimal.ONE.scaleByPowerOfTen(-400), false);
    checkAround(BigDecimal.ONE.scaleByPowerOfTen(400), false);
  }

  @Test
  void moreThanNineteenDigits() {
    SplittableRandom random = new SplittableRandom(SEED + 5);
    for (int i = 0; i < 30_000; i++) {
      String s = digits(random, 20 + random.nextInt(30));
      int q = -360 + random.nextInt(700);
      check(s + "e" + q);
      check(s.charAt(0) + "." + s.substring(1) + "e" + q);
      check("0." + s);
    }
    for (int i = 0; i < 3_000; i++) {
      check(new BigDecimal(randomFinite(random)).toString());
    }
  }

  @Test
  void fractionalNumbersReadAsIntegersAreTruncatedFromTheNearestDouble() {
    SplittableRandom random = new SplittableRandom(SEED + 6);
    for (int i = 0; i < 20_000; i++) {
      String text = digits(random, 1 + random.nextInt(19)) + "e" + (-19 + random.nextInt(19));
      text = random.nextBoolean() ? "-" + text : text;
      long actual = reader.reset(text.getBytes(StandardCharsets.US_ASCII)).readLong();
      assertEquals((long) Double.parseDouble(text), actual, text);
    }
    assertEquals(9_007_199_254_740_992L, reader.reset("9007199254740993e0".getBytes(StandardCharsets.US_ASCII)).readLong());
    assertEquals(-19L, reader.reset("-1.99e1".getBytes(StandardCharsets.US_ASCII)).readLong());
    assertThrows(
        WirebindException.class,
        () -> reader.reset("9.223372036854775807e18".getBytes(StandardCharsets.US_ASCII)).readLong());
  }

  @Test
  void plainDecimalsWithAndWithoutLeadingZerosAsDoublesFloatsAndSkipped() {
    SplittableRandom random = new SplittableRandom(SEED + 9);
    for (int i = 0; i < 300_000; i++) {
      StringBuilder sb = new StringBuilder();
      if (random.nextBoolean()) {
        sb.append('-');
      }
      int whole = random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(12);
      sb.append(whole == 0 ? "0" : digits(random, whole));
      if (random.nextInt(8) != 0) {
        sb.append('.').append("0".repeat(random.nextInt(4) == 0 ? random.nextInt(9) : 0));
        int n = 1 + random.nextInt(random.nextBoolean() ? 7 : 20);
        for (int k = 0; k < n; k++) {
          sb.append((char) ('0' + random.nextInt(10)));
        }
      }
      String text = sb.toString();
      check(text);
      byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
      assertEquals(
          Float.floatToRawIntBits(Float.parseFloat(text)),
          Float.floatToRawIntBits(reader.reset(bytes).readFloat()),
          text);
      reader.reset(bytes).skipValue();
      assertEquals(bytes.length, reader.position(), text);
      // quoted, as Jackson accepts numbers in strings
      byte[] quoted = ('"' + text + '"').getBytes(StandardCharsets.ISO_8859_1);
      assertEquals(
          Double.doubleToRawLongBits(Double.parseDouble(text)),
          Double.doubleToRawLongBits(reader.reset(quoted).readDouble()),
          text);
    }
    for (String bad : new String[] {"01.5", "1.", "-.5", ".5", "-", "1.e5", "00", "-01"}) {
      byte[] bytes = bad.getBytes(StandardCharsets.ISO_8859_1);
      assertThrows(WirebindException.class, () -> reader.reset(bytes).readDouble(), bad);
      assertThrows(WirebindException.class, () -> reader.reset(bytes).readFloat(), bad);
    }
  }
}
