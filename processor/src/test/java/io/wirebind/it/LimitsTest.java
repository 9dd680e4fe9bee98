package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.JsonReader;
import io.wirebind.Limits;
import io.wirebind.ProtoReader;
import io.wirebind.ProtoWriter;
import io.wirebind.WirebindException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The reader limits through the generated decoders: at exactly the limit the input is accepted,
 * one past it is a {@link WirebindException} naming the limit, with an offset inside the input.
 */
class LimitsTest {
  private static final int LIMIT = 5;
  private static final Codec<Repeated> REPEATED = Diff.codec(Repeated.class);
  private static final Codec<Maps> MAPS = Diff.codec(Maps.class);
  private static final Codec<Optionals> OPTIONALS = Diff.codec(Optionals.class);
  private static final Codec<Bundle> BUNDLE = Diff.codec(Bundle.class);
  private static final Codec<Tree> TREE = Diff.codec(Tree.class);
  private static final Codec<Scalars> SCALARS = Diff.codec(Scalars.class);

  @Test
  void protoStringAndBytesLength() {
    for (int n : new int[] {LIMIT, LIMIT + 1}) {
      Optionals text = OPTIONALS.fromJson(("{\"text\":\"" + "x".repeat(n) + "\"}").getBytes(StandardCharsets.UTF_8));
      Optionals data = OPTIONALS.fromJson(("{\"data\":\"" + "AAAA".repeat(n) + "\"}").getBytes(StandardCharsets.UTF_8));
      int textLimit = LIMIT;
      int dataLimit = 3 * LIMIT;
      atLimitAndOnePast(
          n == LIMIT, OPTIONALS.toProto(text),
          b -> OPTIONALS.readProto(new ProtoReader().maxStringLength(textLimit).reset(b), null), "maxStringLength");
      atLimitAndOnePast(
          n == LIMIT, OPTIONALS.toProto(data),
          b -> OPTIONALS.readProto(new ProtoReader().maxStringLength(dataLimit).reset(b), null), "maxBytesLength");
      atLimitAndOnePast(
          n == LIMIT, OPTIONALS.toProto(data),
          b -> OPTIONALS.readProto(new ProtoReader().limits(Limits.DEFAULTS.withMaxBytesLength(dataLimit)).reset(b), null),
          "(Limits.maxBytesLength)");
    }
  }

  @Test
  void protoCollectionSizeOfEveryKind() {
    for (int n : new int[] {LIMIT, LIMIT + 1}) {
      boolean accept = n == LIMIT;
      Repeated x = new Repeated();
      x.setInts(new int[n]);
      x.setUnpackedInts(new int[n]);
      x.setDoubles(new double[n]);
      x.setBools(new boolean[n]);
      x.setLongs(new long[n]);
      x.setFloats(new float[n]);
      for (Runnable set : List.<Runnable>of(
          () -> x.setIntList(new ArrayList<>(List.of(1, 2, 3, 4, 5, 6).subList(0, n))),
          () -> x.setUnpackedDoubles(new ArrayList<>(List.of(1.0, 2.0, 3.0, 4.0, 5.0, 6.0).subList(0, n))),
          () -> x.setStrings(new ArrayList<>(List.of("a", "b", "c", "d", "e", "f").subList(0, n))),
          () -> x.setLeaves(leaves(n)))) {
        set.run();
      }
      // each field on its own, so that the one past the limit is the only failure
      for (String field : List.of(
          "ints", "unpackedInts", "doubles", "bools", "longs", "floats", "intList", "unpackedDoubles", "strings",
          "leaves")) {
        byte[] bytes = REPEATED.toProto(only(x, field));
        atLimitAndOnePast(
            accept, bytes, b -> REPEATED.readProto(new ProtoReader().maxCollectionSize(LIMIT).reset(b), null),
            "'" + field + "'");
        // and in many pieces: the same elements twice, each piece below the limit when split
        byte[] twice = Diff.concat(REPEATED.toProto(only(shorter(x), field)), REPEATED.toProto(only(shorter(x), field)));
        int pieces = 2 * (n - 3);
        atLimitAndOnePast(
            pieces <= LIMIT, twice,
            b -> REPEATED.readProto(new ProtoReader().maxCollectionSize(LIMIT).reset(b), null), "'" + field + "'");
      }
      Maps m = new Maps();
      m.intToDouble = new LinkedHashMap<>();
      for (int i = 0; i < n; i++) {
        m.intToDouble.put(i, i * 0.5);
      }
      atLimitAndOnePast(
          accept, MAPS.toProto(m), b -> MAPS.readProto(new ProtoReader().maxCollectionSize(LIMIT).reset(b), null),
          "'intToDouble'");
      atLimitAndOnePast(
          accept, MAPS.toJson(m), b -> MAPS.readJson(new JsonReader().maxCollectionSize(LIMIT).reset(b), null),
          "'intToDouble'");
    }
  }

