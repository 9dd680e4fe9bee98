package io.wirebind.benchmarks.http;

/** Which way an order trades. */
public enum Side {
  BUY,
  SELL,
  SHORT
}
