package io.wirebind.unknownit;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.wirebind.UnknownFieldSet;
import io.wirebind.annotation.WireMessage;

/** A nested message that keeps unknown members too (its version 2 has more). */
@WireMessage
public class PassChild {
  public String label;
  public int size;
  @JsonIgnore public UnknownFieldSet unknown;
}
