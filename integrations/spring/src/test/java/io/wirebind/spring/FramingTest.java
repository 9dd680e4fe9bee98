package io.wirebind.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Cutting streamed bodies into messages, whatever the chunk boundaries. */
class FramingTest {
  static final Codec<Order> CODEC = Wirebind.codec(Order.class);

  /** Feeds {@code body} in chunks of random sizes (1 byte included) and decodes each frame. */
  static List<Order> frames(WireFormat format, byte[] body, Random random, int max) {
    Framing framing = Framing.of(format, max);
    List<byte[]> out = new ArrayList<>();
    for (int i = 0; i < body.length; ) {
      int n = Math.min(body.length - i, random.nextInt(4) == 0 ? 1 : 1 + random.nextInt(200));
      framing.feed(body, i, n, out);
      i += n;
    }
    framing.finish(out);
    List<Order> orders = new ArrayList<>();
    for (byte[] frame : out) {
      orders.add(format == WireFormat.PROTO ? CODEC.fromProto(frame) : CODEC.fromJson(frame));
    }
    return orders;
  }

  @Test
  void everyFormatSurvivesAnyChunking() throws IOException {
    Random random = new Random(42);
    for (int round = 0; round < 50; round++) {
      List<Order> orders = new ArrayList<>();
      for (int i = random.nextInt(20); i > 0; i--) {
        orders.add(Orders.random(random));
      }
      ByteArrayOutputStream json = new ByteArrayOutputStream();
      ByteArrayOutputStream ndjson = new ByteArrayOutputStream();
      ByteArrayOutputStream proto = new ByteArrayOutputStream();
      json.write(" [ ".getBytes(StandardCharsets.UTF_8));
      for (int i = 0; i < orders.size(); i++) {
        json.write((i > 0 ? " ,\n" : "").getBytes(StandardCharsets.UTF_8));
        json.write(CODEC.toJson(orders.get(i)));
        ndjson.write(CODEC.toJson(orders.get(i)));
        ndjson.write((i % 3 == 0 ? "\r\n\n" : "\n").getBytes(StandardCharsets.UTF_8));
        CODEC.writeDelimited(orders.get(i), proto);
      }
      json.write(" ]\n".getBytes(StandardCharsets.UTF_8));
      assertEquals(orders, frames(WireFormat.JSON, json.toByteArray(), random, 1 << 20));
      assertEquals(orders, frames(WireFormat.NDJSON, ndjson.toByteArray(), random, 1 << 20));
      assertEquals(orders, frames(WireFormat.PROTO, proto.toByteArray(), random, 1 << 20));
    }
  }

  @Test
  void bracketsAndQuotesInsideStringsDoNotEndAnElement() {
    Order o = new Order();
    o.symbol = "],[\"}{\\";
    o.notes.add("\\\"]");
    String body = "[" + CODEC.toJsonString(o) + "," + CODEC.toJsonString(o) + "]";
    assertEquals(List.of(o, o), frames(WireFormat.JSON, body.getBytes(StandardCharsets.UTF_8), new Random(1), 1 << 20));
  }

  @Test
  void aSingleObjectIsOneMessage() {
    Order o = Orders.stable(3);
    assertEquals(List.of(o), frames(WireFormat.JSON, CODEC.toJson(o), new Random(1), 1 << 20));
  }

  @Test
  void malformedFramingIsAnErrorWithItsOffset() {
    for (String bad : new String[] {"[{},,{}]", "[{} {}]", "[,{}]", "[{}", "[{}] x", "", "[{}]]"}) {
      WirebindException e =
          assertThrows(WirebindException.class,
              () -> frames(WireFormat.JSON, bad.getBytes(StandardCharsets.UTF_8), new Random(1), 1 << 20), bad);
      assertTrue(e.getMessage().contains("at byte"), e.getMessage());
    }
    // a length prefix longer than five bytes, a truncated message, a truncated prefix
    assertThrows(WirebindException.class, () -> frames(WireFormat.PROTO, new byte[] {-1, -1, -1, -1, 0x7F}, new Random(1), 1 << 20));
    assertThrows(WirebindException.class, () -> frames(WireFormat.PROTO, new byte[] {0x05, 0x08}, new Random(1), 1 << 20));
    assertThrows(WirebindException.class, () -> frames(WireFormat.PROTO, new byte[] {(byte) 0x80}, new Random(1), 1 << 20));
  }

  @Test
  void messagesOverTheLimitAreRejectedBeforeTheyAreBuffered() {
    byte[] big = CODEC.toJson(Orders.bulky(1, 5000));
    assertThrows(WirebindException.class, () -> frames(WireFormat.NDJSON, big, new Random(1), 1000));
    assertThrows(WirebindException.class, () -> frames(WireFormat.PROTO, new byte[] {(byte) 0xE9, 0x07}, new Random(1), 1000));
  }
}
