package io.wirebind.unwrapit;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.annotation.WireMessage;

/** Proto3 JSON keeps the nested object; only the Jackson style unwraps. */
@WireMessage(json = JsonStyle.PROTO3)
public class Proto3Styled {
  public int a;
  @JsonUnwrapped(prefix = "p_")
  public Sparse sparse;
}
