package io.wirebind.spring.app;

import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/** Boot applications started by the tests on a random loopback port. */
public final class TestApps {
  private TestApps() {}

  /** Servlet stack (embedded Tomcat) with the MVC controller. */
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @Import({MvcOrderController.class, ShapesController.class})
  public static class Mvc {}

  /** Reactive stack (Reactor Netty) with the WebFlux controller. */
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @Import({ReactiveOrderController.class, ShapesController.class, ReactiveShapesController.class})
  public static class WebFlux {}

  /** Servlet stack with the shipments controller only. */
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @Import(ShipmentController.class)
  public static class Shipments {}

  /** Starts {@code app}; {@code wirebind} false sets {@code wirebind.http.enabled=false}. */
  public static ConfigurableApplicationContext start(Class<?> app, WebApplicationType type, boolean wirebind) {
    return start(new Class<?>[] {app}, type, wirebind);
  }

  /** Starts the application of {@code sources} with {@code properties} added. */
  public static ConfigurableApplicationContext start(
      Class<?>[] sources, WebApplicationType type, boolean wirebind, String... properties) {
    return new SpringApplicationBuilder(sources)
        .web(type)
        .properties(properties)
        .properties(
            "server.port=0",
            "server.address=127.0.0.1",
            "wirebind.http.enabled=" + wirebind,
            "spring.main.banner-mode=off",
            "server.error.include-message=always",
            "spring.codec.max-in-memory-size=4MB",
            "logging.level.root=WARN",
            "logging.level.org.springframework.web.servlet.mvc.support.DefaultHandlerExceptionResolver=ERROR")
        .run();
  }

  /** {@code http://127.0.0.1:port} of a started application. */
  public static String baseUrl(ConfigurableApplicationContext context) {
    return "http://127.0.0.1:" + ((WebServerApplicationContext) context).getWebServer().getPort();
  }
}
