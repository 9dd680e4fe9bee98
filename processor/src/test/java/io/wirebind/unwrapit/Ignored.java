package io.wirebind.unwrapit;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/** Jackson ignores {@code @JsonUnwrapped} on collections, maps, arrays and single values. */
@WireMessage
public class Ignored {
  @JsonUnwrapped
  public List<String> list;
  @JsonUnwrapped
  public Map<String, Integer> map;
  @JsonUnwrapped
  public int n;
  @JsonUnwrapped
  public String s;
  @JsonUnwrapped
  public int[] ints;
  @JsonUnwrapped
  public java.util.Optional<String> opt;
  @JsonUnwrapped(enabled = false)
  public Point kept;

  @Override
  public String toString() {
    return "Ignored[list=" + list + ", map=" + map + ", n=" + n + ", s=" + s + ", ints="
        + java.util.Arrays.toString(ints) + ", opt=" + opt + ", kept=" + kept + "]";
  }
}
