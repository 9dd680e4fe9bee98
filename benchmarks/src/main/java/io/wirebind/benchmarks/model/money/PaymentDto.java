package io.wirebind.benchmarks.model.money;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** {@link Payment} as hand-written without a converter: the same JSON and protobuf. */
@WireMessage
public record PaymentDto(String id, String payer, MoneyDto amount, MoneyDto fee, List<MoneyDto> splits) {}
