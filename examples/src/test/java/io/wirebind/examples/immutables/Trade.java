package io.wirebind.examples.immutables;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.wirebind.annotation.WireMessage;
import java.util.List;
import org.immutables.value.Value;

/**
 * An Immutables value type: Jackson and Wirebind write it as the {@code ImmutableTrade} Immutables
 * generates and create it through {@code ImmutableTrade.builder()}.
 */
@WireMessage
@Value.Immutable
@JsonSerialize(as = ImmutableTrade.class)
@JsonDeserialize(as = ImmutableTrade.class)
public interface Trade {
  String symbol();

  long quantity();

  double price();

  List<String> tags();

  @Nullable
  String note();
}
