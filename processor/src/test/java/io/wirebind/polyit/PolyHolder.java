package io.wirebind.polyit;

import io.wirebind.annotation.WireMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The base types in every position; numbered as poly.proto. */
@WireMessage
public record PolyHolder(
    Payment payment,
    List<Payment> payments,
    Map<String, Payment> byName,
    Optional<Payment> maybe,
    Expr expr,
    List<Expr> exprs,
    List<Shape> shapes,
    Set<Payment> paymentSet) {}
