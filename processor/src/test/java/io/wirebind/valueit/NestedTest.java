package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.valueit.shapes.ListOfDouble;
import io.wirebind.valueit.shapes.ListOfInt32;
import io.wirebind.valueit.shapes.ListOfInt64;
import io.wirebind.valueit.shapes.ListOfListOfInt64;
import io.wirebind.valueit.shapes.ListOfSide;
import io.wirebind.valueit.shapes.ListOfString;
import io.wirebind.valueit.shapes.ListOfTimestamp;
import io.wirebind.valueit.shapes.MapOfStringPoint;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Collections inside collections: protobuf bytes equal to protobuf-java's for shapes.proto's
 * wrapper messages, both ways; JSON byte for byte as Jackson writes it, both ways; proto3 JSON as
 * JsonFormat prints the wrappers; limits and hostile input.
 */
class NestedTest {
  static final Codec<Nested> CODEC = Wirebind.codec(Nested.class);

  static Nested random(Random r, RandomValues values) {
    List<List<Integer>> matrix = new ArrayList<>();
    Map<String, List<String>> tags = new LinkedHashMap<>();
    List<Map<String, Point>> pages = new ArrayList<>();
    Set<List<Side>> combos = new LinkedHashSet<>();
    Map<Side, List<Instant>> bySide = new EnumMap<>(Side.class);
    List<List<List<Long>>> cube = new ArrayList<>();
    int n = r.nextInt(4);
    double[][] grid = new double[n][];
    int[][] cells = new int[r.nextInt(3)][];
    for (int i = 0; i < n; i++) {
      List<Integer> row = new ArrayList<>();
      List<String> t = new ArrayList<>();
      Map<String, Point> page = new LinkedHashMap<>();
      List<Side> combo = new ArrayList<>();
      List<Instant> times = new ArrayList<>();
      List<List<Long>> plane = new ArrayList<>();
      int m = r.nextInt(4);
      grid[i] = new double[m];
      for (int j = 0; j < m; j++) {
        row.add(r.nextInt());
        t.add("t\u00e9" + r.nextInt(9));
        page.put("p" + j, new Point(r.nextInt(), j));
        combo.add(Side.values()[r.nextInt(2)]);
        times.add(values.of(Instant.class));
        plane.add(j == 0 ? List.of() : List.of(r.nextLong(), (long) j));
        grid[i][j] = r.nextDouble() * 1e3;
      }
      matrix.add(row);
      tags.put("k" + i, t);
      pages.add(page);
      combos.add(combo);
      bySide.put(Side.values()[r.nextInt(2)], times);
      cube.add(plane);
    }
    for (int i = 0; i < cells.length; i++) {
      cells[i] = r.ints(r.nextInt(3)).toArray();
    }
    Optional<List<String>> maybe = switch (r.nextInt(3)) {
      case 0 -> Optional.empty();
      case 1 -> Optional.of(List.of());
      default -> Optional.of(List.of("a", "b\u20ac"));
    };
    return new Nested(matrix, tags, pages, combos, maybe, grid, cells, bySide, cube);
  }

  static io.wirebind.valueit.shapes.Nested proto(Nested x) {
    var b = io.wirebind.valueit.shapes.Nested.newBuilder();
    x.matrix().forEach(row -> b.addMatrix(ListOfInt32.newBuilder().addAllValues(row)));
    x.tags().forEach((k, v) -> b.putTags(k, ListOfString.newBuilder().addAllValues(v).build()));
    for (Map<String, Point> page : x.pages()) {
      var p = MapOfStringPoint.newBuilder();
      page.forEach((k, v) -> p.putValues(k, KeyedMapsTest.point(v)));
      b.addPages(p);
    }
    for (List<Side> combo : x.combos()) {
      var c = ListOfSide.newBuilder();
      combo.forEach(s -> c.addValues(io.wirebind.valueit.proto.Side.forNumber(s.ordinal())));
      b.addCombos(c);
    }
    x.maybe().ifPresent(m -> b.setMaybe(ListOfString.newBuilder().addAllValues(m)));
    for (double[] row : x.grid()) {
      b.addGrid(ListOfDouble.newBuilder().addAllValues(Arrays.stream(row).boxed().toList()));
    }
    for (int[] row : x.cells()) {
      b.addCells(ListOfInt32.newBuilder().addAllValues(Arrays.stream(row).boxed().toList()));
    }
    x.bySide().forEach((k, v) -> {
      var t = ListOfTimestamp.newBuilder();
      v.forEach(i -> t.addValues(ValueProtos.timestamp(i)));
      b.putBySide(k.ordinal(), t.build());
    });
    for (List<List<Long>> plane : x.cube()) {
      var p = ListOfListOfInt64.newBuilder();
      plane.forEach(line -> p.addValues(ListOfInt64.newBuilder().addAllValues(line)));
      b.addCube(p);
    }
    return b.build();
  }

  static void assertSame(Nested expected, Nested actual) {
    assertEquals(expected.matrix(), actual.matrix());
    assertEquals(expected.tags(), actual.tags());
    assertEquals(expected.pages(), actual.pages());
    assertEquals(expected.combos(), actual.combos());
    assertEquals(expected.maybe(), actual.maybe());
    assertTrue(Arrays.deepEquals(expected.grid(), actual.grid()));
    assertTrue(Arrays.deepEquals(expected.cells(), actual.cells()));
    assertEquals(expected.bySide(), actual.bySide());
    assertEquals(expected.cube(), actual.cube());
  }

