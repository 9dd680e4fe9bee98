package io.wirebind.examples.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.spring.JsonDecision;
import tools.jackson.databind.json.JsonMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Starts the example (Spring Boot 4, Jackson 3 codecs) on a random loopback port and calls it in
 * both formats: Wirebind serves the JSON, byte for byte what the application's own Jackson 3 mapper
 * writes.
 */
class QuoteServiceApplicationTest {
  @Test
  void servesJsonAndProtobufFromOneController() throws Exception {
    try (ConfigurableApplicationContext app =
        SpringApplication.run(
            QuoteServiceApplication.class,
            "--server.port=0",
            "--server.address=127.0.0.1",
            "--spring.main.banner-mode=off",
            "--logging.level.root=WARN")) {
      String base = "http://127.0.0.1:" + ((WebServerApplicationContext) app).getWebServer().getPort();
      HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      Codec<Quote> codec = Wirebind.codec(Quote.class);

      HttpResponse<byte[]> json = client.send(get(base + "/quotes/ACME", "application/json"), HttpResponse.BodyHandlers.ofByteArray());
      assertEquals(
          "{\"symbol\":\"ACME\",\"bid\":101.25,\"ask\":101.5,\"time\":1700000000000,"
              + "\"depth\":[{\"price\":101.25,\"size\":300},{\"price\":101.0,\"size\":1200}],\"venue\":\"XNYS\"}",
          new String(json.body(), StandardCharsets.UTF_8));
      Quote acme = codec.fromJson(json.body());
      assertEquals(new String(app.getBean(JsonMapper.class).writeValueAsBytes(acme), StandardCharsets.UTF_8),
          new String(json.body(), StandardCharsets.UTF_8));
      assertEquals(JsonStyle.JACKSON3, codec.jacksonStyle());
      assertTrue(app.getBean(JsonDecision.class).writesJson(codec), "Wirebind writes the JSON itself");
      assertTrue(app.getBean(JsonDecision.class).readsJson(codec), "Wirebind reads the JSON itself");

      HttpResponse<byte[]> proto = client.send(get(base + "/quotes/ACME", "application/x-protobuf"), HttpResponse.BodyHandlers.ofByteArray());
      assertEquals(codec.fromJson(json.body()), codec.fromProto(proto.body()));

      Quote sent = new Quote("NEW", 1.5, 1.75, 42L, java.util.List.of(), Quote.Venue.XLON);
      HttpRequest post =
          HttpRequest.newBuilder(URI.create(base + "/quotes"))
              .header("Content-Type", "application/x-protobuf")
              .header("Accept", "application/json")
              .POST(HttpRequest.BodyPublishers.ofByteArray(codec.toProto(sent)))
              .build();
      assertEquals(sent, codec.fromJson(client.send(post, HttpResponse.BodyHandlers.ofByteArray()).body()));

      HttpRequest bad =
          HttpRequest.newBuilder(URI.create(base + "/quotes"))
              .header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofString("{\"bid\": 1.5.2}"))
              .build();
      HttpResponse<String> rejected = client.send(bad, HttpResponse.BodyHandlers.ofString());
      assertEquals(400, rejected.statusCode());
      assertTrue(rejected.body().contains("at byte"), rejected.body());
    }
  }

  private static HttpRequest get(String url, String accept) {
    return HttpRequest.newBuilder(URI.create(url)).header("Accept", accept).GET().build();
  }
}
