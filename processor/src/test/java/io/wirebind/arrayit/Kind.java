package io.wirebind.arrayit;

/** An enum inside array-shaped messages. */
public enum Kind { BUY, SELL }
