package io.wirebind.convertit;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.wirebind.annotation.WireMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A mutable class mixing Jackson's own property converters (cash: a Money written as a MoneyDto;
 * entries: a whole list written as one String) with the package's @WireConverter (savings).
 */
@WireMessage
public class Wallet {
  @JsonSerialize(converter = MoneyToDto.class)
  @JsonDeserialize(converter = DtoToMoney.class)
  public Money cash;

  public Money savings;

  @JsonSerialize(converter = QtysToText.class)
  @JsonDeserialize(converter = TextToQtys.class)
  public List<Qty> entries = new ArrayList<>();

  public String owner;

  @Override
  public boolean equals(Object o) {
    return o instanceof Wallet w && Objects.equals(w.cash, cash) && Objects.equals(w.savings, savings)
        && Objects.equals(w.entries, entries) && Objects.equals(w.owner, owner);
  }

  @Override
  public int hashCode() {
    return Objects.hash(cash, savings, entries, owner);
  }

  @Override
  public String toString() {
    return "Wallet[" + cash + ", " + savings + ", " + entries + ", " + owner + "]";
  }
}