  @Test
  void jsonCollectionSizeOfArraysAndLists() {
    for (int n : new int[] {LIMIT, LIMIT + 1}) {
      String elements = String.join(",", java.util.Collections.nCopies(n, "1"));
      for (String field : List.of("ints", "longs", "doubles", "floats", "intList", "strings", "leaves", "bools")) {
        String value = switch (field) {
          case "strings" -> elements.replace("1", "\"s\"");
          case "leaves" -> elements.replace("1", "{}");
          case "bools" -> elements.replace("1", "true");
          default -> elements;
        };
        byte[] json = ("{\"" + field + "\":[" + value + "],\"plainLongs\":[]}").getBytes(StandardCharsets.UTF_8);
        atLimitAndOnePast(
            n == LIMIT, json, b -> REPEATED.readJson(new JsonReader().maxCollectionSize(LIMIT).reset(b), null),
            "'" + field + "'");
      }
    }
  }

  private static void atLimitAndOnePast(boolean accept, byte[] bytes, Function<byte[], ?> decode, String says) {
    if (accept) {
      decode.apply(bytes);
      return;
    }
    WirebindException e = assertThrows(WirebindException.class, () -> decode.apply(bytes));
    assertTrue(e.getMessage().contains(says), e.getMessage());
    assertTrue(e.getMessage().contains("limit of"), e.getMessage());
    assertTrue(e.offset() >= 0 && e.offset() <= bytes.length, "offset " + e.offset());
  }

  /** Like the one above for limits whose message names them otherwise ("deeper than 5"). */
  private static void edge(boolean accept, byte[] bytes, Function<byte[], ?> decode, String says) {
    if (accept) {
      decode.apply(bytes);
      return;
    }
    WirebindException e = assertThrows(WirebindException.class, () -> decode.apply(bytes));
    assertTrue(e.getMessage().contains(says), e.getMessage());
    assertTrue(e.offset() >= 0 && e.offset() < bytes.length, "offset " + e.offset() + " of " + bytes.length);
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static List<Leaf> leaves(int n) {
    List<Leaf> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(new Leaf());
    }
    return out;
  }

  /** {@code x} with its elements cut to {@code n - 3} per field (2 at the limit, 3 one past it). */
  private static Repeated shorter(Repeated x) {
    int k = x.getInts().length - 3;
    Repeated s = new Repeated();
    s.setInts(new int[k]);
    s.setUnpackedInts(new int[k]);
    s.setDoubles(new double[k]);
    s.setBools(new boolean[k]);
    s.setLongs(new long[k]);
    s.setFloats(new float[k]);
    s.setIntList(new ArrayList<>(x.getIntList().subList(0, k)));
    s.setUnpackedDoubles(new ArrayList<>(x.getUnpackedDoubles().subList(0, k)));
    s.setStrings(new ArrayList<>(x.getStrings().subList(0, k)));
    s.setLeaves(new ArrayList<>(x.getLeaves().subList(0, k)));
    return s;
  }

  /** A copy of {@code x} with only {@code field} set. */
  private static Repeated only(Repeated x, String field) {
    Repeated o = new Repeated();
    switch (field) {
      case "ints" -> o.setInts(x.getInts());
      case "unpackedInts" -> o.setUnpackedInts(x.getUnpackedInts());
      case "doubles" -> o.setDoubles(x.getDoubles());
      case "bools" -> o.setBools(x.getBools());
      case "longs" -> o.setLongs(x.getLongs());
      case "floats" -> o.setFloats(x.getFloats());
      case "intList" -> o.setIntList(x.getIntList());
      case "unpackedDoubles" -> o.setUnpackedDoubles(x.getUnpackedDoubles());
      case "strings" -> o.setStrings(x.getStrings());
      case "leaves" -> o.setLeaves(x.getLeaves());
      default -> throw new AssertionError(field);
    }
    return o;
  }

