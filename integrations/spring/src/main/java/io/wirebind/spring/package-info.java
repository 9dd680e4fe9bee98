/**
 * Wirebind for Spring: {@link io.wirebind.spring.WirebindHttpMessageConverter} (MVC), {@link
 * io.wirebind.spring.WirebindEncoder} and {@link io.wirebind.spring.WirebindDecoder} (WebFlux), and
 * the Boot auto-configuration that registers them for {@code @WireMessage} types.
 */
package io.wirebind.spring;
