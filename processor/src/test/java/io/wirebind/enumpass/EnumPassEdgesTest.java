package io.wirebind.enumpass;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.enumpass.proto.PaceListV2;
import io.wirebind.enumpass.proto.PaceMsgV2;
import io.wirebind.enumpass.proto.PaceTableV2;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rules of kept map entries and nested elements, one at a time: the last entry for a key wins
 * as in protobuf, a value the Java side sets replaces a kept one, a changed nested element is
 * encoded from its Java value, sets hold each known constant once; and hostile input is still a
 * {@link WirebindException} with an offset.
 */
class EnumPassEdgesTest {
  static final Codec<PaceKeep> KEEP = EnumPassThroughTest.KEEP;

  static byte[] bytes(PaceMsgV2.Builder b) {
    return b.build().toByteArray();
  }

  @Test
  void anEntryWithAnUnknownValueIsKeptAndTheKeyLeavesTheMap() throws Exception {
    byte[] in = bytes(PaceMsgV2.newBuilder().putByNameValue("a", 3).putByNameValue("b", 1));
    PaceKeep v1 = KEEP.fromProto(in);
    assertEquals(Map.of("b", Pace.WALK), v1.byName);
    assertFalse(v1.unknown.isEmpty());
    assertEquals(PaceMsgV2.parseFrom(in), PaceMsgV2.parseFrom(KEEP.toProto(v1)));
    // the Java side sets the key: its value wins, the kept entry is not written
    v1.byName.put("a", Pace.RUN);
    assertEquals(Map.of("a", 2, "b", 1), PaceMsgV2.parseFrom(KEEP.toProto(v1)).getByNameValueMap());
    // removed again: the kept entry comes back; a null map writes nothing
    v1.byName.remove("a");
    assertEquals(Map.of("a", 3, "b", 1), PaceMsgV2.parseFrom(KEEP.toProto(v1)).getByNameValueMap());
    v1.byName = null;
    assertEquals(0, PaceMsgV2.parseFrom(KEEP.toProto(v1)).getByNameCount());
  }

  @Test
  void theLastEntryForAKeyWinsAsInProtobuf() throws Exception {
    byte[] unknownLast = EnumPassThroughTest.concat(
        bytes(PaceMsgV2.newBuilder().putByNameValue("a", 1).putNextValue(0, 2)),
        bytes(PaceMsgV2.newBuilder().putByNameValue("a", 300).putNextValue(0, -5)));
    byte[] knownLast = EnumPassThroughTest.concat(
        bytes(PaceMsgV2.newBuilder().putByNameValue("a", 300).putNextValue(0, -5)),
        bytes(PaceMsgV2.newBuilder().putByNameValue("a", 1).putNextValue(0, 2)));
    for (byte[] in : List.of(unknownLast, knownLast)) {
      PaceKeep v1 = KEEP.fromProto(in);
      assertEquals(PaceMsgV2.parseFrom(in), PaceMsgV2.parseFrom(KEEP.toProto(v1)));
    }
    assertTrue(KEEP.fromProto(unknownLast).byName.isEmpty());
    assertEquals(Map.of("a", Pace.WALK), KEEP.fromProto(knownLast).byName);
  }

  @Test
  void anEntryWithAnUnknownKeyIsKeptOncePerNumber() throws Exception {
    byte[] in = EnumPassThroughTest.concat(
        bytes(PaceMsgV2.newBuilder().putLabels(3, "x").putLabels(1, "one").putNextValue(300, 1)),
        bytes(PaceMsgV2.newBuilder().putLabels(3, "y").putLabels(-5, "z")));
    PaceKeep v1 = KEEP.fromProto(in);
    assertEquals(Map.of(Pace.WALK, "one"), v1.labels);
    assertTrue(v1.next.isEmpty());
    byte[] out = KEEP.toProto(v1);
    assertEquals(PaceMsgV2.parseFrom(in), PaceMsgV2.parseFrom(out));
    assertEquals(Map.of(3, "y", 1, "one", -5, "z"), PaceMsgV2.parseFrom(out).getLabelsMap());
    // written once: the first entry for 3 is gone
    assertEquals(out.length, KEEP.toProto(KEEP.fromProto(out)).length);
    assertTrue(out.length < in.length);
  }

