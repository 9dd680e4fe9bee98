package io.wirebind.unwrapit;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.wirebind.annotation.WireMessage;

/** Nothing but unwrapped members that may all be left out: the object can be empty. */
@WireMessage
public class OnlyUnwrapped {
  @JsonUnwrapped(prefix = "a_")
  public Sparse a;
  @JsonUnwrapped(suffix = "_z")
  public Sparse b;

  @Override
  public String toString() {
    return "OnlyUnwrapped[a=" + a + ", b=" + b + "]";
  }
}
