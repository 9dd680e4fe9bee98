package io.wirebind.benchmarks.model.money;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** {@link TextPayment} as hand-written: the amounts as Strings the caller formats and parses. */
@WireMessage
public record TextPaymentDto(String id, String payer, String amount, String fee, List<String> splits) {}
