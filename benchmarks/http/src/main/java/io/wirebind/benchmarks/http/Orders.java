package io.wirebind.benchmarks.http;

import java.util.Random;

/** Test instances: random ones for round trips, and ones Jackson writes identically on any JDK. */
public final class Orders {
  private static final String[] WORDS = {
    "ACME", "z\u00fcrich", "\u6771\u4eac", "quote\"d", "back\\slash", "line\nbreak", "tab\t", "\u0001ctl",
    "emoji \ud83d\ude80", "", "x"
  };

  private Orders() {}

  /**
   * An instance Jackson writes byte for byte as Wirebind does on JDK 17 as well: doubles and
   * floats are short binary fractions, whose {@code toString} is the same on every JDK.
   */
  public static Order stable(long seed) {
    Random r = new Random(seed);
    Order o = new Order();
    o.id = r.nextLong();
    o.symbol = r.nextInt(5) == 0 ? null : WORDS[r.nextInt(WORDS.length)];
    o.side = r.nextInt(4) == 0 ? null : Side.values()[r.nextInt(3)];
    o.price = (r.nextInt(2_000_000) - 1_000_000) / 64.0;
    o.weight = r.nextInt(10_000) / 8.0f;
    o.quantity = r.nextInt();
    o.active = r.nextBoolean();
    o.boxedInt = r.nextBoolean() ? null : r.nextInt(1000) - 500;
    o.boxedLong = r.nextBoolean() ? null : r.nextLong();
    o.boxedDouble = r.nextBoolean() ? null : r.nextInt(1 << 20) / 1024.0;
    o.payload = r.nextInt(3) == 0 ? null : bytes(r, r.nextInt(40));
    o.leg = r.nextBoolean() ? null : leg(r, true);
    for (int i = r.nextInt(4); i > 0; i--) {
      o.legs.add(leg(r, true));
    }
    for (int i = r.nextInt(4); i > 0; i--) {
      o.notes.add(WORDS[r.nextInt(WORDS.length)]);
    }
    for (int i = r.nextInt(4); i > 0; i--) {
      o.counts.put("k" + r.nextInt(100), r.nextLong());
    }
    for (int i = r.nextInt(6); i > 0; i--) {
      o.levels.add(r.nextInt());
    }
    return o;
  }

  /** Any values, including extreme numbers, NaN, and text from all Unicode planes. */
  public static Order random(Random r) {
    Order o = stable(r.nextLong());
    o.price = r.nextInt(8) == 0 ? Double.NaN : Double.longBitsToDouble(r.nextLong());
    if (Double.isNaN(o.price)) {
      o.price = r.nextBoolean() ? Double.NaN : Double.MIN_VALUE;
    }
    o.weight = r.nextInt(8) == 0 ? Float.NEGATIVE_INFINITY : r.nextFloat() * r.nextInt();
    o.boxedDouble = r.nextBoolean() ? null : r.nextGaussian() * 1e12;
    o.symbol = r.nextInt(5) == 0 ? null : text(r, r.nextInt(30));
    if (o.leg != null) {
      o.leg.px = r.nextDouble();
      o.leg.venue = text(r, r.nextInt(10));
    }
    return o;
  }

  /** An order of about {@code size} bytes of JSON, for streaming many of them. */
  public static Order bulky(long id, int size) {
    Order o = stable(id);
    o.id = id;
    o.notes.clear();
    o.notes.add("n".repeat(Math.max(1, size - 400)));
    return o;
  }

  private static Leg leg(Random r, boolean stable) {
    Leg l = new Leg();
    l.venue = r.nextInt(4) == 0 ? null : WORDS[r.nextInt(WORDS.length)];
    l.qty = r.nextInt(1_000_000);
    l.px = stable ? r.nextInt(100_000) / 16.0 : r.nextDouble();
    return l;
  }

  private static byte[] bytes(Random r, int n) {
    byte[] b = new byte[n];
    r.nextBytes(b);
    return b;
  }

  private static String text(Random r, int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      int kind = r.nextInt(4);
      int cp =
          switch (kind) {
            case 0 -> r.nextInt(0x80);
            case 1 -> 0x80 + r.nextInt(0x780);
            case 2 -> 0x800 + r.nextInt(0xD000);
            default -> 0x10000 + r.nextInt(0xFFFFF);
          };
      if (cp >= 0xD800 && cp <= 0xDFFF) {
        cp = 'a';
      }
      sb.appendCodePoint(cp);
    }
    return sb.toString();
  }
}
