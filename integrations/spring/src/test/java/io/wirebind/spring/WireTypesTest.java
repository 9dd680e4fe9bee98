package io.wirebind.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Wirebind;
import io.wirebind.http.fixtures.Order;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;

/** The declared types the MVC converter and the WebFlux encoder and decoder resolve once per type. */
class WireTypesTest {

  @SuppressWarnings("unused")
  private static List<Order> list;
  @SuppressWarnings("unused")
  private static Collection<Order> collection;
  @SuppressWarnings("unused")
  private static Set<Order> set;
  @SuppressWarnings("unused")
  private static Stream<Order> stream;
  @SuppressWarnings("unused")
  private static List<String> strings;
  @SuppressWarnings("unused")
  private static Iterable<Order> webFluxOnly; // a type no other test declares

  private static Type field(String name) throws NoSuchFieldException {
    return WireTypesTest.class.getDeclaredField(name).getGenericType();
  }

  @Test
  void eachShapeIsResolvedAsWithoutTheCacheAndOnce() throws Exception {
    for (String name : new String[] {"list", "collection", "set", "stream", "strings"}) {
      Type type = field(name);
      WireTypes.Declared declared = WireTypes.declared(type);
      WireTypes.Target target = WireTypes.resolve(ResolvableType.forType(type));
      assertEquals(target, declared.target(), name);
      assertEquals(target != null && WireTypes.readable(target, ResolvableType.forType(type)), declared.readable(), name);
      assertSame(declared, WireTypes.declared(type), name);
      // an equal type from elsewhere (another method's signature) finds the same entry
      assertSame(declared, WireTypes.declared(ResolvableType.forType(type).getType()), name);
    }
    WireTypes.Declared order = WireTypes.declared(Order.class);
    assertEquals(WireTypes.Shape.SINGLE, order.target().shape());
    assertSame(Wirebind.codec(Order.class), order.target().codec());
    assertTrue(order.readable());
    assertSame(order, WireTypes.declared(Order.class));
    assertEquals(WireTypes.Shape.LIST, WireTypes.declared(field("list")).target().shape());
    assertTrue(WireTypes.declared(field("collection")).readable());
    assertFalse(WireTypes.declared(field("set")).readable()); // an ArrayList is no Set
    assertEquals(WireTypes.Shape.STREAM, WireTypes.declared(field("stream")).target().shape());
    assertFalse(WireTypes.declared(field("stream")).readable());
    assertSame(WireTypes.Declared.NONE, WireTypes.declared(field("strings")));
    assertSame(WireTypes.Declared.NONE, WireTypes.declared(String.class));
    assertNull(WireTypes.declared(String.class).target());
  }

  /** Types made anew for each call (no equals) fill the cache only up to its bound, and still resolve. */
  @Test
  void distinctTypesPastTheBoundAreResolvedEachTime() {
    for (int i = 0; i < WireTypes.MAX_DECLARED + 100; i++) {
      WireTypes.Declared declared = WireTypes.declared(new ListOf(Order.class));
      assertEquals(WireTypes.Shape.LIST, declared.target().shape());
      assertTrue(declared.readable());
    }
    assertTrue(WireTypes.cachedTypes() <= WireTypes.MAX_DECLARED, String.valueOf(WireTypes.cachedTypes()));
    for (int i = 0; i < WireTypes.MAX_DECLARED + 100; i++) {
      WireTypes.Declared declared = WireTypes.declared(ResolvableType.forType(new ListOf(Order.class)));
      assertEquals(WireTypes.Shape.LIST, declared.target().shape());
    }
    assertTrue(WireTypes.cachedResolvableTypes() <= WireTypes.MAX_DECLARED,
        String.valueOf(WireTypes.cachedResolvableTypes()));
  }

  /**
   * The WebFlux encoder and decoder find a type WebFlux asks about in the cache: the first request
   * adds its entry, equal types of later requests (made anew each time, as WebFlux does) find it.
   */
  @Test
  void webFluxEncoderAndDecoderResolveATypeOnce() throws Exception {
    ResolvableType type = ResolvableType.forField(WireTypesTest.class.getDeclaredField("webFluxOnly"));
    int before = WireTypes.cachedResolvableTypes();
    WirebindEncoder encoder = new WirebindEncoder();
    WirebindDecoder decoder = new WirebindDecoder();
    org.springframework.util.MimeType json = org.springframework.util.MimeTypeUtils.APPLICATION_JSON;
    assertTrue(encoder.canEncode(type, json));
    assertTrue(decoder.canDecode(type, json)); // an Iterable is read as an ArrayList, which fits
    WireTypes.Declared declared = WireTypes.declared(type);
    assertEquals(before + 1, WireTypes.cachedResolvableTypes());
    for (int i = 0; i < 3; i++) {
      ResolvableType again = ResolvableType.forField(WireTypesTest.class.getDeclaredField("webFluxOnly"));
      assertTrue(encoder.canEncode(again, json));
      org.springframework.core.io.buffer.DataBuffer buffer = encoder.encodeValue(
          List.of(io.wirebind.http.fixtures.Orders.stable(i)), org.springframework.core.io.buffer.DefaultDataBufferFactory.sharedInstance,
          again, json, null);
      assertEquals(buffer.readableByteCount(), Wirebind.codec(Order.class).toJson(io.wirebind.http.fixtures.Orders.stable(i)).length + 2);
      assertSame(declared, WireTypes.declared(again));
    }
    assertEquals(before + 1, WireTypes.cachedResolvableTypes());
    assertEquals(WireTypes.resolve(type), declared.target());
    assertEquals(WireTypes.Shape.LIST, declared.target().shape());
    // a class shares the MVC converter's entry
    assertSame(WireTypes.declared(Order.class), WireTypes.declared(ResolvableType.forClass(Order.class)));
    assertEquals(before + 1, WireTypes.cachedResolvableTypes());
  }

  @Test
  void mediaTypesAreListedForMessagesTheirSubtypesGenericClassesAndSequences() {
    assertTrue(WireTypes.listed(Order.class));
    assertTrue(WireTypes.listed(ArrayList.class));
    assertTrue(WireTypes.listed(Stream.class));
    assertFalse(WireTypes.listed(String.class));
  }

  /** {@code List<element>}, equal only to itself. */
  private static final class ListOf implements ParameterizedType {
    private final Type element;

    ListOf(Type element) {
      this.element = element;
    }

    @Override
    public Type[] getActualTypeArguments() {
      return new Type[] {element};
    }

    @Override
    public Type getRawType() {
      return List.class;
    }

    @Override
    public Type getOwnerType() {
      return null;
    }
  }
}