  @Test
  void defaultsAreDocumentedValues() {
    // JSON: Jackson 2.18's StreamReadConstraints defaults; protobuf depth: protobuf-java's recursion limit
    assertEquals(20_000_000, ProtoReader.DEFAULT_MAX_STRING_LENGTH);
    assertEquals(1 << 24, ProtoReader.DEFAULT_MAX_COLLECTION_SIZE);
    assertEquals(1 << 24, JsonReader.DEFAULT_MAX_COLLECTION_SIZE);
    assertEquals(100, ProtoReader.DEFAULT_MAX_DEPTH);
    assertEquals(64 << 20, DelimitedReader.DEFAULT_MAX_MESSAGE_SIZE);
    assertEquals(100, ProtoWriter.DEFAULT_MAX_DEPTH);
    assertEquals(1000, JsonReader.DEFAULT_MAX_DEPTH);
    assertEquals(20_000_000, JsonReader.DEFAULT_MAX_STRING_LENGTH);
    assertEquals(1000, JsonReader.DEFAULT_MAX_NUMBER_LENGTH);
    assertEquals(com.fasterxml.jackson.core.StreamReadConstraints.DEFAULT_MAX_DEPTH, Limits.DEFAULT_MAX_DEPTH);
    assertEquals(com.fasterxml.jackson.core.StreamReadConstraints.DEFAULT_MAX_NUM_LEN, Limits.DEFAULT_MAX_NUMBER_LENGTH);
    assertEquals(com.fasterxml.jackson.core.StreamReadConstraints.DEFAULT_MAX_STRING_LEN, Limits.DEFAULT_MAX_STRING_LENGTH);
  }

  // ---- protobuf nesting: maxDepth counts the messages (and groups) below the top message ----

  @Test
  void protoDepthOfRecursiveMessages() {
    for (int n : new int[] {LIMIT, LIMIT + 1}) {
      Function<byte[], ?> decode = b -> TREE.readProto(new ProtoReader().maxDepth(LIMIT).reset(b), null);
      edge(n == LIMIT, TREE.toProto(leftChain(n, 7)), decode, "deeper than " + LIMIT);
      // the innermost message empty, so that its length is the last byte of the input
      edge(n == LIMIT, TREE.toProto(leftChain(n, 0)), decode, "deeper than " + LIMIT);
      edge(n == LIMIT, TREE.toProto(childrenChain(n)), decode, "deeper than " + LIMIT);
    }
    byte[] atLimit = TREE.toProto(leftChain(LIMIT, 7));
    assertEquals(LIMIT, depth(TREE.readProto(new ProtoReader().maxDepth(LIMIT).reset(atLimit), null)));
  }

  @Test
  void protoDepthOfGroupsInUnknownFields() {
    for (int messages = 0; messages <= LIMIT; messages++) {
      for (int n : new int[] {LIMIT, LIMIT + 1}) {
        // `messages` levels of Tree.left, then groups of an unknown field up to n levels in all
        byte[] bytes = groups(n - messages);
        for (int i = 0; i < messages; i++) {
          bytes = Diff.concat(new byte[] {26, (byte) bytes.length}, bytes);
        }
        edge(
            n == LIMIT, bytes, b -> TREE.readProto(new ProtoReader().maxDepth(LIMIT).reset(b), null),
            "deeper than " + LIMIT);
      }
    }
  }