  @Test
  void protobufBothWays() throws Exception {
    Random r = new Random(80);
    RandomValues values = new RandomValues(81);
    for (int i = 0; i < 1000; i++) {
      Nested x = random(r, values);
      var expected = proto(x);
      byte[] ours = CODEC.toProto(x);
      assertEquals(expected, io.wirebind.valueit.shapes.Nested.parseFrom(ours));
      if (x.tags().size() <= 1 && x.pages().stream().allMatch(p -> p.size() <= 1) && x.bySide().size() <= 1) {
        assertArrayEquals(expected.toByteArray(), ours); // no map order to differ in
      }
      assertSame(x, CODEC.fromProto(expected.toByteArray()));
    }
  }

  @Test
  void jsonIsJacksons() throws Exception {
    Random r = new Random(82);
    RandomValues values = new RandomValues(83);
    for (int i = 0; i < 1000; i++) {
      Nested x = random(r, values);
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      Nested theirs = ValueTypesDifferentialTest.BOOT.readValue(json, Nested.class);
      assertSame(theirs, CODEC.fromJson(json));
      assertSame(x, CODEC.fromJson(json));
    }
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    Random r = new Random(84);
    RandomValues values = new RandomValues(85);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 300; i++) {
      Nested x = random(r, values);
      var expected = proto(x);
      String ours = new String(CODEC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readTree(printer.print(expected)),
          ValueTypesDifferentialTest.BOOT.readTree(ours), ours);
      Nested back = CODEC.fromJson(printer.print(expected).getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3);
      assertEquals(expected, io.wirebind.valueit.shapes.Nested.parseFrom(CODEC.toProto(back)));
    }
  }

  @Test
  void nullInnerCollectionIsNullInJsonAndAnErrorInProtobuf() throws Exception {
    List<List<Integer>> matrix = new ArrayList<>();
    matrix.add(null);
    Nested x = new Nested(matrix, Map.of(), List.of(), Set.of(), Optional.empty(), new double[0][], new int[0][],
        Map.of(), List.of());
    assertEquals(ValueTypesDifferentialTest.BOOT.writeValueAsString(x), CODEC.toJsonString(x));
    assertTrue(CODEC.toJsonString(x).startsWith("{\"matrix\":[null]"));
    assertEquals(matrix, CODEC.fromJson(CODEC.toJson(x)).matrix());
    WirebindException e = assertThrows(WirebindException.class, () -> CODEC.toProto(x));
    assertTrue(e.getMessage().contains("null element"), e.getMessage());
  }

  @Test
  void nestingCountsTowardsTheDepthLimits() {
    byte[] json = "{\"cube\":[[[1]]]}".getBytes(StandardCharsets.UTF_8);
    assertEquals(List.of(List.of(List.of(1L))), CODEC.fromJson(json).cube());
    assertThrows(WirebindException.class, () -> CODEC.readJson(new JsonReader().maxDepth(3).reset(json), null));
    Nested x = CODEC.fromJson(json);
    byte[] pb = CODEC.toProto(x);
    assertEquals(x.cube(), CODEC.readProto(new ProtoReader().reset(pb), null).cube());
    assertThrows(WirebindException.class, () -> CODEC.readProto(new ProtoReader().maxDepth(1).reset(pb), null));
    byte[] many = "{\"matrix\":[[1,2,3]]}".getBytes(StandardCharsets.UTF_8);
    assertThrows(WirebindException.class, () -> CODEC.readJson(new JsonReader().maxCollectionSize(2).reset(many), null));
    byte[] manyPb = CODEC.toProto(CODEC.fromJson(many));
    assertThrows(WirebindException.class,
        () -> CODEC.readProto(new ProtoReader().maxCollectionSize(2).reset(manyPb), null));
  }

  @Test
  void truncatedAndForgedInputFailsWithAnOffset() {
    Random r = new Random(86);
    RandomValues values = new RandomValues(87);
    for (int i = 0; i < 200; i++) {
      byte[] pb = CODEC.toProto(random(r, values));
      for (int cut = 0; cut < pb.length; cut++) {
        byte[] part = Arrays.copyOf(pb, cut);
        try {
          CODEC.fromProto(part);
        } catch (WirebindException e) {
          assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
        }
      }
      if (pb.length > 2) {
        byte[] forged = pb.clone();
        forged[1] = (byte) 0x7f; // the first field's length now points past the end, or into the middle
        try {
          CODEC.fromProto(forged);
        } catch (WirebindException e) {
          assertTrue(e.offset() >= 0, e.getMessage());
        }
      }
      byte[] json = CODEC.toJson(random(r, values));
      for (int cut = 0; cut < json.length; cut += 3) {
        byte[] part = Arrays.copyOf(json, cut);
        WirebindException e = assertThrows(WirebindException.class, () -> CODEC.fromJson(part));
        assertTrue(e.offset() >= 0 && e.offset() <= cut, e.getMessage());
      }
    }
  }
}
