package io.wirebind.convertit;

import com.fasterxml.jackson.databind.util.StdConverter;
import java.math.BigDecimal;

/** Jackson's converter reading a MoneyDto back; a malformed amount throws NumberFormatException. */
public final class DtoToMoney extends StdConverter<MoneyDto, Money> {
  @Override
  public Money convert(MoneyDto value) {
    return new Money(new BigDecimal(value.amount()), value.currency());
  }
}
