package io.wirebind.polyit;

import io.wirebind.annotation.WireMessage;

/** A recursive hierarchy without Jackson annotations: JSON ids as Jackson's {@code use = NAME}. */
@WireMessage
public sealed interface Expr permits Expr.Num, Expr.Add, Expr.Neg {
  @WireMessage
  record Num(double value) implements Expr {}

  @WireMessage
  record Add(Expr left, Expr right) implements Expr {}

  @WireMessage
  record Neg(Expr operand) implements Expr {}
}
