package io.wirebind.spring;

import io.wirebind.jackson.Jackson3Bridge;
import io.wirebind.jackson.JacksonBridge;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * When {@code wirebind-jackson} is on the class path: hands the context's Jackson mapper (when
 * there is exactly one) to the Jackson bridge once every singleton is created, so properties that
 * generated codecs hand to Jackson are written and read as the application's own mapper does —
 * Boot 3's Jackson 2 {@code ObjectMapper} to {@link JacksonBridge} (codecs generated for Jackson 2),
 * Boot 4's Jackson 3 {@code JsonMapper} to {@link Jackson3Bridge} (codecs generated for Jackson 3).
 */
@AutoConfiguration(afterName = {"org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration",
    "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration"})
@ConditionalOnClass(name = "io.wirebind.jackson.JacksonBridge")
public class WirebindJacksonBridgeAutoConfiguration {

  /** Jackson 2: the context's {@code ObjectMapper}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "com.fasterxml.jackson.databind.ObjectMapper")
  static class Jackson2 {
    @Bean
    SmartInitializingSingleton wirebindJacksonBridge(
        ObjectProvider<com.fasterxml.jackson.databind.ObjectMapper> mappers) {
      return () -> mappers.ifUnique(JacksonBridge::use);
    }
  }

  /** Jackson 3 (Spring Boot 4): the context's {@code JsonMapper}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = {"io.wirebind.jackson.Jackson3Bridge", "tools.jackson.databind.json.JsonMapper"})
  static class Jackson3 {
    @Bean
    SmartInitializingSingleton wirebindJackson3Bridge(ObjectProvider<tools.jackson.databind.json.JsonMapper> mappers) {
      return () -> mappers.ifUnique(Jackson3Bridge::use);
    }
  }
}
