package io.wirebind.spring.boot4;

import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static io.wirebind.http.fixtures.HttpClientSupport.get;
import static io.wirebind.http.fixtures.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.DelimitedReader;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import io.wirebind.http.fixtures.Page;
import io.wirebind.http.fixtures.Payment;
import io.wirebind.http.fixtures.ShapeChecks;
import io.wirebind.http.fixtures.ProtoMirror;
import io.wirebind.http.fixtures.proto.OrderProtos;
import io.wirebind.spring.JsonDecision;
import io.wirebind.spring.WirebindHttpMessageConverter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.WebApplicationType;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.support.RestClientAdapter;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.support.WebClientAdapter;
import org.springframework.web.service.annotation.GetExchange;
import org.springframework.web.service.annotation.PostExchange;
import org.springframework.web.service.invoker.HttpServiceProxyFactory;
import reactor.core.publisher.Mono;
import tools.jackson.databind.json.JsonMapper;

/**
 * wirebind-spring in a Spring Boot 4 application (Framework 7, Jackson 3) whose messages are
 * generated for Jackson 2 (the http-fixtures), MVC on Tomcat and WebFlux on Reactor Netty, on
 * loopback: it starts without a warning about a missing class, serves and reads protobuf, leaves
 * those types' JSON to the application's Jackson 3 mapper (byte for byte its output) with one log
 * line naming them, and Boot's RestClient, WebClient and {@code @HttpExchange} clients read and
 * write protobuf bodies through it. {@link Boot4Jackson3HttpTest} is the same with Jackson 3 codecs.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class Boot4HttpTest {
  static final Codec<Order> CODEC = Wirebind.codec(Order.class);

  ConfigurableApplicationContext mvc;
  ConfigurableApplicationContext flux;
  String mvcOutput;
  String fluxOutput;

  /** An HTTP service interface: protobuf both ways. */
  interface OrderService {
    @GetExchange(url = "/orders/{seed}", accept = "application/x-protobuf")
    Order order(@PathVariable("seed") long seed);

    @GetExchange(url = "/orders", accept = "application/x-protobuf")
    List<Order> orders(@RequestParam("seed") long seed, @RequestParam("count") int count);

    @PostExchange(url = "/echo", contentType = "application/x-protobuf", accept = "application/x-protobuf")
    Order echo(@RequestBody Order order);

    @GetExchange(url = "/orders/{seed}", accept = "application/json")
    Order orderAsJson(@PathVariable("seed") long seed);

    @GetExchange(url = "/payments/{seed}", accept = "application/x-protobuf")
    Payment payment(@PathVariable("seed") int seed);

    @PostExchange(url = "/page/echo", contentType = "application/x-protobuf", accept = "application/x-protobuf")
    Page<Order> echoPage(@RequestBody Page<Order> page);
  }

  /** The same, reactive. */
  interface ReactiveOrderService {
    @GetExchange(url = "/orders/{seed}", accept = "application/x-protobuf")
    Mono<Order> order(@PathVariable("seed") long seed);

    @PostExchange(url = "/echo", contentType = "application/x-protobuf", accept = "application/x-protobuf")
    Mono<Order> echo(@RequestBody Order order);
  }

  @BeforeAll
  void start() {
    PrintStream out = System.out;
    ByteArrayOutputStream a = new ByteArrayOutputStream();
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(a, true, StandardCharsets.UTF_8));
      mvc = Boot4App.start(WebApplicationType.SERVLET);
      System.setOut(new PrintStream(b, true, StandardCharsets.UTF_8));
      flux = Boot4App.start(WebApplicationType.REACTIVE);
    } finally {
      System.setOut(out);
    }
    mvcOutput = a.toString(StandardCharsets.UTF_8);
    fluxOutput = b.toString(StandardCharsets.UTF_8);
  }

  @AfterAll
  void stop() {
    if (mvc != null) {
      mvc.close();
    }
    if (flux != null) {
      flux.close();
    }
  }

  List<ConfigurableApplicationContext> apps() {
    return List.of(mvc, flux);
  }

  /**
   * The fixtures' codecs are generated for Jackson 2 (the default): on a Jackson 3 application
   * their JSON is Jackson 3's, and one startup line names them.
   */
  @Test
  void startsWithOneLineNamingTheTypesLeftToJackson3() {
    for (String output : List.of(mvcOutput, fluxOutput)) {
      List<String> warnings = output.lines().filter(l -> l.contains("WARN")).toList();
      assertEquals(1, warnings.size(), output);
      String line = warnings.get(0);
      assertTrue(line.contains("Wirebind leaves writing and reading the JSON of io.wirebind.http.fixtures.Order, "), line);
      for (String type : List.of("Order", "Page", "Payment", "Payment$Card", "Payment$BankTransfer", "Shipment")) {
        assertTrue(line.contains("io.wirebind.http.fixtures." + type + ",") || line.contains("io.wirebind.http.fixtures." + type + " "), type + ": " + line);
      }
      assertTrue(line.contains("generated for Jackson 2's JSON (JsonStyle.JACKSON)"), line);
      assertTrue(line.contains("a Jackson 3 JsonMapper"), line);
      assertTrue(line.contains("-Awirebind.jackson=3"), line);
      assertTrue(line.contains("protobuf is still served by Wirebind"), line);
    }
    for (ConfigurableApplicationContext app : apps()) {
      JsonDecision decision = app.getBean(JsonDecision.class);
      assertEquals(JsonStyle.JACKSON3, decision.mapperStyle());
      assertTrue(decision.writesJson() && decision.readsJson(), decision.toString());
      assertEquals(JsonStyle.JACKSON, CODEC.jacksonStyle());
      assertFalse(decision.writesJson(CODEC));
      assertFalse(decision.readsJson(CODEC));
    }
    assertEquals(1, mvc.getBeansOfType(WirebindHttpMessageConverter.class).size());
    assertFalse(mvc.getBean(WirebindHttpMessageConverter.class).canWrite(Order.class, MediaType.APPLICATION_JSON));
    assertTrue(mvc.getBean(WirebindHttpMessageConverter.class).canWrite(Order.class, MediaType.parseMediaType(PROTOBUF)));
  }

  @Test
  void jsonIsTheApplicationsJackson3Output() {
    for (ConfigurableApplicationContext app : apps()) {
      String url = Boot4App.baseUrl(app);
      JsonMapper mapper = app.getBean(JsonMapper.class);
      for (long seed = 0; seed < 20; seed++) {
        byte[] expected = mapper.writeValueAsBytes(Orders.stable(seed));
        HttpResponse<byte[]> r = get(url + "/orders/" + seed, JSON);
        assertEquals(new String(expected, StandardCharsets.UTF_8), new String(r.body(), StandardCharsets.UTF_8));
        assertArrayEquals(expected, get(url + "/orders/" + seed, null).body());
      }
      for (int seed = 0; seed < 4; seed++) {
        byte[] expected = mapper.writeValueAsBytes(io.wirebind.http.fixtures.Shipment.sample(seed));
        assertArrayEquals(expected, get(url + "/shipments/" + seed, JSON).body());
      }
      List<Order> list = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        list.add(Orders.stable(30 + i));
      }
      assertArrayEquals(mapper.writeValueAsBytes(list), get(url + "/orders?seed=30&count=5", JSON).body());
      // reading JSON is Jackson 3's too: what it writes comes back unchanged
      byte[] body = mapper.writeValueAsBytes(Orders.stable(3));
      assertArrayEquals(body, post(url + "/echo", JSON, JSON, body).body());
    }
  }

  @Test
  void protobufIsWirebinds() throws IOException {
    for (ConfigurableApplicationContext app : apps()) {
      String url = Boot4App.baseUrl(app);
      for (long seed = 0; seed < 20; seed++) {
        HttpResponse<byte[]> r = get(url + "/orders/" + seed, PROTOBUF);
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith(PROTOBUF));
        assertEquals(ProtoMirror.of(Orders.stable(seed)), OrderProtos.Order.parseFrom(r.body()));
        assertArrayEquals(r.body(), post(url + "/echo", PROTOBUF, PROTOBUF, r.body()).body());
      }
      DelimitedReader reader =
          new DelimitedReader(new ByteArrayInputStream(get(url + "/orders?seed=7&count=6", PROTOBUF).body()));
      List<Order> read = new ArrayList<>();
      for (Order o; (o = reader.read(CODEC, null)) != null; ) {
        read.add(o);
      }
      assertEquals(6, read.size());
      for (int i = 0; i < 6; i++) {
        assertEquals(Orders.stable(7 + i), read.get(i));
      }
      byte[] delimited = get(url + "/orders?seed=1&count=3", PROTOBUF).body();
      assertArrayEquals(delimited, post(url + "/echo-list", PROTOBUF, PROTOBUF, delimited).body());
      // a body that is not protobuf is a 400 naming the byte
      HttpResponse<byte[]> bad = post(url + "/echo", PROTOBUF, PROTOBUF, new byte[] {(byte) 0x0e});
      assertEquals(400, bad.statusCode());
    }
  }

  /**
   * A sealed message and a generic envelope as declared types, in every format; the JSON twin is
   * the same application, whose JSON is its Jackson 3 mapper's.
   */
  @Test
  void sealedAndGenericMessagesAsDeclaredTypes() throws IOException {
    for (ConfigurableApplicationContext app : apps()) {
      String url = Boot4App.baseUrl(app);
      // JSON (and so NDJSON) is Jackson 3's here; MVC has no NDJSON converter of its own
      ShapeChecks.sealedMessage(url, url, "", false);
      ShapeChecks.genericEnvelope(url, url, false);
      JsonMapper mapper = app.getBean(JsonMapper.class);
      assertArrayEquals(mapper.writeValueAsBytes(Payment.sample(1)), get(url + "/payments/1", JSON).body());
    }
    // NDJSON in MVC is Wirebind's only: with JSON left to Jackson it is not acceptable, never different
    assertEquals(406, get(Boot4App.baseUrl(mvc) + "/payments?count=2", "application/x-ndjson").statusCode());
    OrderService service =
        HttpServiceProxyFactory.builderFor(
                RestClientAdapter.create(mvc.getBean(RestClient.Builder.class).baseUrl(Boot4App.baseUrl(mvc)).build()))
            .build()
            .createClient(OrderService.class);
    assertEquals(Payment.sample(4), service.payment(4));
    assertEquals(Page.orders(3, 2), service.echoPage(Page.orders(3, 2)));
  }

  @Test
  void restClientAndHttpServiceClientsCarryProtobuf() {
    RestClient client = mvc.getBean(RestClient.Builder.class).baseUrl(Boot4App.baseUrl(mvc)).build();
    Order o = client.get().uri("/orders/{s}", 5).accept(MediaType.parseMediaType(PROTOBUF)).retrieve().body(Order.class);
    assertEquals(Orders.stable(5), o);
    Order echoed =
        client.post().uri("/echo").contentType(MediaType.parseMediaType(PROTOBUF)).accept(MediaType.parseMediaType(PROTOBUF))
            .body(Orders.stable(6)).retrieve().body(Order.class);
    assertEquals(Orders.stable(6), echoed);

    OrderService service =
        HttpServiceProxyFactory.builderFor(RestClientAdapter.create(client)).build().createClient(OrderService.class);
    assertEquals(Orders.stable(8), service.order(8));
    assertEquals(Orders.stable(9), service.echo(Orders.stable(9)));
    List<Order> list = service.orders(10, 4);
    assertEquals(4, list.size());
    for (int i = 0; i < 4; i++) {
      assertEquals(Orders.stable(10 + i), list.get(i));
    }
    // JSON through the client is Jackson 3's reading of Jackson 3's writing
    assertEquals(Orders.stable(11), service.orderAsJson(11));
  }

  @Test
  void webClientAndReactiveHttpServiceClientsCarryProtobuf() {
    WebClient client = flux.getBean(WebClient.Builder.class).baseUrl(Boot4App.baseUrl(flux)).build();
    Order o = client.get().uri("/orders/{s}", 5).accept(MediaType.parseMediaType(PROTOBUF)).retrieve()
        .bodyToMono(Order.class).block();
    assertEquals(Orders.stable(5), o);
    List<Order> list = client.get().uri("/orders?seed=2&count=3").accept(MediaType.parseMediaType(PROTOBUF)).retrieve()
        .bodyToFlux(Order.class).collectList().block();
    assertEquals(List.of(Orders.stable(2), Orders.stable(3), Orders.stable(4)), list);
    ReactiveOrderService service =
        HttpServiceProxyFactory.builderFor(WebClientAdapter.create(client)).build().createClient(ReactiveOrderService.class);
    assertEquals(Orders.stable(12), service.order(12).block());
    assertEquals(Orders.stable(13), service.echo(Orders.stable(13)).block());
  }
}
