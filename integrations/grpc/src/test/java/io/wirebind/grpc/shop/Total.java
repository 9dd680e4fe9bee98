package io.wirebind.grpc.shop;

import io.wirebind.annotation.WireMessage;

/** What the shop answers for one or many carts. */
@WireMessage
public record Total(long cartId, int items, long units) {
  static Total of(Cart c) {
    long units = 0;
    for (Item i : c.items()) {
      units += i.qty();
    }
    return new Total(c.id(), c.items().size(), units);
  }
}
