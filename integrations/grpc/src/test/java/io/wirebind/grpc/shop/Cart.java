package io.wirebind.grpc.shop;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/** A cart: nested messages, an enum, a map. */
@WireMessage
public record Cart(long id, List<Item> items, Status status, Map<String, Integer> coupons) {
  /** Where the cart is. */
  public enum Status { OPEN, PAID }
}
