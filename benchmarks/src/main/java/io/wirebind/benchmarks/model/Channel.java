package io.wirebind.benchmarks.model;

/** A contact channel: the key of {@link Customer#channels}. */
public enum Channel {
  EMAIL,
  SMS,
  PUSH,
  POST
}
