package io.wirebind.benchmarks.model.money;

import io.wirebind.annotation.WireConverter;

/** Money as one string, {@code "12.34 EUR"}. */
@WireConverter
public final class MoneyAsText {
  private MoneyAsText() {}

  public static String write(Money value) {
    return value.toString();
  }

  public static Money read(String wire) {
    return Money.parse(wire);
  }
}
