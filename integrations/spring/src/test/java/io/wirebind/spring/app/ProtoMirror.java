package io.wirebind.spring.app;

import com.google.protobuf.ByteString;
import io.wirebind.spring.proto.OrderProtos;

/** The protoc-generated message with the same values as an {@link Order}. */
public final class ProtoMirror {
  private ProtoMirror() {}

  public static OrderProtos.Order of(Order o) {
    OrderProtos.Order.Builder b =
        OrderProtos.Order.newBuilder()
            .setId(o.id)
            .setPrice(o.price)
            .setWeight(o.weight)
            .setQuantity(o.quantity)
            .setActive(o.active)
            .addAllNotes(o.notes)
            .putAllCounts(o.counts)
            .addAllLevels(o.levels);
    if (o.symbol != null) {
      b.setSymbol(o.symbol);
    }
    if (o.side != null) {
      b.setSide(OrderProtos.Side.forNumber(o.side.ordinal()));
    }
    if (o.boxedInt != null) {
      b.setBoxedInt(o.boxedInt);
    }
    if (o.boxedLong != null) {
      b.setBoxedLong(o.boxedLong);
    }
    if (o.boxedDouble != null) {
      b.setBoxedDouble(o.boxedDouble);
    }
    if (o.payload != null) {
      b.setPayload(ByteString.copyFrom(o.payload));
    }
    if (o.leg != null) {
      b.setLeg(of(o.leg));
    }
    o.legs.forEach(l -> b.addLegs(of(l)));
    return b.build();
  }

  static OrderProtos.Leg of(Leg l) {
    OrderProtos.Leg.Builder b = OrderProtos.Leg.newBuilder().setQty(l.qty).setPx(l.px);
    if (l.venue != null) {
      b.setVenue(l.venue);
    }
    return b.build();
  }
}
