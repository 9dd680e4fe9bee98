package io.wirebind.jaxrs.app;

import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A test message with every kind the HTTP tests cover: scalars, String, an enum, boxed numbers
 * (null or not), bytes, a nested message, lists and a map. Public fields, so Jackson sees the
 * same properties in the same order; numbered 1..16 in declaration order (see orders.proto).
 */
@WireMessage
public class Order {
  public long id;
  public String symbol;
  public Side side;
  public double price;
  public float weight;
  public int quantity;
  public boolean active;
  public Integer boxedInt;
  public Long boxedLong;
  public Double boxedDouble;
  public byte[] payload;
  public Leg leg;
  public List<Leg> legs = new ArrayList<>();
  public List<String> notes = new ArrayList<>();
  public Map<String, Long> counts = new LinkedHashMap<>();
  public List<Integer> levels = new ArrayList<>();

  @Override
  public boolean equals(Object o) {
    return o instanceof Order x
        && id == x.id
        && Objects.equals(symbol, x.symbol)
        && side == x.side
        && Double.compare(price, x.price) == 0
        && Float.compare(weight, x.weight) == 0
        && quantity == x.quantity
        && active == x.active
        && Objects.equals(boxedInt, x.boxedInt)
        && Objects.equals(boxedLong, x.boxedLong)
        && Objects.equals(boxedDouble, x.boxedDouble)
        && Arrays.equals(payload, x.payload)
        && Objects.equals(leg, x.leg)
        && legs.equals(x.legs)
        && notes.equals(x.notes)
        && counts.equals(x.counts)
        && levels.equals(x.levels);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, symbol, side, price, quantity);
  }

  @Override
  public String toString() {
    return "Order[" + id + ", " + symbol + ", " + side + ", " + price + ", " + weight + ", " + quantity
        + ", " + active + ", " + boxedInt + ", " + boxedLong + ", " + boxedDouble + ", "
        + Arrays.toString(payload) + ", " + leg + ", " + legs + ", " + notes + ", " + counts + ", "
        + levels + "]";
  }
}
