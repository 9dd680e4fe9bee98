package io.wirebind.spring;

import static io.wirebind.http.fixtures.HttpChecks.assertBadRequest;
import static io.wirebind.http.fixtures.HttpChecks.assertSameBody;
import static io.wirebind.http.fixtures.HttpChecks.decodeList;
import static io.wirebind.http.fixtures.HttpChecks.encodeList;
import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.NDJSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static io.wirebind.http.fixtures.HttpClientSupport.get;
import static io.wirebind.http.fixtures.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.Wirebind;
import io.wirebind.http.fixtures.HttpChecks;
import io.wirebind.http.fixtures.HttpClientSupport;
import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import io.wirebind.http.fixtures.Payment;
import io.wirebind.http.fixtures.ProtoMirror;
import io.wirebind.http.fixtures.proto.OrderProtos;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The checks both Spring stacks must pass, over real HTTP against a Boot application started on a
 * loopback port, once with Wirebind (the auto-configuration) and once with it turned off by the
 * property (plain Jackson), for byte comparisons.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class AbstractSpringHttpTest {
  static final Codec<Order> CODEC = Wirebind.codec(Order.class);

  ConfigurableApplicationContext wirebindApp;
  ConfigurableApplicationContext jacksonApp;
  String wirebind;
  String jackson;

  /** Starts the application with Wirebind on ({@code true}) or off. */
  abstract ConfigurableApplicationContext start(boolean wirebindEnabled);

  /** Orders produced so far by the streaming endpoint of the Wirebind application. */
  abstract LongSupplier produced();

  @BeforeAll
  void startApps() {
    wirebindApp = start(true);
    jacksonApp = start(false);
    wirebind = io.wirebind.spring.app.TestApps.baseUrl(wirebindApp);
    jackson = io.wirebind.spring.app.TestApps.baseUrl(jacksonApp);
  }

  @AfterAll
  void stopApps() {
    if (wirebindApp != null) {
      wirebindApp.close();
    }
    if (jacksonApp != null) {
      jacksonApp.close();
    }
  }

  @Test
  void jsonIsTheDefaultAndProtobufIsChosenByAccept() throws IOException {
    for (String accept : new String[] {null, "*/*", JSON}) {
      HttpResponse<byte[]> r = get(wirebind + "/orders/7", accept);
      assertEquals(200, r.statusCode());
      assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith(JSON), accept);
      assertEquals(Orders.stable(7), CODEC.fromJson(r.body()));
    }
    for (String accept : new String[] {PROTOBUF, "application/protobuf"}) {
      HttpResponse<byte[]> r = get(wirebind + "/orders/7", accept);
      assertEquals(200, r.statusCode());
      assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith(accept));
      assertEquals(ProtoMirror.of(Orders.stable(7)), OrderProtos.Order.parseFrom(r.body()));
    }
  }

  @Test
  void jsonIsByteIdenticalToJackson() {
    for (long seed = 0; seed < 200; seed++) {
      assertSameBody(get(wirebind + "/orders/" + seed, JSON), get(jackson + "/orders/" + seed, JSON));
    }
    assertSameBody(get(wirebind + "/orders?seed=5&count=60", JSON), get(jackson + "/orders?seed=5&count=60", JSON));
    assertSameBody(get(wirebind + "/orders?seed=5&count=0", JSON), get(jackson + "/orders?seed=5&count=0", JSON));
    assertSameBody(get(wirebind + "/stream?count=40", JSON), get(jackson + "/stream?count=40", JSON));
    for (long seed = 0; seed < 50; seed++) {
      byte[] body = CODEC.toJson(Orders.stable(seed));
      assertSameBody(post(wirebind + "/echo", JSON, JSON, body), post(jackson + "/echo", JSON, JSON, body));
    }
    // Jackson's own encoding of the request is read by Wirebind into the same object
    byte[] fromJackson = get(jackson + "/orders?seed=9&count=20", JSON).body();
    assertArrayEquals(fromJackson, post(wirebind + "/echo-list", JSON, JSON, fromJackson).body());
  }

  @Test
  void listsInEveryFormat() throws IOException {
    List<Order> expected = new ArrayList<>();
    for (int i = 0; i < 25; i++) {
      expected.add(Orders.stable(100 + i));
    }
    // protobuf: length-delimited messages, read by protoc's classes
    InputStream in = new ByteArrayInputStream(get(wirebind + "/orders?seed=100&count=25", PROTOBUF).body());
    for (Order o : expected) {
      assertEquals(ProtoMirror.of(o), OrderProtos.Order.parseDelimitedFrom(in));
    }
    assertEquals(-1, in.read());
    // NDJSON: one message per line
    String[] lines =
        new String(get(wirebind + "/orders?seed=100&count=25", NDJSON).body(), StandardCharsets.UTF_8).split("\n");
    assertEquals(25, lines.length);
    for (int i = 0; i < 25; i++) {
      assertEquals(expected.get(i), CODEC.fromJson(lines[i]));
    }
    // and back in: the list echoed in each format
    for (String type : new String[] {JSON, PROTOBUF, NDJSON}) {
      byte[] body = encodeList(expected, type);
      HttpResponse<byte[]> r = post(wirebind + "/echo-list", type, type, body);
      assertEquals(200, r.statusCode(), type);
      assertEquals(expected, decodeList(r.body(), type), type);
    }
  }

  @Test
  void protobufRequestsAreRead() {
    for (long seed = 0; seed < 20; seed++) {
      Order order = Orders.random(new Random(seed));
      byte[] fromProtoc = ProtoMirror.of(order).toByteArray();
      HttpResponse<byte[]> r = post(wirebind + "/echo", PROTOBUF, JSON, fromProtoc);
      assertEquals(200, r.statusCode());
      assertEquals(order, CODEC.fromJson(r.body()));
    }
  }

  /**
   * An empty protobuf body is the message with every field at its default (what protobuf writes
   * for it, as protoc's classes do), or no messages for a list; an empty JSON body is still
   * a missing body.
   */
  @Test
  void anEmptyProtobufBodyIsTheDefaultMessage() throws IOException {
    Order defaults = CODEC.fromProto(new byte[0]);
    assertArrayEquals(new byte[0], ProtoMirror.of(defaults).toByteArray());
    HttpResponse<byte[]> r = post(wirebind + "/echo", PROTOBUF, PROTOBUF, new byte[0]);
    assertEquals(200, r.statusCode(), new String(r.body(), StandardCharsets.UTF_8));
    assertEquals(PROTOBUF, r.headers().firstValue("Content-Type").orElse(""));
    assertArrayEquals(CODEC.toProto(defaults), r.body());
    r = post(wirebind + "/echo", PROTOBUF, JSON, new byte[0]);
    assertEquals(200, r.statusCode(), new String(r.body(), StandardCharsets.UTF_8));
    assertEquals(defaults, CODEC.fromJson(r.body()));
    HttpResponse<byte[]> list = post(wirebind + "/echo-list", PROTOBUF, PROTOBUF, new byte[0]);
    assertEquals(200, list.statusCode(), new String(list.body(), StandardCharsets.UTF_8));
    assertEquals(0, list.body().length);
    assertEquals(400, post(wirebind + "/echo", JSON, JSON, new byte[0]).statusCode());
  }

  @Test
  void invalidBodiesAreBadRequestsWithTheDecoderMessage() {
    assertBadRequest(post(wirebind + "/echo", JSON, JSON, "{\"id\": tru}".getBytes(StandardCharsets.UTF_8)));
    assertBadRequest(post(wirebind + "/echo", JSON, JSON, "{\"id\": 1".getBytes(StandardCharsets.UTF_8)));
    assertBadRequest(post(wirebind + "/echo", JSON, JSON, "{\"side\": \"UP\"}".getBytes(StandardCharsets.UTF_8)));
    // field 2 (symbol) claims 5 bytes, 1 present
    assertBadRequest(post(wirebind + "/echo", PROTOBUF, JSON, new byte[] {0x12, 0x05, 'a'}));
    assertBadRequest(post(wirebind + "/echo-list", JSON, JSON, "[{},{\"id\":\"x\"}]".getBytes(StandardCharsets.UTF_8)));
    assertBadRequest(post(wirebind + "/echo-list", PROTOBUF, JSON, new byte[] {0x02, 0x08}));
  }

  @Test
  void exceptionsOfTheMessagesOwnCodeAreBadRequests() {
    byte[] json = "{\"code\":\"a\",\"qty\":-1}".getBytes(StandardCharsets.UTF_8);
    HttpResponse<byte[]> r = post(wirebind + "/checked", JSON, JSON, json);
    assertBadRequest(r);
    String body = new String(r.body(), StandardCharsets.UTF_8);
    assertTrue(body.contains("creating Checked failed: IllegalArgumentException: qty must not be negative"), body);
    // qty = 1 as a ten-byte negative varint: -1
    byte[] proto = {0x0a, 0x01, 'a', 0x10, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff,
        (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x01};
    HttpResponse<byte[]> p = post(wirebind + "/checked", PROTOBUF, JSON, proto);
    assertBadRequest(p);
    assertTrue(new String(p.body(), StandardCharsets.UTF_8).contains("qty must not be negative"));
    assertEquals(200, post(wirebind + "/checked", JSON, JSON, "{\"code\":\"a\",\"qty\":1}".getBytes(StandardCharsets.UTF_8)).statusCode());
  }

  @Test
  void otherTypesStayWithJackson() {
    HttpResponse<byte[]> r = get(wirebind + "/info", JSON);
    assertEquals(200, r.statusCode());
    assertEquals("{\"service\":\"orders\"}", new String(r.body(), StandardCharsets.UTF_8));
  }

  @Test
  void thePropertyTurnsWirebindOff() {
    assertEquals(406, get(jackson + "/orders/1", PROTOBUF).statusCode());
    assertEquals(200, get(wirebind + "/orders/1", PROTOBUF).statusCode());
  }

  /**
   * 50 MB of orders produced one at a time: the client has its first bytes while the server has
   * produced only a part of them, so the response was never held whole.
   */
  @Test
  void aLargeStreamIsNotBuffered() throws IOException, InterruptedException {
    int size = 2400;
    int count = 25_000; // 25,000 orders of 2.2 KB (protobuf) to 2.4 KB (JSON): over 50 MB
    for (String type : new String[] {PROTOBUF, JSON}) {
      HttpResponse<InputStream> r =
          HttpClientSupport.stream(wirebind + "/stream?count=" + count + "&size=" + size, type);
      assertEquals(200, r.statusCode());
      try (InputStream in = r.body()) {
        byte[] first = in.readNBytes(1 << 20);
        assertEquals(1 << 20, first.length);
        Thread.sleep(300); // let the server run ahead as far as the connection lets it
        long producedThen = produced().getAsLong();
        System.out.printf(
            "%s %s: the server had produced %d of %d orders when the client had read 1 MB%n",
            getClass().getSimpleName(), type, producedThen, count);
        assertTrue(
            producedThen < count / 2,
            type + ": the server produced " + producedThen + " of " + count
                + " orders before the client read past its first megabyte");
        long total = first.length;
        InputStream whole = new java.io.SequenceInputStream(new ByteArrayInputStream(first), in);
        if (type.equals(PROTOBUF)) {
          DelimitedReader reader = new DelimitedReader(whole);
          Order reuse = null;
          for (int i = 0; i < count; i++) {
            reuse = reader.read(CODEC, reuse);
            assertEquals(i, reuse.id);
            assertEquals(Orders.bulky(i, size).notes, reuse.notes);
          }
          assertEquals(null, reader.read(CODEC, null));
          total = reader.position();
        } else {
          long expected = 1;
          for (int i = 0; i < count; i++) {
            expected += CODEC.toJson(Orders.bulky(i, size)).length + 1;
          }
          total += in.transferTo(java.io.OutputStream.nullOutputStream());
          assertEquals(expected, total);
        }
        assertTrue(total > 50_000_000L, "payload " + total);
      }
    }
  }

  /** A controller declared to return or accept a sealed message, alone and in a list. */
  @Test
  void sealedMessagesAsDeclaredTypes() throws IOException {
    io.wirebind.http.fixtures.ShapeChecks.sealedMessage(wirebind, jackson, "");
    List<Payment> payments = List.of(Payment.sample(0), Payment.sample(1), Payment.sample(2));
    byte[] delimited = io.wirebind.http.fixtures.ShapeChecks.delimited(io.wirebind.http.fixtures.ShapeChecks.PAYMENT, payments);
    assertArrayEquals(delimited, post(wirebind + "/payments/echo-list", PROTOBUF, PROTOBUF, delimited).body());
  }

  /** A controller declared to return or accept {@code Page<Order>}, alone and in a list. */
  @Test
  void genericEnvelopesAsDeclaredTypes() throws IOException {
    io.wirebind.http.fixtures.ShapeChecks.genericEnvelope(wirebind, jackson);
  }

  /** 8 clients, each sending its own random orders in either format, until a count or a deadline. */
  @Test
  void concurrentClientsRoundTripExactly() throws Exception {
    long done =
        HttpChecks.concurrentRoundTrips(wirebind, 8, 750, 1000L, Duration.ofSeconds(90), Duration.ofSeconds(120), 100);
    assertTrue(done >= 800);
  }
}
