package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;
import java.util.Objects;

/** A mutable message holding a mutable parameterisation: decoding into one reuses both. */
@WireMessage
public class Shelf {
  public Slice<Item> slice = new Slice<>();
  public String name;

  @Override
  public boolean equals(Object o) {
    return o instanceof Shelf s && Objects.equals(slice, s.slice) && Objects.equals(name, s.name);
  }

  @Override
  public int hashCode() {
    return Objects.hash(slice, name);
  }
}
