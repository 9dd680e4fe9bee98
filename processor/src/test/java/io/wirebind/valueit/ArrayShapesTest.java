package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.valueit.ValueObjectModels.OrderId;
import io.wirebind.valueit.shapes.ListOfPoint;
import io.wirebind.valueit.shapes.ListOfString;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Object arrays, {@code short[]}, {@code char[]} (a string, as Jackson writes it), {@code
 * byte[][]} and {@code Iterable}: protobuf bytes equal to protobuf-java's for shapes.proto both
 * ways, JSON byte for byte as Jackson writes it, both ways.
 */
class ArrayShapesTest {
  static final Codec<ArrayShapes> CODEC = Wirebind.codec(ArrayShapes.class);
  static final Codec<ArrayHolder> HOLDER = Wirebind.codec(ArrayHolder.class);

  static ArrayShapes random(Random r, RandomValues values) {
    int n = r.nextInt(4);
    String[] names = new String[n];
    Point[] points = new Point[n];
    Instant[] times = new Instant[n];
    Side[] sides = new Side[n];
    Integer[] boxed = new Integer[n];
    short[] shorts = new short[n];
    byte[][] blobs = new byte[n][];
    UUID[] ids = new UUID[n];
    OrderId[] orders = new OrderId[n];
    List<String[]> groups = new ArrayList<>();
    Map<String, Point[]> byName = new LinkedHashMap<>();
    BigDecimal[] amounts = new BigDecimal[n];
    List<String> words = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      names[i] = "n\u00e9" + r.nextInt(9);
      points[i] = new Point(r.nextInt(), i);
      times[i] = values.of(Instant.class);
      sides[i] = Side.values()[r.nextInt(2)];
      boxed[i] = r.nextInt();
      shorts[i] = (short) r.nextInt();
      blobs[i] = new byte[r.nextInt(5)];
      r.nextBytes(blobs[i]);
      ids[i] = values.of(UUID.class);
      orders[i] = new OrderId("o" + i);
      groups.add(i == 0 ? new String[0] : new String[] {"g" + i, "h"});
      byName.put("p" + i, java.util.Arrays.copyOf(points, i));
      amounts[i] = values.of(BigDecimal.class);
      words.add("w" + r.nextInt(5));
    }
    char[] letters = ("l\u00e9tter" + r.nextInt(100)).substring(0, r.nextInt(6)).toCharArray();
    Iterable<Point> visited = r.nextBoolean() ? new LinkedHashSet<>(List.of(points)) : List.of(points);
    return new ArrayShapes(names, points, times, sides, boxed, shorts, r.nextInt(6) == 0 ? null : letters,
        blobs, words, ids, orders, groups, byName, visited, amounts);
  }

  static io.wirebind.valueit.shapes.ArrayShapes proto(ArrayShapes x) {
    var b = io.wirebind.valueit.shapes.ArrayShapes.newBuilder().addAllNames(List.of(x.names()));
    for (Point p : x.points()) {
      b.addPoints(KeyedMapsTest.point(p));
    }
    for (Instant t : x.times()) {
      b.addTimes(ValueProtos.timestamp(t));
    }
    for (Side s : x.sides()) {
      b.addSides(io.wirebind.valueit.proto.Side.forNumber(s.ordinal()));
    }
    b.addAllBoxed(List.of(x.boxed()));
    for (short s : x.shorts()) {
      b.addShorts(s);
    }
    if (x.letters() != null) {
      b.setLetters(new String(x.letters()));
    }
    for (byte[] blob : x.blobs()) {
      b.addBlobs(ByteString.copyFrom(blob));
    }
    x.words().forEach(b::addWords);
    for (UUID u : x.ids()) {
      b.addIds(u.toString());
    }
    for (OrderId o : x.orders()) {
      b.addOrders(o.value());
    }
    for (String[] g : x.groups()) {
      b.addGroups(ListOfString.newBuilder().addAllValues(List.of(g)));
    }
    x.byName().forEach((k, v) -> {
      var l = ListOfPoint.newBuilder();
      for (Point p : v) {
        l.addValues(KeyedMapsTest.point(p));
      }
      b.putByName(k, l.build());
    });
    x.visited().forEach(p -> b.addVisited(KeyedMapsTest.point(p)));
    for (BigDecimal a : x.amounts()) {
      b.addAmounts(ValueProtos.decimal(a));
    }
    return b.build();
  }

  static List<Object> list(Iterable<?> it) {
    List<Object> out = new ArrayList<>();
    it.forEach(out::add);
    return out;
  }

  static void assertSameShapes(ArrayShapes e, ArrayShapes a) {
    assertArrayEquals(e.names(), a.names());
    assertArrayEquals(e.points(), a.points());
    assertArrayEquals(e.times(), a.times());
    assertArrayEquals(e.sides(), a.sides());
    assertArrayEquals(e.boxed(), a.boxed());
    assertArrayEquals(e.shorts(), a.shorts());
    if (e.letters() == null || e.letters().length == 0) {
      assertTrue(a.letters() == null || a.letters().length == 0);
    } else {
      assertArrayEquals(e.letters(), a.letters());
    }
    assertTrue(Arrays.deepEquals(e.blobs(), a.blobs()));
    assertEquals(list(e.words()), list(a.words()));
    assertArrayEquals(e.ids(), a.ids());
    assertArrayEquals(e.orders(), a.orders());
    assertEquals(e.groups().size(), a.groups().size());
    for (int i = 0; i < e.groups().size(); i++) {
      assertArrayEquals(e.groups().get(i), a.groups().get(i));
    }
    assertEquals(e.byName().keySet(), a.byName().keySet());
    e.byName().forEach((k, v) -> assertArrayEquals(v, a.byName().get(k)));
    assertEquals(list(e.visited()), list(a.visited()));
    assertArrayEquals(e.amounts(), a.amounts());
  }

  @Test
  void protobufBothWays() throws Exception {
    Random r = new Random(90);
    RandomValues values = new RandomValues(91);
    for (int i = 0; i < 1000; i++) {
      ArrayShapes x = random(r, values);
      var expected = proto(x);
      byte[] ours = CODEC.toProto(x);
      assertEquals(expected, io.wirebind.valueit.shapes.ArrayShapes.parseFrom(ours));
      if (x.byName().size() <= 1) {
        assertArrayEquals(expected.toByteArray(), ours);
      }
      ArrayShapes back = CODEC.fromProto(expected.toByteArray());
      assertSameShapes(x, back);
      assertEquals(ArrayList.class, back.words().getClass());
    }
  }

  @Test
  void jsonIsJacksons() throws Exception {
    Random r = new Random(92);
    RandomValues values = new RandomValues(93);
    for (int i = 0; i < 1000; i++) {
      ArrayShapes x = random(r, values);
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertSameShapes(x, CODEC.fromJson(json));
      assertSameShapes(ValueTypesDifferentialTest.BOOT.readValue(json, ArrayShapes.class), CODEC.fromJson(json));
    }
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    Random r = new Random(94);
    RandomValues values = new RandomValues(95);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 300; i++) {
      ArrayShapes x = random(r, values);
      var expected = proto(x);
      String ours = new String(CODEC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readTree(printer.print(expected)),
          ValueTypesDifferentialTest.BOOT.readTree(ours), ours);
      ArrayShapes back = CODEC.fromJson(printer.print(expected).getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3);
      assertEquals(expected, io.wirebind.valueit.shapes.ArrayShapes.parseFrom(CODEC.toProto(back)));
    }
  }

  @Test
  void jacksonWritesCharArraysAsStringsAndShortArraysAsNumbers() throws Exception {
    ArrayHolder h = new ArrayHolder();
    h.shorts = new short[] {1, -2, Short.MAX_VALUE};
    h.names = new String[] {"a", null};
    String json = HOLDER.toJsonString(h);
    assertEquals(ValueTypesDifferentialTest.BOOT.writeValueAsString(h), json);
    assertTrue(json.contains("\"shorts\":[1,-2,32767]"), json);
    assertTrue(json.contains("\"names\":[\"a\",null]"), json);
    WirebindException e = assertThrows(WirebindException.class, () -> HOLDER.toProto(h));
    assertTrue(e.getMessage().contains("null element"), e.getMessage());
    assertThrows(WirebindException.class,
        () -> HOLDER.fromJson("{\"shorts\":[40000]}".getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void decodingIntoAHolderStoresNewArraysAndReusesTheIterable() throws Exception {
    ArrayHolder h = new ArrayHolder();
    h.names = new String[] {"a", "b"};
    h.points = new Point[] {new Point(1, 2)};
    h.shorts = new short[] {3};
    h.words = List.of("p", "q");
    byte[] pb = HOLDER.toProto(h);
    byte[] json = HOLDER.toJson(h);
    ArrayHolder reuse = new ArrayHolder();
    Iterable<String> words = reuse.words;
    String[] old = new String[] {"z"};
    reuse.names = old;
    assertSame(reuse, HOLDER.readProto(new ProtoReader().reset(pb), reuse));
    assertNotSame(old, reuse.names);
    assertArrayEquals(h.names, reuse.names);
    assertArrayEquals(h.points, reuse.points);
    assertArrayEquals(h.shorts, reuse.shorts);
    assertSame(words, reuse.words);
    assertEquals(List.of("p", "q"), reuse.words);
    assertSame(reuse, HOLDER.readJson(new JsonReader().reset(json), reuse));
    assertSame(words, reuse.words);
    assertArrayEquals(h.names, reuse.names);
  }

  @Test
  void collectionSizeLimitAndHostileInput() {
    byte[] json = "{\"names\":[\"a\",\"b\",\"c\"]}".getBytes(StandardCharsets.UTF_8);
    assertThrows(WirebindException.class, () -> CODEC.readJson(new JsonReader().maxCollectionSize(2).reset(json), null));
    byte[] pb = CODEC.toProto(CODEC.fromJson(json));
    assertThrows(WirebindException.class, () -> CODEC.readProto(new ProtoReader().maxCollectionSize(2).reset(pb), null));
    Random r = new Random(96);
    RandomValues values = new RandomValues(97);
    for (int i = 0; i < 100; i++) {
      byte[] full = CODEC.toProto(random(r, values));
      for (int cut = 0; cut < full.length; cut++) {
        byte[] part = java.util.Arrays.copyOf(full, cut);
        try {
          CODEC.fromProto(part);
        } catch (WirebindException e) {
          assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
        }
      }
    }
  }
}
