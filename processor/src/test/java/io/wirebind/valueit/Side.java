package io.wirebind.valueit;

/** An enum with ordinal numbers, for optionals. */
public enum Side {
  BUY,
  SELL
}
