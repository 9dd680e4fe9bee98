package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.mappers.Jackson;
import io.wirebind.polyit.AfterIdForms.HNamed;
import io.wirebind.polyit.AfterIdForms.HText;
import io.wirebind.polyit.AfterIdForms.Hidden;
import io.wirebind.polyit.AfterIdForms.Holder;
import io.wirebind.polyit.AfterIdForms.IA;
import io.wirebind.polyit.AfterIdForms.IB;
import io.wirebind.polyit.AfterIdForms.Tag;
import io.wirebind.polyit.AfterIdForms.VCoded;
import io.wirebind.polyit.AfterIdForms.VGroup;
import io.wirebind.polyit.AfterIdForms.VNum;
import io.wirebind.polyit.AfterIdForms.VOther;
import io.wirebind.polyit.AfterIdForms.VStrict;
import io.wirebind.polyit.AfterIdForms.VText;
import io.wirebind.polyit.AfterIdForms.Visible;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A hierarchy's codec hands the id it matched first in the object to the subtype's codec, which
 * reads on after it: every placement of the id, visible or not, aliases, the defaultImpl, unknown
 * ids, nested hierarchies, containers of the base and reuse read as Jackson reads the same bytes.
 */
class AfterIdTest {
  static final Jackson BOOT = Jackson.boot();
  static final Codec<Visible> VISIBLE = Wirebind.codec(Visible.class);
  static final Codec<Hidden> HIDDEN = Wirebind.codec(Hidden.class);
  static final Codec<Holder> HOLDER = Wirebind.codec(Holder.class);

  /** Jackson's reading of {@code json} and Wirebind's are equal, or both fail (Wirebind with an offset). */
  private static <T> void readsAsJackson(Codec<T> codec, Class<T> type, String json) {
    T expected;
    try {
      expected = BOOT.readValue(json, type);
    } catch (Exception e) {
      WirebindException w = assertThrows(WirebindException.class, () -> codec.fromJson(json), json);
      assertTrue(w.getMessage().contains("offset") || w.offset() >= 0, json);
      return;
    }
    assertEquals(expected, codec.fromJson(json), json);
  }

  /** Both write the same bytes, and each reads them back as Jackson does. */
  private static <T> void bothWays(Codec<T> codec, Class<T> type, T value) throws Exception {
    String jackson = new String(BOOT.writeValueAsBytes(value), StandardCharsets.UTF_8);
    assertEquals(jackson, codec.toJsonString(value));
    readsAsJackson(codec, type, jackson);
    // proto3 JSON (the oneof's own form, no type id) keeps the value too
    assertEquals(codec.fromJson(jackson), codec.fromJson(codec.toJson(value, JsonStyle.PROTO3), JsonStyle.PROTO3));
  }

  private static Visible visible(Random r, int depth) {
    String[] kinds = {null, "text", "txt", "other", "zz"};
    switch (r.nextInt(depth > 0 ? 6 : 5)) {
      case 0: return new VText(kinds[r.nextInt(kinds.length)], "t" + r.nextInt(100), r.nextInt());
      case 1: return new VNum(r.nextLong());
      case 2: return new VOther(kinds[r.nextInt(kinds.length)], r.nextInt());
      case 3: return new VCoded(r.nextBoolean() ? Tag.coded : null, r.nextInt());
      case 4: return new VStrict(r.nextInt(9));
      default:
        List<Visible> items = new ArrayList<>();
        Map<String, Visible> byName = new LinkedHashMap<>();
        for (int i = r.nextInt(3); i > 0; i--) {
          items.add(visible(r, depth - 1));
          byName.put("k" + i, visible(r, depth - 1));
        }
        // protobuf has no empty list apart from an absent one: none here
        return new VGroup(r.nextBoolean() ? "group" : null, items.isEmpty() ? null : items, byName.isEmpty() ? null : byName);
    }
  }

  private static Hidden hidden(Random r, int depth) {
    switch (r.nextInt(depth > 0 ? 5 : 3)) {
      case 0: return new HNamed(r.nextBoolean() ? null : "named" + r.nextInt(3), r.nextInt());
      case 1: return new IA(r.nextInt());
      case 2: return new HText("x" + r.nextInt(9), null);
      case 3: return new IB("b", hidden(r, depth - 1));
      default: return new HText("y", List.of(hidden(r, depth - 1), hidden(r, depth - 1)));
    }
  }

  @Test
  void randomValuesBothWays() throws Exception {
    Random r = new Random(31);
    for (int i = 0; i < 1500; i++) {
      Visible v = visible(r, 2);
      if (!(v instanceof VStrict) && !(v instanceof VGroup g && g.toString().contains("VStrict"))) {
        bothWays(VISIBLE, Visible.class, v);
      }
      Hidden h = hidden(r, 3);
      bothWays(HIDDEN, Hidden.class, h);
      List<Visible> many = new ArrayList<>();
      for (int k = r.nextInt(4); k > 0; k--) {
        Visible e = visible(r, 1);
        if (!e.toString().contains("VStrict")) {
          many.add(e);
        }
      }
      Holder x = new Holder(r.nextInt(4) == 0 ? null : new VNum(i), many.isEmpty() ? null : many, Map.of("a", hidden(r, 2)),
          hidden(r, 1));
      bothWays(HOLDER, Holder.class, x);
    }
  }