  @Test
  void aNestedElementGoesOutAsItArrivedUntilItChanges() throws Exception {
    PaceListV2 mixed = PaceListV2.newBuilder().addValuesValue(1).addValuesValue(3).addValuesValue(2).build();
    byte[] in = bytes(PaceMsgV2.newBuilder().addRows(mixed).addRows(PaceListV2.getDefaultInstance())
        .putGroups("g", mixed).addTables(PaceTableV2.newBuilder().putValuesValue("t", 300)));
    PaceKeep v1 = KEEP.fromProto(in);
    assertEquals(List.of(List.of(Pace.WALK, Pace.RUN), List.of()), v1.rows);
    assertEquals(Map.of("g", List.of(Pace.WALK, Pace.RUN)), v1.groups);
    assertEquals(List.of(Map.of()), v1.tables);
    assertArrayEquals(in, KEEP.toProto(v1)); // in place: the same bytes
    // changed in place, or replaced: encoded from the Java value, the unknown number is gone
    v1.rows.get(0).add(Pace.STOP);
    v1.groups.put("g", new ArrayList<>(List.of(Pace.WALK, Pace.RUN)));
    PaceMsgV2 back = PaceMsgV2.parseFrom(KEEP.toProto(v1));
    assertEquals(List.of(1, 2, 0), back.getRows(0).getValuesValueList());
    assertEquals(List.of(1, 2), back.getGroupsOrThrow("g").getValuesValueList());
    assertEquals(Map.of("t", 300), back.getTables(0).getValuesValueMap()); // untouched: still kept
    // moved to another place of the list: still the same object, still kept
    PaceKeep again = KEEP.fromProto(in);
    again.rows.add(0, List.of(Pace.STOP));
    assertEquals(List.of(1, 3, 2), PaceMsgV2.parseFrom(KEEP.toProto(again)).getRows(1).getValuesValueList());
  }

  @Test
  void aSetHoldsEachKnownConstantOnceAndKeepsEveryUnknownNumber() throws Exception {
    byte[] in = bytes(PaceMsgV2.newBuilder()
        .addSeenValue(2).addSeenValue(3).addSeenValue(1).addSeenValue(2).addSeenValue(3)
        .addKindsValue(2).addKindsValue(300).addKindsValue(0).addKindsValue(2));
    PaceKeep v1 = KEEP.fromProto(in);
    assertEquals(Set.of(Pace.RUN, Pace.WALK), v1.seen);
    assertEquals(EnumSet.of(Pace.STOP, Pace.RUN), v1.kinds);
    PaceMsgV2 back = PaceMsgV2.parseFrom(KEEP.toProto(v1));
    assertEquals(List.of(2, 3, 1, 3), back.getSeenValueList()); // first arrivals, unknowns in place
    assertEquals(List.of(0, 300, 2), back.getKindsValueList()); // declaration order, after 1 known
  }

  @Test
  void keptValuesMakeSetsUnequalAndCopiesEqual() {
    byte[] in = bytes(PaceMsgV2.newBuilder().putByNameValue("a", 3).addRows(
        PaceListV2.newBuilder().addValuesValue(300)).putLabels(-5, "z"));
    PaceKeep a = KEEP.fromProto(in);
    PaceKeep b = KEEP.fromProto(in);
    assertEquals(a.unknown, b.unknown);
    assertEquals(a.unknown, a.unknown.copy());
    assertFalse(a.unknown.equals(KEEP.fromProto(bytes(PaceMsgV2.newBuilder().putByNameValue("a", 300))).unknown));
    a.unknown.clear();
    assertTrue(a.unknown.isEmpty());
  }

  @Test
  void keptEntriesCountAgainstTheCollectionLimit() {
    PaceMsgV2.Builder b = PaceMsgV2.newBuilder();
    for (int i = 0; i < 5; i++) {
      b.putByNameValue("k" + i, 3);
    }
    byte[] in = bytes(b);
    io.wirebind.ProtoReader reader = new io.wirebind.ProtoReader().maxCollectionSize(4);
    WirebindException e = assertThrows(WirebindException.class, () -> KEEP.readProto(reader.reset(in), null));
    assertTrue(e.getMessage().contains("kept entries"), e.getMessage());
    assertFalse(KEEP.readProto(reader.maxCollectionSize(5).reset(in), null).unknown.isEmpty());
  }

  /** Truncated and corrupted input: a WirebindException with an offset inside the input, nothing else. */
  @Test
  void hostileInputIsAWirebindExceptionWithAnOffset() {
    Random random = new Random(1881);
    int failures = 0;
    for (int i = 0; i < 300; i++) {
      byte[] in = EnumPassThroughTest.randomV2(random).toByteArray();
      for (int cut = 0; cut < in.length; cut += 1 + random.nextInt(3)) {
        failures += decodes(java.util.Arrays.copyOf(in, cut));
      }
      for (int k = 0; k < 20 && in.length > 0; k++) {
        byte[] bad = in.clone();
        bad[random.nextInt(bad.length)] = (byte) random.nextInt(256);
        failures += decodes(bad);
      }
    }
    assertTrue(failures > 1000, "hostile inputs rejected: " + failures);
  }

  /** 1 when {@code in} is rejected as it must be, 0 when it decodes (and then encodes again). */
  private static int decodes(byte[] in) {
    try {
      PaceKeep v = KEEP.fromProto(in);
      assertNotNull(KEEP.toProto(v));
      return 0;
    } catch (WirebindException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= in.length, e.getMessage());
      assertTrue(e.getMessage().contains(String.valueOf(e.offset())), e.getMessage());
      return 1;
    }
  }
}
