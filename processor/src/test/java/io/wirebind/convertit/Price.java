package io.wirebind.convertit;

import java.util.Objects;

/** A foreign value written as the {@link PriceDto} message. */
public final class Price {
  final long cents;
  final String currency;

  public Price(long cents, String currency) {
    if (cents < 0) {
      throw new IllegalArgumentException("negative price " + cents);
    }
    this.cents = cents;
    this.currency = currency;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Price p && p.cents == cents && Objects.equals(p.currency, currency);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(cents) * 31 + Objects.hashCode(currency);
  }

  @Override
  public String toString() {
    return cents + " " + currency;
  }
}
