package io.wirebind.it;

/** {@link Phase} in version 2 of the schema: one constant added ({@code evolve_v2.proto}). */
public enum PhaseV2 {
  UNKNOWN,
  OPEN,
  CLOSED,
  ARCHIVED
}
