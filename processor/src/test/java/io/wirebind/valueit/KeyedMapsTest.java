package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.valueit.ValueObjectModels.OrderId;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Enum, UUID and value-object map keys, sorted and enum maps: protobuf bytes equal to
 * protobuf-java's for shapes.proto (enum keys as int32 keys), JSON byte for byte as Jackson writes
 * it, each side reading the other's.
 */
class KeyedMapsTest {
  static final Codec<KeyedMaps> CODEC = Wirebind.codec(KeyedMaps.class);
  static final Codec<KeyedMapHolder> HOLDER = Wirebind.codec(KeyedMapHolder.class);

  static KeyedMaps random(Random r, RandomValues values) {
    int n = r.nextInt(4);
    Map<Side, Integer> bySide = new HashMap<>();
    EnumMap<Side, String> names = new EnumMap<>(Side.class);
    Map<UUID, Long> byAccount = new LinkedHashMap<>();
    Map<OrderId, Point> byOrder = new LinkedHashMap<>();
    TreeMap<String, Instant> times = new TreeMap<>();
    TreeMap<Integer, Side> sides = new TreeMap<>();
    TreeMap<Side, Double> prices = new TreeMap<>();
    LinkedHashMap<String, UUID> ordered = new LinkedHashMap<>();
    Map<Side, Point> points = new EnumMap<>(Side.class);
    TreeMap<UUID, String> sortedAccounts = new TreeMap<>();
    for (int i = 0; i < n; i++) {
      Side side = Side.values()[r.nextInt(2)];
      bySide.put(side, r.nextInt());
      names.put(side, "n\u00e9\"" + r.nextInt(9));
      byAccount.put(values.of(UUID.class), r.nextLong());
      byOrder.put(new OrderId("o\u20ac" + r.nextInt(99)), new Point(r.nextInt(5), r.nextInt()));
      times.put("t" + r.nextInt(50), values.of(Instant.class));
      sides.put(r.nextInt(), side);
      prices.put(side, r.nextDouble() * 100);
      ordered.put("k" + r.nextInt(20), values.of(UUID.class));
      points.put(side, new Point(r.nextInt(), 0));
      sortedAccounts.put(values.of(UUID.class), "a" + i);
    }
    return new KeyedMaps(r.nextInt(8) == 0 ? null : bySide, names, byAccount, byOrder, times, sides, prices,
        ordered, points, sortedAccounts);
  }

  static io.wirebind.valueit.proto.Point point(Point p) {
    return io.wirebind.valueit.proto.Point.newBuilder().setX(p.x()).setY(p.y()).build();
  }

  static io.wirebind.valueit.shapes.KeyedMaps proto(KeyedMaps m) {
    var b = io.wirebind.valueit.shapes.KeyedMaps.newBuilder();
    if (m.bySide() != null) {
      m.bySide().forEach((k, v) -> b.putBySide(k.ordinal(), v));
    }
    m.names().forEach((k, v) -> b.putNames(k.ordinal(), v));
    m.byAccount().forEach((k, v) -> b.putByAccount(k.toString(), v));
    m.byOrder().forEach((k, v) -> b.putByOrder(k.value(), point(v)));
    m.times().forEach((k, v) -> b.putTimes(k, ValueProtos.timestamp(v)));
    m.sides().forEach((k, v) -> b.putSides(k, io.wirebind.valueit.proto.Side.forNumber(v.ordinal())));
    m.prices().forEach((k, v) -> b.putPrices(k.ordinal(), v));
    m.ordered().forEach((k, v) -> b.putOrdered(k, v.toString()));
    m.points().forEach((k, v) -> b.putPoints(k.ordinal(), point(v)));
    m.sortedAccounts().forEach((k, v) -> b.putSortedAccounts(k.toString(), v));
    return b.build();
  }

  /** Maps compare as maps (equal entries), a LinkedHashMap also by order. */
  static void assertSameMaps(KeyedMaps expected, KeyedMaps actual) {
    assertEquals(expected.bySide() == null ? Map.of() : expected.bySide(),
        actual.bySide() == null ? Map.of() : actual.bySide());
    assertEquals(expected.names(), actual.names());
    assertEquals(expected.byAccount(), actual.byAccount());
    assertEquals(expected.byOrder(), actual.byOrder());
    assertEquals(expected.times(), actual.times());
    assertEquals(expected.sides(), actual.sides());
    assertEquals(expected.prices(), actual.prices());
    assertEquals(new ArrayList<>(expected.ordered().entrySet()), new ArrayList<>(actual.ordered().entrySet()));
    assertEquals(expected.points(), actual.points());
    assertEquals(expected.sortedAccounts(), actual.sortedAccounts());
  }

  @Test
  void protobufBothWays() throws Exception {
    Random r = new Random(70);
    RandomValues values = new RandomValues(71);
    for (int i = 0; i < 1000; i++) {
      KeyedMaps x = random(r, values);
      var expected = proto(x);
      byte[] ours = CODEC.toProto(x);
      // protobuf-java orders a map's entries its own way: compare as messages
      assertEquals(expected, io.wirebind.valueit.shapes.KeyedMaps.parseFrom(ours), x.toString());
      KeyedMaps back = CODEC.fromProto(expected.toByteArray());
      assertSameMaps(x, back);
      assertEquals(EnumMap.class, back.names().getClass());
      assertEquals(TreeMap.class, back.times().getClass());
      assertEquals(TreeMap.class, back.prices().getClass());
      assertEquals(LinkedHashMap.class, back.ordered().getClass());
    }
  }

