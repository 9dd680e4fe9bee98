package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Random;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Decoding into a reused message writes object arrays (of messages, {@code double[]}, strings,
 * enums, instants, records) into the arrays it holds: a fresh decode's value, the same array when
 * the length is unchanged, its element messages and inner arrays decoded into; protobuf merge
 * still appends. Over random pairs of instances, in protobuf, Jackson-style JSON and proto3 JSON.
 */
class ObjectArrayReuseTest {
  static final Codec<ObjectArrays> CODEC = Wirebind.codec(ObjectArrays.class);

  /**
   * Random arrays of {@code n} elements each (of random lengths when negative); {@code nulls}: null
   * elements too, where the element type allows them.
   */
  static ObjectArrays random(Random r, int n, boolean nulls) {
    ObjectArrays x = new ObjectArrays();
    x.spots = array(r, n, Spot[]::new, () -> new Spot(r.nextInt(), r.nextInt(1000) / 4.0), nulls);
    x.grid = array(r, n, double[][]::new, () -> {
      double[] row = new double[n < 0 ? r.nextInt(4) : 3]; // a fixed length keeps the inner arrays too
      for (int i = 0; i < row.length; i++) {
        row[i] = r.nextInt(1000) / 8.0;
      }
      return row;
    }, false);
    x.names = array(r, n, String[]::new, () -> "n" + r.nextInt(100), nulls);
    x.sides = array(r, n, Side[]::new, () -> Side.values()[r.nextInt(2)], false);
    x.times = array(r, n, Instant[]::new, () -> Instant.ofEpochSecond(r.nextInt(1 << 30), r.nextInt(1000) * 1000), nulls);
    x.setPoints(array(r, n, Point[]::new, () -> new Point(r.nextInt(), r.nextInt(9)), false));
    return x;
  }

  private static <E> E[] array(Random r, int n, IntFunction<E[]> make, java.util.function.Supplier<E> element,
      boolean nulls) {
    E[] a = make.apply(n < 0 ? r.nextInt(5) : n);
    for (int i = 0; i < a.length; i++) {
      a[i] = nulls && r.nextInt(5) == 0 ? null : element.get();
    }
    return a;
  }

  private static ObjectArrays readProto(byte[] proto, ObjectArrays reuse) {
    return CODEC.readProto(new ProtoReader().reset(proto), reuse);
  }

  private static ObjectArrays readJson(byte[] json, ObjectArrays reuse, JsonStyle style) {
    return CODEC.readJson(new JsonReader().reset(json), reuse, style);
  }

  @Test
  void reusedDecodesEqualFreshOnesInEveryFormat() {
    Random r = new Random(43);
    for (int i = 0; i < 2_000; i++) {
      ObjectArrays next = random(r, -1, false);
      byte[] proto = CODEC.toProto(next);
      ObjectArrays fresh = CODEC.fromProto(proto);
      assertEquals(next, fresh);
      ObjectArrays reuse = CODEC.fromProto(CODEC.toProto(random(r, -1, false)));
      assertEquals(fresh, readProto(proto, reuse));
      for (JsonStyle style : new JsonStyle[] {JsonStyle.JACKSON, JsonStyle.PROTO3}) {
        ObjectArrays value = style == JsonStyle.JACKSON ? random(r, -1, true) : next;
        byte[] json = CODEC.toJson(value, style);
        ObjectArrays freshJson = CODEC.fromJson(json, style);
        ObjectArrays again = CODEC.fromJson(CODEC.toJson(random(r, -1, style == JsonStyle.JACKSON), style), style);
        assertEquals(freshJson, readJson(json, again, style), new String(json, StandardCharsets.UTF_8));
        if (style == JsonStyle.JACKSON) {
          assertEquals(value, freshJson);
        }
      }
    }
  }

  @Test
  void anEqualLengthKeepsTheArraysAndTheirElements() {
    Random r = new Random(44);
    for (int n = 1; n < 6; n++) {
      ObjectArrays reuse = CODEC.fromProto(CODEC.toProto(random(r, n, false)));
      Object[] before = held(reuse);
      ObjectArrays next = random(r, n, false);
      assertSame(reuse, readProto(CODEC.toProto(next), reuse));
      assertEquals(next, reuse);
      assertKept(before, reuse);
      for (JsonStyle style : new JsonStyle[] {JsonStyle.JACKSON, JsonStyle.PROTO3}) {
        next = random(r, n, false);
        assertSame(reuse, readJson(CODEC.toJson(next, style), reuse, style));
        assertEquals(next, reuse);
        assertKept(before, reuse);
      }
    }
  }

  @Test
  void anotherLengthTakesANewArrayOfThatLength() {
    Random r = new Random(45);
    ObjectArrays reuse = CODEC.fromProto(CODEC.toProto(random(r, 3, false)));
    Spot[] spots = reuse.spots;
    for (int n : new int[] {5, 1, 0, 4}) {
      ObjectArrays next = random(r, n, false);
      readProto(CODEC.toProto(next), reuse);
      assertEquals(next, reuse);
      assertEquals(n, reuse.spots.length);
      assertNotSame(spots, reuse.spots);
      spots = reuse.spots;
      next = random(r, n + 2, false);
      readJson(CODEC.toJson(next), reuse, JsonStyle.JACKSON);
      assertEquals(next, reuse);
      assertEquals(n + 2, reuse.spots.length);
      spots = reuse.spots;
    }
  }

  @Test
  void protobufMergeAndRepeatedOccurrencesAppend() {
    Random r = new Random(46);
    for (int i = 0; i < 200; i++) {
      ObjectArrays a = random(r, -1, false);
      ObjectArrays b = random(r, -1, false);
      ObjectArrays target = CODEC.fromProto(CODEC.toProto(a));
      byte[] second = CODEC.toProto(b);
      assertSame(target, CODEC.mergeProto(new ProtoReader().reset(second), target));
      assertEquals(concat(a, b), target);
      byte[] first = CODEC.toProto(a);
      byte[] both = new byte[first.length + second.length];
      System.arraycopy(first, 0, both, 0, first.length);
      System.arraycopy(second, 0, both, first.length, second.length);
      ObjectArrays reuse = CODEC.fromProto(CODEC.toProto(random(r, -1, false)));
      assertEquals(concat(a, b), readProto(both, reuse));
      assertEquals(concat(a, b), CODEC.fromProto(both));
    }
  }

  private static ObjectArrays concat(ObjectArrays a, ObjectArrays b) {
    ObjectArrays x = new ObjectArrays();
    x.spots = concat(a.spots, b.spots);
    x.grid = concat(a.grid, b.grid);
    x.names = concat(a.names, b.names);
    x.sides = concat(a.sides, b.sides);
    x.times = concat(a.times, b.times);
    x.setPoints(concat(a.getPoints(), b.getPoints()));
    return x;
  }

  private static <E> E[] concat(E[] a, E[] b) {
    E[] x = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, x, a.length, b.length);
    return x;
  }

  /** The arrays {@code x} holds, then its first spot and grid row. */
  private static Object[] held(ObjectArrays x) {
    return new Object[] {x.spots, x.grid, x.names, x.sides, x.times, x.getPoints(), x.spots[0], x.grid[0]};
  }

  private static void assertKept(Object[] before, ObjectArrays x) {
    Object[] now = held(x);
    for (int i = 0; i < now.length; i++) {
      assertSame(before[i], now[i], "held instance " + i);
    }
  }
}
