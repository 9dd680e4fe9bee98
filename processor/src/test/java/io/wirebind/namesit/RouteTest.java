package io.wirebind.namesit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.namesit.a.Point;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Element classes sharing a simple name inside nested collections: both formats round-trip and the
 * JSON is Jackson's (the exported .proto is checked by ExportedProtoDifferentialTest and
 * WrapperNamesTest).
 */
class RouteTest {
  static final Codec<Route> CODEC = Wirebind.codec(Route.class);
  static final ObjectMapper JACKSON = new ObjectMapper();

  static <T> List<T> list(Random r, Supplier<T> element) {
    List<T> out = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      out.add(element.get());
    }
    return out;
  }

  static Route random(Random r) {
    Supplier<Point> a = () -> new Point(r.nextInt(), r.nextInt(100));
    Supplier<io.wirebind.namesit.b.Point> b = () -> new io.wirebind.namesit.b.Point("p" + r.nextInt(9), r.nextLong());
    Map<String, List<Point>> byName = new LinkedHashMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      byName.put("n" + i, list(r, a));
    }
    List<Set<Kinds.Left.Part>> lefts = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      lefts.add(new LinkedHashSet<>(list(r, () -> new Kinds.Left.Part(r.nextInt(5)))));
    }
    return new Route(list(r, () -> list(r, a)), list(r, () -> list(r, b)), byName, lefts,
        list(r, () -> list(r, () -> new Kinds.Right.Part("r" + r.nextInt(5)))),
        list(r, () -> list(r, () -> list(r, b))), list(r, () -> list(r, () -> "s" + r.nextInt(5))));
  }

  @Test
  void bothFormatsRoundTripAndJsonIsJacksons() throws Exception {
    Random r = new Random(300);
    for (int i = 0; i < 300; i++) {
      Route x = random(r);
      assertEquals(x, CODEC.fromProto(CODEC.toProto(x)));
      String jackson = JACKSON.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      assertEquals(JACKSON.readValue(jackson, Route.class), CODEC.fromJson(jackson.getBytes(StandardCharsets.UTF_8)));
    }
  }
}
