package io.wirebind.positions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.genericit.Item;
import io.wirebind.genericit.Page;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Random {@link Positions}: Jackson (2 with the modules Spring Boot registers, or 3: {@link Jackson}) writes the JSON
 * Wirebind writes and each reads the other's back equal; protobuf and proto3 JSON round-trip.
 */
class PositionsTest {
  static final Jackson BOOT = Jackson.boot();
  static final Codec<Positions> CODEC = Wirebind.codec(Positions.class);

  static Positions random(Random r) {
    Map<String, Set<Item.Kind>> kinds = new LinkedHashMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      kinds.put("shelf" + r.nextInt(9), kinds(r));
    }
    Map<String, Map<String, Integer>> grid = new LinkedHashMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      Map<String, Integer> row = new LinkedHashMap<>();
      for (int j = r.nextInt(3); j > 0; j--) {
        row.put("c" + r.nextInt(9), r.nextInt());
      }
      grid.put("r" + r.nextInt(9), row);
    }
    Set<Page<Item>> pages = new LinkedHashSet<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      pages.add(page(r));
    }
    Map<Item.Kind, List<Page<Item>>> byKind = new LinkedHashMap<>();
    for (Item.Kind k : kinds(r)) {
      byKind.put(k, list(r, () -> page(r)));
    }
    TreeMap<UUID, Set<Long>> ids = new TreeMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      Set<Long> s = new LinkedHashSet<>();
      for (int j = r.nextInt(3); j > 0; j--) {
        s.add(r.nextLong());
      }
      ids.put(new UUID(r.nextLong(), r.nextLong()), s);
    }
    Map<String, Integer> counts = new LinkedHashMap<>();
    counts.put("n" + r.nextInt(9), r.nextInt());
    return new Positions(
        kinds,
        r.nextBoolean() ? Optional.empty() : Optional.of(new LinkedHashSet<>(list(r, () -> "t" + r.nextInt(20)))),
        r.nextBoolean() ? Optional.empty() : Optional.of(counts),
        r.nextBoolean() ? Optional.empty() : Optional.of(list(r, () -> Instant.ofEpochSecond(r.nextInt(2_000_000_000), r.nextInt(1_000_000_000)))),
        grid,
        pages,
        byKind,
        ids,
        list(r, () -> kinds(r)));
  }

  private static Set<Item.Kind> kinds(Random r) {
    Set<Item.Kind> s = new LinkedHashSet<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      s.add(Item.Kind.values()[r.nextInt(3)]);
    }
    return s;
  }

  private static Page<Item> page(Random r) {
    return new Page<>(list(r, () -> new Item("i" + r.nextInt(100), r.nextInt(50), Item.Kind.values()[r.nextInt(3)])),
        r.nextInt(1000));
  }

  private static <T> List<T> list(Random r, Supplier<T> element) {
    List<T> l = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      l.add(element.get());
    }
    return l;
  }

  @Test
  void jacksonWritesAndReadsTheSameJson() throws Exception {
    Random r = new Random(26);
    for (int i = 0; i < 1000; i++) {
      Positions x = random(r);
      String ours = CODEC.toJsonString(x);
      assertEquals(BOOT.writeValueAsString(x), ours);
      assertEquals(x, BOOT.readValue(ours, Positions.class));
      assertEquals(x, CODEC.fromJson(ours.getBytes(StandardCharsets.UTF_8)));
    }
  }

  @Test
  void protobufAndProto3JsonRoundTrip() {
    Random r = new Random(27);
    for (int i = 0; i < 1000; i++) {
      Positions x = random(r);
      assertEquals(x, CODEC.fromProto(CODEC.toProto(x)));
      // proto3 JSON omits an empty collection, which a record then reads as null, as protobuf's
      // JsonFormat does not tell them apart either: compared through the protobuf bytes
      Positions back = CODEC.fromJson(CODEC.toJson(x, JsonStyle.PROTO3), JsonStyle.PROTO3);
      assertArrayEquals(CODEC.toProto(x), CODEC.toProto(back));
    }
  }
}
