package io.wirebind.examples.autovalue;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@link Quote}s in every position: a field, a list element, a map value and an Optional. */
@WireMessage
public class Portfolio {
  public Quote main;
  public List<Quote> quotes;
  public Map<String, Quote> byVenue;
  public Optional<Quote> hedge;
}
