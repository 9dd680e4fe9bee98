package io.wirebind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;

/**
 * Integers as text, both ways: every power-of-ten boundary and its neighbours, the extremes and
 * a million random values written byte for byte as {@code Integer.toString}/{@code
 * Long.toString} write them and read back, alone and in arrays; and {@code int[]}/{@code long[]}
 * reading (whose runs of compact elements take a path of their own) against the same array read
 * element by element with {@link JsonReader#readInt}/{@link JsonReader#readLong}: the same values
 * and end position, or the same error at the same offset ({@link NumberArrayOracle}).
 */
class IntegerArrayReadingTest {
  private static final String[] TOKENS = {
    "0", "-0", "7", "-7", "01", "-01", "00", "1.5", "-2.0", "1e3", "1E2", "12.", "-", "+1", "2147483647",
    "2147483648", "-2147483648", "-2147483649", "9999999999", "99999999999", "123456789012345",
    "1234567890123456", "-1234567890123456", "12345678901234567890", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "null", "\"5\"", "\"-12\"", "nul", "true", " 3",
    "3 ", "\t-4\n", "12345678", "123456789", "-12345678", "1000000000", "1,", "", "[", "]", "x", "1e",
    "0.0000001", "-0.5"
  };

  private static List<Long> boundaries() {
    List<Long> values = new ArrayList<>();
    for (long p = 1; p > 0; p = p <= Long.MAX_VALUE / 10 ? p * 10 : -1) {
      for (long d = -1; d <= 1; d++) {
        values.add(p + d);
        values.add(-(p + d));
      }
    }
    for (long v : new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE,
        Integer.MIN_VALUE + 1L, Integer.MAX_VALUE - 1L, Integer.MIN_VALUE - 1L, Integer.MAX_VALUE + 1L,
        Long.MIN_VALUE + 1, Long.MAX_VALUE - 1, 1L << 31, 1L << 32, 1L << 53, 1L << 62}) {
      values.add(v);
    }
    for (int s = 0; s < 64; s++) {
      values.add(1L << s);
      values.add((1L << s) - 1);
      values.add(-(1L << s));
    }
    return values;
  }

  private static List<Long> samples() {
    List<Long> values = boundaries();
    SplittableRandom r = new SplittableRandom(31);
    for (int i = 0; i < 1_000_000; i++) {
      values.add((i & 1) == 0 ? (long) (r.nextInt() >> r.nextInt(32)) : r.nextLong() >> r.nextInt(64));
    }
    return values;
  }

  @Test
  void integersAreTheJdksTextAndReadBack() {
    List<Long> values = samples();
    JsonReader in = new JsonReader();
    for (long l : values) {
      int v = (int) l;
      JsonWriter w = new JsonWriter(16);
      w.writeInt(v);
      w.writeByte((byte) ',');
      w.writeLong(l);
      String text = w.toString();
      assertEquals(v + "," + l, text);
      in.reset(("[" + text + "]").getBytes(StandardCharsets.US_ASCII));
      in.startArrayElements();
      assertEquals(v, in.readInt());
      in.nextElement();
      assertEquals(l, in.readLong());
    }
    // the same values in arrays: compact, as the writer writes them, and with spaces
    for (int from = 0; from < values.size(); from += 1000) {
      List<Long> chunk = values.subList(from, Math.min(values.size(), from + 1000));
      int[] ints = chunk.stream().mapToInt(Long::intValue).toArray();
      long[] longs = chunk.stream().mapToLong(Long::longValue).toArray();
      JsonWriter w = new JsonWriter(64);
      w.writeIntArray(ints);
      w.writeLongArray(longs);
      String text = w.toString();
      StringJoiner is = new StringJoiner(",", "[", "]");
      StringJoiner ls = new StringJoiner(",", "[", "]");
      for (int i = 0; i < ints.length; i++) {
        is.add(Integer.toString(ints[i]));
        ls.add(Long.toString(longs[i]));
      }
      assertEquals(is + "" + ls, text);
      in.reset(text.getBytes(StandardCharsets.US_ASCII));
      assertArrayEquals(ints, in.readIntArray(null, "f"));
      assertArrayEquals(longs, in.readLongArray(null, "f"));
      in.reset(text.replace(",", " , ").getBytes(StandardCharsets.US_ASCII));
      assertArrayEquals(ints, in.readIntArray(null, "f"));
      assertArrayEquals(longs, in.readLongArray(null, "f"));
    }
  }

  @Test
  void arraysReadAsTheirElements() {
    SplittableRandom r = new SplittableRandom(5);
    for (int i = 0; i < 200_000; i++) {
      StringBuilder s = new StringBuilder("[");
      int n = r.nextInt(0, 40);
      for (int k = 0; k < n; k++) {
        if (k > 0) {
          s.append(r.nextInt(30) == 0 ? ", " : ",");
        }
        s.append(r.nextInt(3) == 0 ? TOKENS[r.nextInt(TOKENS.length)]
            : Long.toString(r.nextInt(4) == 0 ? r.nextLong() >> r.nextInt(64) : r.nextInt() >> r.nextInt(32)));
      }
      s.append(r.nextInt(20) == 0 ? "" : "]");
      if (r.nextInt(4) == 0) {
        s.append(" ".repeat(r.nextInt(0, 20)));
      }
      int maxNumberLength = r.nextInt(8) == 0 ? r.nextInt(1, 12) : 1000;
      int maxElements = r.nextInt(8) == 0 ? r.nextInt(0, 40) : 10_000;
      NumberArrayOracle.assertIntegersSameAsElementwise(
          s.toString().getBytes(StandardCharsets.US_ASCII), maxNumberLength, maxElements);
    }
  }

  @Test
  void arraysWithEveryTokenReadAsTheirElements() {
    for (String a : TOKENS) {
      for (String b : TOKENS) {
        // the token at each distance from the end of the input, across the fast path's margin
        for (int pad = 0; pad < 24; pad++) {
          String json = "[1," + a + "," + b + "," + "9".repeat(pad % 12) + "]" + " ".repeat(pad);
          NumberArrayOracle.assertIntegersSameAsElementwise(
              json.getBytes(StandardCharsets.US_ASCII), pad < 12 ? 1000 : pad - 10, 1000);
        }
      }
    }
  }
}
