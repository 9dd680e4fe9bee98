package io.wirebind.unknownit;

import io.wirebind.UnknownFieldSet;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** {@link PassV1} in the proto3 JSON style (defaults left out, int64 as strings). */
@WireMessage(json = JsonStyle.PROTO3)
public class PassProto3 {
  public long id;
  public String name;
  public List<String> tags;
  public UnknownFieldSet unknown;
}
