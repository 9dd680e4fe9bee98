package io.wirebind.benchmarks.model;

import com.dslplatform.json.CompiledJson;
import io.wirebind.annotation.WireField;
import io.wirebind.annotation.WireMessage;
import java.math.BigDecimal;
import java.util.Objects;

/** A fee of a {@link Posting}: a code and an amount. */
@WireMessage
@CompiledJson
public final class Fee {
  @WireField(1) public String code;
  @WireField(2) public BigDecimal amount;

  @Override
  public boolean equals(Object o) {
    return o instanceof Fee f && Objects.equals(code, f.code) && Objects.equals(amount, f.amount);
  }

  @Override
  public int hashCode() {
    return Objects.hash(code, amount);
  }

  @Override
  public String toString() {
    return code + "=" + amount;
  }
}
