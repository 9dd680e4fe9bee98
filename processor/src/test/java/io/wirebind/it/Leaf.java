package io.wirebind.it;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** A small nested message with public fields. */
@WireMessage
public class Leaf {
  public int id;
  public String name;
  public Double weight;
  public List<Integer> tags;
}
