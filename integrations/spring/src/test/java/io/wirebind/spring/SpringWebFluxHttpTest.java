package io.wirebind.spring;

import static io.wirebind.http.fixtures.HttpChecks.assertBadRequest;
import static io.wirebind.http.fixtures.HttpChecks.assertSameBody;
import static io.wirebind.http.fixtures.HttpChecks.encodeList;
import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.NDJSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static io.wirebind.http.fixtures.HttpClientSupport.get;
import static io.wirebind.http.fixtures.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import io.wirebind.http.fixtures.Page;
import io.wirebind.http.fixtures.Payment;
import io.wirebind.spring.app.ReactiveOrderController;
import io.wirebind.spring.app.TestApps;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.core.codec.DecodingException;
import org.springframework.http.MediaType;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.web.reactive.function.client.WebClient;

/** Spring WebFlux on Reactor Netty. */
class SpringWebFluxHttpTest extends AbstractSpringHttpTest {
  @Override
  ConfigurableApplicationContext start(boolean wirebindEnabled) {
    return TestApps.start(TestApps.WebFlux.class, WebApplicationType.REACTIVE, wirebindEnabled);
  }

  @Override
  LongSupplier produced() {
    return wirebindApp.getBean(ReactiveOrderController.class).produced::get;
  }

  @Test
  void theCodecsComeBeforeJackson() {
    List<HttpMessageReader<?>> readers = wirebindApp.getBean(ServerCodecConfigurer.class).getReaders();
    int ours = -1;
    int jacksons = -1;
    for (int i = 0; i < readers.size(); i++) {
      if (readers.get(i) instanceof DecoderHttpMessageReader<?> r) {
        String name = r.getDecoder().getClass().getSimpleName();
        if (r.getDecoder() instanceof WirebindDecoder && ours < 0) {
          ours = i;
        } else if (name.contains("Jackson") && jacksons < 0) {
          jacksons = i;
        }
      }
    }
    assertTrue(ours >= 0 && ours < jacksons, readers.toString());
    assertTrue(jacksonApp.getBean(ServerCodecConfigurer.class).getReaders().stream()
        .noneMatch(r -> r instanceof DecoderHttpMessageReader<?> d && d.getDecoder() instanceof WirebindDecoder));
  }

