package io.wirebind.polyit;

import io.wirebind.polyit.proto.PolyHolder.Builder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/** Random instances of the hierarchies, and their protobuf-java equivalents from poly.proto. */
final class PolyRandom {
  private final Random r;

  PolyRandom(long seed) {
    r = new Random(seed);
  }

  String text() {
    String[] samples = {"", "a", "caf\u00e9", "\u6f22\u5b57", "quote\"back\\slash", "\ud83d\ude00", "tab\tnl\n"};
    return samples[r.nextInt(samples.length)] + r.nextInt(1000);
  }

  double number() {
    return switch (r.nextInt(4)) {
      case 0 -> 0.0;
      case 1 -> r.nextInt(100);
      case 2 -> -r.nextDouble() * 1e6;
      default -> r.nextGaussian();
    };
  }

  Payment payment() {
    return switch (r.nextInt(3)) {
      case 0 -> new Card(text(), r.nextInt(13));
      case 1 -> new BankTransfer(text(), r.nextLong() >> r.nextInt(64));
      default -> new Voucher(text());
    };
  }

  Expr expr(int depth) {
    int k = depth <= 0 ? 0 : r.nextInt(3);
    return switch (k) {
      case 0 -> new Expr.Num(number());
      case 1 -> new Expr.Add(r.nextInt(8) == 0 ? null : expr(depth - 1), expr(depth - 1));
      default -> new Expr.Neg(expr(depth - 1));
    };
  }

  Shape shape() {
    return switch (r.nextInt(3)) {
      case 0 -> new Shape.Circle(number());
      case 1 -> new Shape.Square(number());
      default -> new Shape.Triangle(number(), number(), number());
    };
  }

  PolyHolder holder() {
    List<Payment> payments = new ArrayList<>();
    Map<String, Payment> byName = new LinkedHashMap<>();
    List<Expr> exprs = new ArrayList<>();
    List<Shape> shapes = new ArrayList<>();
    Set<Payment> set = new LinkedHashSet<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      payments.add(payment());
      byName.put("k" + r.nextInt(100), payment());
      exprs.add(expr(r.nextInt(4)));
      shapes.add(shape());
      set.add(payment());
    }
    return new PolyHolder(
        r.nextInt(5) == 0 ? null : payment(),
        payments,
        byName,
        r.nextBoolean() ? Optional.empty() : Optional.of(payment()),
        r.nextInt(5) == 0 ? null : expr(r.nextInt(6)),
        exprs,
        shapes,
        set);
  }

  // ---- protobuf-java equivalents

  static io.wirebind.polyit.proto.Payment proto(Payment p) {
    var b = io.wirebind.polyit.proto.Payment.newBuilder();
    if (p instanceof Card c) {
      b.setCard(io.wirebind.polyit.proto.Card.newBuilder().setNumber(c.number()).setExpiryMonth(c.expiryMonth()));
    } else if (p instanceof BankTransfer t) {
      b.setBankTransfer(io.wirebind.polyit.proto.BankTransfer.newBuilder().setIban(t.iban()).setAmountCents(t.amountCents()));
    } else if (p instanceof Voucher v) {
      b.setVoucher(io.wirebind.polyit.proto.Voucher.newBuilder().setCode(v.code));
    }
    return b.build();
  }

  static io.wirebind.polyit.proto.Expr proto(Expr e) {
    var b = io.wirebind.polyit.proto.Expr.newBuilder();
    if (e instanceof Expr.Num n) {
      b.setNum(io.wirebind.polyit.proto.Num.newBuilder().setValue(n.value()));
    } else if (e instanceof Expr.Add a) {
      var add = io.wirebind.polyit.proto.Add.newBuilder();
      if (a.left() != null) {
        add.setLeft(proto(a.left()));
      }
      if (a.right() != null) {
        add.setRight(proto(a.right()));
      }
      b.setAdd(add);
    } else if (e instanceof Expr.Neg n) {
      var neg = io.wirebind.polyit.proto.Neg.newBuilder();
      if (n.operand() != null) {
        neg.setOperand(proto(n.operand()));
      }
      b.setNeg(neg);
    }
    return b.build();
  }

  static io.wirebind.polyit.proto.Shape proto(Shape s) {
    var b = io.wirebind.polyit.proto.Shape.newBuilder();
    if (s instanceof Shape.Circle c) {
      b.setCircle(io.wirebind.polyit.proto.Circle.newBuilder().setRadius(c.radius()));
    } else if (s instanceof Shape.Square q) {
      b.setPolygon(io.wirebind.polyit.proto.Polygon.newBuilder()
          .setSquare(io.wirebind.polyit.proto.Square.newBuilder().setSide(q.side())));
    } else if (s instanceof Shape.Triangle t) {
      b.setPolygon(io.wirebind.polyit.proto.Polygon.newBuilder()
          .setTriangle(io.wirebind.polyit.proto.Triangle.newBuilder().setA(t.a()).setB(t.b()).setC(t.c())));
    }
    return b.build();
  }

  static io.wirebind.polyit.proto.PolyHolder proto(PolyHolder h) {
    Builder b = io.wirebind.polyit.proto.PolyHolder.newBuilder();
    if (h.payment() != null) {
      b.setPayment(proto(h.payment()));
    }
    h.payments().forEach(p -> b.addPayments(proto(p)));
    h.byName().forEach((k, v) -> b.putByName(k, proto(v)));
    h.maybe().ifPresent(p -> b.setMaybe(proto(p)));
    if (h.expr() != null) {
      b.setExpr(proto(h.expr()));
    }
    h.exprs().forEach(e -> b.addExprs(proto(e)));
    h.shapes().forEach(s -> b.addShapes(proto(s)));
    h.paymentSet().forEach(p -> b.addPaymentSet(proto(p)));
    return b.build();
  }
}
