package io.wirebind.examples.immutables;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@link Trade}s in every position: a field, a list element, a map value and an Optional. */
@WireMessage
public class Blotter {
  public Trade last;
  public List<Trade> trades;
  public Map<String, Trade> bySymbol;
  public Optional<Trade> pending;
}