  /** Boot's {@code WebClient.Builder} gets the codecs too: a streamed response read as a Flux. */
  @Test
  void webClientsDecodeWithWirebind() {
    WebClient client = wirebindApp.getBean(WebClient.Builder.class).baseUrl(wirebind).build();
    for (MediaType type : new MediaType[] {MediaType.APPLICATION_JSON, MediaType.APPLICATION_NDJSON, MediaType.parseMediaType(PROTOBUF)}) {
      List<Order> orders =
          client.get().uri("/orders?seed=11&count=30").accept(type).retrieve().bodyToFlux(Order.class)
              .collectList().block(java.time.Duration.ofSeconds(30));
      List<Order> expected = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        expected.add(Orders.stable(11 + i));
      }
      assertEquals(expected, orders, type.toString());
    }
    // a JSON array where one object is expected: a DecodingException on the client, no 400 there
    Exception e =
        assertThrows(Exception.class,
            () -> client.get().uri("/orders?seed=1&count=2").accept(MediaType.APPLICATION_JSON).retrieve()
                .bodyToMono(Order.class).block(java.time.Duration.ofSeconds(30)));
    assertTrue(e instanceof DecodingException || e.getCause() instanceof DecodingException, e.toString());
  }

  /** Mono and Flux of a sealed message and of a generic envelope, and WebClient reading them. */
  @Test
  void reactiveSealedAndGenericShapes() throws IOException {
    io.wirebind.http.fixtures.ShapeChecks.sealedMessage(wirebind, jackson, "/rx");
    List<Payment> payments = List.of(Payment.sample(0), Payment.sample(1), Payment.sample(2));
    byte[] delimited = io.wirebind.http.fixtures.ShapeChecks.delimited(io.wirebind.http.fixtures.ShapeChecks.PAYMENT, payments);
    HttpResponse<byte[]> r = post(wirebind + "/rx/payments/echo", PROTOBUF, PROTOBUF, delimited);
    assertArrayEquals(delimited, r.body());
    byte[] ndjson = get(wirebind + "/rx/payments?count=3", NDJSON).body();
    assertArrayEquals(ndjson, post(wirebind + "/rx/payments/echo", NDJSON, NDJSON, ndjson).body());

    List<Page<Order>> pages = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      pages.add(Page.orders(i * 10L, i));
    }
    assertEquals(pages, io.wirebind.http.fixtures.ShapeChecks.delimited(io.wirebind.http.fixtures.ShapeChecks.PAGE, get(wirebind + "/rx/pages?count=4", PROTOBUF).body()));
    assertEquals(pages, io.wirebind.http.fixtures.ShapeChecks.ndjson(io.wirebind.http.fixtures.ShapeChecks.PAGE, get(wirebind + "/rx/pages?count=4", NDJSON).body()));
    assertSameBody(get(wirebind + "/rx/pages?count=4", JSON), get(jackson + "/rx/pages?count=4", JSON));
    byte[] page = io.wirebind.http.fixtures.ShapeChecks.PAGE.toProto(pages.get(3));
    assertArrayEquals(page, post(wirebind + "/rx/page/echo", PROTOBUF, PROTOBUF, page).body());

    WebClient client = wirebindApp.getBean(WebClient.Builder.class).baseUrl(wirebind).build();
    MediaType proto = MediaType.parseMediaType(PROTOBUF);
    assertEquals(Payment.sample(3),
        client.get().uri("/payments/3").accept(proto).retrieve().bodyToMono(Payment.class).block());
    assertEquals(payments,
        client.get().uri("/rx/payments?count=3").accept(proto).retrieve().bodyToFlux(Payment.class).collectList().block());
    assertEquals(pages.get(2),
        client.post().uri("/page/echo").contentType(proto).accept(proto)
            .bodyValue(pages.get(2), new ParameterizedTypeReference<Page<Order>>() {})
            .retrieve().bodyToMono(new ParameterizedTypeReference<Page<Order>>() {}).block());
  }

  @Test
  void ndjsonFluxIsByteIdenticalToJackson() {
    assertSameBody(get(wirebind + "/orders?seed=3&count=40", NDJSON), get(jackson + "/orders?seed=3&count=40", NDJSON));
  }

  /**
   * A body of 10 MB, over the 4 MB in-memory limit the test application sets, is accepted when
   * the endpoint takes a {@code Flux}: it is decoded one message at a time.
   */
  @Test
  void aStreamedUploadIsDecodedMessageByMessage() throws IOException {
    List<Order> orders = new ArrayList<>();
    long sum = 0;
    for (int i = 0; i < 20_000; i++) {
      Order o = Orders.stable(i);
      o.notes.add("n".repeat(400));
      orders.add(o);
      sum += o.id;
    }
    for (String type : new String[] {PROTOBUF, NDJSON, JSON}) {
      byte[] body = encodeList(orders, type);
      HttpResponse<byte[]> r = post(wirebind + "/upload", type, "text/plain", body);
      assertEquals(200, r.statusCode(), type + ": " + new String(r.body(), StandardCharsets.UTF_8));
      assertEquals(orders.size() + " " + sum, new String(r.body(), StandardCharsets.UTF_8), type);
    }
    assertBadRequest(post(wirebind + "/upload", JSON, "text/plain", "[{},{\"id\":1}{}]".getBytes(StandardCharsets.UTF_8)));
    assertBadRequest(post(wirebind + "/upload", NDJSON, "text/plain", "{}\n{\"id\":x}\n".getBytes(StandardCharsets.UTF_8)));
  }
}
