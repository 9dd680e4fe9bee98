package io.wirebind.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.Objects;

/**
 * The Jackson mapper that generated codecs hand their bridged properties to: a property Wirebind
 * cannot map itself ({@code @JsonSerialize(using = ...)}, a type only a Jackson module understands,
 * {@code @WireBridge}) is written and read by this mapper, for that property alone.
 *
 * <p>Give it the application's mapper once at startup, before the first encode or decode:
 * <pre>{@code
 * JacksonBridge.use(objectMapper);
 * }</pre>
 * {@code wirebind-spring} does this with the Spring context's {@code ObjectMapper}. Until then (and
 * when nothing calls it) the bridge uses a mapper of its own: {@code JsonMapper.builder()
 * .findAndAddModules().build()}, Jackson's defaults with every module found on the class path
 * through {@code ServiceLoader} (jackson-datatype-joda, -jsr310, -jdk8, …). Calling {@code use}
 * again replaces the mapper for every codec (they look it up when it changed), which tests with
 * several mappers rely on; an application sets it once.
 */
public final class JacksonBridge {
  private static volatile ObjectMapper mapper;

  private JacksonBridge() {}

  /** Makes {@code mapper} the one bridged properties are written and read with. */
  public static void use(ObjectMapper mapper) {
    JacksonBridge.mapper = Objects.requireNonNull(mapper, "mapper");
  }

  /** The mapper in use: the one given to {@link #use}, else the default (created on first use). */
  public static ObjectMapper mapper() {
    ObjectMapper m = mapper;
    if (m == null) {
      synchronized (JacksonBridge.class) {
        m = mapper;
        if (m == null) {
          mapper = m = JsonMapper.builder().findAndAddModules().build();
        }
      }
    }
    return m;
  }
}
