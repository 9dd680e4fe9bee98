package io.wirebind.unwrapit;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A mutable class unwrapped with prefix and suffix; its initial values stay when members are absent. */
@WireMessage
public class Extra {
  public long n = 5;
  public List<String> tags;
  public Map<String, Integer> counts;
  public Optional<String> note = Optional.empty();
  public Double d;

  @Override
  public String toString() {
    return "Extra[n=" + n + ", tags=" + tags + ", counts=" + counts + ", note=" + note + ", d=" + d + "]";
  }
}
