package io.wirebind.benchmarks.model.money;

import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import io.wirebind.annotation.WireConverters;
import io.wirebind.annotation.WireMessage;
import java.util.List;

/**
 * A payment whose amounts are {@link Money}, written as strings through {@link MoneyAsText}
 * (DSL-JSON: through {@link DslJsonMoney.AsText} and {@link DslJsonMoney.TextList}).
 */
@WireMessage
@WireConverters(MoneyAsText.class)
@CompiledJson
public record TextPayment(String id, String payer,
    @JsonAttribute(converter = DslJsonMoney.AsText.class) Money amount,
    @JsonAttribute(converter = DslJsonMoney.AsText.class) Money fee,
    @JsonAttribute(converter = DslJsonMoney.TextList.class) List<Money> splits) {}
