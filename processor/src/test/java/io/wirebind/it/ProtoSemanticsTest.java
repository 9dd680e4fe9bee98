package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.protobuf.Message;
import io.wirebind.Codec;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Protobuf decoding rules, with protobuf-java as the reference: packed and unpacked forms,
 * concatenated messages (repeated fields append, last scalar wins, messages merge), any field
 * order, unknown fields of every wire type, map entries lacking key or value.
 */
class ProtoSemanticsTest {
  static final Class<?>[] MESSAGES = Diff.MESSAGES;

  /** Every packable field of Repeated arriving unpacked, and every one arriving packed. */
  @Test
  void packedAndUnpackedFormsAreBothAccepted() {
    Codec<Repeated> codec = Diff.codec(Repeated.class);
    Message unpacked = ProtoConverter.prototype("RepeatedAllUnpacked");
    Message packed = ProtoConverter.prototype("RepeatedAllPacked");
    Diff.forRandom(Repeated.class, "packing", Diff.INSTANCES, (i, x, r) -> {
      JavaAssert.assertDecodedEquals(x, codec.fromProto(ProtoConverter.toProto(x, unpacked).toByteArray()));
      JavaAssert.assertDecodedEquals(x, codec.fromProto(ProtoConverter.toProto(x, packed).toByteArray()));
    });
  }