  @Test
  void protoWriterDepth() throws IOException {
    for (int n : new int[] {LIMIT, LIMIT + 1}) {
      Tree chain = leftChain(n, 7);
      ProtoWriter w = new ProtoWriter().maxDepth(LIMIT);
      if (n == LIMIT) {
        TREE.writeProto(chain, w);
        assertEquals(LIMIT, depth(TREE.readProto(new ProtoReader().maxDepth(LIMIT).reset(w.toByteArray()), null)));
      } else {
        WirebindException e = assertThrows(WirebindException.class, () -> TREE.writeProto(chain, w));
        assertTrue(e.getMessage().contains("deeper than " + LIMIT), e.getMessage());
      }
    }
    // packed runs are not levels (the reader does not count them either)
    Bundle b = new Bundle();
    b.repeated = new Repeated();
    b.repeated.setInts(new int[] {1, 2});
    b.repeated.setIntList(new ArrayList<>(List.of(3, 4)));
    b.leaf = new Leaf();
    b.leaf.tags = new ArrayList<>(List.of(5, 6));
    ProtoWriter w = new ProtoWriter().maxDepth(1);
    BUNDLE.writeProto(b, w);
    Bundle back = BUNDLE.readProto(new ProtoReader().maxDepth(1).reset(w.toByteArray()), null);
    assertEquals(List.of(5, 6), back.leaf.tags);
    // nor is the length prefix of writeDelimited: the default depth as toProto has it
    Tree deepest = leftChain(ProtoWriter.DEFAULT_MAX_DEPTH, 7);
    TREE.toProto(deepest);
    TREE.writeDelimited(deepest, new ByteArrayOutputStream());
    Tree tooDeep = leftChain(ProtoWriter.DEFAULT_MAX_DEPTH + 1, 7);
    assertThrows(WirebindException.class, () -> TREE.writeDelimited(tooDeep, new ByteArrayOutputStream()));
  }

