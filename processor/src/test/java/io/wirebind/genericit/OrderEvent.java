package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;
import java.util.Objects;

/** A message whose fields come from {@code Event<Item>}: every {@code P} is an {@code Item}. */
@WireMessage
public class OrderEvent extends Event<Item> {
  public String source;

  @Override
  public boolean equals(Object o) {
    return o instanceof OrderEvent e && Objects.equals(payload, e.payload)
        && history.equals(e.history) && byId.equals(e.byId)
        && Objects.equals(getPrevious(), e.getPrevious()) && at == e.at
        && Objects.equals(source, e.source);
  }

  @Override
  public int hashCode() {
    return Objects.hash(payload, history, source);
  }

  @Override
  public String toString() {
    return "OrderEvent[payload=" + payload + ", history=" + history + ", byId=" + byId
        + ", previous=" + getPrevious() + ", at=" + at + ", source=" + source + "]";
  }
}