  /**
   * Two messages one after the other are one merged message: Wirebind's decode equals
   * protobuf-java's {@code parseFrom} of the concatenation.
   */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void concatenatedMessagesMerge(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "concat", Diff.INSTANCES, (i, x, r) -> {
      T y = r.create(type);
      byte[] both = Diff.concat(codec.toProto(x), codec.toProto(y));
      Message expected = Diff.parse(ProtoConverter.prototype(type), both);
      ProtoAssert.assertMatches(expected, codec.fromProto(both));
    });
  }

  /** Packed runs and unpacked elements of one field, in several pieces, concatenate. */
  @Test
  void packedAndUnpackedRunsConcatenate() {
    Codec<Repeated> codec = Diff.codec(Repeated.class);
    Message unpacked = ProtoConverter.prototype("RepeatedAllUnpacked");
    Message packed = ProtoConverter.prototype("RepeatedAllPacked");
    Diff.forRandom(Repeated.class, "runs", Diff.INSTANCES, (i, x, r) -> {
      Repeated y = r.create(Repeated.class);
      Repeated z = r.create(Repeated.class);
      byte[] bytes = Diff.concat(
          ProtoConverter.toProto(x, packed).toByteArray(),
          ProtoConverter.toProto(y, unpacked).toByteArray(),
          ProtoConverter.toProto(z, packed).toByteArray());
      Message expected = Diff.parse(ProtoConverter.prototype(Repeated.class), bytes);
      ProtoAssert.assertMatches(expected, codec.fromProto(bytes));
    });
  }

  /** Fields in random order with unknown fields of every wire type, at every nesting level. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void anyFieldOrderAndUnknownFields(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "scramble", Diff.INSTANCES, (i, x, r) -> {
      Message m = ProtoConverter.toProto(x);
      byte[] bytes = new WireScrambler(r.random(), false).scramble(m);
      T decoded = codec.fromProto(bytes);
      JavaAssert.assertDecodedEquals(x, decoded);
      ProtoAssert.assertMatches(Diff.parse(m, bytes), decoded);
    });
  }

  /** Map entries lacking their key, value or both take the defaults, as protobuf-java does. */
  @ParameterizedTest
  @FieldSource("MESSAGES")
  <T> void mapEntriesWithMissingParts(Class<T> type) {
    Codec<T> codec = Diff.codec(type);
    Diff.forRandom(type, "entries", Diff.INSTANCES, (i, x, r) -> {
      Message m = ProtoConverter.toProto(x);
      byte[] bytes = new WireScrambler(r.random(), true).scramble(m);
      ProtoAssert.assertMatches(Diff.parse(m, bytes), codec.fromProto(bytes));
    });
  }

  @Test
  void mapEntryDefaultsByHand() throws Exception {
    byte[] bytes = WireScrambler.write(out -> {
      out.writeByteArray(1, new byte[0]); // stringToInt: {} -> "" = 0
      out.writeByteArray(3, new byte[] {9, 1, 0, 0, 0, 0, 0, 0, 0}); // longToLeaf: key 1 only
      out.writeByteArray(5, new byte[] {16, 7}); // stringToLevel: value MID only
      out.writeByteArray(14, new byte[] {18, 0, 8, 5}); // intToTree: value, then key 5
    });
    Maps m = Diff.<Maps>codec(Maps.class).fromProto(bytes);
    assertEquals(Map.of("", 0), m.stringToInt);
    assertNotNull(m.longToLeaf.get(1L));
    assertEquals(0, m.longToLeaf.get(1L).id);
    assertNull(m.longToLeaf.get(1L).name);
    assertEquals(Map.of("", Level.MID), m.stringToLevel);
    assertEquals(List.of(5), List.copyOf(m.intToTree.keySet()));
    ProtoAssert.assertMatches(Diff.parse(ProtoConverter.prototype(Maps.class), bytes), m);
  }

  /**
   * An enum number the Java enum lacks: protobuf-java keeps it (proto3 enums are open), a Java
   * enum cannot hold it, so Wirebind leaves the field absent and drops list elements and map
   * entries with it (as protobuf-java does for proto2's closed enums).
   */
  @Test
  void unknownEnumNumbersAreDropped() {
    byte[] optionals = WireScrambler.write(out -> {
      out.writeEnum(12, 4); // level: Level has no 4
      out.writeEnum(13, 1); // color GREEN
      out.writeEnum(13, 3); // color: Color has no 3; GREEN stays
    });
    Optionals o = Diff.<Optionals>codec(Optionals.class).fromProto(optionals);
    assertNull(o.level());
    assertEquals(Color.GREEN, o.color());
    byte[] repeated = WireScrambler.write(out -> {
      out.writeByteArray(23, new byte[] {3, 4, 7, (byte) 0xE8, 7}); // levels: LOW, ?, MID, HIGH
      out.writeEnum(32, 9); // unpackedColors: unknown
      out.writeEnum(32, 2); // BLUE
    });
    Repeated r = Diff.<Repeated>codec(Repeated.class).fromProto(repeated);
    assertEquals(List.of(Level.LOW, Level.MID, Level.HIGH), r.getLevels());
    assertEquals(List.of(Color.BLUE), r.getUnpackedColors());
    byte[] maps = WireScrambler.write(out -> {
      out.writeByteArray(10, new byte[] {8, 2, 16, 42}); // intToColor: 2 -> unknown 42
      out.writeByteArray(10, new byte[] {8, 3, 16, 1}); // 3 -> GREEN
    });
    assertEquals(Map.of(3, Color.GREEN), Diff.<Maps>codec(Maps.class).fromProto(maps).intToColor);
  }

  /** Keys and values repeated inside one map entry: the last key wins, message values merge. */
  @Test
  void mapEntryPartsRepeated() throws Exception {
    byte[] bytes = WireScrambler.write(out -> {
      // intToTree (14): {value {value 1}, key 7, value {label ""}, key 8}
      out.writeByteArray(14, new byte[] {18, 2, 8, 1, 8, 7, 18, 2, 18, 0, 8, 8});
      // stringToInt (1): {value 1, value 2, key "a"}
      out.writeByteArray(1, new byte[] {16, 1, 16, 2, 10, 1, 'a'});
      // longToLeaf (3): {key 1, value {tags [1]}, value {tags [2]}} twice: the second replaces
      out.writeByteArray(3, new byte[] {9, 1, 0, 0, 0, 0, 0, 0, 0, 18, 3, 34, 1, 1, 18, 3, 34, 1, 2});
      out.writeByteArray(3, new byte[] {9, 1, 0, 0, 0, 0, 0, 0, 0, 18, 2, 8, 9});
    });
    Maps m = Diff.<Maps>codec(Maps.class).fromProto(bytes);
    assertEquals(List.of(8), List.copyOf(m.intToTree.keySet()));
    assertEquals(1, m.intToTree.get(8).value);
    assertEquals("", m.intToTree.get(8).label);
    assertEquals(Map.of("a", 2), m.stringToInt);
    assertEquals(9, m.longToLeaf.get(1L).id);
    assertEquals(List.of(), m.longToLeaf.get(1L).tags);
    ProtoAssert.assertMatches(Diff.parse(ProtoConverter.prototype(Maps.class), bytes), m);
  }

  /** Empty packed runs between elements of every packable field change nothing. */
  @Test
  void emptyPackedRuns() throws Exception {
    Codec<Repeated> codec = Diff.codec(Repeated.class);
    com.google.protobuf.Descriptors.Descriptor d =
        ProtoConverter.prototype(Repeated.class).getDescriptorForType();
    Diff.forRandom(Repeated.class, "empty-runs", 200, (i, x, r) -> {
      byte[] empty = WireScrambler.write(out -> {
        for (com.google.protobuf.Descriptors.FieldDescriptor fd : d.getFields()) {
          if (fd.isPackable()) {
            out.writeByteArray(fd.getNumber(), new byte[0]);
          }
        }
      });
      byte[] bytes = Diff.concat(empty, codec.toProto(x), empty);
      JavaAssert.assertDecodedEquals(x, codec.fromProto(bytes));
      ProtoAssert.assertMatches(Diff.parse(ProtoConverter.prototype(Repeated.class), bytes), codec.fromProto(bytes));
    });
  }

  @Test
  void lastScalarWinsAndMessagesMerge() throws Exception {
    Codec<Bundle> codec = Diff.codec(Bundle.class);
    byte[] bytes = WireScrambler.write(out -> {
      out.writeString(8, "first");
      out.writeByteArray(6, new byte[] {8, 1, 18, 1, 'a', 32, 3}); // leaf {id 1, name a, tags [3]}
      out.writeString(8, "second");
      out.writeByteArray(6, new byte[] {8, 2, 34, 1, 4}); // leaf {id 2, tags [4] packed}
      out.writeByteArray(1, new byte[] {8, 1, 16, 1}); // scalars {i32 1, i64 1}
      out.writeByteArray(1, new byte[] {8, 2}); // scalars {i32 2}
    });
    Bundle b = codec.fromProto(bytes);
    assertEquals("second", b.note);
    assertEquals(2, b.leaf.id);
    assertEquals("a", b.leaf.name);
    assertEquals(List.of(3, 4), b.leaf.tags);
    assertEquals(2, b.scalars.i32);
    assertEquals(1L, b.scalars.i64);
    ProtoAssert.assertMatches(Diff.parse(ProtoConverter.prototype(Bundle.class), bytes), b);
  }

  /** A field written with CodedOutputStream's own calls: the writers agree on every scalar. */
  @Test
  void handWrittenScalarsDecode() throws Exception {
    byte[] bytes = WireScrambler.write(out -> {
      out.writeInt32(1, Integer.MIN_VALUE);
      out.writeInt64(2, Long.MIN_VALUE);
      out.writeFloat(3, -0f);
      out.writeDouble(4, Double.NaN);
      out.writeBool(5, true);
      out.writeInt32(6, -128);
      out.writeInt32(7, Short.MIN_VALUE);
      out.writeInt32(8, 0xFFFF);
      out.writeSInt32(9, Integer.MIN_VALUE);
      out.writeSInt64(10, Long.MIN_VALUE);
      out.writeSFixed32(11, -1);
      out.writeSFixed64(12, Long.MAX_VALUE);
      out.writeUInt32(13, -1);
      out.writeUInt64(14, -1L);
      out.writeSInt32(15, Short.MAX_VALUE);
      out.writeSFixed32(16, Byte.MIN_VALUE);
      out.writeUInt32(17, 0xFFFF);
    });
    Scalars s = Diff.<Scalars>codec(Scalars.class).fromProto(bytes);
    ProtoAssert.assertMatches(Diff.parse(ProtoConverter.prototype(Scalars.class), bytes), s);
    assertEquals(-1L, s.u64);
    assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(s.f32));
  }
}
