package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code double[]} reading, whose runs of plain decimals ({@code -12.375,}) take a path of their
 * own, against the same array read element by element with {@link JsonReader#readDouble}: the
 * same values and end position, or the same error at the same offset ({@link NumberArrayOracle});
 * and arrays as the writer writes them read back to the same bits.
 */
class DoubleArrayReadingTest {
  private static final String[] TOKENS = {
    "0", "-0", "0.0", "-0.0", "7", "-7.5", "01.5", "-01.5", "00.1", "1.", "-1.", ".5", "1.5e3",
    "1.5E-3", "2.0e", "1e3", "12.3456789", "123.45678901", "1234567.1", "12345678.1", "-1234567.12345678",
    "0.123456789012345678", "0.12345678901234567", "1.23456789012345678", "12345678901234567.8",
    "9007199254740993.0", "0.30000000000000004", "1.7976931348623157E308", "4.9E-324", "2.2250738585072014E-308",
    "123456.123456789012", "1.0000000000000002", "99999999.99999999", "null", "\"5.5\"", "\"NaN\"",
    "\"-Infinity\"", "nul", "true", " 3.5", "3.5 ", "\t-4.25\n", "1,", "", "[", "]", "x", "-", "+1.5",
    "0.0000001", "-0.5", "1.5.5", "1.5-", "1.5x"
  };

  private static String randomPlain(SplittableRandom r) {
    int intDigits = r.nextInt(1, 9);
    int fracDigits = r.nextInt(1, 19);
    StringBuilder s = new StringBuilder(r.nextBoolean() ? "-" : "");
    s.append(intDigits == 1 ? r.nextInt(10) : r.nextInt(1, 10)); // "0.5", never "05.5"
    for (int i = 1; i < intDigits; i++) {
      s.append(r.nextInt(10));
    }
    s.append('.');
    for (int i = 0; i < fracDigits; i++) {
      s.append(r.nextInt(10));
    }
    return s.toString();
  }

  @Test
  void arraysReadAsTheirElements() {
    SplittableRandom r = new SplittableRandom(9);
    for (int i = 0; i < 200_000; i++) {
      StringBuilder s = new StringBuilder("[");
      int n = r.nextInt(0, 40);
      for (int k = 0; k < n; k++) {
        if (k > 0) {
          s.append(r.nextInt(30) == 0 ? ", " : ",");
        }
        int roll = r.nextInt(6);
        s.append(roll == 0 ? TOKENS[r.nextInt(TOKENS.length)]
            : roll == 1 ? Double.toString(Double.longBitsToDouble(r.nextLong()))
            : roll == 2 ? Double.toString((r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(-5, 10)))
            : randomPlain(r));
      }
      s.append(r.nextInt(20) == 0 ? "" : "]");
      if (r.nextInt(4) == 0) {
        s.append(" ".repeat(r.nextInt(0, 20)));
      }
      int maxNumberLength = r.nextInt(8) == 0 ? r.nextInt(1, 24) : 1000;
      int maxElements = r.nextInt(8) == 0 ? r.nextInt(0, 40) : 10_000;
      NumberArrayOracle.assertDoublesSameAsElementwise(
          s.toString().getBytes(StandardCharsets.US_ASCII), maxNumberLength, maxElements);
    }
  }

  @Test
  void arraysWithEveryTokenReadAsTheirElements() {
    for (String a : TOKENS) {
      for (String b : TOKENS) {
        // the token at each distance from the end of the input, across the fast path's margin
        for (int pad = 0; pad < 40; pad++) {
          String json = "[1.5," + a + "," + b + "," + "9".repeat(pad % 20) + ".25]" + " ".repeat(pad);
          NumberArrayOracle.assertDoublesSameAsElementwise(
              json.getBytes(StandardCharsets.US_ASCII), pad < 20 ? 1000 : pad - 16, 1000);
        }
      }
    }
  }

  @Test
  void anElementAfterARunIsLookedAtAgain() {
    // an element whose first byte was looked at with the comma before it starts a run; the element
    // after the run (null, a quoted special, a number) is read from its own first byte
    String[] after = {"null", "\"NaN\"", "\"5.5\"", "7", "-7.5", "1e3", "nul", "true", "x"};
    for (String a : after) {
      for (int run = 1; run < 6; run++) {
        String json = "[7," + "-12.375,".repeat(run) + a + ",0.5," + "1.25,".repeat(8) + "2]";
        NumberArrayOracle.assertDoublesSameAsElementwise(json.getBytes(StandardCharsets.US_ASCII), 1000, 1000);
      }
    }
  }

  @Test
  void writtenArraysReadBackToTheSameBits() {
    SplittableRandom r = new SplittableRandom(13);
    JsonReader in = new JsonReader();
    for (int i = 0; i < 2_000; i++) {
      double[] d = new double[r.nextInt(0, 300)];
      for (int k = 0; k < d.length; k++) {
        int roll = r.nextInt(4);
        d[k] = roll == 0 ? Double.longBitsToDouble(r.nextLong())
            : roll == 1 ? r.nextInt(1_000_000) / 100.0
            : (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(-4, 8));
        if (Double.isNaN(d[k])) {
          d[k] = 0.5;
        }
      }
      JsonWriter w = new JsonWriter(64);
      w.writeDoubleArray(d);
      in.reset(w.toString().getBytes(StandardCharsets.US_ASCII));
      assertArrayEquals(d, in.readDoubleArray(null, "f"));
    }
  }
}
