package io.wirebind.unwrapit;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.wirebind.annotation.WireMessage;

/** Every unwrapping at once: record and class, prefix and suffix, nested, and a name collision. */
@WireMessage
public class Holder {
  public int id;
  @JsonUnwrapped
  public Point point;
  public String name;
  @JsonUnwrapped(prefix = "e_", suffix = "_x")
  public Extra extra;
  @JsonUnwrapped(prefix = "o_", suffix = "_e")
  public Deep deep;
  @JsonUnwrapped(prefix = "s_")
  public Sparse sparse;
  /** Collides with {@link Point#y}: both are written, this one takes the member on reading. */
  public String y;

  @Override
  public String toString() {
    return "Holder[id=" + id + ", point=" + point + ", name=" + name + ", extra=" + extra + ", deep="
        + deep + ", sparse=" + sparse + ", y=" + y + "]";
  }
}
