package io.wirebind.examples.trading;

import io.wirebind.annotation.WireMessage;

/**
 * Closing prices at a fixed interval. No {@code @WireField} anywhere: the components are numbered
 * 1..4 in declaration order. The {@code double[]} is written as one packed run (8 bytes a value)
 * and read back with a bulk copy.
 */
@WireMessage
public record PriceSeries(String symbol, java.time.Instant startTime, int intervalSeconds, double[] closes) {}
