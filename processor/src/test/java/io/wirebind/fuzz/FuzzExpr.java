package io.wirebind.fuzz;

import io.wirebind.annotation.WireMessage;
import java.util.List;

/** A recursive sealed hierarchy for the fuzzers: a oneof in protobuf, type ids in JSON. */
@WireMessage
public sealed interface FuzzExpr permits FuzzExpr.Lit, FuzzExpr.Sum, FuzzExpr.Not, FuzzExpr.Var {
  @WireMessage
  record Lit(long value, String text) implements FuzzExpr {}

  @WireMessage
  record Sum(List<FuzzExpr> terms) implements FuzzExpr {}

  @WireMessage
  record Not(FuzzExpr inner) implements FuzzExpr {}

  /** A mutable subtype: decoded into the instance already there when the case repeats. */
  @WireMessage
  final class Var implements FuzzExpr {
    public String name;
    public FuzzExpr bound;
  }
}
