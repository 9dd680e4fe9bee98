package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Message;
import io.wirebind.Codec;
import io.wirebind.ProtoReader;
import io.wirebind.UnknownFieldSet;
import io.wirebind.Wirebind;
import org.junit.jupiter.api.Test;

/**
 * A v2 producer (protobuf-java, from evolve_v2.proto), a v1 pass-through service (Wirebind's {@link
 * EvolveV1Keep}, which keeps unknown fields) and a v2 consumer (protobuf-java): nothing is lost,
 * byte for byte, on random instances.
 */
class UnknownFieldsTest {
  static final Codec<EvolveV1Keep> KEEP = Wirebind.codec(EvolveV1Keep.class);

  @Test
  void aV1PassThroughReturnsTheV2BytesItReceived() {
    ProtoReader reader = new ProtoReader();
    EvolveV1Keep[] reuse = {null};
    Diff.forRandom(EvolveV2.class, "passThrough", SchemaEvolutionTest.INSTANCES, (i, x, r) -> {
      Message produced = ProtoConverter.toProto(x, SchemaEvolutionTest.PJ_V2);
      byte[] in = produced.toByteArray();
      EvolveV1Keep v1 = KEEP.fromProto(in);
      byte[] out = KEEP.toProto(v1);
      if (!archivedInHistory(x)) {
        // a singular phase V1's enum lacks (ARCHIVED) goes out in its place too
        assertArrayEquals(in, out);
        // what protobuf-java v1 (proto3: its enum is open, the number stays in the field) passes on
        assertArrayEquals(Diff.parse(SchemaEvolutionTest.PJ_V1, in).toByteArray(), out);
      }
      // an ARCHIVED number in the history is kept too, as an unknown field after the known ones
      // (both sides rebuilt: a builder's merge drops a proto3 -0.0, so compare like with like)
      assertEquals(archivedLast(produced), archivedLast(Diff.parse(SchemaEvolutionTest.PJ_V2, out)));
      assertArrayEquals(out, KEEP.toProto(KEEP.fromProto(out)));
      // decoding into a reused instance replaces its unknown fields
      reuse[0] = KEEP.readProto(reader.reset(in), reuse[0]);
      assertArrayEquals(out, KEEP.toProto(reuse[0]));
      // merging appends, so the result reads as the input twice (protobuf's merge on the wire)
      EvolveV1Keep merged = KEEP.fromProto(in);
      KEEP.mergeProto(reader.reset(in), merged);
      assertEquals(archivedLast(Diff.parse(SchemaEvolutionTest.PJ_V2, Diff.concat(in, in))),
          archivedLast(Diff.parse(SchemaEvolutionTest.PJ_V2, KEEP.toProto(merged))));
    });
  }

  @Test
  void anEnumNumberV1LacksIsKeptInPlaceOfTheValue() {
    EvolveV2 x = new EvolveV2();
    x.phase = PhaseV2.ARCHIVED;
    x.history = java.util.List.of(PhaseV2.CLOSED, PhaseV2.ARCHIVED, PhaseV2.OPEN);
    byte[] in = Wirebind.codec(EvolveV2.class).toProto(x);
    EvolveV1Keep v1 = KEEP.fromProto(in);
    assertNull(v1.phase);
    assertEquals(java.util.List.of(Phase.CLOSED, Phase.OPEN), v1.history);
    EvolveV2 back = Wirebind.codec(EvolveV2.class).fromProto(KEEP.toProto(v1));
    assertEquals(PhaseV2.ARCHIVED, back.phase);
    assertEquals(java.util.List.of(PhaseV2.CLOSED, PhaseV2.OPEN, PhaseV2.ARCHIVED), back.history);
  }

