package io.wirebind.spring;

import io.wirebind.Wirebind;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.autoconfigure.http.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.autoconfigure.http.codec.CodecsAutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.codec.CodecCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Spring Boot auto-configuration: puts Wirebind ahead of Jackson for classes with a generated
 * codec ({@code @WireMessage}) and lists of them, in a servlet application (an {@link
 * WirebindHttpMessageConverter} bean, which Boot places before its default converters) and in a
 * reactive one and its {@code WebClient}s (a {@link CodecCustomizer} registering {@link
 * WirebindEncoder} and {@link WirebindDecoder} as custom codecs, which come before the defaults).
 * Every other type keeps Jackson. Set {@code wirebind.http.enabled=false} to turn it off. Bodies
 * are decoded with the limits of the {@code wirebind.limits.*} properties ({@link
 * WirebindLimitsProperties}).
 */
@AutoConfiguration(before = {HttpMessageConvertersAutoConfiguration.class, CodecsAutoConfiguration.class})
@ConditionalOnClass(Wirebind.class)
@ConditionalOnProperty(prefix = "wirebind.http", name = "enabled", havingValue = "true", matchIfMissing = true)
@EnableConfigurationProperties(WirebindLimitsProperties.class)
public class WirebindHttpAutoConfiguration {

  /** Spring MVC: the converter as a bean, which Boot's {@code HttpMessageConverters} put first. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.http.converter.AbstractGenericHttpMessageConverter")
  @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
  static class Servlet {
    @Bean
    @ConditionalOnMissingBean
    WirebindHttpMessageConverter wirebindHttpMessageConverter(WirebindLimitsProperties limits) {
      return new WirebindHttpMessageConverter(limits.toLimits());
    }
  }

  /** WebFlux server and WebClient codecs. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(
      name = {"org.springframework.http.codec.CodecConfigurer", "reactor.core.publisher.Flux"})
  static class Reactive {
    @Bean
    CodecCustomizer wirebindCodecCustomizer(WirebindLimitsProperties limits) {
      return configurer -> {
        WirebindDecoder decoder = new WirebindDecoder();
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
        configurer.customCodecs().register(new WirebindEncoder());
      };
    }
  }
}
