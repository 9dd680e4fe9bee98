package io.wirebind.benchmarks.model.money;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireConverters;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * A payment whose amounts are {@link Money}, written through {@link MoneyToDto} (DSL-JSON: through
 * {@link DslJsonMoney.AsObject}).
 */
@WireMessage
@CompiledJson
@WireConverters(MoneyToDto.class)
public record Payment(String id, String payer, Money amount, Money fee, List<Money> splits) {}