  /**
   * A singular enum number V1 lacks goes out in the field's place, as protobuf-java writes an open
   * enum's unrecognized number; the last occurrence wins, as for the field. In a list it goes out
   * after the known fields: protobuf-java keeps it in the list (bytes below), where Wirebind's
   * {@code List<Phase>} has no element to hold it.
   */
  @Test
  void aSingularEnumNumberGoesOutInPlaceAsProtobufJavaWritesIt() throws Exception {
    // id = 1, phase = ARCHIVED (3), scores = [5]
    byte[] in = {0x08, 0x01, 0x18, 0x03, 0x2A, 0x01, 0x05};
    EvolveV1Keep v1 = KEEP.fromProto(in);
    assertNull(v1.phase);
    assertEquals(Integer.valueOf(3), v1.unknown.enumNumber(3));
    assertArrayEquals(in, KEEP.toProto(v1));
    assertArrayEquals(Diff.parse(SchemaEvolutionTest.PJ_V1, in).toByteArray(), KEEP.toProto(v1));
    // a known value set later replaces it; a later unknown one replaces a known one
    byte[] twice = {0x18, 0x03, 0x18, 0x01};
    assertArrayEquals(new byte[] {0x18, 0x01}, KEEP.toProto(KEEP.fromProto(twice)));
    assertArrayEquals(Diff.parse(SchemaEvolutionTest.PJ_V1, twice).toByteArray(), KEEP.toProto(KEEP.fromProto(twice)));
    byte[] back = {0x18, 0x01, 0x18, 0x03};
    assertArrayEquals(new byte[] {0x18, 0x03}, KEEP.toProto(KEEP.fromProto(back)));
    assertArrayEquals(Diff.parse(SchemaEvolutionTest.PJ_V1, back).toByteArray(), KEEP.toProto(KEEP.fromProto(back)));
    // a negative number the enum lacks: ten bytes, as protobuf-java writes it
    byte[] negative = {0x18, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
        (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x01};
    assertArrayEquals(Diff.parse(SchemaEvolutionTest.PJ_V1, negative).toByteArray(), KEEP.toProto(KEEP.fromProto(negative)));
    // merging: the merged-in number replaces the value, as protobuf-java's merge does
    EvolveV1Keep target = KEEP.fromProto(new byte[] {0x18, 0x02});
    KEEP.mergeProto(new byte[] {0x18, 0x03}, target);
    assertArrayEquals(new byte[] {0x18, 0x03}, KEEP.toProto(target));
    // in a list: protobuf-java v1 keeps [CLOSED, ARCHIVED, OPEN] packed in place (22 03 02 03 01);
    // Wirebind keeps [CLOSED, OPEN] and the 3 as an unknown varint field 4 after the known ones
    byte[] list = {0x22, 0x03, 0x02, 0x03, 0x01};
    assertArrayEquals(list, Diff.parse(SchemaEvolutionTest.PJ_V1, list).toByteArray());
    assertArrayEquals(new byte[] {0x22, 0x02, 0x02, 0x01, 0x20, 0x03}, KEEP.toProto(KEEP.fromProto(list)));
  }

  private static boolean archivedInHistory(EvolveV2 x) {
    return x.history != null && x.history.contains(PhaseV2.ARCHIVED);
  }

  /** {@code m} with its history's ARCHIVED entries moved last, as a V1 pass-through writes them. */
  private static Message archivedLast(Message m) {
    com.google.protobuf.Descriptors.FieldDescriptor history = m.getDescriptorForType().findFieldByName("history");
    java.util.List<Object> known = new java.util.ArrayList<>();
    java.util.List<Object> unknown = new java.util.ArrayList<>();
    for (Object e : (java.util.List<?>) m.getField(history)) {
      ("ARCHIVED".equals(((com.google.protobuf.Descriptors.EnumValueDescriptor) e).getName()) ? unknown : known).add(e);
    }
    known.addAll(unknown);
    return m.toBuilder().setField(history, known).build();
  }

  @Test
  void aMessageWithoutUnknownFieldsKeepsNone() {
    EvolveV1Keep v1 = new EvolveV1Keep();
    v1.id = 7;
    EvolveV1Keep back = KEEP.fromProto(KEEP.toProto(v1));
    assertNull(back.unknown);
    UnknownFieldSet set = new UnknownFieldSet();
    back.unknown = set;
    EvolveV2 x = new EvolveV2(); // its defaults are fields V1 does not know: big, price, note, level
    byte[] v2 = Wirebind.codec(EvolveV2.class).toProto(x);
    KEEP.readProto(new ProtoReader().reset(v2), back);
    assertSame(set, back.unknown); // reused, cleared, refilled
    assertArrayEquals(v2, set.protoBytes());
    assertEquals(0, back.id);
    assertTrue(KEEP.fromProto(KEEP.toProto(new EvolveV1Keep())).unknown == null);
  }
}
