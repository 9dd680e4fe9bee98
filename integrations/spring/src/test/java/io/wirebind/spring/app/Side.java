package io.wirebind.spring.app;

/** Which way an order trades. */
public enum Side {
  BUY,
  SELL,
  SHORT
}
