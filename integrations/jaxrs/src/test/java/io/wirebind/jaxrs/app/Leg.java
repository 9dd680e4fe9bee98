package io.wirebind.jaxrs.app;

import io.wirebind.annotation.WireMessage;
import java.util.Objects;

/** A nested message. */
@WireMessage
public class Leg {
  public String venue;
  public long qty;
  public double px;

  @Override
  public boolean equals(Object o) {
    return o instanceof Leg l
        && Objects.equals(venue, l.venue)
        && qty == l.qty
        && Double.compare(px, l.px) == 0;
  }

  @Override
  public int hashCode() {
    return Objects.hash(venue, qty, px);
  }

  @Override
  public String toString() {
    return "Leg[" + venue + ", " + qty + ", " + px + "]";
  }
}
