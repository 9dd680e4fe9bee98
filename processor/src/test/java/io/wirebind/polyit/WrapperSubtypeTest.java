package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.mappers.Jackson;
import io.wirebind.polyit.Forms.WaA;
import io.wirebind.polyit.Forms.WaB;
import io.wirebind.polyit.Forms.WoA;
import io.wirebind.polyit.Forms.WoB;
import io.wirebind.polyit.Forms.WrapObject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code WRAPPER_OBJECT} / {@code WRAPPER_ARRAY}: a subtype serialised and read as its own class
 * carries the wrapper, as with Jackson 2.18's {@code writeValueAsBytes(card)} and {@code
 * readValue(bytes, Card.class)}.
 */
class WrapperSubtypeTest {
  static final Jackson BOOT = PolyDifferentialTest.MAPPER;

  private static <T> void same(Class<T> type, T value) throws Exception {
    Codec<T> codec = Wirebind.codec(type);
    byte[] jackson = BOOT.writeValueAsBytes(value);
    assertEquals(new String(jackson, StandardCharsets.UTF_8), codec.toJsonString(value));
    assertEquals(value, codec.fromJson(jackson));
    assertEquals(value, BOOT.readValue(codec.toJson(value), type));
  }

  private static WrapObject tree(Random r, PolyRandom p, int depth) {
    if (depth == 0 || r.nextBoolean()) {
      return new WoA(r.nextInt());
    }
    List<WrapObject> children = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      children.add(tree(r, p, depth - 1));
    }
    return new WoB(r.nextBoolean() ? null : p.text(), children);
  }

  @Test
  void subtypesAloneAreWrappedBothWays() throws Exception {
    Random r = new Random(23);
    for (int i = 0; i < 1000; i++) {
      PolyRandom p = new PolyRandom(r.nextLong());
      same(WoA.class, new WoA(r.nextInt()));
      WrapObject t = tree(r, p, 3);
      if (t instanceof WoB b) {
        same(WoB.class, b);
      }
      same(WrapObject.class, t);
      same(WaA.class, new WaA(r.nextInt()));
      same(WaB.class, new WaB(r.nextBoolean() ? null : p.text()));
      same(Forms.WrapArray.class, r.nextBoolean() ? new WaA(r.nextInt()) : new WaB(p.text()));
    }
  }

  @Test
  void fieldsDeclaredAsSubtypesAreWrapped() throws Exception {
    Random r = new Random(29);
    for (int i = 0; i < 500; i++) {
      PolyRandom p = new PolyRandom(r.nextLong());
      List<WaB> bs = new ArrayList<>();
      for (int k = r.nextInt(3); k > 0; k--) {
        bs.add(new WaB(p.text()));
      }
      same(WrapperHolder.class, new WrapperHolder(r.nextBoolean() ? null : new WoA(r.nextInt()), bs, tree(r, p, 2)));
    }
  }

  @Test
  void aSubtypeAloneRequiresItsOwnWrapper() throws Exception {
    assertEquals("{\"a\":{\"x\":1}}", Wirebind.codec(WoA.class).toJsonString(new WoA(1)));
    assertEquals("[\"bee\",{\"s\":\"q\"}]", Wirebind.codec(WaB.class).toJsonString(new WaB("q")));
    assertEquals(new WaA(4), Wirebind.codec(WaA.class).fromJson(" [ \"Forms$WaA\" , { \"x\" : 4 } ] "));
    assertEquals(null, Wirebind.codec(WaA.class).fromJson("[\"Forms$WaA\"]"));
    assertEquals(null, BOOT.readValue("[\"Forms$WaA\"]", WaA.class));
    String[] rejected = {
      "{\"x\":1}", "{}", "{\"a\":{\"x\":1},\"b\":2}", "{\"Forms$WoB\":{\"s\":\"q\"}}",
    };
    for (String json : rejected) {
      assertThrows(Exception.class, () -> BOOT.readValue(json, WoA.class), json);
      assertThrows(WirebindException.class, () -> Wirebind.codec(WoA.class).fromJson(json), json);
    }
    WirebindException e = assertThrows(WirebindException.class, () -> Wirebind.codec(WoA.class).fromJson(rejected[3]));
    assertTrue(e.getMessage().contains("unknown type id 'Forms$WoB' for WoA; known ids: a"), e.getMessage());
    for (String json : new String[] {"{\"x\":4}", "[\"Forms$WaA\",null]", "[\"Forms$WaA\",{},1]", "[\"bee\",{\"s\":\"q\"}]"}) {
      assertThrows(Exception.class, () -> BOOT.readValue(json, WaA.class), json);
      assertThrows(WirebindException.class, () -> Wirebind.codec(WaA.class).fromJson(json), json);
    }
  }
}
