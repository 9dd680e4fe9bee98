package io.wirebind.benchmarks.model.money;

import java.math.BigDecimal;
import java.util.Objects;

/** A money type as a library ships it: immutable, no annotations, no no-argument constructor. */
public final class Money {
  private final BigDecimal amount;
  private final String currency;

  public Money(BigDecimal amount, String currency) {
    this.amount = Objects.requireNonNull(amount);
    this.currency = Objects.requireNonNull(currency);
  }

  /** {@code "12.34 EUR"} back into a Money. */
  public static Money parse(String text) {
    int space = text.lastIndexOf(' ');
    if (space < 0) {
      throw new IllegalArgumentException("not an amount and a currency: " + text);
    }
    return new Money(new BigDecimal(text.substring(0, space)), text.substring(space + 1));
  }

  public BigDecimal amount() {
    return amount;
  }

  public String currency() {
    return currency;
  }

  @Override
  public String toString() {
    return amount + " " + currency;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Money m && m.amount.equals(amount) && m.currency.equals(currency);
  }

  @Override
  public int hashCode() {
    return amount.hashCode() * 31 + currency.hashCode();
  }
}
