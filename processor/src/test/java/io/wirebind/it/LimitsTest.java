package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
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
          b -> OPTIONALS.readProto(new ProtoReader().maxStringLength(dataLimit).reset(b), null), "maxStringLength");
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
    assertEquals(64 << 20, ProtoReader.DEFAULT_MAX_STRING_LENGTH);
    assertEquals(1 << 24, ProtoReader.DEFAULT_MAX_COLLECTION_SIZE);
    assertEquals(1 << 24, JsonReader.DEFAULT_MAX_COLLECTION_SIZE);
  }
}
