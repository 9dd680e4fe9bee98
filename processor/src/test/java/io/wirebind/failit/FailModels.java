package io.wirebind.failit;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.annotation.JsonValue;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Messages whose own code rejects values, as a shop's domain classes do: a record's compact
 * constructor, a setter, a {@code @JsonCreator} constructor and a value object's factory, each
 * throwing {@link NullPointerException}, {@link IllegalArgumentException} or {@link Rejected}.
 * The checks run only while {@link #strict} is set, so the tests can build the values to encode.
 */
public final class FailModels {
  private FailModels() {}

  /** Whether the constructors, setters and creators check their values. */
  public static volatile boolean strict = true;

  /** An application's own exception type. */
  public static final class Rejected extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public Rejected(String message) {
      super(message);
    }
  }

  /** A record validating in its compact constructor. */
  @WireMessage
  public record Line(@WireField(1) String sku, @WireField(2) int qty) {
    public Line {
      if (strict) {
        Objects.requireNonNull(sku, "sku");
        if (qty < 0) {
          throw new IllegalArgumentException("qty must not be negative");
        }
        if (qty == 13) {
          throw new Rejected("13 is not sold");
        }
      }
    }
  }

  /** A value object whose {@code @JsonCreator} factory validates. */
  public record Money(@JsonValue long cents) {
    @JsonCreator
    public static Money of(long cents) {
      if (strict && cents < 0) {
        throw new IllegalArgumentException("negative amount");
      }
      if (strict && cents == 13) {
        throw new Rejected("13 cents");
      }
      return new Money(cents);
    }
  }

  /** A JavaBean validating in a setter. */
  @WireMessage
  public static class Account {
    private String iban;

    public String getIban() {
      return iban;
    }

    public void setIban(String iban) {
      if (strict) {
        if (iban.isEmpty()) {
          throw new Rejected("empty IBAN");
        }
        if (iban.length() < 4) {
          throw new IllegalArgumentException("IBAN too short");
        }
      }
      this.iban = iban;
    }
  }

  /** A class created through a validating {@code @JsonCreator} constructor. */
  @WireMessage
  public static final class Customer {
    private final String name;
    private final int age;

    @JsonCreator
    public Customer(@JsonProperty("name") String name, @JsonProperty("age") int age) {
      if (strict) {
        Objects.requireNonNull(name, "name");
        if (age < 0) {
          throw new IllegalArgumentException("age must not be negative");
        }
        if (age == 13) {
          throw new Rejected("too young");
        }
      }
      this.name = name;
      this.age = age;
    }

    public String getName() {
      return name;
    }

    public int getAge() {
      return age;
    }
  }

  /** A sealed hierarchy: a oneof in protobuf, a type id in JSON. */
  @WireMessage
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
  @JsonSubTypes({@JsonSubTypes.Type(Card.class), @JsonSubTypes.Type(Cash.class)})
  public sealed interface Payment permits Card, Cash {}

  /** A case validating in its compact constructor. */
  @WireMessage
  public record Card(@WireField(1) String number, @WireField(2) int month) implements Payment {
    public Card {
      if (strict && (month < 1 || month > 12)) {
        throw new IllegalArgumentException("month " + month + " is not 1..12");
      }
    }
  }

  /** A case without checks. */
  @WireMessage
  public record Cash(@WireField(1) long cents) implements Payment {}

  /** Each of the above in each position. */
  @WireMessage
  public record Order(
      @WireField(1) String id,
      @WireField(2) List<Line> items,
      @WireField(3) Map<String, Line> byKey,
      @WireField(4) Line main,
      @WireField(5) Money total,
      @WireField(6) Account account,
      @WireField(7) Customer customer,
      @WireField(8) Payment payment,
      @WireField(9) Map<Integer, Integer> counts,
      @WireField(10) List<Money> refunds,
      @WireField(11) List<Integer> qtys) {}

  /** A record flattened into its holder's JSON. */
  @WireMessage
  public static class Shipment {
    public int id;
    @JsonUnwrapped
    public Line line;
  }

  /** Members no property names, kept in a map. */
  @WireMessage
  public static class Bag {
    public int id;

    @JsonAnyGetter
    @JsonAnySetter
    public Map<String, Object> other;
  }
}
