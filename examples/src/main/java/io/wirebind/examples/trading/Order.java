package io.wirebind.examples.trading;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * A mutable class with private fields and JavaBean accessors, the shape most existing domain code
 * has. The generated codec calls the getters to encode and the setters to decode; the no-argument
 * constructor makes the instances it decodes into.
 */
@WireMessage
public class Order {
  @WireField(1) private long id;
  @WireField(2) private String symbol;
  @WireField(3) private Side side;
  @WireField(4) private OrderStatus status;
  @WireField(5) private double limitPrice;
  @WireField(6) private long quantity;
  @WireField(7) private List<Fill> fills = new ArrayList<>();
  @WireField(8) private Map<String, String> tags = new LinkedHashMap<>();
  @WireField(10) private UUID accountId;

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public String getSymbol() {
    return symbol;
  }

  public void setSymbol(String symbol) {
    this.symbol = symbol;
  }

  public Side getSide() {
    return side;
  }

  public void setSide(Side side) {
    this.side = side;
  }

  public OrderStatus getStatus() {
    return status;
  }

  public void setStatus(OrderStatus status) {
    this.status = status;
  }

  public double getLimitPrice() {
    return limitPrice;
  }

  public void setLimitPrice(double limitPrice) {
    this.limitPrice = limitPrice;
  }

  public long getQuantity() {
    return quantity;
  }

  public void setQuantity(long quantity) {
    this.quantity = quantity;
  }

  public List<Fill> getFills() {
    return fills;
  }

  public void setFills(List<Fill> fills) {
    this.fills = fills;
  }

  public Map<String, String> getTags() {
    return tags;
  }

  public void setTags(Map<String, String> tags) {
    this.tags = tags;
  }

  public UUID getAccountId() {
    return accountId;
  }

  public void setAccountId(UUID accountId) {
    this.accountId = accountId;
  }

  /** The quantity filled so far. */
  public long filledQuantity() {
    long sum = 0;
    for (Fill f : fills) {
      sum += f.quantity();
    }
    return sum;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Order other
        && id == other.id
        && Objects.equals(symbol, other.symbol)
        && side == other.side
        && status == other.status
        && Double.compare(limitPrice, other.limitPrice) == 0
        && quantity == other.quantity
        && Objects.equals(fills, other.fills)
        && Objects.equals(tags, other.tags)
        && Objects.equals(accountId, other.accountId);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, symbol, side, status, limitPrice, quantity, fills, tags, accountId);
  }

  @Override
  public String toString() {
    return "Order[id=" + id + ", symbol=" + symbol + ", side=" + side + ", status=" + status
        + ", limitPrice=" + limitPrice + ", quantity=" + quantity + ", fills=" + fills
        + ", tags=" + tags + ", accountId=" + accountId + "]";
  }
}
