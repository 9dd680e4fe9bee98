package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.valueit.ValueObjectModels.OrderId;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Sets and collections: repeated fields for protoc peers (bytes equal to protobuf-java's for the
 * same iteration order), JSON arrays byte for byte as the Spring Boot-style Jackson mapper writes
 * them, read back into equal sets, reused when decoding into a mutable instance.
 */
class SetsTest {
  static final Codec<Sets> CODEC = Wirebind.codec(Sets.class);
  static final Codec<SetHolder> HOLDER = Wirebind.codec(SetHolder.class);

  static Sets random(Random r, RandomValues values) {
    int n = r.nextInt(5);
    Set<String> tags = new HashSet<>();
    LinkedHashSet<Integer> ids = new LinkedHashSet<>();
    TreeSet<Long> sorted = new TreeSet<>();
    TreeSet<String> names = new TreeSet<>();
    EnumSet<Side> sides = EnumSet.noneOf(Side.class);
    Set<Instant> times = new HashSet<>();
    Set<Point> points = new LinkedHashSet<>();
    List<UUID> accounts = new ArrayList<>();
    TreeSet<BigInteger> big = new TreeSet<>();
    HashSet<OrderId> orders = new HashSet<>();
    for (int i = 0; i < n; i++) {
      tags.add("t" + r.nextInt(10));
      ids.add(r.nextInt());
      sorted.add(r.nextLong() >> r.nextInt(64));
      names.add("n\u00e9" + r.nextInt(100));
      sides.add(Side.values()[r.nextInt(2)]);
      times.add(values.of(Instant.class));
      points.add(new Point(r.nextInt(3), r.nextInt(3)));
      accounts.add(values.of(UUID.class));
      big.add(values.of(BigInteger.class));
      orders.add(new OrderId("o" + r.nextInt(5)));
    }
    return new Sets(tags, ids, sorted, names, sides, times, points, accounts, big, orders);
  }

  static io.wirebind.valueit.proto.Sets proto(Sets s) {
    var b = io.wirebind.valueit.proto.Sets.newBuilder()
        .addAllTags(s.tags()).addAllIds(s.ids()).addAllSorted(s.sorted()).addAllNames(s.names());
    s.sides().forEach(x -> b.addSides(io.wirebind.valueit.proto.Side.forNumber(x.ordinal())));
    s.times().forEach(t -> b.addTimes(ValueProtos.timestamp(t)));
    s.points().forEach(p -> b.addPoints(io.wirebind.valueit.proto.Point.newBuilder().setX(p.x()).setY(p.y())));
    s.accounts().forEach(a -> b.addAccounts(a.toString()));
    s.big().forEach(x -> b.addBig(x.toString()));
    s.orders().forEach(o -> b.addOrders(o.value()));
    return b.build();
  }

  /** Sets compare as sets, a collection as a list. */
  private static void assertSameSets(Sets expected, Sets actual) {
    assertEquals(expected.tags(), actual.tags());
    assertEquals(expected.ids(), actual.ids());
    assertEquals(expected.sorted(), actual.sorted());
    assertEquals(expected.names(), actual.names());
    assertEquals(expected.sides(), actual.sides());
    assertEquals(expected.times(), actual.times());
    assertEquals(expected.points(), actual.points());
    assertEquals(new ArrayList<>(expected.accounts()), new ArrayList<>(actual.accounts()));
    assertEquals(expected.big(), actual.big());
    assertEquals(expected.orders(), actual.orders());
  }

  @Test
  void protobufBothWays() throws Exception {
    Random r = new Random(60);
    RandomValues values = new RandomValues(61);
    for (int i = 0; i < 2000; i++) {
      Sets x = random(r, values);
      var expected = proto(x);
      byte[] ours = CODEC.toProto(x);
      assertArrayEquals(expected.toByteArray(), ours, x.toString());
      Sets back = CODEC.fromProto(expected.toByteArray());
      assertSameSets(x, back);
      assertEquals(LinkedHashSet.class, back.tags().getClass()); // wire order kept
      assertEquals(TreeSet.class, back.sorted().getClass());
    }
  }

