package io.wirebind.polyit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.mappers.Jackson;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Sealed hierarchies against protoc-generated protobuf-java (the hand-written oneof of poly.proto)
 * and against Jackson 2.18 with the same annotations (for hierarchies without them, Jackson with
 * {@code @JsonTypeInfo(use = NAME)} added by a mix-in: Wirebind's documented default).
 */
class PolyDifferentialTest {
  /** What Wirebind writes without Jackson annotations: Jackson's {@code use = NAME}. */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
  @JsonSubTypes({
    @JsonSubTypes.Type(Expr.Num.class), @JsonSubTypes.Type(Expr.Add.class), @JsonSubTypes.Type(Expr.Neg.class)
  })
  interface ExprDefault {}

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
  interface ShapeDefault {}

  /** Boot's mapper, Jackson 2 or 3 ({@link Jackson}), with the mix-ins above. */
  static final Jackson MAPPER = Jackson.boot(
      b -> b.addMixIn(Expr.class, ExprDefault.class).addMixIn(Shape.class, ShapeDefault.class),
      b -> b.addMixIn(Expr.class, ExprDefault.class).addMixIn(Shape.class, ShapeDefault.class));

  static final Codec<PolyHolder> HOLDER = Wirebind.codec(PolyHolder.class);
  static final Codec<Payment> PAYMENT = Wirebind.codec(Payment.class);
  static final Codec<Expr> EXPR = Wirebind.codec(Expr.class);

  @Test
  void protobufBothWays() throws Exception {
    PolyRandom random = new PolyRandom(1);
    for (int i = 0; i < 3000; i++) {
      PolyHolder x = random.holder();
      var expected = PolyRandom.proto(x);
      byte[] ours = HOLDER.toProto(x);
      assertEquals(expected, io.wirebind.polyit.proto.PolyHolder.parseFrom(ours), x.toString());
      assertEquals(x, HOLDER.fromProto(expected.toByteArray()));
      assertEquals(x, HOLDER.fromProto(ours));
    }
  }

  @Test
  void aLoneHierarchyIsTheOneofMessage() throws Exception {
    PolyRandom random = new PolyRandom(2);
    for (int i = 0; i < 1000; i++) {
      Payment p = random.payment();
      assertArrayEquals(PolyRandom.proto(p).toByteArray(), PAYMENT.toProto(p));
      assertEquals(p, PAYMENT.fromProto(PolyRandom.proto(p).toByteArray()));
      Expr e = random.expr(8);
      assertArrayEquals(PolyRandom.proto(e).toByteArray(), EXPR.toProto(e));
      assertEquals(e, EXPR.fromProto(PolyRandom.proto(e).toByteArray()));
    }
  }

  @Test
  void emptyOneofIsNullAndUnknownCaseIsSkipped() throws Exception {
    assertNull(PAYMENT.fromProto(new byte[0]));
    // case 7 is unknown: skipped, the value is null as protobuf leaves the oneof unset
    assertNull(PAYMENT.fromProto(new byte[] {0x3a, 0x00}));
    // of two cases the last wins; the same case twice merges
    byte[] card = PAYMENT.toProto(new Card("1", 2));
    byte[] voucher = PAYMENT.toProto(new Voucher("v"));
    byte[] both = new byte[card.length + voucher.length];
    System.arraycopy(card, 0, both, 0, card.length);
    System.arraycopy(voucher, 0, both, card.length, voucher.length);
    assertEquals(new Voucher("v"), PAYMENT.fromProto(both));
    assertEquals(io.wirebind.polyit.proto.Payment.parseFrom(both), PolyRandom.proto(PAYMENT.fromProto(both)));
    byte[] month = PAYMENT.toProto(new Card(null, 5));
    byte[] twice = new byte[card.length + month.length];
    System.arraycopy(card, 0, twice, 0, card.length);
    System.arraycopy(month, 0, twice, card.length, month.length);
    assertEquals(new Card("1", 5), PAYMENT.fromProto(twice));
  }

  @Test
  void reuseKeepsTheSubtypeInstance() {
    Voucher reuse = new Voucher("old");
    Payment back = PAYMENT.readProto(new io.wirebind.ProtoReader().reset(PAYMENT.toProto(new Voucher("new"))), reuse);
    assertSame(reuse, back);
    assertEquals("new", reuse.code);
    Payment json = PAYMENT.readJson(new io.wirebind.JsonReader().reset(PAYMENT.toJson(new Voucher("j"))), reuse);
    assertSame(reuse, json);
    assertEquals("j", reuse.code);
  }

  @Test
  void jsonIsJacksons() throws Exception {
    PolyRandom random = new PolyRandom(3);
    for (int i = 0; i < 3000; i++) {
      PolyHolder x = random.holder();
      // bytes, as an HTTP body: Jackson's UTF-8 generator escapes surrogate pairs
      String jackson = new String(MAPPER.writeValueAsBytes(x), StandardCharsets.UTF_8);
      assertEquals(jackson, HOLDER.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(x, HOLDER.fromJson(json));
      assertEquals(x, MAPPER.readValue(json, PolyHolder.class));
    }
  }

  @Test
  void subtypeAloneCarriesItsTypeIdAsInJackson() throws Exception {
    Card c = new Card("4111", 7);
    assertEquals(MAPPER.writeValueAsString(c), new String(Wirebind.codec(Card.class).toJson(c), StandardCharsets.UTF_8));
    assertEquals(c, Wirebind.codec(Card.class).fromJson(MAPPER.writeValueAsBytes(c)));
  }

  @Test
  void typeIdAnywhereInTheObject() throws Exception {
    assertEquals(new Card("n", 3), PAYMENT.fromJson("{\"number\":\"n\",\"expiryMonth\":3,\"@type\":\"Card\"}"));
    assertEquals(new Card("n", 3), PAYMENT.fromJson("{\"@type\":\"Card\",\"expiryMonth\":3,\"number\":\"n\"}"));
    assertEquals(new Card(null, 0), PAYMENT.fromJson("{\"@type\":\"Card\"}"));
    assertEquals(new Card("n", 0), PAYMENT.fromJson("{\"@type\":\"Card\",\"number\":\"n\"}"));
    assertEquals(new Card("n", 3), Wirebind.codec(Card.class).fromJson("{\"@type\":\"Card\",\"number\":\"n\",\"expiryMonth\":3}"));
    assertEquals(new Card("n", 3), PAYMENT.fromJson(" { \"number\" : \"n\" , \"@type\" : \"Card\" , \"expiryMonth\" : 3 } "));
    assertEquals(new Shape.Square(2), Wirebind.codec(Shape.class).fromJson("{\"side\":2,\"@type\":\"square\"}"));
    assertEquals(new Shape.Circle(1), Wirebind.codec(Shape.class).fromJson("{\"@type\":\"round\",\"radius\":1}"));
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    PolyRandom random = new PolyRandom(4);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    JsonFormat.Parser parser = JsonFormat.parser();
    for (int i = 0; i < 1000; i++) {
      Payment p = random.payment();
      String theirs = printer.print(PolyRandom.proto(p));
      assertEquals(p, PAYMENT.fromJson(theirs.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3), theirs);
      var b = io.wirebind.polyit.proto.Payment.newBuilder();
      parser.merge(new String(PAYMENT.toJson(p, JsonStyle.PROTO3), StandardCharsets.UTF_8), b);
      assertEquals(PolyRandom.proto(p), b.build());
      Expr e = random.expr(5);
      var eb = io.wirebind.polyit.proto.Expr.newBuilder();
      parser.merge(new String(EXPR.toJson(e, JsonStyle.PROTO3), StandardCharsets.UTF_8), eb);
      assertEquals(PolyRandom.proto(e), eb.build());
      assertEquals(e, EXPR.fromJson(printer.print(PolyRandom.proto(e)).getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3));
    }
    assertEquals(new BankTransfer("x", 0),
        PAYMENT.fromJson("{\"bank_transfer\":{\"iban\":\"x\"}}".getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3));
    assertNull(PAYMENT.fromJson("{}".getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3));
  }
}
