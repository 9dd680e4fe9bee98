package io.wirebind.genericit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Parameterisations decode into existing instances like any message, obey the collection limits,
 * and the top-level lookup explains what to add when a parameterisation has no codec.
 */
class GenericsReuseTest {
  static final Codec<Shelf> SHELF = Wirebind.codec(Shelf.class);
  static final Codec<Slice<String>> SLICE = Wirebind.codec(Slice.class, String.class);

  static Shelf shelf() {
    Shelf s = new Shelf();
    s.name = "top";
    s.slice.items.add(new Item("a", 1, Item.Kind.BOOK));
    s.slice.items.add(new Item("b", 2, null));
    s.slice.first = new Item("f", 3, Item.Kind.FILM);
    s.slice.offset = 40;
    return s;
  }

  @Test
  void decodingIntoAnExistingMessageKeepsTheParameterisationAndItsList() {
    Shelf expected = shelf();
    Shelf into = new Shelf();
    Slice<Item> slice = into.slice;
    List<Item> items = slice.items;
    items.add(new Item("old", 9, null));
    Shelf back = SHELF.readProto(new ProtoReader().reset(SHELF.toProto(expected)), into);
    assertSame(into, back);
    assertSame(slice, back.slice);
    assertSame(items, back.slice.items);
    assertEquals(expected, back);

    items.add(new Item("old", 9, null));
    back = SHELF.readJson(new JsonReader().reset(SHELF.toJson(expected)), into);
    assertSame(slice, back.slice);
    assertSame(items, back.slice.items);
    assertEquals(expected, back);
  }

  @Test
  void topLevelParameterisationReusesItsList() {
    Slice<String> x = new Slice<>();
    x.items = new ArrayList<>(List.of("a", "b"));
    x.offset = 7;
    Slice<String> into = new Slice<>();
    List<String> items = into.items;
    items.add("old");
    Slice<String> back = SLICE.readProto(new ProtoReader().reset(SLICE.toProto(x)), into);
    assertSame(items, back.items);
    assertEquals(x, back);
    back = SLICE.readJson(new JsonReader().reset(SLICE.toJson(x)), into);
    assertSame(items, back.items);
    assertEquals(x, back);
  }

  @Test
  void declaredTopLevelParameterisationsHaveCodecs() {
    Codec<Page<String>> pages = Wirebind.codec(Page.class, String.class);
    Page<String> p = new Page<>(List.of("x", "y"), 2);
    assertEquals(p, pages.fromProto(pages.toProto(p)));
    assertEquals("{\"items\":[\"x\",\"y\"],\"total\":2}", pages.toJsonString(p));
    Codec<Box<Long>> boxes = Wirebind.codec(Box.class, Long.class);
    assertSame(boxes, Wirebind.codec(Box.class, Long.class));
    assertSame(Box_of_Long_WireCodec.INSTANCE, boxes);
  }

  @Test
  void missingParameterisationSaysWhatToAdd() {
    WirebindException e = assertThrows(WirebindException.class,
        () -> Wirebind.codec(Page.class, Long.class));
    assertTrue(e.getMessage().contains("no codec was generated for Page<Long>"), e.getMessage());
    assertTrue(e.getMessage().contains(
        "@io.wirebind.annotation.WireGeneric(type = Page.class, args = Long.class)"), e.getMessage());
    assertTrue(e.getMessage().contains("io.wirebind.genericit.Page_of_Long_WireCodec"), e.getMessage());
    e = assertThrows(WirebindException.class, () -> Wirebind.codec(Page.class));
    assertTrue(e.getMessage().contains("is generic: pass the class of each type argument"), e.getMessage());
  }

  @Test
  void collectionLimitsApplyInsideParameterisations() {
    Codec<Page<Item>> page = Wirebind.codec(Page.class, Item.class);
    Page<Item> big = new Page<>(List.of(new Item("a", 1, null), new Item("b", 2, null),
        new Item("c", 3, null)), 3);
    byte[] proto = page.toProto(big);
    WirebindException e = assertThrows(WirebindException.class,
        () -> page.readProto(new ProtoReader().maxCollectionSize(2).reset(proto), null));
    assertTrue(e.offset() > 0, e.getMessage());
    byte[] json = page.toJson(big);
    e = assertThrows(WirebindException.class,
        () -> page.readJson(new JsonReader().maxCollectionSize(2).reset(json), null));
    assertTrue(e.offset() > 0, e.getMessage());
    byte[] truncated = "{\"items\":[{\"id\":\"a\"".getBytes(StandardCharsets.UTF_8);
    e = assertThrows(WirebindException.class, () -> page.fromJson(truncated));
    assertTrue(e.offset() > 0, e.getMessage());
  }
}
