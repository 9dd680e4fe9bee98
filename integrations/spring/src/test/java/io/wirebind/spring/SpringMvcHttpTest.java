package io.wirebind.spring;

import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.http.fixtures.HttpClientSupport;
import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.Orders;
import io.wirebind.spring.app.MvcOrderController;
import java.net.http.HttpResponse;
import io.wirebind.spring.app.TestApps;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.http.HttpMessageConverters;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.http.converter.HttpMessageConverter;

/** Spring MVC on embedded Tomcat. */
class SpringMvcHttpTest extends AbstractSpringHttpTest {
  @Override
  ConfigurableApplicationContext start(boolean wirebindEnabled) {
    return TestApps.start(TestApps.Mvc.class, WebApplicationType.SERVLET, wirebindEnabled);
  }

  @Override
  LongSupplier produced() {
    return wirebindApp.getBean(MvcOrderController.class).produced::get;
  }

  @Test
  void theConverterComesBeforeJackson() {
    var converters = wirebindApp.getBean(HttpMessageConverters.class).getConverters();
    int ours = -1;
    int jacksons = -1;
    for (int i = 0; i < converters.size(); i++) {
      HttpMessageConverter<?> c = converters.get(i);
      if (c instanceof WirebindHttpMessageConverter && ours < 0) {
        ours = i;
      }
      if (c.getClass().getSimpleName().contains("Jackson") && jacksons < 0) {
        jacksons = i;
      }
    }
    assertTrue(ours >= 0 && ours < jacksons, converters.toString());
    assertEquals(0, jacksonApp.getBeansOfType(WirebindHttpMessageConverter.class).size());
  }

  /**
   * A single message is written whole with its length, in one piece: {@code Content-Length}, no
   * chunked transfer encoding, also for a body larger than the servlet container's buffer.
   */
  @Test
  void aSingleMessageIsSentWithItsContentLengthNotChunked() {
    Order bulky = Orders.bulky(3, 40_000);
    for (String type : new String[] {JSON, PROTOBUF}) {
      byte[] body = type.equals(JSON) ? CODEC.toJson(bulky) : CODEC.toProto(bulky);
      for (HttpResponse<byte[]> r :
          java.util.List.of(
              HttpClientSupport.get(wirebind + "/orders/7", type),
              HttpClientSupport.post(wirebind + "/echo", type, type, body))) {
        assertEquals(200, r.statusCode(), type);
        assertEquals(String.valueOf(r.body().length), r.headers().firstValue("Content-Length").orElse(null), type);
        assertTrue(r.headers().firstValue("Transfer-Encoding").isEmpty(), type);
      }
    }
  }
}
