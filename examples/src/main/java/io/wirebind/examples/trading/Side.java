package io.wirebind.examples.trading;

/** Which way an order trades. No numbers given: protobuf numbers are the declaration indexes. */
public enum Side {
  BUY,
  SELL
}
