package io.wirebind.valueit;

import static io.wirebind.valueit.ValueTypesDifferentialTest.BOOT;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** NON_EMPTY and NON_ABSENT for sets, maps, arrays, nested lists and optionals: Jackson's bytes. */
class IncludedTest {
  @Test
  void nonEmptyAndNonAbsentAsJackson() throws Exception {
    Codec<Included.NonEmpty> empty = Wirebind.codec(Included.NonEmpty.class);
    Codec<Included.NonAbsent> absent = Wirebind.codec(Included.NonAbsent.class);
    Random r = new Random(16);
    for (int n = 0; n < 2_000; n++) {
      Included.NonEmpty e = new Included.NonEmpty();
      e.set = r.nextInt(3) == 0 ? null : r.nextBoolean() ? new LinkedHashSet<>() : new LinkedHashSet<>(List.of("a", ""));
      e.sorted = r.nextInt(3) == 0 ? null : r.nextBoolean() ? new TreeSet<>() : new TreeSet<>(List.of(3, 1));
      e.sides = r.nextInt(3) == 0 ? null : r.nextBoolean() ? EnumSet.noneOf(Side.class) : EnumSet.allOf(Side.class);
      e.map = r.nextInt(3) == 0 ? null : new LinkedHashMap<>();
      if (e.map != null && r.nextBoolean()) {
        e.map.put("k", r.nextInt());
      }
      e.byside = r.nextInt(3) == 0 ? null : new EnumMap<>(Side.class);
      if (e.byside != null && r.nextBoolean()) {
        e.byside.put(Side.values()[0], "");
      }
      e.strings = r.nextInt(3) == 0 ? null : r.nextBoolean() ? new String[0] : new String[] {"", null};
      e.ints = r.nextInt(3) == 0 ? null : new int[r.nextInt(2)];
      e.nested = r.nextInt(3) == 0 ? null : r.nextBoolean() ? new ArrayList<>() : List.of(List.of(), List.of(1));
      e.optional = r.nextInt(3) == 0 ? null : r.nextBoolean() ? Optional.empty() : Optional.of(r.nextBoolean() ? "" : "x");
      e.optionalInt = r.nextInt(3) == 0 ? null : r.nextBoolean() ? OptionalInt.empty() : OptionalInt.of(r.nextInt(2));
      e.text = r.nextInt(3) == 0 ? null : r.nextBoolean() ? "" : "t";
      e.always = r.nextBoolean() ? null : List.of();
      assertEquals(BOOT.writeValueAsString(e), empty.toJsonString(e), "NON_EMPTY #" + n);
      Included.NonAbsent a = new Included.NonAbsent();
      a.set = e.set;
      a.map = r.nextInt(3) == 0 ? null : new LinkedHashMap<>();
      a.strings = e.strings;
      a.optional = e.optional;
      a.optionalInt = e.optionalInt;
      a.text = e.text;
      a.listOption = r.nextInt(3) == 0 ? null : r.nextBoolean() ? Optional.empty()
          : Optional.of(r.nextBoolean() ? List.of() : List.of("l"));
      assertEquals(BOOT.writeValueAsString(a), absent.toJsonString(a), "NON_ABSENT #" + n);
    }
  }
}
