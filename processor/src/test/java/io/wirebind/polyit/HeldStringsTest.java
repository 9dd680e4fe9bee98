package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.mappers.Jackson;
import org.junit.jupiter.api.Test;

/**
 * Decoding into a reused subtype keeps the strings it holds when the input has them unchanged: a
 * mutable class's field and, for a record built anew, the reused record's component.
 */
class HeldStringsTest {
  private static final Codec<Payment> PAYMENT = Wirebind.codec(Payment.class);

  private static Payment proto(Payment value, Payment reuse) {
    return PAYMENT.readProto(new ProtoReader().reset(PAYMENT.toProto(value)), reuse);
  }

  private static Payment json(Payment value, Payment reuse, JsonStyle style) {
    return PAYMENT.readJson(new JsonReader().reset(PAYMENT.toJson(value, style)), reuse, style);
  }

  @Test
  void aMutableSubtypeKeepsAnUnchangedString() {
    Voucher reuse = new Voucher(new String("SPRING-25".toCharArray()));
    String held = reuse.code;
    assertSame(reuse, proto(new Voucher("SPRING-25"), reuse));
    assertSame(held, reuse.code);
    for (JsonStyle style : new JsonStyle[] {Jackson.style(), JsonStyle.PROTO3}) {
      assertSame(reuse, json(new Voucher("SPRING-25"), reuse, style));
      assertSame(held, reuse.code, style.name());
    }
    proto(new Voucher("SPRING-26"), reuse);
    assertEquals("SPRING-26", reuse.code);
    assertNotSame(held, reuse.code);
    json(new Voucher("a\"quote"), reuse, Jackson.style());
    String escaped = reuse.code;
    json(new Voucher("a\"quote"), reuse, Jackson.style());
    assertSame(escaped, reuse.code, "equal once unescaped");
    json(new Voucher("caf\u00e9"), reuse, Jackson.style());
    String nonAscii = reuse.code;
    json(new Voucher("caf\u00e9"), reuse, Jackson.style());
    assertEquals(nonAscii, reuse.code);
    assertNotSame(nonAscii, reuse.code, "non-ASCII is decoded anew");
  }

  @Test
  void aRecordSubtypeIsBuiltWithTheReusedComponent() {
    Card reuse = new Card(new String("4111111111111111".toCharArray()), 7);
    Card proto = (Card) proto(new Card("4111111111111111", 8), reuse);
    assertEquals(8, proto.expiryMonth());
    assertSame(reuse.number(), proto.number());
    for (JsonStyle style : new JsonStyle[] {Jackson.style(), JsonStyle.PROTO3}) {
      Card json = (Card) json(new Card("4111111111111111", 9), reuse, style);
      assertEquals(9, json.expiryMonth());
      assertSame(reuse.number(), json.number(), style.name());
    }
    Card changed = (Card) proto(new Card("4111111111111112", 7), reuse);
    assertEquals("4111111111111112", changed.number());
  }

  @Test
  void anotherSubtypeReadsAsNew() {
    Voucher reuse = new Voucher("X");
    Payment card = proto(new Card("X", 1), reuse);
    assertEquals(new Card("X", 1), card);
    assertEquals("X", reuse.code);
  }
}
