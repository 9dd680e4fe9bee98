package io.wirebind.unwrapit;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.wirebind.annotation.WireMessage;

/** Unwraps in turn: unwrapped into {@link Holder}, its members' names compose outside-in. */
@WireMessage
public class Deep {
  public int z;
  @JsonUnwrapped(prefix = "i_", suffix = "_s")
  public Extra extra;

  @Override
  public String toString() {
    return "Deep[z=" + z + ", extra=" + extra + "]";
  }
}
