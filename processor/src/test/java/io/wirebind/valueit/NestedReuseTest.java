package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Decoding into a reused message whose lists hold collections reuses the inner lists, maps, sets
 * and arrays by index and gives what a fresh decode gives, in protobuf, Jackson-style JSON and
 * proto3 JSON; over random pairs of instances (shorter, longer, immutable or null inner shapes).
 */
class NestedReuseTest {
  static final Codec<NestedReuse> CODEC = Wirebind.codec(NestedReuse.class);

  static NestedReuse random(Random r, boolean immutable) {
    NestedReuse x = new NestedReuse();
    int n = r.nextInt(4);
    x.grid = r.nextInt(5) == 0 ? null : new double[n][];
    for (int i = 0; i < n; i++) {
      int m = r.nextInt(4);
      List<Integer> row = new ArrayList<>();
      Map<String, Point> page = new LinkedHashMap<>();
      double[] values = new double[m];
      List<List<Long>> plane = new ArrayList<>();
      Set<Side> combo = EnumSet.noneOf(Side.class);
      for (int j = 0; j < m; j++) {
        row.add(r.nextInt(1000));
        page.put("p" + j, new Point(r.nextInt(), j));
        values[j] = r.nextInt(1000) / 8.0;
        plane.add(j == 0 ? new ArrayList<>() : new ArrayList<>(List.of(r.nextLong(), (long) j)));
        combo.add(Side.values()[r.nextInt(2)]);
      }
      x.matrix.add(immutable ? List.copyOf(row) : row);
      x.pages.add(immutable ? Map.copyOf(page) : page);
      x.rows.add(values);
      if (x.grid != null) {
        x.grid[i] = values.clone();
      }
      x.cube.add(immutable ? List.copyOf(plane) : plane);
      x.combos.add(immutable ? Set.copyOf(combo) : combo);
    }
    return x;
  }

  @Test
  void reusedDecodesEqualFreshOnesInEveryFormat() {
    Random r = new Random(41);
    for (int i = 0; i < 2_000; i++) {
      NestedReuse next = random(r, false);
      byte[] proto = CODEC.toProto(next);
      NestedReuse reuse = CODEC.fromProto(CODEC.toProto(random(r, r.nextInt(4) == 0)));
      NestedReuse fresh = CODEC.fromProto(proto);
      assertEquals(fresh, CODEC.readProto(new ProtoReader().reset(proto), reuse));
      if (next.grid != null) { // protobuf has no null array: an absent one decodes empty
        assertEquals(next, fresh);
      }
      for (JsonStyle style : new JsonStyle[] {JsonStyle.JACKSON, JsonStyle.PROTO3}) {
        byte[] json = CODEC.toJson(next, style);
        NestedReuse again = CODEC.fromJson(CODEC.toJson(random(r, false), style), style);
        NestedReuse read = CODEC.readJson(new JsonReader().reset(json), again, style);
        NestedReuse freshJson = CODEC.fromJson(json, style);
        assertEquals(freshJson, read, new String(json, java.nio.charset.StandardCharsets.UTF_8));
        if (style == JsonStyle.JACKSON) { // proto3 JSON omits an empty array, read back as the default null
          assertEquals(next, freshJson);
        }
      }
    }
  }

  @Test
  void unchangedShapesKeepTheirInstances() {
    NestedReuse x = random(new Random(7), false);
    while (x.matrix.isEmpty()) {
      x = random(new Random(x.hashCode()), false);
    }
    byte[] proto = CODEC.toProto(x);
    NestedReuse reuse = CODEC.fromProto(proto);
    List<Integer> row = reuse.matrix.get(0);
    Map<String, Point> page = reuse.pages.get(0);
    double[] values = reuse.rows.get(0);
    List<List<Long>> plane = reuse.cube.get(0);
    Set<Side> combo = reuse.combos.get(0);
    CODEC.readProto(new ProtoReader().reset(proto), reuse);
    assertSame(row, reuse.matrix.get(0));
    assertSame(page, reuse.pages.get(0));
    assertSame(values, reuse.rows.get(0));
    assertSame(plane, reuse.cube.get(0));
    assertSame(combo, reuse.combos.get(0));
    byte[] json = CODEC.toJson(x);
    CODEC.readJson(new JsonReader().reset(json), reuse);
    assertSame(row, reuse.matrix.get(0));
    assertSame(page, reuse.pages.get(0));
    assertSame(values, reuse.rows.get(0));
    assertSame(plane, reuse.cube.get(0));
    assertSame(combo, reuse.combos.get(0));
    assertEquals(x, reuse);
  }
}
