package io.wirebind.it;

/** The version 1 enum of {@code enum_lists.proto}: version 2 adds 3, 300 and -5. */
public enum Tier {
  NONE,
  BRONZE,
  SILVER
}
