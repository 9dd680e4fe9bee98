package io.wirebind.spring.boot4;

import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static io.wirebind.http.fixtures.HttpClientSupport.get;
import static io.wirebind.http.fixtures.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.jackson.Jackson3Bridge;
import io.wirebind.spring.boot4.model.Meter;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Jackson bridge in a Spring Boot 4 application, MVC and WebFlux on loopback: wirebind-spring
 * hands the context's Jackson 3 {@code JsonMapper} to {@link Jackson3Bridge} at startup, and a
 * message with bridged properties (a Jackson 3 property serializer, a {@code Month}) is served in
 * JSON byte for byte as that mapper writes it and read back from what it writes; in protobuf it is
 * served by Wirebind (the bridged properties as strings of that mapper's JSON), the all-default
 * meter as an empty body both ways.
 */
class Boot4JacksonBridgeTest {
  @RestController
  public static class Meters {
    @GetMapping("/meters/{seed}")
    public Meter meter(@PathVariable("seed") int seed) {
      return Meter.sample(seed);
    }

    @PostMapping("/meters/echo")
    public Meter echo(@RequestBody Meter meter) {
      return meter;
    }
  }

  @RestController
  public static class FluxMeters {
    @GetMapping("/meters/{seed}")
    public Mono<Meter> meter(@PathVariable("seed") int seed) {
      return Mono.just(Meter.sample(seed));
    }

    @PostMapping("/meters/echo")
    public Mono<Meter> echo(@RequestBody Mono<Meter> meter) {
      return meter;
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @Import(Meters.class)
  static class Mvc {}

  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @Import(FluxMeters.class)
  static class WebFlux {}

  @Test
  void theBridgeUsesTheContextsJsonMapperOnBothStacks() {
    assertEquals(JsonStyle.JACKSON3, Wirebind.codec(Meter.class).jacksonStyle());
    try (ConfigurableApplicationContext mvc = Boot4Jackson3App.start(new Class<?>[] {Mvc.class}, WebApplicationType.SERVLET)) {
      check(mvc);
    }
    try (ConfigurableApplicationContext flux = Boot4Jackson3App.start(new Class<?>[] {WebFlux.class}, WebApplicationType.REACTIVE)) {
      check(flux);
    }
  }

  private static void check(ConfigurableApplicationContext app) {
    JsonMapper mapper = app.getBean(JsonMapper.class);
    assertSame(mapper, Jackson3Bridge.mapper());
    Codec<Meter> codec = Wirebind.codec(Meter.class);
    String url = Boot4App.baseUrl(app);
    int months = 0;
    int empty = 0;
    for (int seed = 0; seed < 24; seed++) {
      Meter m = Meter.sample(seed);
      byte[] expected = mapper.writeValueAsBytes(m);
      months += m.month != null ? 1 : 0;
      HttpResponse<byte[]> r = get(url + "/meters/" + seed, JSON);
      assertEquals(200, r.statusCode());
      assertEquals(new String(expected, StandardCharsets.UTF_8), new String(r.body(), StandardCharsets.UTF_8));
      HttpResponse<byte[]> echo = post(url + "/meters/echo", JSON, JSON, expected);
      assertEquals(200, echo.statusCode(), new String(echo.body(), StandardCharsets.UTF_8));
      assertEquals(m, mapper.readValue(echo.body(), Meter.class));
      assertEquals(new String(expected, StandardCharsets.UTF_8), new String(echo.body(), StandardCharsets.UTF_8));
      // protobuf: the bridged properties as strings of the context mapper's JSON, served by Wirebind
      byte[] proto = codec.toProto(m);
      assertEquals(m, codec.fromProto(proto));
      HttpResponse<byte[]> p = get(url + "/meters/" + seed, PROTOBUF);
      assertEquals(200, p.statusCode());
      assertEquals(PROTOBUF, p.headers().firstValue("Content-Type").orElse(""));
      assertArrayEquals(proto, p.body(), "seed " + seed + ": " + new String(p.body(), StandardCharsets.UTF_8));
      assertEquals(m, codec.fromProto(p.body()));
      empty += proto.length == 0 ? 1 : 0; // all defaults: no bytes, still a message to echo
      HttpResponse<byte[]> protoEcho = post(url + "/meters/echo", PROTOBUF, PROTOBUF, proto);
      assertEquals(200, protoEcho.statusCode(), new String(protoEcho.body(), StandardCharsets.UTF_8));
      assertEquals(PROTOBUF, protoEcho.headers().firstValue("Content-Type").orElse(""));
      assertArrayEquals(proto, protoEcho.body());
      assertEquals(m, codec.fromProto(protoEcho.body()));
    }
    assertTrue(months > 10, "meters with a month: " + months);
    assertTrue(empty > 0, "meters with every field at its default: " + empty);
  }
}
