package io.wirebind.convertit;

import io.wirebind.annotation.WireConverter;

/** Money as its text, {@code "12.34 EUR"}: registered for the package in package-info. */
@WireConverter
public final class MoneyConverter {
  private MoneyConverter() {}

  public static String write(Money value) {
    return value.toString();
  }

  public static Money read(String wire) {
    return Money.parse(wire);
  }
}
