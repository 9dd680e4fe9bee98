package io.wirebind.examples.autovalue;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.google.auto.value.AutoValue;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * An AutoValue class: Jackson and Wirebind read it through its accessors and create it through the
 * {@code @JsonCreator} factory, which returns the class AutoValue generates.
 */
@WireMessage
@AutoValue
public abstract class Quote {
  @JsonProperty("symbol")
  public abstract String symbol();

  @JsonProperty("price")
  public abstract double price();

  @JsonProperty("venues")
  public abstract List<String> venues();

  @JsonProperty("note")
  public abstract @Nullable String note();

  @JsonCreator
  public static Quote create(@JsonProperty("symbol") String symbol, @JsonProperty("price") double price,
      @JsonProperty("venues") List<String> venues, @JsonProperty("note") @Nullable String note) {
    return new AutoValue_Quote(symbol, price, venues, note);
  }
}
