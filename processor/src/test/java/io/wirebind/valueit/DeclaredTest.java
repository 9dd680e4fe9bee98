package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.valueit.shapes.ListOfInt32;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Records declaring {@code ArrayList}, {@code HashMap}, {@code LinkedHashMap}: decoded as declared. */
class DeclaredTest {
  static final Codec<Declared> CODEC = Wirebind.codec(Declared.class);

  static Declared random(Random r) {
    ArrayList<String> names = new ArrayList<>();
    HashMap<String, Integer> counts = new HashMap<>();
    LinkedHashMap<String, Point> points = new LinkedHashMap<>();
    ArrayList<Point> path = new ArrayList<>();
    ArrayList<List<Integer>> rows = new ArrayList<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      names.add("n" + i);
      counts.put("c" + i, r.nextInt());
      points.put("p" + r.nextInt(9), new Point(i, r.nextInt()));
      path.add(new Point(r.nextInt(), i));
      rows.add(List.of(i, r.nextInt()));
    }
    return new Declared(names, counts, points, path, rows);
  }

  static io.wirebind.valueit.shapes.Declared proto(Declared x) {
    var b = io.wirebind.valueit.shapes.Declared.newBuilder().addAllNames(x.names()).putAllCounts(x.counts());
    x.points().forEach((k, v) -> b.putPoints(k, KeyedMapsTest.point(v)));
    x.path().forEach(p -> b.addPath(KeyedMapsTest.point(p)));
    x.rows().forEach(row -> b.addRows(ListOfInt32.newBuilder().addAllValues(row)));
    return b.build();
  }

  @Test
  void bothFormatsBothWays() throws Exception {
    Random r = new Random(110);
    for (int i = 0; i < 500; i++) {
      Declared x = random(r);
      var expected = proto(x);
      assertEquals(expected, io.wirebind.valueit.shapes.Declared.parseFrom(CODEC.toProto(x)));
      Declared back = CODEC.fromProto(expected.toByteArray());
      assertEquals(x, back);
      assertEquals(ArrayList.class, back.names().getClass());
      assertEquals(LinkedHashMap.class, back.points().getClass());
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      Declared fromJson = CODEC.fromJson(jackson.getBytes(StandardCharsets.UTF_8));
      assertEquals(x, fromJson);
      assertEquals(ValueTypesDifferentialTest.BOOT.readValue(jackson, Declared.class), fromJson);
    }
    Declared empty = CODEC.fromProto(new byte[0]);
    assertEquals(new ArrayList<>(), empty.names());
    assertEquals(ArrayList.class, empty.path().getClass());
  }
}
