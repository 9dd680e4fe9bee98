package io.wirebind.jsonit;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import io.wirebind.annotation.WireMessage;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** {@code @JsonSetter(nulls = AS_EMPTY)} on every type Wirebind implements it for. */
@WireMessage
public class AsEmpty {
  @JsonSetter(nulls = Nulls.AS_EMPTY) public String s = "init";
  @JsonSetter(nulls = Nulls.AS_EMPTY) public Integer i = 7;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public Long n;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public Double d;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public Boolean b = true;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public int p = 3;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public List<String> l;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public Set<Integer> set;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public Map<String, Integer> m;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public int[] ints;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public String[] names;
  @JsonSetter(nulls = Nulls.AS_EMPTY) public Optional<String> o;
  public String plain = "x";

  @Override
  public String toString() {
    return "AsEmpty[" + s + ", " + i + ", " + n + ", " + d + ", " + b + ", " + p + ", " + l + ", "
        + set + ", " + m + ", " + Arrays.toString(ints) + ", " + Arrays.toString(names) + ", " + o
        + ", " + plain + "]";
  }
}
