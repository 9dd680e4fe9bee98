package io.wirebind.examples;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.TextFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.examples.interop.peer.TradingProto;
import io.wirebind.examples.trading.Fill;
import io.wirebind.examples.trading.Order;
import io.wirebind.examples.trading.OrderStatus;
import io.wirebind.examples.trading.Side;
import java.io.PrintStream;
import java.util.Arrays;

/**
 * Example 4: interop with protoc-generated code. {@code src/main/proto/trading.proto} describes
 * the trading messages as a peer service sees them; protoc turns it into protobuf-java classes
 * ({@link TradingProto}) during the build. The peer parses what Wirebind writes, and Wirebind
 * parses what the peer writes, including a field the Java class does not have. protobuf-java
 * stands in for any language protoc supports: the bytes are the same.
 *
 * <p>Run: {@code java -cp ... io.wirebind.examples.InteropExample}
 */
public final class InteropExample {

  /** What the example found. */
  public record Result(boolean peerReadsWirebind, boolean sameBytesAsProtoc,
      boolean wirebindReadsPeer, boolean unknownFieldSkipped, String peerText) {}

  private InteropExample() {}

  public static void main(String[] args) throws InvalidProtocolBufferException {
    run(System.out);
  }

  /** Runs the example, printing to {@code out}. */
  public static Result run(PrintStream out) throws InvalidProtocolBufferException {
    Codec<Order> codec = Wirebind.codec(Order.class);
    TextFormat.Printer text = TextFormat.printer().emittingSingleLine(true);

    // 1. Wirebind writes, the peer reads
    Order order = DomainExample.samplePortfolio().orders().get(0);
    byte[] wirebindBytes = codec.toProto(order);
    TradingProto.Order peerView = TradingProto.Order.parseFrom(wirebindBytes);
    String peerText = text.printToString(peerView).strip();
    boolean peerReads = peerView.getId() == order.getId()
        && peerView.getSymbol().equals(order.getSymbol())
        && peerView.getSide() == TradingProto.Side.BUY
        && peerView.getStatus() == TradingProto.OrderStatus.PARTIALLY_FILLED
        && peerView.getLimitPrice() == order.getLimitPrice()
        && peerView.getFillsCount() == order.getFills().size()
        && peerView.getFills(1).getVenue().equals(order.getFills().get(1).venue())
        && peerView.getTagsMap().equals(order.getTags());
    // protoc's encoding of the same content, field for field (maps in the order given)
    boolean sameBytes = Arrays.equals(wirebindBytes, peerView.toByteArray());
    out.println("Wirebind wrote " + wirebindBytes.length + " bytes; protobuf-java parsed: "
        + peerText);
    out.println("peer sees every field: " + (peerReads ? "yes" : "NO")
        + "; byte-identical to protobuf-java's own encoding: " + (sameBytes ? "yes" : "NO"));

    // 2. the peer writes (with a field this Java class does not know), Wirebind reads
    TradingProto.Order fromPeer = TradingProto.Order.newBuilder()
        .setId(2001)
        .setSymbol("GLOBX")
        .setSide(TradingProto.Side.SELL)
        .setStatus(TradingProto.OrderStatus.FILLED)
        .setLimitPrice(48.5)
        .setQuantity(300)
        .addFills(TradingProto.Fill.newBuilder()
            .setTime(com.google.protobuf.Timestamp.newBuilder().setSeconds(1_700_000_100L).setNanos(250_000_000))
            .setPrice(com.google.type.Decimal.newBuilder().setValue("48.550"))
            .setQuantity(300).setVenue("XLON"))
        .putTags("desk", "eq-cash")
        .setClientOrderId("client-7f3a") // field 9: unknown to Wirebind's Order, skipped
        .setAccountId("5f0c3b1e-2d4a-4b6f-9a8e-1c2d3e4f5a6b")
        .build();
    byte[] peerBytes = fromPeer.toByteArray();
    Order decoded = codec.fromProto(peerBytes);
    Order expected = new Order();
    expected.setId(2001);
    expected.setSymbol("GLOBX");
    expected.setSide(Side.SELL);
    expected.setStatus(OrderStatus.FILLED);
    expected.setLimitPrice(48.5);
    expected.setQuantity(300);
    expected.getFills().add(new Fill(java.time.Instant.parse("2023-11-14T22:15:00.250Z"),
        new java.math.BigDecimal("48.550"), 300, "XLON"));
    expected.setAccountId(java.util.UUID.fromString("5f0c3b1e-2d4a-4b6f-9a8e-1c2d3e4f5a6b"));
    expected.getTags().put("desk", "eq-cash");
    boolean wirebindReads = expected.equals(decoded);
    // what Wirebind writes back is the peer's message without the field it does not know
    boolean skipped = Arrays.equals(codec.toProto(decoded),
        fromPeer.toBuilder().clearClientOrderId().build().toByteArray());
    out.println("protobuf-java wrote " + peerBytes.length + " bytes; Wirebind decoded: " + decoded);
    out.println("Wirebind reads the peer's message: " + (wirebindReads ? "yes" : "NO")
        + "; unknown field 9 (client_order_id) skipped: " + (skipped ? "yes" : "NO"));
    return new Result(peerReads, sameBytes, wirebindReads, skipped, peerText);
  }
}
