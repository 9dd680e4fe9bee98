package io.wirebind.streamit;

import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;

/** A market tick: the element of the large streams of {@link BigStreamTest}. */
@WireMessage
public class Tick {
  public long time;
  public double price;
  public String symbol;
  public List<Integer> levels = new ArrayList<>();
  public boolean active;
}
