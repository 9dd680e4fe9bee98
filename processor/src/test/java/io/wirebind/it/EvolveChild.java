package io.wirebind.it;

import io.wirebind.annotation.WireMessage;

/** The nested message version 2 of the schema-evolution message adds. */
@WireMessage
public class EvolveChild {
  public int id;
  public String note;
}
