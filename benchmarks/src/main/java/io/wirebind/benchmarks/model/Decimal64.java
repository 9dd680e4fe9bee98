package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireField.Encoding;
import io.wirebind.annotation.WireMessage;

/** A price: mantissa and decimal exponent. */
@WireMessage
@CompiledJson
public final class Decimal64 {
  @WireField(1) public long mantissa;
  @WireField(value = 2, encoding = Encoding.UNSIGNED) public int exponent;
}
