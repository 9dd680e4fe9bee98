package io.wirebind.valueit;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Value objects of each creation style, and messages holding them in every position (public: the
 * fuzz targets hold a {@link Ticket}).
 */
public final class ValueObjectModels {
  private ValueObjectModels() {}

  /** A record written as its component; read through its canonical constructor. */
  public record OrderId(@JsonValue String value) {}

  /** A record wrapping a JDK value type. */
  public record Price(@JsonValue BigDecimal amount) {}

  /** A record with a delegating {@code @JsonCreator} factory. */
  public record Deadline(@JsonValue Instant at) {
    @JsonCreator
    public static Deadline of(Instant at) {
      return new Deadline(at);
    }
  }

  /** A class wrapping a primitive: a {@code @JsonValue} method and a delegating constructor. */
  public static final class Quantity {
    private final long units;

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public Quantity(long units) {
      this.units = units;
    }

    @JsonValue
    public long units() {
      return units;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Quantity q && q.units == units;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(units);
    }

    @Override
    public String toString() {
      return "Quantity[" + units + "]";
    }
  }

  /** A class with a {@code @JsonValue} field, a private constructor and an {@code of} factory. */
  public static final class Sku {
    @JsonValue final String code;

    private Sku(String code) {
      this.code = code;
    }

    public static Sku of(String code) {
      return new Sku(code);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Sku s && Objects.equals(s.code, code);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(code);
    }

    @Override
    public String toString() {
      return "Sku[" + code + "]";
    }
  }

  /** Value objects as fields of a mutable class. */
  @WireMessage
  public static class Leg {
    @WireField(1) public OrderId id;
    @WireField(2) public Price price;
    @WireField(3) public Quantity quantity;

    @Override
    public boolean equals(Object o) {
      return o instanceof Leg l && Objects.equals(l.id, id) && Objects.equals(l.price, price)
          && Objects.equals(l.quantity, quantity);
    }

    @Override
    public int hashCode() {
      return Objects.hash(id, price, quantity);
    }

    @Override
    public String toString() {
      return "Leg[" + id + ", " + price + ", " + quantity + "]";
    }
  }

  /** Value objects as record components, list elements, map values, an optional and nested. */
  @WireMessage
  public record Ticket(
      OrderId id,
      Quantity qty,
      Sku sku,
      Deadline deadline,
      List<OrderId> related,
      List<Quantity> fills,
      Map<String, Price> prices,
      Optional<OrderId> parent,
      List<Deadline> deadlines,
      Leg leg) {}
}
