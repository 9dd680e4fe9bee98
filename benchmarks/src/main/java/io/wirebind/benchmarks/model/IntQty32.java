package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;

/** A quantity: mantissa and decimal exponent. */
@WireMessage
@CompiledJson
public final class IntQty32 {
  @WireField(1) public int mantissa;
  @WireField(value = 2, encoding = Encoding.UNSIGNED) public int exponent;
}
