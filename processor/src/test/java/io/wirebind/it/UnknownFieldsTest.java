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
      SchemaEvolutionTest.withoutArchived(x);
      Message produced = ProtoConverter.toProto(x, SchemaEvolutionTest.PJ_V2);
      byte[] in = produced.toByteArray();
      EvolveV1Keep v1 = KEEP.fromProto(in);
      byte[] out = KEEP.toProto(v1);
      assertArrayEquals(in, out);
      // what protobuf-java v1, which keeps unknown fields, passes on
      assertArrayEquals(Diff.parse(SchemaEvolutionTest.PJ_V1, in).toByteArray(), out);
      assertEquals(produced, Diff.parse(SchemaEvolutionTest.PJ_V2, out));
      // decoding into a reused instance replaces its unknown fields
      reuse[0] = KEEP.readProto(reader.reset(in), reuse[0]);
      assertArrayEquals(in, KEEP.toProto(reuse[0]));
      // merging appends, so the result reads as the input twice (protobuf's merge on the wire)
      EvolveV1Keep merged = KEEP.fromProto(in);
      KEEP.mergeProto(reader.reset(in), merged);
      assertEquals(Diff.parse(SchemaEvolutionTest.PJ_V2, Diff.concat(in, in)),
          Diff.parse(SchemaEvolutionTest.PJ_V2, KEEP.toProto(merged)));
    });
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
