package io.wirebind.jaxrs;

import static io.wirebind.http.fixtures.HttpChecks.assertBadRequest;
import static io.wirebind.http.fixtures.HttpChecks.assertSameBody;
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
import io.wirebind.http.fixtures.ProtoMirror;
import io.wirebind.http.fixtures.proto.OrderProtos;
import io.wirebind.jaxrs.app.OrderResource;
import io.wirebind.jaxrs.app.ShapesResource;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Random;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.jackson.JacksonFeature;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Jersey on Grizzly, started on a loopback port: one server with {@link WirebindFeature} next to
 * Jersey's Jackson feature, one with Jackson alone for byte comparisons.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JerseyHttpTest {
  static final Codec<Order> CODEC = Wirebind.codec(Order.class);
  static final Logger QUIET_GRIZZLY = Logger.getLogger("org.glassfish");

  HttpServer wirebindServer;
  HttpServer jacksonServer;
  String wirebind;
  String jackson;

  @BeforeAll
  void start() throws IOException {
    QUIET_GRIZZLY.setLevel(Level.SEVERE);
    wirebindServer = start(new ResourceConfig(OrderResource.class, ShapesResource.class).register(JacksonFeature.class).register(WirebindFeature.class));
    jacksonServer = start(new ResourceConfig(OrderResource.class, ShapesResource.class).register(JacksonFeature.class));
    wirebind = "http://127.0.0.1:" + wirebindServer.getListener("grizzly").getPort();
    jackson = "http://127.0.0.1:" + jacksonServer.getListener("grizzly").getPort();
  }

  private static HttpServer start(ResourceConfig config) throws IOException {
    HttpServer server = GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config, false);
    server.start();
    return server;
  }

  @AfterAll
  void stop() {
    if (wirebindServer != null) {
      wirebindServer.shutdownNow();
    }
    if (jacksonServer != null) {
      jacksonServer.shutdownNow();
    }
  }

  @Test
  void formatsChosenByAcceptAndReadByProtoc() throws IOException {
    HttpResponse<byte[]> json = get(wirebind + "/orders/7", JSON);
    assertEquals(200, json.statusCode());
    assertEquals(Orders.stable(7), CODEC.fromJson(json.body()));
    for (String accept : new String[] {PROTOBUF, "application/protobuf"}) {
      HttpResponse<byte[]> r = get(wirebind + "/orders/7", accept);
      assertEquals(200, r.statusCode());
      assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith(accept));
      assertEquals(ProtoMirror.of(Orders.stable(7)), OrderProtos.Order.parseFrom(r.body()));
    }
    InputStream in = new ByteArrayInputStream(get(wirebind + "/orders?seed=3&count=12", PROTOBUF).body());
    for (int i = 0; i < 12; i++) {
      assertEquals(ProtoMirror.of(Orders.stable(3 + i)), OrderProtos.Order.parseDelimitedFrom(in));
    }
    assertEquals(-1, in.read());
    String[] lines = new String(get(wirebind + "/orders?seed=3&count=12", NDJSON).body(), StandardCharsets.UTF_8).split("\n");
    assertEquals(12, lines.length);
    assertEquals(Orders.stable(14), CODEC.fromJson(lines[11]));
    // protoc's bytes in
    Order order = Orders.random(new Random(5));
    HttpResponse<byte[]> echoed = post(wirebind + "/echo", PROTOBUF, JSON, ProtoMirror.of(order).toByteArray());
    assertEquals(order, CODEC.fromJson(echoed.body()));
  }

  @Test
  void jsonIsByteIdenticalToJackson() {
    for (long seed = 0; seed < 100; seed++) {
      assertSameBody(get(wirebind + "/orders/" + seed, JSON), get(jackson + "/orders/" + seed, JSON));
    }
    assertSameBody(get(wirebind + "/orders?seed=5&count=40", JSON), get(jackson + "/orders?seed=5&count=40", JSON));
    for (long seed = 0; seed < 30; seed++) {
      byte[] body = CODEC.toJson(Orders.stable(seed));
      assertSameBody(post(wirebind + "/echo", JSON, JSON, body), post(jackson + "/echo", JSON, JSON, body));
    }
    byte[] fromJackson = get(jackson + "/orders?seed=9&count=20", JSON).body();
    assertArrayEquals(fromJackson, post(wirebind + "/echo-list", JSON, JSON, fromJackson).body());
    assertEquals("{\"service\":\"orders\"}", new String(get(wirebind + "/info", JSON).body(), StandardCharsets.UTF_8));
  }

  @Test
  void invalidBodiesAreBadRequestsWithTheDecoderMessage() {
    assertBadRequest(post(wirebind + "/echo", JSON, JSON, "{\"id\": tru}".getBytes(StandardCharsets.UTF_8)));
    assertBadRequest(post(wirebind + "/echo", JSON, JSON, "{\"side\": \"UP\"}".getBytes(StandardCharsets.UTF_8)));
    assertBadRequest(post(wirebind + "/echo", PROTOBUF, JSON, new byte[] {0x12, 0x05, 'a'}));
    assertBadRequest(post(wirebind + "/echo-list", PROTOBUF, JSON, new byte[] {0x02, 0x08}));
    assertBadRequest(post(wirebind + "/echo-list", NDJSON, JSON, "{}\n{\"id\":x}".getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void exceptionsOfTheMessagesOwnCodeAreBadRequests() {
    HttpResponse<byte[]> r = post(wirebind + "/checked", JSON, JSON, "{\"code\":\"a\",\"qty\":-1}".getBytes(StandardCharsets.UTF_8));
    assertBadRequest(r);
    String body = new String(r.body(), StandardCharsets.UTF_8);
    assertTrue(body.contains("creating Checked failed: IllegalArgumentException: qty must not be negative"), body);
  }

  /**
   * About 80 MB produced one order at a time: the client reads the start before the server has
   * produced half. (Grizzly's write queue holds about 16 MB ahead of a slow reader on loopback,
   * and the sockets a few more, so a stream much smaller would not tell.)
   */
  @Test
  void aLargeStreamIsNotBuffered() throws IOException, InterruptedException {
    int size = 2400;
    int count = 35_000;
    for (String type : new String[] {PROTOBUF, JSON}) {
      HttpResponse<InputStream> r = HttpClientSupport.stream(wirebind + "/stream?count=" + count + "&size=" + size, type);
      if (r.statusCode() != 200) {
        try (InputStream in = r.body()) {
          assertEquals(200, r.statusCode(), type + ": " + new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
      }
      try (InputStream in = r.body()) {
        byte[] first = in.readNBytes(1 << 20);
        Thread.sleep(300);
        long producedThen = OrderResource.PRODUCED.get();
        System.out.printf(
            "JerseyHttpTest %s: the server had produced %d of %d orders when the client had read 1 MB%n",
            type, producedThen, count);
        assertTrue(producedThen < count / 2, type + ": produced " + producedThen + " of " + count + " before the client read 1 MB");
        InputStream whole = new java.io.SequenceInputStream(new ByteArrayInputStream(first), in);
        if (type.equals(PROTOBUF)) {
          DelimitedReader reader = new DelimitedReader(whole);
          Order reuse = null;
          for (int i = 0; i < count; i++) {
            reuse = reader.read(CODEC, reuse);
            assertEquals(i, reuse.id);
          }
          assertEquals(null, reader.read(CODEC, null));
        } else {
          long expected = 1;
          for (int i = 0; i < count; i++) {
            expected += CODEC.toJson(Orders.bulky(i, size)).length + 1;
          }
          assertEquals(expected, whole.transferTo(java.io.OutputStream.nullOutputStream()));
        }
      }
    }
  }

  /** 8 clients, each sending its own random orders in either format, until a count or a deadline. */
  /** A resource declared to return or accept a sealed message or {@code Page<Order>}, alone and in lists. */
  @Test
  void sealedAndGenericMessagesAsDeclaredTypes() throws IOException {
    io.wirebind.http.fixtures.ShapeChecks.sealedMessage(wirebind, jackson, "");
    io.wirebind.http.fixtures.ShapeChecks.genericEnvelope(wirebind, jackson);
  }

  @Test
  void concurrentClientsRoundTripExactly() throws Exception {
    HttpChecks.concurrentRoundTrips(wirebind, 8, 250, 77L, Duration.ofSeconds(60), Duration.ofSeconds(90), 50);
  }
}
