package io.wirebind.valueit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.valueit.ValueObjectModels.Deadline;
import io.wirebind.valueit.ValueObjectModels.Leg;
import io.wirebind.valueit.ValueObjectModels.OrderId;
import io.wirebind.valueit.ValueObjectModels.Price;
import io.wirebind.valueit.ValueObjectModels.Quantity;
import io.wirebind.valueit.ValueObjectModels.Sku;
import io.wirebind.valueit.ValueObjectModels.Ticket;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Value objects ({@code @JsonValue} classes): in JSON exactly as the Spring Boot-style Jackson
 * mapper writes and reads them, in protobuf as the wrapped value's field of a protoc peer.
 */
class ValueObjectsTest {
  static final Codec<Ticket> CODEC = Wirebind.codec(Ticket.class);

  private static <T> T sometimes(Random r, T v) {
    return r.nextInt(4) == 0 ? null : v;
  }

  static Ticket random(Random r, RandomValues values) {
    List<OrderId> related = new ArrayList<>();
    List<Quantity> fills = new ArrayList<>();
    List<Deadline> deadlines = new ArrayList<>();
    Map<String, Price> prices = new LinkedHashMap<>();
    for (int i = r.nextInt(4); i > 0; i--) {
      related.add(new OrderId("r" + r.nextInt(1000)));
      fills.add(new Quantity(r.nextBoolean() ? 0 : r.nextLong()));
      deadlines.add(new Deadline(values.of(Instant.class)));
      prices.put("p" + i, new Price(values.of(BigDecimal.class)));
    }
    Leg leg = null;
    if (r.nextBoolean()) {
      leg = new Leg();
      leg.id = sometimes(r, new OrderId(r.nextBoolean() ? "" : "leg" + r.nextInt()));
      leg.price = sometimes(r, new Price(values.of(BigDecimal.class)));
      leg.quantity = sometimes(r, new Quantity(r.nextInt()));
    }
    return new Ticket(
        sometimes(r, new OrderId(r.nextBoolean() ? "" : "o-" + r.nextInt())),
        sometimes(r, new Quantity(r.nextBoolean() ? 0 : r.nextLong())),
        sometimes(r, Sku.of("sku\u00e9" + r.nextInt(100))),
        sometimes(r, new Deadline(values.of(Instant.class))),
        related, fills, prices,
        r.nextBoolean() ? Optional.of(new OrderId("parent")) : Optional.empty(),
        deadlines, leg);
  }

  static io.wirebind.valueit.proto.Ticket proto(Ticket t) {
    var b = io.wirebind.valueit.proto.Ticket.newBuilder();
    if (t.id() != null) b.setId(t.id().value());
    if (t.qty() != null) b.setQty(t.qty().units());
    if (t.sku() != null) b.setSku(t.sku().code);
    if (t.deadline() != null) b.setDeadline(ValueProtos.timestamp(t.deadline().at()));
    t.related().forEach(o -> b.addRelated(o.value()));
    t.fills().forEach(q -> b.addFills(q.units()));
    t.prices().forEach((k, p) -> b.putPrices(k, ValueProtos.decimal(p.amount())));
    t.parent().ifPresent(p -> b.setParent(p.value()));
    t.deadlines().forEach(d -> b.addDeadlines(ValueProtos.timestamp(d.at())));
    if (t.leg() != null) {
      var l = io.wirebind.valueit.proto.Leg.newBuilder();
      if (t.leg().id != null) l.setId(t.leg().id.value());
      if (t.leg().price != null) l.setPrice(ValueProtos.decimal(t.leg().price.amount()));
      if (t.leg().quantity != null) l.setQuantity(t.leg().quantity.units());
      b.setLeg(l);
    }
    return b.build();
  }

  @Test
  void protobufBothWays() throws Exception {
    Random r = new Random(40);
    RandomValues values = new RandomValues(41);
    for (int i = 0; i < 2000; i++) {
      Ticket x = random(r, values);
      var expected = proto(x);
      byte[] ours = CODEC.toProto(x);
      assertArrayEquals(expected.toByteArray(), ours, x.toString());
      assertEquals(x, CODEC.fromProto(expected.toByteArray()));
    }
  }

  @Test
  void jsonIsJacksons() throws Exception {
    Random r = new Random(42);
    RandomValues values = new RandomValues(43);
    for (int i = 0; i < 2000; i++) {
      Ticket x = random(r, values);
      String jackson = ValueTypesDifferentialTest.BOOT.writeValueAsString(x);
      assertEquals(jackson, CODEC.toJsonString(x));
      byte[] json = jackson.getBytes(StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readValue(json, Ticket.class), CODEC.fromJson(json));
      assertEquals(x, CODEC.fromJson(json));
    }
  }

  @Test
  void proto3JsonIsJsonFormats() throws Exception {
    Random r = new Random(44);
    RandomValues values = new RandomValues(45);
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (int i = 0; i < 500; i++) {
      Ticket x = random(r, values);
      var expected = proto(x);
      String theirs = printer.print(expected);
      String ours = new String(CODEC.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8);
      assertEquals(ValueTypesDifferentialTest.BOOT.readTree(theirs), ValueTypesDifferentialTest.BOOT.readTree(ours));
      // absent repeated members read as null in JSON, as empty in protobuf: compare as protobuf
      Ticket back = CODEC.fromJson(theirs.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3);
      assertArrayEquals(expected.toByteArray(), CODEC.toProto(back));
    }
  }

  @Test
  void nullMembersAndWrappedNulls() throws Exception {
    String json = "{\"id\":null,\"qty\":null,\"related\":[null,\"a\"],\"prices\":{\"x\":null}}";
    byte[] b = json.getBytes(StandardCharsets.UTF_8);
    assertEquals(ValueTypesDifferentialTest.BOOT.readValue(b, Ticket.class).toString(), CODEC.fromJson(b).toString());
    Ticket wrappedNull = new Ticket(new OrderId(null), null, null, null, List.of(), List.of(), Map.of(),
        Optional.empty(), List.of(), null);
    assertEquals(ValueTypesDifferentialTest.BOOT.writeValueAsString(wrappedNull), CODEC.toJsonString(wrappedNull));
    WirebindException e = assertThrows(WirebindException.class, () -> CODEC.toProto(wrappedNull));
    assertEquals("an OrderId holds a null value; protobuf cannot represent null (JSON writes null)", e.getMessage());
  }

  @Test
  void badWrappedValuesAreErrorsWithOffsets() {
    for (String json : new String[] {"{\"qty\":\"x\"}", "{\"deadline\":\"2024-13-01T00:00:00Z\"}",
        "{\"prices\":{\"a\":\"x1\"}}", "{\"fills\":[1,2.5e999]}", "{\"id\":[1]}"}) {
      WirebindException e = assertThrows(WirebindException.class,
          () -> CODEC.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
      assertEquals(true, e.offset() >= 0, e.getMessage());
    }
  }
}
