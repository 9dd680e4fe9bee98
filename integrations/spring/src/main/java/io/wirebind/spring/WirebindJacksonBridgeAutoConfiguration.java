package io.wirebind.spring;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebind.jackson.JacksonBridge;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;

/**
 * When {@code wirebind-jackson} is on the class path: hands the context's Jackson 2 {@code
 * ObjectMapper} (when there is exactly one) to the Jackson bridge once every singleton is created,
 * so properties that generated codecs hand to Jackson are written and read as the application's
 * own mapper does.
 */
@AutoConfiguration(afterName = "org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration")
@ConditionalOnClass(name = {"io.wirebind.jackson.JacksonBridge", "com.fasterxml.jackson.databind.ObjectMapper"})
public class WirebindJacksonBridgeAutoConfiguration {

  @Bean
  SmartInitializingSingleton wirebindJacksonBridge(ObjectProvider<ObjectMapper> mappers) {
    return () -> mappers.ifUnique(JacksonBridge::use);
  }
}
