package io.wirebind.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.it.enumlists.TierListsV1;
import io.wirebind.it.enumlists.TierListsV2;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Enum lists holding numbers the Java enum lacks: a v2 producer (protobuf-java), then a v1
 * pass-through by protobuf-java (proto3, open enum: the numbers stay in the list) and by Wirebind's
 * {@link TierListsKeep}; both pass on the same bytes, packed and unpacked, on random lists (empty,
 * all known, all unknown, mixed), and merging appends as protobuf-java's merge does.
 */
class EnumListPassThroughTest {
  static final Codec<TierListsKeep> KEEP = Wirebind.codec(TierListsKeep.class);
  static final int[] KNOWN = {0, 1, 2};
  static final int[] UNKNOWN = {3, 300, -5};

  @Test
  void aV1PassThroughWritesTheBytesProtobufJavaV1Writes() throws Exception {
    Random random = new Random(18);
    ProtoReader reader = new ProtoReader();
    TierListsKeep reused = null;
    for (int i = 0; i < 2000; i++) {
      byte[] in = randomV2(random).toByteArray();
      byte[] pj = TierListsV1.parseFrom(in).toByteArray();
      TierListsKeep v1 = KEEP.fromProto(in);
      byte[] out = KEEP.toProto(v1);
      assertArrayEquals(pj, out, "instance " + i);
      assertArrayEquals(in, out, "instance " + i); // nothing else is unknown: the v2 bytes come back
      assertArrayEquals(out, KEEP.toProto(KEEP.fromProto(out)));
      reused = KEEP.readProto(reader.reset(in), reused);
      assertArrayEquals(pj, KEEP.toProto(reused), "reused " + i);
      // merging appends to each list, unknown numbers in place
      byte[] more = randomV2(random).toByteArray();
      TierListsKeep merged = KEEP.fromProto(in);
      KEEP.mergeProto(reader.reset(more), merged);
      assertArrayEquals(TierListsV1.parseFrom(Diff.concat(in, more)).toByteArray(), KEEP.toProto(merged),
          "merged " + i);
    }
  }

  @Test
  void listsInTheOtherFormReadInPlaceAndGoOutInTheFieldsForm() throws Exception {
    // packed = [2, 3, 1] sent unpacked; plain = [300, 1] sent packed
    byte[] in = {0x08, 0x02, 0x08, 0x03, 0x08, 0x01, 0x12, 0x03, (byte) 0xAC, 0x02, 0x01};
    byte[] pj = TierListsV1.parseFrom(in).toByteArray();
    assertArrayEquals(new byte[] {0x0A, 0x03, 0x02, 0x03, 0x01, 0x10, (byte) 0xAC, 0x02, 0x10, 0x01}, pj);
    TierListsKeep v1 = KEEP.fromProto(in);
    assertEquals(List.of(Tier.SILVER, Tier.BRONZE), v1.packed);
    assertEquals(List.of(Tier.BRONZE), v1.plain);
    assertArrayEquals(new int[] {3}, v1.unknown.enumNumbers(1));
    assertArrayEquals(new int[] {300}, v1.unknown.enumNumbers(2));
    assertArrayEquals(pj, KEEP.toProto(v1));
  }

  /**
   * A list whose size changed after decoding: the kept positions mean nothing any more, so the
   * numbers go after its elements; the same list with its size unchanged keeps them in place.
   */
  @Test
  void aListChangedInSizeGetsItsUnknownNumbersAfterItsElements() throws Exception {
    byte[] in = {0x0A, 0x03, 0x02, 0x03, 0x01}; // packed = [SILVER, 3, BRONZE]
    TierListsKeep v1 = KEEP.fromProto(in);
    v1.packed.set(0, Tier.NONE);
    assertArrayEquals(new byte[] {0x0A, 0x03, 0x00, 0x03, 0x01}, KEEP.toProto(v1));
    v1.packed.add(Tier.SILVER);
    assertArrayEquals(new byte[] {0x0A, 0x04, 0x00, 0x01, 0x02, 0x03}, KEEP.toProto(v1));
    // merging into it reads as its bytes followed by the merged ones
    byte[] before = KEEP.toProto(v1);
    KEEP.mergeProto(in, v1);
    assertArrayEquals(TierListsV1.parseFrom(Diff.concat(before, in)).toByteArray(), KEEP.toProto(v1));
    // emptied: the numbers alone
    TierListsKeep emptied = KEEP.fromProto(in);
    emptied.packed.clear();
    assertArrayEquals(new byte[] {0x0A, 0x01, 0x03}, KEEP.toProto(emptied));
    emptied.packed = null; // no list, nothing written for the field
    assertArrayEquals(new byte[0], KEEP.toProto(emptied));
  }

  static TierListsV2 randomV2(Random random) {
    TierListsV2.Builder b = TierListsV2.newBuilder();
    for (int n : randomList(random)) {
      b.addPackedValue(n);
    }
    for (int n : randomList(random)) {
      b.addPlainValue(n);
    }
    if (random.nextBoolean()) {
      b.setId(random.nextInt());
    }
    for (int n : randomList(random)) {
      b.addMoreValue(n);
    }
    return b.build();
  }

  /** Empty, all known, all unknown or mixed, up to 8 numbers. */
  static List<Integer> randomList(Random random) {
    List<Integer> l = new ArrayList<>();
    int kind = random.nextInt(4);
    int n = kind == 0 ? 0 : 1 + random.nextInt(8);
    for (int i = 0; i < n; i++) {
      boolean unknown = kind == 2 || (kind == 3 && random.nextBoolean());
      int[] from = unknown ? UNKNOWN : KNOWN;
      l.add(from[random.nextInt(from.length)]);
    }
    return l;
  }
}
