package io.wirebind.arrayit;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeSet;

/** {@code @JsonSetter(contentNulls)} on every container shape. */
@WireMessage
public class Lenient {
  @JsonSetter(contentNulls = Nulls.SKIP) public List<String> skipList;
  @JsonSetter(contentNulls = Nulls.SKIP) public Set<Integer> skipSet;
  @JsonSetter(contentNulls = Nulls.SKIP) public String[] skipArray;
  @JsonSetter(contentNulls = Nulls.SKIP) public Map<String, Integer> skipMap;
  @JsonSetter(contentNulls = Nulls.SKIP) public List<Inner> skipMessages;
  @JsonSetter(contentNulls = Nulls.SKIP) public List<Kind> skipEnums;
  @JsonSetter(contentNulls = Nulls.SKIP) public Inner[] skipMessageArray;
  @JsonSetter(contentNulls = Nulls.AS_EMPTY) public List<String> emptyList;
  @JsonSetter(contentNulls = Nulls.AS_EMPTY) public List<Integer> emptyInts;
  @JsonSetter(contentNulls = Nulls.AS_EMPTY) public SortedMap<String, Long> emptyMap;
  @JsonSetter(contentNulls = Nulls.AS_EMPTY) public String[] emptyArray;
  @JsonSetter(contentNulls = Nulls.AS_EMPTY) public TreeSet<Double> emptyDoubles;
  @JsonSetter(contentNulls = Nulls.AS_EMPTY) public List<Boolean> emptyBooleans;
  @JsonSetter(contentNulls = Nulls.FAIL) public List<String> failList;
  @JsonSetter(contentNulls = Nulls.FAIL) public Map<String, String> failMap;
  @JsonSetter(contentNulls = Nulls.FAIL) public Long[] failArray;
  @JsonSetter(contentNulls = Nulls.FAIL) public Optional<String> failOptional = Optional.empty();
  @JsonSetter(nulls = Nulls.SKIP, contentNulls = Nulls.SKIP) public List<String> both;
  @JsonSetter(contentNulls = Nulls.SET) public List<String> set;

  /** The same rules on record components (decoded through the constructor). */
  @WireMessage
  public record Frozen(
      @JsonSetter(contentNulls = Nulls.SKIP) List<String> skip,
      @JsonSetter(contentNulls = Nulls.AS_EMPTY) Map<String, String> empty,
      @JsonSetter(contentNulls = Nulls.FAIL) Set<Long> fail) {}
}
