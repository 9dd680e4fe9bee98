package io.wirebind.arrayit;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/** Random instances of the array-shaped models, nulls and empties included. */
final class ArrayRandoms {
  private final Random r;

  ArrayRandoms(long seed) {
    this.r = new Random(seed);
  }

  private boolean chance(int in) {
    return r.nextInt(in) == 0;
  }

  private String string() {
    if (chance(6)) {
      return null;
    }
    String[] pool = {"", "a", "h\u00e9llo", "q\"uote", "tab\t", "\ud83d\ude00", "line\nbreak"};
    return pool[r.nextInt(pool.length)] + (chance(2) ? "" : r.nextInt(100));
  }

  Inner inner() {
    return chance(5) ? null : new Inner(r.nextInt(), string());
  }

  Row row() {
    if (chance(6)) {
      return null;
    }
    List<String> tags = null;
    if (!chance(4)) {
      tags = new ArrayList<>();
      for (int i = r.nextInt(4); i > 0; i--) {
        tags.add(string());
      }
    }
    Map<String, Integer> counts = null;
    if (!chance(4)) {
      counts = new LinkedHashMap<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        counts.put("k" + r.nextInt(50), chance(4) ? null : r.nextInt());
      }
    }
    Optional<String> note = chance(3) ? Optional.empty() : Optional.of("n" + r.nextInt(9));
    double score = chance(5) ? -0.0 : chance(2) ? r.nextDouble() * 1e6 : r.nextInt(100);
    Instant at = chance(4) ? null : Instant.ofEpochSecond(r.nextInt(), r.nextInt(1_000_000_000));
    Kind kind = chance(3) ? null : Kind.values()[r.nextInt(2)];
    byte[] raw = chance(3) ? null : new byte[r.nextInt(5)];
    if (raw != null) {
      r.nextBytes(raw);
    }
    Long big = chance(3) ? null : r.nextLong();
    return new Row(r.nextInt(), string(), tags, inner(), counts, note, score, at, kind, raw, big);
  }

  Cell cell() {
    if (chance(6)) {
      return null;
    }
    Cell c = new Cell();
    c.a = chance(3) ? 0 : r.nextInt();
    c.b = string();
    c.c = chance(3) ? null : r.nextInt(1000);
    c.d = chance(4) ? null : new ArrayList<>();
    if (c.d != null) {
      for (int i = r.nextInt(4); i > 0; i--) {
        c.d.add(chance(5) ? null : r.nextInt());
      }
    }
    c.row = row();
    c.inner = inner();
    c.e = chance(3) ? "" : string();
    return c;
  }

  Sheet sheet() {
    Sheet s = new Sheet();
    s.row = row();
    if (!chance(4)) {
      s.rows = new ArrayList<>();
      for (int i = r.nextInt(4); i > 0; i--) {
        s.rows.add(row());
      }
    }
    if (!chance(4)) {
      s.cells = new LinkedHashMap<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        s.cells.put("c" + r.nextInt(20), cell());
      }
    }
    Row m = row();
    s.maybe = m == null ? Optional.empty() : Optional.of(m);
    s.cell = cell();
    if (!chance(4)) {
      s.cellList = new ArrayList<>();
      for (int i = r.nextInt(3); i > 0; i--) {
        s.cellList.add(cell());
      }
    }
    if (!chance(4)) {
      List<Row> rest = chance(3) ? null : new ArrayList<>();
      for (int i = rest == null ? 0 : r.nextInt(3); i > 0; i--) {
        rest.add(row());
      }
      s.duo = new Pair<>(row(), rest, r.nextInt());
    }
    s.empty = chance(2) ? null : new Sheet.Empty();
    return s;
  }

  Pair<Inner> duo() {
    List<Inner> rest = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      rest.add(inner());
    }
    return new Pair<>(inner(), chance(4) ? null : rest, r.nextInt());
  }
}
