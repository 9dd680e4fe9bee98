package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A mutable generic message: decoding into one reuses its list. */
@WireMessage
public class Slice<T> {
  public List<T> items = new ArrayList<>();
  public T first;
  public long offset;

  @Override
  public boolean equals(Object o) {
    return o instanceof Slice<?> s && items.equals(s.items) && Objects.equals(first, s.first)
        && offset == s.offset;
  }

  @Override
  public int hashCode() {
    return Objects.hash(items, first, offset);
  }

  @Override
  public String toString() {
    return "Slice[items=" + items + ", first=" + first + ", offset=" + offset + "]";
  }
}
