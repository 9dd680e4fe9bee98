package io.wirebind.examples.lombok;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Lombok classes compiled by Maven with Lombok before Wirebind on the annotation processor path:
 * our JSON equals Jackson 2.18's, each reads the other's, protobuf and proto3 JSON round-trip.
 */
class LombokTest {
  static final ObjectMapper JACKSON = JsonMapper.builder().addModule(new Jdk8Module()).build();
  static final Codec<Invoice> INVOICE = Wirebind.codec(Invoice.class);
  static final Codec<Tagged> TAGGED = Wirebind.codec(Tagged.class);

  private static String text(Random r) {
    return r.nextInt(4) == 0 ? null : "t\"é" + r.nextInt(100);
  }

  private static Line line(Random r) {
    return Line.builder().product(text(r)).quantity(r.nextInt()).price(r.nextInt(3) == 0 ? 0 : r.nextDouble()).build();
  }

  static Invoice invoice(Random r) {
    List<Line> lines = null;
    if (r.nextInt(4) > 0) {
      lines = new ArrayList<>();
      for (int i = r.nextInt(4); i > 0; i--) {
        lines.add(line(r));
      }
    }
    Customer c = null;
    if (r.nextBoolean()) {
      c = new Customer();
      c.setName(text(r));
      c.setVip(r.nextBoolean());
      c.setEmails(r.nextBoolean() ? null : List.of("a@b.c", "d" + r.nextInt(9)));
    }
    Invoice.InvoiceBuilder b = Invoice.builder().number(text(r)).cents(r.nextLong()).lines(lines)
        .discount(r.nextInt(3) == 0 ? null : r.nextBoolean() ? Optional.empty() : Optional.of(line(r)))
        .customer(c);
    if (r.nextBoolean()) {
      b.currency(text(r));
    }
    return b.build();
  }

  @Test
  void jsonIsJacksonsAndEachReadsTheOther() throws Exception {
    Random r = new Random(35);
    for (int i = 0; i < 300; i++) {
      Invoice x = invoice(r);
      byte[] jackson = JACKSON.writeValueAsBytes(x);
      assertEquals(new String(jackson, StandardCharsets.UTF_8), new String(INVOICE.toJson(x), StandardCharsets.UTF_8));
      assertEquals(JACKSON.readValue(jackson, Invoice.class), INVOICE.fromJson(jackson));
      assertEquals(JACKSON.readValue(INVOICE.toJson(x), Invoice.class), INVOICE.fromJson(jackson));
      Tagged t = new Tagged();
      t.setTag(text(r));
      t.setWeight(r.nextInt());
      t.setInvoice(r.nextBoolean() ? x : null);
      byte[] tj = JACKSON.writeValueAsBytes(t);
      assertEquals(new String(tj, StandardCharsets.UTF_8), new String(TAGGED.toJson(t), StandardCharsets.UTF_8));
      assertEquals(JACKSON.readValue(tj, Tagged.class), TAGGED.fromJson(tj));
    }
  }

  @Test
  void anAbsentMemberKeepsTheBuildersDefaultAsJackson() throws Exception {
    for (String json : new String[] {"{}", "{\"number\":\"7\"}", "{\"currency\":null}", "{\"currency\":\"USD\",\"cents\":5}"}) {
      Invoice jackson = JACKSON.readValue(json, Invoice.class);
      assertEquals(jackson, INVOICE.fromJson(json.getBytes(StandardCharsets.UTF_8)), json);
    }
    assertEquals("EUR", INVOICE.fromJson("{}".getBytes(StandardCharsets.UTF_8)).getCurrency());
  }

  @Test
  void protobufAndProto3JsonRoundTrip() {
    Random r = new Random(36);
    for (int i = 0; i < 300; i++) {
      Invoice x = invoice(r);
      byte[] pb = INVOICE.toProto(x);
      assertEquals(java.util.Arrays.toString(pb), java.util.Arrays.toString(INVOICE.toProto(INVOICE.fromProto(pb))));
      byte[] p3 = INVOICE.toJson(x, JsonStyle.PROTO3);
      assertEquals(new String(p3, StandardCharsets.UTF_8),
          new String(INVOICE.toJson(INVOICE.fromJson(p3, JsonStyle.PROTO3), JsonStyle.PROTO3), StandardCharsets.UTF_8));
    }
  }

  @Test
  void aReusedDecodeBuildsANewInstance() {
    Invoice old = Invoice.builder().number("1").build();
    Invoice got = INVOICE.readJson(new JsonReader().reset("{\"number\":\"2\"}".getBytes(StandardCharsets.UTF_8)), old);
    assertNotSame(old, got);
    assertEquals("2", got.getNumber());
    assertEquals("1", old.getNumber());
  }
}
