package io.wirebind.unwrapit;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.annotation.WireMessage;

/** Unwrapped members keep their own class's {@code @JsonInclude}. */
@WireMessage
@JsonInclude(JsonInclude.Include.NON_NULL)
public class Sparse {
  public String a;
  public Integer b;

  @Override
  public String toString() {
    return "Sparse[a=" + a + ", b=" + b + "]";
  }
}
