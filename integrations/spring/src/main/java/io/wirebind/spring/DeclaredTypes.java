package io.wirebind.spring;

import io.wirebind.Codec;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionStage;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.core.MethodParameter;
import org.springframework.core.ReactiveAdapter;
import org.springframework.core.ReactiveAdapterRegistry;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpEntity;
import org.springframework.util.ClassUtils;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.method.HandlerMethod;

/**
 * Once all beans exist, reads the message types the application's controllers declare (return
 * types, {@code @RequestBody} and {@code HttpEntity} parameters, through {@code ResponseEntity},
 * {@code Mono}, {@code Flux}, {@code Optional}, {@code CompletableFuture} and collections) from the
 * MVC and WebFlux request mappings, and hands their codecs to {@link JsonDecision#report}: one
 * startup log line names every type whose codec follows the other Jackson than the application's
 * mapper. Types met only later (a client's, a functional route's) are named when first met.
 */
final class DeclaredTypes implements SmartInitializingSingleton {
  private static final String MVC_MAPPING = "org.springframework.web.servlet.mvc.method.RequestMappingInfoHandlerMapping";
  private static final String FLUX_MAPPING = "org.springframework.web.reactive.result.method.RequestMappingInfoHandlerMapping";

  private final ListableBeanFactory beans;
  private final JsonDecision json;

  DeclaredTypes(ListableBeanFactory beans, JsonDecision json) {
    this.beans = beans;
    this.json = json;
  }

  @Override
  public void afterSingletonsInstantiated() {
    if (json.mapperStyle() == null) {
      return;
    }
    Set<Codec<?>> codecs = new LinkedHashSet<>();
    for (HandlerMethod method : handlerMethods()) {
      add(codecs, ResolvableType.forMethodReturnType(method.getMethod()));
      for (MethodParameter p : method.getMethodParameters()) {
        if (p.hasParameterAnnotation(RequestBody.class) || HttpEntity.class.isAssignableFrom(p.getParameterType())) {
          add(codecs, ResolvableType.forMethodParameter(p));
        }
      }
    }
    json.report(codecs);
  }

  private Collection<HandlerMethod> handlerMethods() {
    List<HandlerMethod> methods = new ArrayList<>();
    ClassLoader loader = DeclaredTypes.class.getClassLoader();
    if (ClassUtils.isPresent(MVC_MAPPING, loader)) {
      Mvc.collect(beans, methods);
    }
    if (ClassUtils.isPresent(FLUX_MAPPING, loader)) {
      Flux.collect(beans, methods);
    }
    return methods;
  }

  /** The codec of the message type {@code type} declares, through the usual wrappers. */
  static void add(Set<Codec<?>> codecs, ResolvableType type) {
    ReactiveAdapterRegistry reactive = ReactiveAdapterRegistry.getSharedInstance();
    for (int depth = 0; depth < 4; depth++) {
      Class<?> raw = type.resolve();
      if (raw == null) {
        return;
      }
      ReactiveAdapter adapter = reactive.getAdapter(raw);
      if (HttpEntity.class.isAssignableFrom(raw)) {
        type = type.as(HttpEntity.class).getGeneric(0);
      } else if (raw == Optional.class || raw == Callable.class || CompletionStage.class.isAssignableFrom(raw)
          || (adapter != null && !adapter.isNoValue())) {
        type = type.getGeneric(0);
      } else {
        break;
      }
    }
    WireTypes.Target target = WireTypes.resolve(type);
    if (target != null) {
      addWithSubtypes(codecs, target.codec());
    }
  }

  /** A sealed message's subtypes are written and read with their own codecs too. */
  private static void addWithSubtypes(Set<Codec<?>> codecs, Codec<?> codec) {
    if (!codecs.add(codec) || !codec.type().isSealed()) {
      return;
    }
    for (Class<?> sub : codec.type().getPermittedSubclasses()) {
      Codec<?> subCodec = WireTypes.codecOf(sub);
      if (subCodec != null) {
        addWithSubtypes(codecs, subCodec);
      }
    }
  }

  /** Loaded only with Spring MVC present. */
  private static final class Mvc {
    static void collect(ListableBeanFactory beans, List<HandlerMethod> methods) {
      for (var mapping : beans.getBeansOfType(
              org.springframework.web.servlet.mvc.method.RequestMappingInfoHandlerMapping.class, false, false)
          .values()) {
        methods.addAll(mapping.getHandlerMethods().values());
      }
    }
  }

  /** Loaded only with WebFlux present. */
  private static final class Flux {
    static void collect(ListableBeanFactory beans, List<HandlerMethod> methods) {
      for (var mapping : beans.getBeansOfType(
              org.springframework.web.reactive.result.method.RequestMappingInfoHandlerMapping.class, false, false)
          .values()) {
        methods.addAll(mapping.getHandlerMethods().values());
      }
    }
  }
}
