package io.wirebind.spring;

import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.jackson.JacksonBridge;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/** The Jackson bridge gets the context's ObjectMapper at startup. */
class JacksonBridgeSpringTest {
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  static class App {}

  @Test
  void theBridgeUsesTheContextsMapper() {
    try (ConfigurableApplicationContext app = new SpringApplicationBuilder(App.class)
        .web(WebApplicationType.NONE).properties("spring.main.banner-mode=off").run()) {
      assertSame(app.getBean(ObjectMapper.class), JacksonBridge.mapper());
    }
  }
}
