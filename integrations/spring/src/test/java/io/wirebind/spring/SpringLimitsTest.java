package io.wirebind.spring;

import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.NDJSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static io.wirebind.http.fixtures.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Limits;
import io.wirebind.Wirebind;
import io.wirebind.http.fixtures.HttpChecks;
import io.wirebind.http.fixtures.Order;
import io.wirebind.spring.app.TestApps;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** {@code wirebind.limits.*} properties in MVC and WebFlux: a body over a limit is 400 naming it. */
class SpringLimitsTest {
  static final Codec<Order> CODEC = Wirebind.codec(Order.class);

  private static ConfigurableApplicationContext start(Class<?> app, WebApplicationType type) {
    return new SpringApplicationBuilder(app)
        .web(type)
        .properties("server.port=0", "server.address=127.0.0.1", "spring.main.banner-mode=off",
            "server.error.include-message=always", "logging.level.root=WARN",
            "logging.level.org.springframework.web.servlet.mvc.support.DefaultHandlerExceptionResolver=ERROR",
            "wirebind.limits.max-string-length=8", "wirebind.limits.max-collection-size=2")
        .run();
  }

  private static Order order(String symbol) {
    Order o = new Order();
    o.symbol = symbol;
    return o;
  }

  @Test
  void mvc() throws IOException {
    try (ConfigurableApplicationContext app = start(TestApps.Mvc.class, WebApplicationType.SERVLET)) {
      Limits limits = app.getBean(WirebindHttpMessageConverter.class).getLimits();
      assertEquals(Limits.DEFAULTS.withMaxStringLength(8).withMaxCollectionSize(2), limits);
      check(TestApps.baseUrl(app), false);
    }
  }

  @Test
  void webFlux() throws IOException {
    try (ConfigurableApplicationContext app = start(TestApps.WebFlux.class, WebApplicationType.REACTIVE)) {
      check(TestApps.baseUrl(app), true);
    }
  }

  private static void check(String base, boolean upload) throws IOException {
    for (String type : List.of(JSON, PROTOBUF)) {
      assertEquals(200, post(base + "/echo", type, JSON, single(order("12345678"), type)).statusCode());
      assertOver(post(base + "/echo", type, JSON, single(order("123456789"), type)), "maxStringLength");
    }
    for (String type : List.of(JSON, NDJSON, PROTOBUF)) {
      List<Order> two = List.of(order("a"), order("b"));
      assertEquals(200, post(base + "/echo-list", type, JSON, HttpChecks.encodeList(two, type)).statusCode(), type);
      List<Order> three = new ArrayList<>(two);
      three.add(order("c"));
      assertOver(post(base + "/echo-list", type, JSON, HttpChecks.encodeList(three, type)), "maxCollectionSize");
      assertOver(post(base + "/echo-list", type, JSON, HttpChecks.encodeList(List.of(order("123456789")), type)),
          "maxStringLength");
      if (upload) { // a streamed body: each message decoded as it arrives, with the limits
        assertEquals(200, post(base + "/upload", type, JSON, HttpChecks.encodeList(three, type)).statusCode());
        assertOver(post(base + "/upload", type, JSON, HttpChecks.encodeList(List.of(order("a"), order("123456789")), type)),
            "maxStringLength");
      }
    }
  }

  private static byte[] single(Order o, String type) {
    return type.equals(PROTOBUF) ? CODEC.toProto(o) : CODEC.toJson(o);
  }

  private static void assertOver(HttpResponse<byte[]> r, String limit) {
    String text = new String(r.body(), StandardCharsets.UTF_8);
    assertEquals(400, r.statusCode(), text);
    assertTrue(text.contains("(Limits." + limit + ")"), text);
    assertTrue(text.contains("at byte"), text);
  }
}
