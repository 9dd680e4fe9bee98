package io.wirebind.enumpass;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.enumpass.proto.PaceListListV2;
import io.wirebind.enumpass.proto.PaceListV2;
import io.wirebind.enumpass.proto.PaceMsgV2;
import io.wirebind.enumpass.proto.PaceTableV2;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Enum numbers a version 1 service lacks, in maps (values and keys of every key kind), nested
 * collections, sets, arrays and optionals: a v2 producer (protobuf-java) → Wirebind v1 {@link
 * PaceKeep} (with an {@code UnknownFieldSet}) → protobuf-java v2 reads a message equal to the
 * original, except that the two set fields hold what a set holds (below); on random instances,
 * decoding fresh, into a reused instance, and merging. {@link PacePlain}, without the member, still
 * drops them.
 */
class EnumPassThroughTest {
  static final Codec<PaceKeep> KEEP = Wirebind.codec(PaceKeep.class);
  static final Codec<PacePlain> PLAIN = Wirebind.codec(PacePlain.class);
  static final int[] KNOWN = {0, 1, 2};
  static final int[] UNKNOWN = {3, 300, -5};

  @Test
  void aV1PassThroughLosesNothingAV2PeerReads() throws Exception {
    Random random = new Random(1818);
    ProtoReader reader = new ProtoReader();
    PaceKeep reused = null;
    for (int i = 0; i < 1500; i++) {
      PaceMsgV2 original = randomV2(random);
      byte[] in = original.toByteArray();
      PaceKeep v1 = KEEP.fromProto(in);
      byte[] out = KEEP.toProto(v1);
      assertEquals(expected(original), PaceMsgV2.parseFrom(out), "instance " + i);
      // a second pass changes nothing more
      assertArrayEquals(out, KEEP.toProto(KEEP.fromProto(out)), "second pass " + i);
      reused = KEEP.readProto(reader.reset(in), reused);
      assertEquals(expected(original), PaceMsgV2.parseFrom(KEEP.toProto(reused)), "reused " + i);
      // merging: as protobuf-java parses the concatenation (maps: the last entry for a key wins)
      PaceMsgV2 second = randomV2(random);
      PaceKeep merged = KEEP.fromProto(in);
      KEEP.mergeProto(reader.reset(second.toByteArray()), merged);
      PaceMsgV2 both = PaceMsgV2.parseFrom(concat(in, second.toByteArray()));
      if (second.hasLater()) {
        // Wirebind replaces an Optional<List> wrapper on a repeated occurrence (known values too),
        // where protobuf-java merges the two wrapper messages
        both = both.toBuilder().setLater(second.getLater()).build();
      }
      assertEquals(expected(both), PaceMsgV2.parseFrom(KEEP.toProto(merged)), "merged " + i);
    }
  }

  @Test
  void withoutTheMemberTheNumbersAreDroppedAsBefore() throws Exception {
    Random random = new Random(81);
    int lost = 0;
    for (int i = 0; i < 300; i++) {
      PaceMsgV2 original = randomV2(random);
      PaceMsgV2 back = PaceMsgV2.parseFrom(PLAIN.toProto(PLAIN.fromProto(original.toByteArray())));
      assertTrue(knownOnly(back), "instance " + i);
      if (!back.equals(expected(original))) {
        lost++;
      }
      // the member changes no Java value: both classes decode the same known values
      PaceKeep keep = KEEP.fromProto(original.toByteArray());
      keep.unknown = null;
      assertArrayEquals(PLAIN.toProto(PLAIN.fromProto(original.toByteArray())), KEEP.toProto(keep), "instance " + i);
    }
    assertTrue(lost > 100, "random instances hold unknown numbers: " + lost);
  }

  /** No value of {@code m} is a number {@link Pace} lacks. */
  static boolean knownOnly(PaceMsgV2 m) {
    List<Integer> numbers = new ArrayList<>();
    numbers.addAll(m.getByNameValueMap().values());
    numbers.addAll(m.getByIdValueMap().values());
    numbers.addAll(m.getNextValueMap().keySet());
    numbers.addAll(m.getNextValueMap().values());
    numbers.addAll(m.getLabelsMap().keySet());
    numbers.addAll(m.getSortedValueMap().values());
    numbers.addAll(m.getFlagsValueMap().values());
    m.getRowsList().forEach(l -> numbers.addAll(l.getValuesValueList()));
    m.getGroupsMap().values().forEach(l -> numbers.addAll(l.getValuesValueList()));
    m.getTablesList().forEach(t -> numbers.addAll(t.getValuesValueMap().values()));
    numbers.addAll(m.getSeenValueList());
    numbers.addAll(m.getKindsValueList());
    numbers.addAll(m.getStepsValueList());
    if (m.hasMaybe()) {
      numbers.add(m.getMaybeValue());
    }
    m.getCubesList().forEach(c -> c.getValuesList().forEach(l -> numbers.addAll(l.getValuesValueList())));
    numbers.addAll(m.getPlansMap().keySet());
    m.getPlansMap().values().forEach(l -> numbers.addAll(l.getValuesValueList()));
    m.getGridList().forEach(l -> numbers.addAll(l.getValuesValueList()));
    numbers.addAll(m.getLater().getValuesValueList());
    return numbers.stream().allMatch(n -> n >= 0 && n <= 2);
  }

