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
      if (!archived(x)) {
        assertArrayEquals(in, out);
        // what protobuf-java v1, which keeps unknown fields, passes on
        assertArrayEquals(Diff.parse(SchemaEvolutionTest.PJ_V1, in).toByteArray(), out);
      }
      // an ARCHIVED number V1's enum lacks is kept too, as an unknown field after the known ones
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

  private static boolean archived(EvolveV2 x) {
    return x.phase == PhaseV2.ARCHIVED || (x.history != null && x.history.contains(PhaseV2.ARCHIVED));
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
