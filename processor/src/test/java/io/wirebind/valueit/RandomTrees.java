package io.wirebind.valueit;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

/**
 * Random JSON trees as Java holds them: every class a dynamic value may hold (all the number
 * classes, with their edges), maps and collections of several classes, nested up to a few levels.
 * {@code finite} leaves out numbers whose double is NaN or infinite, which proto3 JSON cannot write.
 */
final class RandomTrees {
  private static final String[] WORDS = {"", "a", "id", "name", "x y", "caf\u00e9", "\u65e5\u672c", "\ud83d\ude00",
      "quote\"back\\slash", "line\nbreak\ttab\u0001", "<html>&'=", "\u2028\u2029", "NaN", "1", "null", "true"};

  private final Random r;
  private final boolean finite;

  RandomTrees(long seed, boolean finite) {
    this.r = new Random(seed);
    this.finite = finite;
  }

  Dynamic dynamic() {
    return new Dynamic(
        r.nextInt(5) == 0 ? null : tree(3),
        r.nextInt(5) == 0 ? null : map(3),
        r.nextInt(5) == 0 ? null : list(3),
        r.nextInt(4) == 0 ? null : elements(() -> map(2)),
        r.nextInt(4) == 0 ? null : values(() -> list(2)),
        r.nextInt(4) == 0 ? null : byId(),
        r.nextInt(6) == 0 ? null : r.nextBoolean() ? Optional.empty() : Optional.of(nonNull(2)),
        r.nextInt(4) == 0 ? null : elements(() -> list(2)),
        r.nextInt(4) == 0 ? null : new LinkedHashMap<>(map(2)),
        r.nextInt(4) == 0 ? null : box());
  }

  DynamicBox box() {
    DynamicBox b = new DynamicBox();
    b.any = r.nextInt(4) == 0 ? null : tree(2);
    b.attrs = r.nextInt(4) == 0 ? null : map(2);
    b.list = r.nextInt(4) == 0 ? null : new ArrayList<>(list(2));
    b.sparse = r.nextInt(3) == 0 ? empty() : tree(2);
    b.extra = r.nextInt(3) == 0 ? (r.nextBoolean() ? null : new LinkedHashMap<>()) : map(2);
    b.tags = r.nextInt(3) == 0 ? (r.nextBoolean() ? null : new ArrayList<>()) : list(2);
    return b;
  }

  private Object empty() {
    return switch (r.nextInt(5)) {
      case 0 -> null;
      case 1 -> "";
      case 2 -> new LinkedHashMap<>();
      case 3 -> new ArrayList<>();
      default -> 0;
    };
  }

  private <T> List<T> elements(java.util.function.Supplier<T> element) {
    List<T> l = new ArrayList<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      l.add(element.get());
    }
    return l;
  }

  private <T> Map<String, T> values(java.util.function.Supplier<T> value) {
    Map<String, T> m = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      m.put(word(), value.get());
    }
    return m;
  }

  private Map<Integer, Object> byId() {
    Map<Integer, Object> m = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      m.put(r.nextInt(2000) - 1000, nonNull(2));
    }
    return m;
  }

  /** Any value, null included. */
  Object tree(int depth) {
    return r.nextInt(12) == 0 ? null : nonNull(depth);
  }

  Object nonNull(int depth) {
    int k = r.nextInt(depth > 0 ? 10 : 7);
    return switch (k) {
      case 0, 1 -> word();
      case 2 -> r.nextBoolean();
      case 3, 4, 5 -> number();
      case 6 -> r.nextInt(20) == 0 ? "" : word() + r.nextInt(100);
      case 7, 8 -> map(depth - 1);
      default -> r.nextInt(6) == 0 ? set(depth - 1) : list(depth - 1);
    };
  }

  Map<String, Object> map(int depth) {
    int n = r.nextInt(5);
    Map<String, Object> m = switch (r.nextInt(8)) {
      case 0 -> new TreeMap<>();
      case 1 -> new HashMap<>();
      default -> new LinkedHashMap<>();
    };
    for (int i = 0; i < n; i++) {
      m.put(word() + (r.nextBoolean() ? "" : i), depth > 0 ? tree(depth) : leaf());
    }
    return m;
  }

  List<Object> list(int depth) {
    int n = r.nextInt(5);
    List<Object> l = r.nextInt(8) == 0 ? new LinkedList<>() : new ArrayList<>();
    for (int i = 0; i < n; i++) {
      l.add(depth > 0 ? tree(depth) : leaf());
    }
    return l;
  }

  /** A collection that is not a list, for a value: written as an array like any other. */
  Collection<Object> set(int depth) {
    Collection<Object> s = new LinkedHashSet<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      s.add(tree(depth));
    }
    return s;
  }

  private Object leaf() {
    return switch (r.nextInt(4)) {
      case 0 -> word();
      case 1 -> null;
      case 2 -> r.nextBoolean();
      default -> number();
    };
  }

  String word() {
    return WORDS[r.nextInt(WORDS.length)];
  }

  Object number() {
    switch (r.nextInt(14)) {
      case 0:
        return pick(0, 1, -1, Integer.MAX_VALUE, Integer.MIN_VALUE, r.nextInt(), r.nextInt(1000));
      case 1:
        return pick(0L, 1L << 31, -(1L << 31) - 1, (1L << 53) - 1, 1L << 53, (1L << 53) + 1, Long.MAX_VALUE,
            Long.MIN_VALUE, r.nextLong(), (long) r.nextInt());
      case 2:
        BigInteger big = new BigInteger(1 + r.nextInt(finite ? 900 : 1400), r);
        return r.nextBoolean() ? big.negate() : big;
      case 3:
        return pick((short) r.nextInt(), Short.MIN_VALUE, (short) 0);
      case 4:
        return pick((byte) r.nextInt(), Byte.MIN_VALUE, (byte) -1);
      case 5:
        return pick(0.0f, -0.0f, 1.0f, 0.1f, Float.MIN_VALUE, Float.MAX_VALUE, 1e10f, r.nextFloat() * 1e6f,
            Float.intBitsToFloat(r.nextInt()));
      case 6:
        return pick(new BigDecimal("1.50"), new BigDecimal("1E+10"), new BigDecimal("-0.000001"),
            new BigDecimal("123456789012345678901234567890.123456789"), BigDecimal.ZERO,
            new BigDecimal(BigInteger.valueOf(r.nextLong()), r.nextInt(40) - 20));
      case 7:
        return pick(0.0, -0.0, 1.0, 3.0, -2.5, 0.1, 1e23, 1e-7, 1e300, Double.MIN_VALUE, Double.MAX_VALUE,
            (double) (1L << 53), 9007199254740993.0, 123456789.0);
      case 8:
        return (double) (r.nextInt(2_000_001) - 1_000_000) / 1000;
      case 9:
        return (double) r.nextInt(); // whole doubles
      default:
        double d = Double.longBitsToDouble(r.nextLong());
        return finite && !Double.isFinite(d) ? r.nextGaussian() : d;
    }
  }

  @SafeVarargs
  private <T> T pick(T... choices) {
    T v = choices[r.nextInt(choices.length)];
    if (finite && v instanceof Float f && !Float.isFinite(f)) {
      return choices[0];
    }
    return v;
  }
}
