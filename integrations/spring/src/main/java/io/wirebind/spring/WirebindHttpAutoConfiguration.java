package io.wirebind.spring;

import io.wirebind.Wirebind;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.codec.CodecConfigurer;

/**
 * Spring Boot auto-configuration, for Boot 3 and Boot 4 alike: puts Wirebind ahead of Jackson for
 * classes with a generated codec ({@code @WireMessage}) and lists of them, in a servlet
 * application and its {@code RestClient}s (a {@link WirebindHttpMessageConverter} bean, which
 * Boot places before its default converters) and in a reactive one and its {@code WebClient}s (a
 * {@code CodecCustomizer} — Boot 3's or Boot 4's, whichever is present — registering {@link
 * WirebindEncoder} and {@link WirebindDecoder} as custom codecs, which come before the defaults).
 * Every other type keeps Jackson.
 *
 * <p>At startup the application's mapper (Boot 4's {@code JsonMapper}, Boot 3's {@code
 * ObjectMapper}) is compared with the one Wirebind's JSON matches ({@link JsonDecision}): JSON
 * that would differ is left to Jackson with one log line naming the settings; protobuf stays
 * Wirebind's. Bodies are decoded with the limits of the {@code wirebind.limits.*} properties
 * ({@link WirebindLimitsProperties}). Set {@code wirebind.http.enabled=false} to turn all of it off.
 */
@AutoConfiguration(
    beforeName = {
      "org.springframework.boot.autoconfigure.http.HttpMessageConvertersAutoConfiguration",
      "org.springframework.boot.autoconfigure.http.codec.CodecsAutoConfiguration",
      "org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration",
      "org.springframework.boot.http.codec.autoconfigure.CodecsAutoConfiguration"
    },
    afterName = {
      "org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration",
      "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration"
    })
@ConditionalOnClass(Wirebind.class)
@ConditionalOnProperty(prefix = "wirebind.http", name = "enabled", havingValue = "true", matchIfMissing = true)
@EnableConfigurationProperties(WirebindLimitsProperties.class)
public class WirebindHttpAutoConfiguration {

  /** What Wirebind does with JSON, from the application's mapper, decided once. */
  @Bean
  @ConditionalOnMissingBean
  JsonDecision wirebindJsonDecision(BeanFactory beans) {
    return MapperDecisions.decide(beans);
  }

  /** At startup, one log line naming the controllers' message types left to Jackson for their style. */
  @Bean
  DeclaredTypes wirebindDeclaredTypes(JsonDecision json, org.springframework.beans.factory.ListableBeanFactory beans) {
    return new DeclaredTypes(beans, json);
  }

  /** Spring MVC and RestClient: the converter as a bean, which Boot puts first. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.http.converter.AbstractGenericHttpMessageConverter")
  static class Converter {
    @Bean
    @ConditionalOnMissingBean
    WirebindHttpMessageConverter wirebindHttpMessageConverter(JsonDecision json, WirebindLimitsProperties limits) {
      return new WirebindHttpMessageConverter(json, limits.toLimits());
    }
  }

  /** Spring MVC: an empty protobuf request body is the default message, not a missing body. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
  @ConditionalOnClass(name = "org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter")
  static class EmptyBody {
    @Bean
    @ConditionalOnMissingBean
    WirebindEmptyBodyAdvice wirebindEmptyBodyAdvice() {
      return new WirebindEmptyBodyAdvice();
    }
  }

  /** WebFlux server and WebClient codecs on Boot 3. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(
      name = {"org.springframework.boot.web.codec.CodecCustomizer", "reactor.core.publisher.Flux"})
  static class Boot3Codecs {
    @Bean
    org.springframework.boot.web.codec.CodecCustomizer wirebindCodecCustomizer(
        JsonDecision json, WirebindLimitsProperties limits) {
      return configurer -> register(configurer, json, limits);
    }
  }

  /** WebFlux server and WebClient codecs on Boot 4, whose {@code CodecCustomizer} moved. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(
      name = {"org.springframework.boot.http.codec.CodecCustomizer", "reactor.core.publisher.Flux"})
  static class Boot4Codecs {
    @Bean
    org.springframework.boot.http.codec.CodecCustomizer wirebindBoot4CodecCustomizer(
        JsonDecision json, WirebindLimitsProperties limits) {
      return configurer -> register(configurer, json, limits);
    }
  }

  static void register(CodecConfigurer configurer, JsonDecision json, WirebindLimitsProperties limits) {
    WirebindDecoder decoder = new WirebindDecoder(json);
    decoder.setLimits(limits.toLimits());
    configurer
        .customCodecs()
        .registerWithDefaultConfig(
            decoder,
            config -> {
              Integer max = config.maxInMemorySize();
              if (max != null) {
                decoder.setMaxInMemorySize(max);
              }
            });
    configurer.customCodecs().register(new WirebindEncoder(json));
  }
}
