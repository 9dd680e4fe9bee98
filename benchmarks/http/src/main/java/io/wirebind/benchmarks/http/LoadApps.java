package io.wirebind.benchmarks.http;

import io.wirebind.http.fixtures.Order;
import io.wirebind.http.fixtures.proto.OrderProtos;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.http.converter.protobuf.ProtobufHttpMessageConverter;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/**
 * The applications under load (the same source for Spring Boot 3, module {@code benchmarks/http},
 * and Spring Boot 4, module {@code benchmarks/http-boot4}): the same two endpoints on both stacks. {@code /echo} takes and
 * returns an {@link Order} (Wirebind when {@code wirebind.http.enabled}, else Jackson for JSON);
 * {@code /echo-pb} takes and returns the protoc-generated {@code OrderProtos.Order} (Spring's
 * protobuf-java converter or codecs), the baseline for protobuf.
 */
final class LoadApps {
  private LoadApps() {}

  @RestController
  static class MvcEcho {
    @PostMapping("/echo")
    Order echo(@RequestBody Order order) {
      return order;
    }

    @PostMapping("/echo-pb")
    OrderProtos.Order echoProto(@RequestBody OrderProtos.Order order) {
      return order;
    }
  }

  @RestController
  static class FluxEcho {
    @PostMapping("/echo")
    Mono<Order> echo(@RequestBody Mono<Order> order) {
      return order;
    }

    @PostMapping("/echo-pb")
    Mono<OrderProtos.Order> echoProto(@RequestBody Mono<OrderProtos.Order> order) {
      return order;
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @Import(MvcEcho.class)
  static class Mvc {
    /** protobuf-java for {@code /echo-pb}; WebFlux registers its protobuf codecs by itself. */
    @Bean
    ProtobufHttpMessageConverter protobufHttpMessageConverter() {
      return new ProtobufHttpMessageConverter();
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @Import(FluxEcho.class)
  static class WebFlux {}

  static ConfigurableApplicationContext start(String stack, boolean wirebind) {
    boolean mvc = stack.equals("mvc");
    return new SpringApplicationBuilder(mvc ? Mvc.class : WebFlux.class)
        .web(mvc ? WebApplicationType.SERVLET : WebApplicationType.REACTIVE)
        .properties(
            "server.port=0",
            "server.address=127.0.0.1",
            "wirebind.http.enabled=" + wirebind,
            "spring.main.banner-mode=off",
            "logging.level.root=WARN")
        .run();
  }

  static String baseUrl(ConfigurableApplicationContext context) {
    // the property Boot sets once the server listens (its WebServerApplicationContext moved in Boot 4)
    return "http://127.0.0.1:" + context.getEnvironment().getRequiredProperty("local.server.port");
  }
}
