package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.genericit.Links;
import io.wirebind.genericit.Node;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code maxCollectionSize} on every collection shape, one field at a time: exactly the limit
 * decodes, one element more is a {@link WirebindException} naming the field, with an offset inside
 * the input, in protobuf and in JSON; sets, sorted and enum sets and maps, {@code Iterable}, object
 * arrays, {@code short[]}, {@code byte[][]}, and the inner collections of nested ones. And the depth
 * limit on a generic message nested in itself.
 */
class ShapeLimitsTest {
  private static final int LIMIT = 3;
  /** For enum-keyed shapes: {@link Side} has two constants, so one past the limit must be two. */
  private static final int ENUM_LIMIT = 1;

  /**
   * One collection of one field: the JSON document {@code open + n elements + close}, and the field
   * the error must name: the message's own, or for a collection inside another collection or an
   * optional the field of the wrapper message that holds it in protobuf ({@code ListOfString.values}).
   */
  record Shape(String name, Codec<Object> codec, String field, int limit, String open,
      IntFunction<String> element, String close) {
    byte[] json(int n) {
      return (open + IntStream.range(0, n).mapToObj(element).collect(Collectors.joining(",")) + close)
          .getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  @SuppressWarnings("unchecked")
  private static Codec<Object> codec(Class<?> type) {
    return (Codec<Object>) Wirebind.codec(type);
  }

  private static Shape array(Class<?> type, String field, IntFunction<String> element) {
    return new Shape(type.getSimpleName() + "." + field, codec(type), field, LIMIT,
        "{\"" + field + "\":[", element, "]}");
  }

  private static Shape map(Class<?> type, String field, IntFunction<String> key, IntFunction<String> value) {
    return new Shape(type.getSimpleName() + "." + field, codec(type), field, LIMIT,
        "{\"" + field + "\":{", i -> "\"" + key.apply(i) + "\":" + value.apply(i), "}}");
  }

  private static Shape inner(Class<?> type, String field, String wrapper, String open, IntFunction<String> element,
      String close) {
    return new Shape(type.getSimpleName() + "." + field + " (inner)", codec(type), wrapper + ".values", LIMIT, open,
        element, close);
  }

  private static Shape enums(Shape s) {
    return new Shape(s.name(), s.codec(), s.field(), ENUM_LIMIT, s.open(), s.element(), s.close());
  }

  private static String quoted(String s) {
    return "\"" + s + "\"";
  }

  private static String side(int i) {
    return Side.values()[i % 2].name();
  }

  private static String instant(int i) {
    return "2024-01-0" + (i + 1) + "T00:00:00Z";
  }

  private static String uuid(int i) {
    return String.format("00000000-0000-0000-0000-%012d", i);
  }

  private static String point(int i) {
    return "{\"x\":" + i + ",\"y\":0}";
  }

  static Stream<Shape> shapes() {
    List<Shape> s = new ArrayList<>();
    // sets and collections
    s.add(array(Sets.class, "tags", i -> quoted("t" + i)));
    s.add(array(Sets.class, "ids", i -> "" + i));
    s.add(array(Sets.class, "sorted", i -> "" + i));
    s.add(array(Sets.class, "names", i -> quoted("n" + i)));
    s.add(enums(array(Sets.class, "sides", i -> quoted(side(i)))));
    s.add(array(Sets.class, "times", i -> quoted(instant(i))));
    s.add(array(Sets.class, "points", ShapeLimitsTest::point));
    s.add(array(Sets.class, "accounts", i -> quoted(uuid(i))));
    s.add(array(Sets.class, "big", i -> "" + i));
    s.add(array(Sets.class, "orders", i -> quoted("o" + i)));
    s.add(array(SetHolder.class, "tags", i -> quoted("t" + i)));
    s.add(enums(array(SetHolder.class, "sides", i -> quoted(side(i)))));
    s.add(array(SetHolder.class, "points", ShapeLimitsTest::point));
    s.add(array(SetHolder.class, "levels", i -> "" + i));
    s.add(array(SetHolder.class, "visited", ShapeLimitsTest::point));
    // maps with keys beyond strings, sorted and enum maps
    s.add(enums(map(KeyedMaps.class, "bySide", ShapeLimitsTest::side, i -> "" + i)));
    s.add(enums(map(KeyedMaps.class, "names", ShapeLimitsTest::side, i -> quoted("n" + i))));
    s.add(map(KeyedMaps.class, "byAccount", ShapeLimitsTest::uuid, i -> "" + i));
    s.add(map(KeyedMaps.class, "byOrder", i -> "o" + i, ShapeLimitsTest::point));
    s.add(map(KeyedMaps.class, "times", i -> "k" + i, i -> quoted(instant(i))));
    s.add(map(KeyedMaps.class, "sides", i -> "" + i, i -> quoted(side(i))));
    s.add(enums(map(KeyedMaps.class, "prices", ShapeLimitsTest::side, i -> i + ".5")));
    s.add(map(KeyedMaps.class, "ordered", i -> "k" + i, i -> quoted(uuid(i))));
    s.add(enums(map(KeyedMaps.class, "points", ShapeLimitsTest::side, ShapeLimitsTest::point)));
    s.add(map(KeyedMaps.class, "sortedAccounts", ShapeLimitsTest::uuid, i -> quoted("a" + i)));
    // object arrays, short[], byte[][], Iterable
    s.add(array(ArrayShapes.class, "names", i -> quoted("n" + i)));
    s.add(array(ArrayShapes.class, "points", ShapeLimitsTest::point));
    s.add(array(ArrayShapes.class, "times", i -> quoted(instant(i))));
    s.add(array(ArrayShapes.class, "sides", i -> quoted(side(i))));
    s.add(array(ArrayShapes.class, "boxed", i -> "" + i));
    s.add(array(ArrayShapes.class, "shorts", i -> "" + i));
    s.add(array(ArrayShapes.class, "blobs", i -> quoted("AQ==")));
    s.add(array(ArrayShapes.class, "words", i -> quoted("w" + i)));
    s.add(array(ArrayShapes.class, "ids", i -> quoted(uuid(i))));
    s.add(array(ArrayShapes.class, "orders", i -> quoted("o" + i)));
    s.add(array(ArrayShapes.class, "groups", i -> "[\"g\"]"));
    s.add(inner(ArrayShapes.class, "groups", "ListOfString", "{\"groups\":[[", i -> quoted("g" + i), "]]}"));
    s.add(map(ArrayShapes.class, "byName", i -> "k" + i, i -> "[]"));
    s.add(inner(ArrayShapes.class, "byName", "ListOfPoint", "{\"byName\":{\"k\":[", ShapeLimitsTest::point, "]}}"));
    s.add(array(ArrayShapes.class, "visited", ShapeLimitsTest::point));
    s.add(array(ArrayShapes.class, "amounts", i -> i + ".50"));
    // collections inside collections
    s.add(array(Nested.class, "matrix", i -> "[1]"));
    s.add(inner(Nested.class, "matrix", "ListOfInt32", "{\"matrix\":[[", i -> "" + i, "]]}"));
    s.add(map(Nested.class, "tags", i -> "k" + i, i -> "[\"t\"]"));
    s.add(inner(Nested.class, "tags", "ListOfString", "{\"tags\":{\"k\":[", i -> quoted("t" + i), "]}}"));
    s.add(array(Nested.class, "pages", i -> "{}"));
    s.add(inner(Nested.class, "pages", "MapOfStringPoint", "{\"pages\":[{", i -> "\"k" + i + "\":" + point(i), "}]}"));
    s.add(array(Nested.class, "combos", i -> "[" + "\"BUY\",".repeat(i) + "\"SELL\"]"));
    s.add(inner(Nested.class, "combos", "ListOfSide", "{\"combos\":[[", i -> quoted(side(i)), "]]}"));
    s.add(inner(Nested.class, "maybe", "ListOfString", "{\"maybe\":[", i -> quoted("m" + i), "]}"));
    s.add(inner(Nested.class, "grid", "ListOfDouble", "{\"grid\":[[", i -> i + ".5", "]]}"));
    s.add(inner(Nested.class, "cells", "ListOfInt32", "{\"cells\":[[", i -> "" + i, "]]}"));
    s.add(inner(Nested.class, "bySide", "ListOfTimestamp", "{\"bySide\":{\"BUY\":[", i -> quoted(instant(i)), "]}}"));
    s.add(inner(Nested.class, "cube", "ListOfInt64", "{\"cube\":[[[", i -> "" + i, "]]]}"));
    // a collection inside a generic message bound to a collection: Page<List<Item>>
    s.add(inner(Links.class, "lists", "ListOfItem", "{\"lists\":{\"items\":[[", i -> "{\"id\":\"i" + i + "\",\"qty\":" + i + "}",
        "]]}}"));
    return s.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("shapes")
  void atTheLimitAndOnePast(Shape shape) {
    Codec<Object> codec = shape.codec();
    int limit = shape.limit();
    // exactly the limit: both formats decode it, to what the unlimited readers decode
    byte[] json = shape.json(limit);
    byte[] proto = codec.toProto(codec.fromJson(json));
    assertEquals(codec.toJsonString(codec.fromJson(json)),
        codec.toJsonString(codec.readJson(new JsonReader().maxCollectionSize(limit).reset(json), null)));
    assertEquals(codec.toJsonString(codec.fromProto(proto)),
        codec.toJsonString(codec.readProto(new ProtoReader().maxCollectionSize(limit).reset(proto), null)));
    // one past it: each format refuses it, naming the field
    byte[] pastJson = shape.json(limit + 1);
    byte[] pastProto = codec.toProto(codec.fromJson(pastJson));
    refused(pastJson, b -> codec.readJson(new JsonReader().maxCollectionSize(limit).reset(b), null), shape);
    refused(pastProto, b -> codec.readProto(new ProtoReader().maxCollectionSize(limit).reset(b), null), shape);
  }

  private static void refused(byte[] input, java.util.function.Function<byte[], ?> decode, Shape shape) {
    WirebindException e = assertThrows(WirebindException.class, () -> decode.apply(input));
    assertTrue(e.getMessage().contains("'" + shape.field() + "'"), e.getMessage());
    assertTrue(e.getMessage().contains("limit of " + shape.limit()), e.getMessage());
    assertTrue(e.offset() > 0 && e.offset() <= input.length, "offset " + e.offset() + " of " + input.length);
  }

  // ---- depth: Node<String> holds a Node<String> ----

  private static final Codec<Node<String>> NODE = Wirebind.codec(Node.class, String.class);

  private static Node<String> chain(int below) {
    Node<String> n = new Node<>("v", null);
    for (int i = 0; i < below; i++) {
      n = new Node<>("v" + i, n);
    }
    return n;
  }

  private static int below(Node<String> n) {
    int d = 0;
    for (; n.next() != null; n = n.next()) {
      d++;
    }
    return d;
  }

  @Test
  void genericMessageNestedInItselfStopsAtTheDepthLimit() {
    // protobuf counts the messages below the top one
    byte[] atLimit = NODE.toProto(chain(LIMIT));
    assertEquals(LIMIT, below(NODE.readProto(new ProtoReader().maxDepth(LIMIT).reset(atLimit), null)));
    byte[] past = NODE.toProto(chain(LIMIT + 1));
    WirebindException e = assertThrows(WirebindException.class,
        () -> NODE.readProto(new ProtoReader().maxDepth(LIMIT).reset(past), null));
    assertTrue(e.getMessage().contains("deeper than " + LIMIT), e.getMessage());
    assertTrue(e.offset() > 0 && e.offset() < past.length, "offset " + e.offset());
    // JSON counts every object, the top one included
    byte[] json = NODE.toJson(chain(LIMIT - 1));
    assertEquals(LIMIT - 1, below(NODE.readJson(new JsonReader().maxDepth(LIMIT).reset(json), null)));
    byte[] pastJson = NODE.toJson(chain(LIMIT));
    e = assertThrows(WirebindException.class,
        () -> NODE.readJson(new JsonReader().maxDepth(LIMIT).reset(pastJson), null));
    assertTrue(e.offset() > 0 && e.offset() < pastJson.length, "offset " + e.offset());
  }

  @Test
  void hostileNestingIsAnErrorNotAStackOverflow() {
    int depth = 100_000;
    byte[] json = ("{\"next\":".repeat(depth) + "{}" + "}".repeat(depth)).getBytes(StandardCharsets.UTF_8);
    WirebindException e = assertThrows(WirebindException.class, () -> NODE.fromJson(json));
    assertTrue(e.offset() > 0, e.getMessage());
    byte[] proto = nestedProto(depth);
    e = assertThrows(WirebindException.class, () -> NODE.fromProto(proto));
    assertTrue(e.offset() > 0, e.getMessage());
  }

  /** {@code depth} empty Nodes each in the {@code next} of the one above, written outside in. */
  private static byte[] nestedProto(int depth) {
    byte[] empty = NODE.toProto(new Node<>(null, new Node<>(null, null)));
    assertEquals(2, empty.length, "one empty nested message: its tag and a zero length");
    int tag = empty[0];
    long[] size = new long[depth];
    for (int k = 1; k < depth; k++) {
      size[k] = 1 + varintLength(size[k - 1]) + size[k - 1];
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int k = depth - 1; k >= 0; k--) {
      out.write(tag);
      for (long v = size[k]; ; v >>>= 7) {
        if (v < 0x80) {
          out.write((int) v);
          break;
        }
        out.write((int) (v & 0x7f) | 0x80);
      }
    }
    return out.toByteArray();
  }

  private static int varintLength(long v) {
    int n = 1;
    while (v >= 0x80) {
      v >>>= 7;
      n++;
    }
    return n;
  }
}
