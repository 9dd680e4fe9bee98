package io.wirebind.benchmarks.model.money;

import io.wirebind.annotation.WireConverters;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/** A payment whose amounts are {@link Money}, written as strings through {@link MoneyAsText}. */
@WireMessage
@WireConverters(MoneyAsText.class)
public record TextPayment(String id, String payer, Money amount, Money fee, List<Money> splits) {}
