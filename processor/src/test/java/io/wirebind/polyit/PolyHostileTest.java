package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Hostile input to hierarchy decoders: every failure a WirebindException with an offset. */
class PolyHostileTest {
  static final Codec<Payment> PAYMENT = Wirebind.codec(Payment.class);
  static final Codec<Expr> EXPR = Wirebind.codec(Expr.class);

  private static WirebindException json(Codec<?> codec, String json) {
    return assertThrows(WirebindException.class, () -> codec.fromJson(json), json);
  }

  @Test
  void missingTypeIdNamesThePropertyAndOffset() {
    WirebindException e = json(PAYMENT, "  {\"number\":\"1\",\"expiryMonth\":2}");
    assertEquals("missing type id property '@type' for Payment (at byte 2)", e.getMessage());
    assertEquals("missing type id property '@type' for Payment (at byte 0)", json(PAYMENT, "{}").getMessage());
  }

  @Test
  void unknownTypeIdIsNamed() {
    WirebindException e = json(PAYMENT, "{\"number\":\"1\",\"@type\":\"Cash\"}");
    assertTrue(e.reason().startsWith("unknown type id 'Cash' for Payment; known ids: Card, BankTransfer, Voucher"),
        e.getMessage());
    assertTrue(e.getMessage().endsWith("(at byte 22)"), e.getMessage());
  }

  @Test
  void malformedIdsAndObjects() {
    for (String s : new String[] {
        "{\"@type\":5}", "{\"@type\":null}", "{\"@type\":\"Card\"", "{\"@type\":\"Card\",}", "[]", "\"Card\"",
        "{\"@type\":\"Card\",\"number\":}", "{\"number\":[1,2,{\"a\":}],\"@type\":\"Card\"}", "{\"@type\":\"Ca",
        "{\"@type\":\"Card\",\"expiryMonth\":\"x\"}"}) {
      json(PAYMENT, s);
    }
    assertThrows(WirebindException.class,
        () -> PAYMENT.fromJson("{\"card\":{},\"voucher\":{}}".getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3));
  }

  @Test
  void aCaseWithTheWrongWireTypeIsAnError() {
    // field 1 (card) as a varint
    WirebindException e = assertThrows(WirebindException.class, () -> PAYMENT.fromProto(new byte[] {0x08, 0x01}));
    assertTrue(e.reason().startsWith("field 'card' (number 1) arrived with wire type 0"), e.getMessage());
  }

  @Test
  void deepRecursionHitsTheDepthLimits() {
    StringBuilder json = new StringBuilder();
    int depth = 5000;
    for (int i = 0; i < depth; i++) {
      json.append("{\"@type\":\"Expr$Neg\",\"operand\":");
    }
    json.append("{\"@type\":\"Expr$Num\",\"value\":1}");
    json.append("}".repeat(depth));
    WirebindException e = json(EXPR, json.toString());
    assertTrue(e.getMessage().contains("nested deeper than"), e.getMessage());

    Expr deep = new Expr.Num(1);
    for (int i = 0; i < 40; i++) { // 80 nested messages: more than a reader limited to 64, fewer than the writer's 100
      deep = new Expr.Neg(deep);
    }
    byte[] proto = EXPR.toProto(deep);
    Expr finalDeep = deep;
    WirebindException p = assertThrows(WirebindException.class,
        () -> EXPR.fromProto(proto, io.wirebind.Limits.DEFAULTS.withMaxProtoDepth(64)));
    assertTrue(p.getMessage().contains("nested deeper than"), p.getMessage());
    // within the limits both round-trip
    Expr ok = new Expr.Num(2);
    for (int i = 0; i < 30; i++) {
      ok = new Expr.Neg(ok);
    }
    assertEquals(ok, EXPR.fromProto(EXPR.toProto(ok)));
    assertEquals(ok, EXPR.fromJson(EXPR.toJson(ok)));
    assertTrue(finalDeep instanceof Expr.Neg);
  }

  @Test
  void lateTypeIdsInLargeObjectsDecode() {
    StringBuilder b = new StringBuilder("{\"number\":\"n\"");
    for (int i = 0; i < 20000; i++) {
      b.append(",\"pad").append(i).append("\":[1,{\"x\":\"y\"}]");
    }
    b.append(",\"@type\":\"Card\",\"expiryMonth\":4}");
    assertEquals(new Card("n", 4), PAYMENT.fromJson(b.toString()));
  }

  @Test
  void randomCorruptionOfValidInputOnlyThrowsWirebindException() {
    Random r = new Random(11);
    PolyRandom random = new PolyRandom(12);
    Codec<PolyHolder> holder = Wirebind.codec(PolyHolder.class);
    for (int i = 0; i < 3000; i++) {
      PolyHolder x = random.holder();
      byte[] json = holder.toJson(x);
      byte[] proto = holder.toProto(x);
      corrupt(r, json);
      corrupt(r, proto);
      try {
        holder.fromJson(json);
      } catch (WirebindException expected) {
        // fine
      }
      try {
        holder.fromProto(proto);
      } catch (WirebindException expected) {
        // fine
      }
    }
  }

  private static void corrupt(Random r, byte[] b) {
    if (b.length > 0) {
      for (int k = 1 + r.nextInt(3); k > 0; k--) {
        b[r.nextInt(b.length)] = (byte) r.nextInt(256);
      }
    }
  }
}
