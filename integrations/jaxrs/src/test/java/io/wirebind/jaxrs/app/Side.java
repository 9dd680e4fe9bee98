package io.wirebind.jaxrs.app;

/** Which way an order trades. */
public enum Side {
  BUY,
  SELL,
  SHORT
}