  @Test
  void jsonIsJacksons() throws Exception {
    Random r = new Random(72);
    RandomValues values = new RandomValues(73);
    for (int i = 0; i < 1000; i++) {
      KeyedMaps x = random(r, values);
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      KeyedMaps ours = CODEC.fromJson(json);
      KeyedMaps theirs = ValueTypesDifferentialTest.BOOT.readValue(json, KeyedMaps.class);
      assertSameMaps(theirs, ours);
      assertEquals(theirs.toString(), ours.toString());
      assertSameMaps(x, ours);
    }
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    Random r = new Random(74);
    RandomValues values = new RandomValues(75);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 300; i++) {
      KeyedMaps x = random(r, values);
      var expected = proto(x);
      String ours = new String(CODEC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readTree(printer.print(expected)),
          ValueTypesDifferentialTest.BOOT.readTree(ours), ours);
      KeyedMaps back = CODEC.fromJson(printer.print(expected).getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3);
      assertEquals(expected, io.wirebind.valueit.shapes.KeyedMaps.parseFrom(CODEC.toProto(back)));
    }
  }

  @Test
  void unknownEnumKeysAreDroppedFromProtobufAndRejectedInJson() throws Exception {
    var peer = io.wirebind.valueit.shapes.KeyedMaps.newBuilder().putBySide(7, 1).putBySide(1, 2).build();
    assertEquals(Map.of(Side.SELL, 2), CODEC.fromProto(peer.toByteArray()).bySide());
    WirebindException e = assertThrows(WirebindException.class,
        () -> CODEC.fromJson("{\"bySide\":{\"HOLD\":1}}".getBytes(StandardCharsets.UTF_8)));
    assertTrue(e.getMessage().contains("'HOLD' is not a constant of Side"), e.getMessage());
    assertTrue(e.offset() > 0);
    assertThrows(WirebindException.class,
        () -> CODEC.fromJson("{\"byAccount\":{\"not-a-uuid\":1}}".getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void truncatedInputFailsWithAnOffset() {
    Random r = new Random(76);
    RandomValues values = new RandomValues(77);
    for (int i = 0; i < 100; i++) {
      KeyedMaps x = random(r, values);
      byte[] pb = CODEC.toProto(x);
      for (int cut = 0; cut < pb.length; cut++) {
        byte[] part = java.util.Arrays.copyOf(pb, cut);
        try {
          CODEC.fromProto(part);
        } catch (WirebindException e) {
          assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
        }
      }
      byte[] json = CODEC.toJson(x);
      for (int cut = 0; cut < json.length; cut += 2) {
        byte[] part = java.util.Arrays.copyOf(json, cut);
        WirebindException e = assertThrows(WirebindException.class, () -> CODEC.fromJson(part));
        assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
      }
    }
  }

  @Test
  void nullKeyIsAnErrorInBothFormats() {
    Map<Side, Integer> m = new HashMap<>();
    m.put(null, 1);
    KeyedMaps x = new KeyedMaps(m, null, Map.of(), Map.of(), new TreeMap<>(), new TreeMap<>(), new TreeMap<>(),
        new LinkedHashMap<>(), Map.of(), new TreeMap<>());
    assertThrows(WirebindException.class, () -> CODEC.toProto(x));
    assertThrows(WirebindException.class, () -> CODEC.toJson(x));
  }

  @Test
  void mutableHolderReusesItsMaps() throws Exception {
    KeyedMapHolder h = new KeyedMapHolder();
    h.sorted.put("b", 2);
    h.sorted.put("a", 1);
    h.bySide = new EnumMap<>(Side.class);
    h.bySide.put(Side.SELL, new Point(1, 2));
    h.names = new HashMap<>(Map.of(Side.BUY, "x"));
    byte[] pb = HOLDER.toProto(h);
    byte[] json = HOLDER.toJson(h);
    assertEquals(ValueTypesDifferentialTest.BOOT.writeValueAsString(h), new String(json, StandardCharsets.UTF_8));
    KeyedMapHolder reuse = new KeyedMapHolder();
    TreeMap<String, Integer> sorted = reuse.sorted;
    EnumMap<Side, Point> bySide = new EnumMap<>(Side.class);
    bySide.put(Side.BUY, new Point(9, 9));
    reuse.bySide = bySide;
    assertSame(reuse, HOLDER.readProto(new io.wirebind.ProtoReader().reset(pb), reuse));
    assertSame(sorted, reuse.sorted);
    assertSame(bySide, reuse.bySide);
    assertEquals(h.bySide, reuse.bySide);
    assertEquals(h.sorted, reuse.sorted);
    KeyedMapHolder j = HOLDER.readJson(new io.wirebind.JsonReader().reset(json), reuse);
    assertSame(sorted, j.sorted);
    assertSame(bySide, j.bySide);
    assertEquals(h.names, j.names);
    assertNull(HOLDER.fromJson("{\"bySide\":null}".getBytes(StandardCharsets.UTF_8)).bySide);
  }
}
