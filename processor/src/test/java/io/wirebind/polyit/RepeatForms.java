package io.wirebind.polyit;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Objects;

/** Plain messages read with repeated members; see RepeatedMembersTest. */
public final class RepeatForms {
  private RepeatForms() {}

  @WireMessage public record Pair(int x, String s) {}

  @WireMessage public record Three(String a, List<Integer> b, Pair c) {}

  @WireMessage
  public static final class Mutable {
    public int x;
    public String s;

    @Override
    public boolean equals(Object o) {
      return o instanceof Mutable m && x == m.x && Objects.equals(s, m.s);
    }

    @Override
    public int hashCode() {
      return Objects.hash(x, s);
    }

    @Override
    public String toString() {
      return "Mutable[" + x + ", " + s + "]";
    }
  }
}
