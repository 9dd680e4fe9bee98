package io.wirebind.jaxrs;

import static io.wirebind.jaxrs.HttpClientSupport.JSON;
import static io.wirebind.jaxrs.HttpClientSupport.NDJSON;
import static io.wirebind.jaxrs.HttpClientSupport.PROTOBUF;
import static io.wirebind.jaxrs.HttpClientSupport.get;
import static io.wirebind.jaxrs.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.Wirebind;
import io.wirebind.jaxrs.app.Order;
import io.wirebind.jaxrs.app.OrderResource;
import io.wirebind.jaxrs.app.Orders;
import io.wirebind.jaxrs.app.ProtoMirror;
import io.wirebind.jaxrs.proto.OrderProtos;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
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
    wirebindServer = start(new ResourceConfig(OrderResource.class).register(JacksonFeature.class).register(WirebindFeature.class));
    jacksonServer = start(new ResourceConfig(OrderResource.class).register(JacksonFeature.class));
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
      assertSame(get(wirebind + "/orders/" + seed, JSON), get(jackson + "/orders/" + seed, JSON));
    }
    assertSame(get(wirebind + "/orders?seed=5&count=40", JSON), get(jackson + "/orders?seed=5&count=40", JSON));
    for (long seed = 0; seed < 30; seed++) {
      byte[] body = CODEC.toJson(Orders.stable(seed));
      assertSame(post(wirebind + "/echo", JSON, JSON, body), post(jackson + "/echo", JSON, JSON, body));
    }
    byte[] fromJackson = get(jackson + "/orders?seed=9&count=20", JSON).body();
    assertArrayEquals(fromJackson, post(wirebind + "/echo-list", JSON, JSON, fromJackson).body());
    assertEquals("{\"service\":\"orders\"}", new String(get(wirebind + "/info", JSON).body(), StandardCharsets.UTF_8));
  }

  private static void assertSame(HttpResponse<byte[]> ours, HttpResponse<byte[]> theirs) {
    assertEquals(200, ours.statusCode());
    assertEquals(200, theirs.statusCode());
    assertEquals(new String(theirs.body(), StandardCharsets.UTF_8), new String(ours.body(), StandardCharsets.UTF_8));
  }

  @Test
  void invalidBodiesAreBadRequestsWithTheDecoderMessage() {
    assertBadRequest(post(wirebind + "/echo", JSON, JSON, "{\"id\": tru}".getBytes(StandardCharsets.UTF_8)));
    assertBadRequest(post(wirebind + "/echo", JSON, JSON, "{\"side\": \"UP\"}".getBytes(StandardCharsets.UTF_8)));
    assertBadRequest(post(wirebind + "/echo", PROTOBUF, JSON, new byte[] {0x12, 0x05, 'a'}));
    assertBadRequest(post(wirebind + "/echo-list", PROTOBUF, JSON, new byte[] {0x02, 0x08}));
    assertBadRequest(post(wirebind + "/echo-list", NDJSON, JSON, "{}\n{\"id\":x}".getBytes(StandardCharsets.UTF_8)));
  }

  private static void assertBadRequest(HttpResponse<byte[]> r) {
    String body = new String(r.body(), StandardCharsets.UTF_8);
    assertEquals(400, r.statusCode(), body);
    assertTrue(body.contains("at byte"), body);
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

  @Test
  void concurrentClientsRoundTripExactly() throws Exception {
    int clients = 8;
    int perClient = 250;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    ExecutorService pool = Executors.newFixedThreadPool(clients);
    try {
      List<Future<Integer>> results = new ArrayList<>();
      for (int c = 0; c < clients; c++) {
        long seed = 77L * c;
        results.add(
            pool.submit(
                () -> {
                  Random random = new Random(seed);
                  int n = 0;
                  while (n < perClient && System.nanoTime() < deadline) {
                    String type = random.nextBoolean() ? JSON : PROTOBUF;
                    String accept = random.nextBoolean() ? JSON : PROTOBUF;
                    if (random.nextInt(10) == 0) {
                      List<Order> sent = new ArrayList<>();
                      for (int i = 1 + random.nextInt(4); i > 0; i--) {
                        sent.add(Orders.random(random));
                      }
                      HttpResponse<byte[]> r = post(wirebind + "/echo-list", type, accept, encodeList(sent, type));
                      assertEquals(200, r.statusCode());
                      assertEquals(sent, decodeList(r.body(), accept));
                    } else {
                      Order sent = Orders.random(random);
                      byte[] body = type.equals(JSON) ? CODEC.toJson(sent) : CODEC.toProto(sent);
                      HttpResponse<byte[]> r = post(wirebind + "/echo", type, accept, body);
                      assertEquals(200, r.statusCode());
                      assertEquals(sent, accept.equals(JSON) ? CODEC.fromJson(r.body()) : CODEC.fromProto(r.body()));
                    }
                    n++;
                  }
                  return n;
                }));
      }
      for (Future<Integer> f : results) {
        int n = f.get(90, TimeUnit.SECONDS);
        assertTrue(n >= 50, "a client completed only " + n + " round trips before the deadline");
      }
    } finally {
      pool.shutdownNow();
    }
  }

  static byte[] encodeList(List<Order> orders, String type) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    if (type.equals(PROTOBUF)) {
      for (Order o : orders) {
        CODEC.writeDelimited(o, out);
      }
    } else {
      out.write('[');
      for (int i = 0; i < orders.size(); i++) {
        if (i > 0) {
          out.write(',');
        }
        out.write(CODEC.toJson(orders.get(i)));
      }
      out.write(']');
    }
    return out.toByteArray();
  }

  static List<Order> decodeList(byte[] body, String type) throws IOException {
    List<Order> list = new ArrayList<>();
    if (type.equals(PROTOBUF)) {
      DelimitedReader reader = new DelimitedReader(new ByteArrayInputStream(body));
      for (Order o; (o = reader.read(CODEC, null)) != null; ) {
        list.add(o);
      }
    } else {
      CODEC.readJsonArray(new io.wirebind.JsonReader().reset(body), null, list::add);
    }
    return list;
  }
}
