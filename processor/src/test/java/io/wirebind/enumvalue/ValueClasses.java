package io.wirebind.enumvalue;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** {@code @JsonValue} classes that are not enums, with creators that refuse some values. */
public final class ValueClasses {
  private ValueClasses() {}

  /** A record whose canonical constructor refuses one code (one the fuzzers do not make). */
  public record Code(@JsonValue String value) {
    public Code {
      if ("bad code".equals(value)) {
        throw new IllegalArgumentException("refused code");
      }
    }
  }

  /** A {@code @JsonValue} getter and a {@code @JsonCreator} factory taking an {@code int}. */
  public static final class Rank {
    private final int value;

    private Rank(int value) {
      this.value = value;
    }

    @JsonValue
    public int getValue() {
      return value;
    }

    @JsonCreator
    public static Rank fromValue(int value) {
      if (value == -4) {
        throw new IllegalArgumentException("refused rank " + value);
      }
      return new Rank(value);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Rank r && r.value == value;
    }

    @Override
    public int hashCode() {
      return value;
    }

    @Override
    public String toString() {
      return "Rank[" + value + "]";
    }
  }

  /** The value classes in a field, a list, a map value and key, and an optional. */
  @WireMessage
  public record Holder(Code code, Rank rank, List<Code> codes, Map<String, Rank> ranks,
      Map<Code, Integer> byCode, Optional<Rank> best) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Holder h && Objects.equals(h.code, code) && Objects.equals(h.rank, rank)
          && Objects.equals(h.codes, codes) && Objects.equals(h.ranks, ranks)
          && Objects.equals(h.byCode, byCode) && Objects.equals(h.best, best);
    }

    @Override
    public int hashCode() {
      return Objects.hash(code, rank, codes, ranks, byCode, best);
    }
  }
}
