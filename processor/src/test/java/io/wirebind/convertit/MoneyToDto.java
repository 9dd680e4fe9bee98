package io.wirebind.convertit;

import com.fasterxml.jackson.databind.util.StdConverter;

/** Jackson's converter writing a Money as a MoneyDto. */
public final class MoneyToDto extends StdConverter<Money, MoneyDto> {
  @Override
  public MoneyDto convert(Money value) {
    return new MoneyDto(value.amount().toString(), value.currency());
  }
}
