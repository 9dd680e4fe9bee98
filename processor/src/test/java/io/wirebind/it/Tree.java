package io.wirebind.it;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** A recursive message. */
@WireMessage
public class Tree {
  public int value;
  public String label;
  public Tree left;
  public List<Tree> children;
}
