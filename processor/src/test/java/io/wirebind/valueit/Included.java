package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.annotation.WireMessage;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedSet;

/** {@code @JsonInclude(NON_EMPTY / NON_ABSENT)} on the class and on fields, for every shape. */
public final class Included {
  private Included() {}

  @WireMessage
  @JsonInclude(JsonInclude.Include.NON_EMPTY)
  public static class NonEmpty {
    public Set<String> set;
    public SortedSet<Integer> sorted;
    public EnumSet<Side> sides;
    public Map<String, Integer> map;
    public EnumMap<Side, String> byside;
    public String[] strings;
    public int[] ints;
    public List<List<Integer>> nested;
    public Optional<String> optional;
    public OptionalInt optionalInt;
    public String text;
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public List<String> always;
  }

  @WireMessage
  @JsonInclude(JsonInclude.Include.NON_ABSENT)
  public static class NonAbsent {
    public Set<String> set;
    public Map<Side, Integer> map;
    public String[] strings;
    public Optional<String> optional;
    public OptionalInt optionalInt;
    public String text;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public Optional<List<String>> listOption;
  }
}
