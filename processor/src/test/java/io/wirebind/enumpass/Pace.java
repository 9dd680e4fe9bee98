package io.wirebind.enumpass;

/** The version 1 enum of {@code enum_pass.proto}: version 2 adds 3, 300 and -5. */
public enum Pace {
  STOP,
  WALK,
  RUN
}