  /** Hand-picked placements: the id first, later, repeated, an alias, unknown, null, of the default. */
  @Test
  void idPlacementsReadAsJackson() {
    String[] visible = {
      "{\"kind\":\"text\",\"text\":\"a\",\"size\":1}",
      "{\"kind\":\"txt\",\"text\":\"a\",\"size\":1}",
      "{\"text\":\"a\",\"kind\":\"txt\",\"size\":1}",
      "{\"kind\":\"text\",\"size\":2,\"kind\":\"again\",\"text\":\"b\"}",
      "{\"size\":2,\"text\":\"b\",\"kind\":\"txt\"}",
      "{\"kind\":null,\"kind\":\"text\",\"size\":3}",
      "{ \"kind\" : \"text\" , \"size\" : 4 }",
      "{\"kind\":\"num\",\"n\":5}",
      "{\"n\":5,\"kind\":\"num\"}",
      "{\"kind\":\"other\",\"n\":6}",
      "{\"kind\":\"unknown-id\",\"n\":7}",
      "{\"n\":7}",
      "{\"kind\":\"coded\",\"n\":8}",
      "{\"n\":8,\"kind\":\"coded\"}",
      "{\"kind\":\"group\",\"items\":[{\"kind\":\"txt\",\"text\":\"c\"},{\"n\":1,\"kind\":\"num\"}],"
          + "\"byName\":{\"a\":{\"kind\":\"other\",\"n\":2},\"b\":{\"kind\":\"nope\",\"n\":3}}}",
      "{\"kind\":\"te\\u0078t\",\"size\":10}",
      "{\"kind\":\"text\",\"size\":\"x\"}",
      "{\"kind\":\"num\",\"n\":1,}",
    };
    for (String json : visible) {
      readsAsJackson(VISIBLE, Visible.class, json);
    }
    String[] hidden = {
      "{\"@type\":\"htext\",\"text\":\"a\",\"children\":[{\"@type\":\"ia\",\"a\":1}]}",
      "{\"text\":\"a\",\"@type\":\"htext\"}",
      "{\"@type\":\"hnamed\",\"@type\":\"mine\",\"n\":2}",
      "{\"@type\":\"hnamed\",\"n\":2}",
      "{\"n\":2,\"@type\":\"hnamed\",\"@type\":\"mine\"}",
      "{\"@type\":\"ib\",\"b\":\"q\",\"next\":{\"@type\":\"ia\",\"a\":3}}",
      "{\"@type\":\"ia\",\"a\":3}",
      "{\"a\":3,\"@type\":\"ia\"}",
    };
    for (String json : hidden) {
      readsAsJackson(HIDDEN, Hidden.class, json);
    }
    readsAsJackson(HOLDER, Holder.class, "{\"one\":{\"kind\":\"txt\",\"size\":1},\"many\":[{\"kind\":\"num\",\"n\":1},"
        + "{\"n\":2,\"kind\":\"num\"}],\"hidden\":{\"x\":{\"@type\":\"ia\",\"a\":1}},\"single\":{\"@type\":\"hnamed\",\"n\":1}}");
  }

  /**
   * A strict subtype without a property for a visible id (unknown members fail: a Wirebind rule,
   * which Boot's Jackson does not have) reads the id itself, as before the hand-on: it is unknown.
   */
  @Test
  void aStrictSubtypeReadsTheIdItself() {
    WirebindException e = assertThrows(WirebindException.class, () -> VISIBLE.fromJson("{\"kind\":\"strict\",\"n\":9}"));
    assertTrue(e.getMessage().contains("unknown property 'kind' for VStrict"), e.getMessage());
    assertEquals(1L, e.offset());
  }

  @Test
  void unknownIdFailsAtItsOffset() {
    WirebindException e = assertThrows(WirebindException.class,
        () -> HIDDEN.fromJson("{\"@type\":\"nope\",\"a\":1}"));
    assertEquals(9L, e.offset());
    assertTrue(e.getMessage().contains("unknown type id 'nope'"), e.getMessage());
    // inside a list, after the id was handed on: the failure names the subtype's member
    WirebindException inner = assertThrows(WirebindException.class,
        () -> VISIBLE.fromJson("{\"kind\":\"group\",\"items\":[{\"kind\":\"num\",\"n\":\"x\"}]}"));
    assertTrue(inner.offset() > 30, inner.getMessage());
  }

  /** Decoding into an instance: the subtype the id names reuses it; another subtype is a new one. */
  @Test
  void reuseKeepsTheInstance() {
    VText reused = new VText("old", "old", 9);
    JsonReader in = new JsonReader();
    Visible got = VISIBLE.readJson(in.reset("{\"kind\":\"txt\",\"text\":\"n\",\"size\":1}".getBytes(StandardCharsets.UTF_8)), reused);
    assertSame(reused, got);
    assertEquals(new VText("txt", "n", 1), got);
    got = VISIBLE.readJson(in.reset("{\"size\":2,\"kind\":\"text\"}".getBytes(StandardCharsets.UTF_8)), reused);
    assertSame(reused, got);
    assertEquals(new VText("text", null, 2), got);
    assertEquals(new VNum(3), VISIBLE.readJson(in.reset("{\"kind\":\"num\",\"n\":3}".getBytes(StandardCharsets.UTF_8)), reused));
  }
}