  /**
   * What the pass-through gives back: the original, but the set fields hold each known constant
   * once ({@code seen}, a {@code LinkedHashSet}: in first-arrival order; {@code kinds}, an {@code
   * EnumSet}: in declaration order), with every unknown number kept (repeats too) after as many
   * known constants as the set held when it arrived.
   */
  static PaceMsgV2 expected(PaceMsgV2 m) {
    return m.toBuilder()
        .clearSeen().addAllSeenValue(asSet(m.getSeenValueList(), false))
        .clearKinds().addAllKindsValue(asSet(m.getKindsValueList(), true))
        .build();
  }

  static List<Integer> asSet(List<Integer> wire, boolean sorted) {
    Set<Integer> known = new LinkedHashSet<>();
    List<int[]> unknown = new ArrayList<>(); // (distinct known before it, number)
    for (int n : wire) {
      if (n >= 0 && n <= 2) {
        known.add(n);
      } else {
        unknown.add(new int[] {known.size(), n});
      }
    }
    List<Integer> k = new ArrayList<>(known);
    if (sorted) {
      k.sort(null);
    }
    List<Integer> out = new ArrayList<>();
    int u = 0;
    for (int i = 0; i <= k.size(); i++) {
      while (u < unknown.size() && unknown.get(u)[0] <= i) {
        out.add(unknown.get(u++)[1]);
      }
      if (i < k.size()) {
        out.add(k.get(i));
      }
    }
    return out;
  }

  static byte[] concat(byte[] a, byte[] b) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    o.writeBytes(a);
    o.writeBytes(b);
    return o.toByteArray();
  }

  static int number(Random random, boolean unknown) {
    int[] from = unknown ? UNKNOWN : KNOWN;
    return from[random.nextInt(from.length)];
  }

  /** Empty, all known, all unknown or mixed, up to {@code max} numbers. */
  static List<Integer> numbers(Random random, int max) {
    List<Integer> l = new ArrayList<>();
    int kind = random.nextInt(4);
    int n = kind == 0 ? 0 : 1 + random.nextInt(max);
    for (int i = 0; i < n; i++) {
      l.add(number(random, kind == 2 || (kind == 3 && random.nextBoolean())));
    }
    return l;
  }

  static PaceListV2 list(Random random) {
    return PaceListV2.newBuilder().addAllValuesValue(numbers(random, 5)).build();
  }

  static PaceTableV2 table(Random random) {
    PaceTableV2.Builder t = PaceTableV2.newBuilder();
    for (int n : numbers(random, 4)) {
      t.putValuesValue("k" + random.nextInt(6), n);
    }
    return t.build();
  }

  static PaceMsgV2 randomV2(Random random) {
    PaceMsgV2.Builder b = PaceMsgV2.newBuilder();
    // small key ranges, so that merged messages share keys
    for (int n : numbers(random, 5)) {
      b.putByNameValue("n" + random.nextInt(8), n);
    }
    for (int n : numbers(random, 5)) {
      b.putByIdValue(random.nextInt(8) - 2L, n);
    }
    for (int n : numbers(random, 5)) {
      b.putNextValue(number(random, random.nextInt(3) == 0), n);
    }
    for (int n : numbers(random, 5)) {
      b.putLabels(n, "label" + random.nextInt(3));
    }
    for (int n : numbers(random, 5)) {
      b.putSortedValue(random.nextInt(8), n);
    }
    for (int n : numbers(random, 2)) {
      b.putFlagsValue(random.nextBoolean(), n);
    }
    int rows = random.nextInt(4);
    for (int i = 0; i < rows; i++) {
      b.addRows(list(random));
    }
    int groups = random.nextInt(4);
    for (int i = 0; i < groups; i++) {
      b.putGroups("g" + random.nextInt(5), list(random));
    }
    int tables = random.nextInt(3);
    for (int i = 0; i < tables; i++) {
      b.addTables(table(random));
    }
    b.addAllSeenValue(numbers(random, 8));
    b.addAllKindsValue(numbers(random, 8));
    b.addAllStepsValue(numbers(random, 6));
    if (random.nextBoolean()) {
      b.setMaybeValue(number(random, random.nextBoolean()));
    }
    int cubes = random.nextInt(3);
    for (int i = 0; i < cubes; i++) {
      PaceListListV2.Builder c = PaceListListV2.newBuilder();
      int n = random.nextInt(3);
      for (int j = 0; j < n; j++) {
        c.addValues(list(random));
      }
      b.addCubes(c);
    }
    int plans = random.nextInt(4);
    for (int i = 0; i < plans; i++) {
      b.putPlans(number(random, random.nextInt(3) == 0), list(random));
    }
    if (random.nextBoolean()) {
      b.setId(random.nextInt());
    }
    int grid = random.nextInt(3);
    for (int i = 0; i < grid; i++) {
      b.addGrid(list(random));
    }
    if (random.nextBoolean()) {
      b.setLater(list(random));
    }
    return b.build();
  }
}
