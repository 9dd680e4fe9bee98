package io.wirebind.it;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** Every test message nested in one: the rich message of the reuse and malformed-input tests. */
@WireMessage
public class Bundle {
  public Scalars scalars;
  public Optionals optionals;
  public Repeated repeated;
  public Maps maps;
  public Tree tree;
  public Leaf leaf;
  public List<Optionals> optionalsList;
  public String note;
}
