package io.wirebind.unknownit;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** {@link PassV1} without the unknown-field member: unknown members are skipped. */
@WireMessage
public class PassV1Plain {
  public long id;
  public String name;
  public List<String> tags;
  public PassChild child;
}
