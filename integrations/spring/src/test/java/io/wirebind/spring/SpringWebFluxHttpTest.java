package io.wirebind.spring;

import static io.wirebind.spring.HttpClientSupport.JSON;
import static io.wirebind.spring.HttpClientSupport.NDJSON;
import static io.wirebind.spring.HttpClientSupport.PROTOBUF;
import static io.wirebind.spring.HttpClientSupport.get;
import static io.wirebind.spring.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wirebind.spring.app.Order;
import io.wirebind.spring.app.Orders;
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
