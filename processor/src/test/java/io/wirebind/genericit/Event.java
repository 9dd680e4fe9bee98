package io.wirebind.genericit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A generic base class, not a message itself: subclasses bind {@code P}. */
public abstract class Event<P> {
  public P payload;
  public List<P> history = new ArrayList<>();
  public Map<String, P> byId = new LinkedHashMap<>();
  private P previous;
  public long at;

  public P getPrevious() {
    return previous;
  }

  public void setPrevious(P previous) {
    this.previous = previous;
  }
}