  @Test
  void delimitedMessageSize() throws IOException {
    int limit = 20;
    for (int n : new int[] {limit, limit + 1}) {
      Tree t = new Tree();
      t.label = "x".repeat(n - 2); // tag, length, characters
      byte[] message = TREE.toProto(t);
      assertEquals(n, message.length);
      byte[] stream = Diff.concat(new byte[] {(byte) n}, message);
      Function<byte[], ?> decode = b -> {
        try {
          return new DelimitedReader(new ByteArrayInputStream(b)).maxMessageSize(limit).read(TREE, null);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      };
      edge(n == limit, stream, decode, "exceeds the limit of " + limit);
    }
  }

  // ---- JSON nesting: maxDepth counts every object and array, the top one included ----

  @Test
  void jsonDepthThroughTheDecoder() {
    for (int n : new int[] {LIMIT, LIMIT + 1}) {
      Function<byte[], ?> decode = b -> TREE.readJson(new JsonReader().maxDepth(LIMIT).reset(b), null);
      // n objects: {"left":{"left":{}}}
      edge(n == LIMIT, utf8("{\"left\":".repeat(n - 1) + "{}" + "}".repeat(n - 1)), decode, "deeper than " + LIMIT);
      // children arrays count too: {"children":[{}]} is three levels
      int k = n - 1; // levels below the top object, alternately array and object
      String json = "{\"children\":[".repeat(k / 2) + (k % 2 == 0 ? "{}" : "{\"children\":[]}") + "]}".repeat(k / 2);
      edge(n == LIMIT, utf8(json), decode, "deeper than " + LIMIT);
    }
  }

  @Test
  void jsonDepthInSkippedMembers() {
    for (int n : new int[] {LIMIT, LIMIT + 1}) {
      Function<byte[], ?> decode = b -> TREE.readJson(new JsonReader().maxDepth(LIMIT).reset(b), null);
      int k = n - 1; // levels inside the unknown member's value
      edge(n == LIMIT, utf8("{\"u\":" + "[".repeat(k) + "]".repeat(k) + "}"), decode, "deeper than " + LIMIT);
      edge(
          n == LIMIT,
          utf8("{\"value\":1,\"u\":" + "{\"a\":".repeat(k - 1) + "{}" + "}".repeat(k - 1) + ",\"label\":\"x\"}"),
          decode, "deeper than " + LIMIT);
      // inside a known nested message
      edge(
          n == LIMIT, utf8("{\"left\":{\"u\":" + "[".repeat(k - 1) + "]".repeat(k - 1) + "}}"), decode,
          "deeper than " + LIMIT);
    }
  }

  // ---- JSON string length: bytes once unescaped, in values and in skipped members ----

  @Test
  void jsonStringLength() {
    int limit = 8;
    for (int n : new int[] {limit, limit + 1}) {
      boolean accept = n == limit;
      String says = "longer than " + limit + " bytes";
      List<String> strings = List.of(
          "x".repeat(n), // plain
          "\\u0041".repeat(n), // raw six times longer
          "\\\"".repeat(n), // two-character escapes
          "\\u00e9".repeat(4) + "x".repeat(n - 8), // two UTF-8 bytes per escape
          "é".repeat(4) + "x".repeat(n - 8), // raw UTF-8
          "\\ud83d\\ude00".repeat(2) + "x".repeat(n - 8)); // four bytes per surrogate pair
      for (String s : strings) {
        Function<byte[], ?> decode = b -> TREE.readJson(new JsonReader().maxStringLength(limit).reset(b), null);
        edge(accept, utf8("{\"label\":\"" + s + "\"}"), decode, says);
        edge(accept, utf8("{\"label\":\"" + s + "\",\"value\":1}"), decode, says);
        if (accept) {
          byte[] json = utf8("{\"label\":\"" + s + "\"}");
          Tree t = TREE.readJson(new JsonReader().maxStringLength(limit).reset(json), null);
          assertEquals(limit, utf8(t.label).length);
        }
        // skipped: a value, an element and a member name inside an unknown member
        edge(accept, utf8("{\"u\":\"" + s + "\"}"), decode, says);
        edge(accept, utf8("{\"u\":[1,\"" + s + "\"],\"value\":1}"), decode, says);
        edge(accept, utf8("{\"u\":{\"" + s + "\":1}}"), decode, says);
      }
    }
  }

  // ---- JSON number length: characters of the number token, sign and exponent included ----

  @Test
  void jsonNumberLength() {
    int limit = 12;
    for (int n : new int[] {limit, limit + 1}) {
      boolean accept = n == limit;
      String says = "longer than " + limit + " characters";
      Function<byte[], ?> decode = b -> SCALARS.readJson(new JsonReader().maxNumberLength(limit).reset(b), null);
      String digits = "123456789012345".substring(0, n);
      String fraction = "1." + "0".repeat(n - 2);
      String negative = "-0.5" + "0".repeat(n - 4);
      String exponent = "1.5e" + "0".repeat(n - 5) + "1";
      for (String field : List.of("i32", "i64", "f64", "f32")) {
        // integers take a fraction or exponent (truncated) too; 12 digits do not fit an int
        List<String> numbers = switch (field) {
          case "i32" -> List.of(fraction, exponent);
          case "i64" -> List.of(digits, fraction, exponent);
          default -> List.of(digits, fraction, negative, exponent);
        };
        for (String number : numbers) {
          edge(accept, utf8("{\"" + field + "\":" + number + "}"), decode, says);
          edge(accept, utf8("{\"" + field + "\":\"" + number + "\"}"), decode, says);
        }
      }
      for (String number : List.of(digits, fraction, negative, exponent)) {
        edge(accept, utf8("{\"u\":" + number + "}"), decode, says);
        edge(accept, utf8("{\"u\":[true,{\"v\":" + number + "}],\"i32\":1}"), decode, says);
      }
    }
    byte[] atLimit = utf8("{\"i64\":123456789012,\"f64\":-0.500000000}");
    Scalars s = SCALARS.readJson(new JsonReader().maxNumberLength(limit).reset(atLimit), null);
    assertEquals(123456789012L, s.i64);
    assertEquals(-0.5, s.f64);
  }

  /** A Tree with {@code n} levels of {@code left} below the top; the innermost has {@code value}. */
  private static Tree leftChain(int n, int value) {
    Tree t = new Tree();
    t.value = value;
    for (int i = 0; i < n; i++) {
      Tree up = new Tree();
      up.value = 1;
      up.left = t;
      t = up;
    }
    return t;
  }

  /** A Tree with {@code n} levels of single-element {@code children} below the top. */
  private static Tree childrenChain(int n) {
    Tree t = new Tree();
    for (int i = 0; i < n; i++) {
      Tree up = new Tree();
      up.children = new ArrayList<>(List.of(t));
      t = up;
    }
    return t;
  }

  private static int depth(Tree t) {
    int d = 0;
    for (Tree x = t.left; x != null; x = x.left) {
      d++;
    }
    return d;
  }

  /** {@code n} groups of unknown field 99 nested in one another, the innermost holding a varint. */
  private static byte[] groups(int n) {
    byte[] start = {(byte) 0x9B, 0x06}; // (99 << 3) | 3
    byte[] end = {(byte) 0x9C, 0x06}; // (99 << 3) | 4
    byte[] out = {8, 1};
    for (int i = 0; i < n; i++) {
      out = Diff.concat(start, out, end);
    }
    return out;
  }
}
