package io.wirebind.it;

/** The version 1 enum of the schema-evolution tests ({@code evolve_v1.proto}). */
public enum Phase {
  UNKNOWN,
  OPEN,
  CLOSED
}
