package io.wirebind.grpc.model;

import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** A mutable class with every kind the test covers: scalars, string, enum, lists, maps, bytes. */
@WireMessage
public final class Order {
  @WireField(1) public long id;
  @WireField(2) public String customer;
  @WireField(3) public Priority priority;
  @WireField(4) public List<Line> lines;
  @WireField(5) public Map<String, Long> counters;
  @WireField(6) public byte[] note;
  @WireField(7) public double total;
  @WireField(8) public boolean express;
  @WireField(9) public float weight;
  @WireField(10) public List<Integer> slots;
  @WireField(11) public Map<Integer, Line> extras;

  @Override
  public boolean equals(Object o) {
    return o instanceof Order
        && id == ((Order) o).id
        && Objects.equals(customer, ((Order) o).customer)
        && priority == ((Order) o).priority
        && Objects.equals(lines, ((Order) o).lines)
        && Objects.equals(counters, ((Order) o).counters)
        && Arrays.equals(note, ((Order) o).note)
        && Double.compare(total, ((Order) o).total) == 0
        && express == ((Order) o).express
        && Float.compare(weight, ((Order) o).weight) == 0
        && Objects.equals(slots, ((Order) o).slots)
        && Objects.equals(extras, ((Order) o).extras);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(id) * 31 + Objects.hashCode(customer);
  }

  @Override
  public String toString() {
    return "Order{id=" + id + ", customer=" + customer + ", priority=" + priority + ", lines=" + lines
        + ", counters=" + counters + ", note=" + Arrays.toString(note) + ", total=" + total
        + ", express=" + express + ", weight=" + weight + ", slots=" + slots + ", extras=" + extras + "}";
  }
}