  @Test
  void jsonIsJacksons() throws Exception {
    Random r = new Random(62);
    RandomValues values = new RandomValues(63);
    for (int i = 0; i < 2000; i++) {
      Sets x = random(r, values);
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertSameSets(ValueTypesDifferentialTest.BOOT.readValue(json, Sets.class), CODEC.fromJson(json));
      assertSameSets(x, CODEC.fromJson(json));
    }
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    Random r = new Random(64);
    RandomValues values = new RandomValues(65);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 300; i++) {
      Sets x = random(r, values);
      var expected = proto(x);
      String ours = new String(CODEC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readTree(printer.print(expected)),
          ValueTypesDifferentialTest.BOOT.readTree(ours), ours);
      Sets back = CODEC.fromJson(printer.print(expected).getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3);
      assertArrayEquals(expected.toByteArray(), CODEC.toProto(back));
    }
  }

  @Test
  void duplicatesCollapseAsJacksonsDo() throws Exception {
    String json = "{\"tags\":[\"a\",\"b\",\"a\"],\"sides\":[\"SELL\",\"BUY\",\"SELL\"],\"sorted\":[3,1,2,1],"
        + "\"points\":[{\"x\":1,\"y\":2},{\"x\":1,\"y\":2}],\"accounts\":[]}";
    byte[] b = json.getBytes(StandardCharsets.UTF_8);
    Sets ours = CODEC.fromJson(b);
    assertSameSets(ValueTypesDifferentialTest.BOOT.readValue(b, Sets.class), ours);
    assertEquals(List.of("a", "b"), new ArrayList<>(ours.tags()));
    assertEquals(List.of(1L, 2L, 3L), new ArrayList<>(ours.sorted()));
  }

  @Test
  void mutableHolderReusesItsSets() throws Exception {
    SetHolder h = new SetHolder();
    h.tags = new LinkedHashSet<>(List.of("x", "y"));
    h.sides = EnumSet.of(Side.SELL);
    h.points = new LinkedHashSet<>(List.of(new Point(1, 2)));
    h.levels = new TreeSet<>(List.of(3, 1));
    h.visited = new ArrayList<>(List.of(new Point(0, 0), new Point(0, 0)));
    assertEquals(ValueTypesDifferentialTest.BOOT.writeValueAsString(h), HOLDER.toJsonString(h));
    var expected = io.wirebind.valueit.proto.SetHolder.newBuilder().addTags("x").addTags("y")
        .addSides(io.wirebind.valueit.proto.Side.SELL)
        .addPoints(io.wirebind.valueit.proto.Point.newBuilder().setX(1).setY(2))
        .addLevels(1).addLevels(3)
        .addVisited(io.wirebind.valueit.proto.Point.getDefaultInstance())
        .addVisited(io.wirebind.valueit.proto.Point.getDefaultInstance()).build();
    assertArrayEquals(expected.toByteArray(), HOLDER.toProto(h));

    SetHolder into = new SetHolder();
    into.tags = new LinkedHashSet<>(List.of("old"));
    Set<String> tags = into.tags;
    into.sides = EnumSet.allOf(Side.class);
    EnumSet<Side> sides = into.sides;
    SetHolder back = HOLDER.readProto(new io.wirebind.ProtoReader().reset(expected.toByteArray()), into);
    assertEquals(h, back);
    assertSame(tags, back.tags);
    assertSame(sides, back.sides);
    assertEquals(h, HOLDER.fromJson(HOLDER.toJson(h)));
  }

  @Test
  void collectionSizeLimitsApplyToSets() {
    byte[] json = "{\"tags\":[\"a\",\"b\",\"c\"],\"sides\":[\"BUY\"]}".getBytes(StandardCharsets.UTF_8);
    WirebindException e = org.junit.jupiter.api.Assertions.assertThrows(WirebindException.class,
        () -> CODEC.readJson(new io.wirebind.JsonReader().maxCollectionSize(2).reset(json), null));
    assertTrue(e.offset() > 0, e.getMessage());
    Sets big = new Sets(Set.of("a", "b", "c"), new LinkedHashSet<>(), new TreeSet<>(), new TreeSet<>(),
        EnumSet.allOf(Side.class), Set.of(), Set.of(new Point(1, 1), new Point(2, 2), new Point(3, 3)), List.of(),
        new TreeSet<>(), new HashSet<>());
    byte[] proto = CODEC.toProto(big);
    e = org.junit.jupiter.api.Assertions.assertThrows(WirebindException.class,
        () -> CODEC.readProto(new io.wirebind.ProtoReader().maxCollectionSize(2).reset(proto), null));
    assertTrue(e.offset() > 0, e.getMessage());
  }
}
