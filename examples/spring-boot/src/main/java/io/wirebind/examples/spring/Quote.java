package io.wirebind.examples.spring;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * A price quote. {@code @WireMessage} is all it takes for the service to send and accept it as
 * JSON (the bytes Jackson would write) and as protobuf:
 * {@code message Quote { optional string symbol = 1; double bid = 2; double ask = 3; int64 time = 4;
 * repeated Level depth = 5; optional Venue venue = 6; }}
 */
@WireMessage
public record Quote(
    @WireField(1) String symbol,
    @WireField(2) double bid,
    @WireField(3) double ask,
    @WireField(4) long time,
    @WireField(5) List<Level> depth,
    @WireField(6) Venue venue) {

  /** One price level of the order book. */
  @WireMessage
  public record Level(@WireField(1) double price, @WireField(2) long size) {}

  /** Where the quote comes from. */
  public enum Venue {
    XNYS,
    XNAS,
    XLON
  }
}
