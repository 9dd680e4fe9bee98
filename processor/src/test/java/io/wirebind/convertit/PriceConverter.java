package io.wirebind.convertit;

import io.wirebind.annotation.WireConverter;

/** Price as a PriceDto message; reading a negative amount throws (the Price constructor refuses it). */
@WireConverter
public final class PriceConverter {
  private PriceConverter() {}

  public static PriceDto write(Price value) {
    return new PriceDto(value.cents, value.currency);
  }

  public static Price read(PriceDto wire) {
    return new Price(wire.cents(), wire.currency());
  }
}
