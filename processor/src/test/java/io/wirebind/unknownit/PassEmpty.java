package io.wirebind.unknownit;

import io.wirebind.UnknownFieldSet;
import io.wirebind.annotation.WireMessage;

/** No property at all: every member is unknown (private member with accessors). */
@WireMessage
public class PassEmpty {
  private UnknownFieldSet unknown;

  public UnknownFieldSet getUnknown() {
    return unknown;
  }

  public void setUnknown(UnknownFieldSet unknown) {
    this.unknown = unknown;
  }
}
