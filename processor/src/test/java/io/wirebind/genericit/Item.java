package io.wirebind.genericit;

import io.wirebind.annotation.WireMessage;

/** A plain message used as a type argument. */
@WireMessage
public record Item(String id, long qty, Kind kind) {
  /** An enum, also used as a type argument. */
  public enum Kind { BOOK, MUSIC, FILM }
}
