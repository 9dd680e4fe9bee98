package io.wirebind.genericit;

import io.wirebind.annotation.WireGeneric;

/** Parameterisations only used as top-level codecs. */
@WireGeneric(type = Page.class, args = String.class)
@WireGeneric(type = Box.class, args = Long.class)
final class TopLevel {
  private TopLevel() {}
}
