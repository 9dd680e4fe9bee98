package io.wirebind.it;

/** An enum with default numbering: the declaration index. */
public enum Color {
  RED,
  GREEN,
  BLUE
}
