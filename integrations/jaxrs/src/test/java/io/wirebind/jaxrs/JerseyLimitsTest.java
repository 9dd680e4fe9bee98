package io.wirebind.jaxrs;

import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.NDJSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static io.wirebind.http.fixtures.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Limits;
import io.wirebind.Wirebind;
import io.wirebind.http.fixtures.HttpChecks;
import io.wirebind.http.fixtures.Order;
import io.wirebind.jaxrs.app.OrderResource;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.jackson.JacksonFeature;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

/** {@code wirebind.limits.*} properties of the application: bodies over a limit are 400 naming it. */
class JerseyLimitsTest {
  static final Codec<Order> CODEC = Wirebind.codec(Order.class);

  private static Order order(String symbol) {
    Order o = new Order();
    o.symbol = symbol;
    return o;
  }

  @Test
  void bodiesOverTheConfiguredLimitsAreBadRequestsNamingThem() throws IOException {
    Logger.getLogger("org.glassfish").setLevel(Level.SEVERE);
    ResourceConfig config = new ResourceConfig(OrderResource.class).register(JacksonFeature.class)
        .register(WirebindFeature.class)
        .property("wirebind.limits.max-string-length", "8")
        .property("wirebind.limits.max-collection-size", 2);
    HttpServer server = GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config, false);
    server.start();
    try {
      String base = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
      for (String type : List.of(JSON, PROTOBUF)) {
        byte[] ok = body(List.of(order("12345678")), type, false);
        assertEquals(200, post(base + "/echo", type, JSON, ok).statusCode());
        assertOver(post(base + "/echo", type, JSON, body(List.of(order("123456789")), type, false)), "maxStringLength");
      }
      for (String type : List.of(JSON, NDJSON, PROTOBUF)) {
        List<Order> two = List.of(order("a"), order("b"));
        assertEquals(200, post(base + "/echo-list", type, JSON, body(two, type, true)).statusCode(), type);
        List<Order> three = new ArrayList<>(two);
        three.add(order("c"));
        assertOver(post(base + "/echo-list", type, JSON, body(three, type, true)), "maxCollectionSize");
        assertOver(post(base + "/echo-list", type, JSON, body(List.of(order("123456789")), type, true)), "maxStringLength");
      }
    } finally {
      server.shutdownNow();
    }
  }

  @Test
  void limitsGivenToTheFeatureAndTypos() {
    assertEquals(Limits.DEFAULTS, new WirebindProvider().limits());
    assertEquals(7, new WirebindProvider(Limits.DEFAULTS.withMaxDepth(7)).limits().maxDepth());
    assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULTS.with(java.util.Map.of("wirebind.limits.max-strng", "1")));
  }

  private static byte[] body(List<Order> orders, String type, boolean list) throws IOException {
    if (list) {
      return HttpChecks.encodeList(orders, type);
    }
    return type.equals(PROTOBUF) ? CODEC.toProto(orders.get(0)) : CODEC.toJson(orders.get(0));
  }

  private static void assertOver(HttpResponse<byte[]> r, String limit) {
    String text = new String(r.body(), StandardCharsets.UTF_8);
    assertEquals(400, r.statusCode(), text);
    assertTrue(text.contains("(Limits." + limit + ")"), text);
    assertTrue(text.contains("at byte"), text);
  }
}
