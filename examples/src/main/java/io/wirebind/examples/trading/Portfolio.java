package io.wirebind.examples.trading;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;

/** The top-level message: nested messages in a list and as map values. Numbered 1..3. */
@WireMessage
public record Portfolio(String account, List<Order> orders, Map<String, PriceSeries> history) {}
