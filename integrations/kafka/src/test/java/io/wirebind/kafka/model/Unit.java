package io.wirebind.kafka.model;

/** Numbers by declaration index. */
public enum Unit {
  CELSIUS,
  PASCAL,
  PERCENT,
  LUX
}
