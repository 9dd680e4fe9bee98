package io.wirebind.valueit;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;

/** A mutable message without strings, as an element of an object array (ObjectArrayReuseTest). */
@WireMessage
public final class Spot {
  @WireField(1) public int x;
  @WireField(2) public double y;

  public Spot() {}

  public Spot(int x, double y) {
    this.x = x;
    this.y = y;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Spot s && x == s.x && Double.compare(y, s.y) == 0;
  }

  @Override
  public int hashCode() {
    return 31 * x + Double.hashCode(y);
  }

  @Override
  public String toString() {
    return "Spot[" + x + ", " + y + "]";
  }
}
