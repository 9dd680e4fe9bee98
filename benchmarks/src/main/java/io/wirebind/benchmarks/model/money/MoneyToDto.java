package io.wirebind.benchmarks.model.money;

import io.wirebind.annotation.WireConverter;

/** Money as the {@link MoneyDto} message. */
@WireConverter
public final class MoneyToDto {
  private MoneyToDto() {}

  public static MoneyDto write(Money value) {
    return new MoneyDto(value.amount(), value.currency());
  }

  public static Money read(MoneyDto wire) {
    return new Money(wire.amount(), wire.currency());
  }
}
