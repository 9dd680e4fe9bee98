package io.wirebind.jackson;

import java.util.Objects;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Jackson 3 mapper ({@code tools.jackson.databind}) that codecs generated for Jackson 3
 * ({@code JsonStyle.JACKSON3}) hand their bridged properties to: the counterpart of {@link
 * JacksonBridge}, which serves the codecs generated for Jackson 2. A property Wirebind cannot map
 * itself ({@code @JsonSerialize(using = ...)}, a type only a Jackson module understands, {@code
 * @WireBridge}) is written and read by this mapper, for that property alone.
 *
 * <p>Give it the application's {@code JsonMapper} once at startup, before the first encode or
 * decode:
 * <pre>{@code
 * Jackson3Bridge.use(jsonMapper);
 * }</pre>
 * {@code wirebind-spring} does this with a Spring Boot 4 context's {@code JsonMapper}. Until then
 * (and when nothing calls it) the bridge uses a mapper of its own: {@code JsonMapper.builder()
 * .findAndAddModules().build()}, Jackson 3's defaults with every module found on the class path
 * through {@code ServiceLoader}. Calling {@code use} again replaces the mapper for every codec (they
 * look it up when it changed); an application sets it once.
 *
 * <p>Jackson 3 ({@code tools.jackson.core:jackson-databind}) is an optional dependency of this
 * module: an application with codecs generated for Jackson 3 has it, and nothing here is loaded
 * without them.
 */
public final class Jackson3Bridge {
  private static volatile ObjectMapper mapper;

  private Jackson3Bridge() {}

  /** Makes {@code mapper} the one bridged properties of Jackson 3 codecs are written and read with. */
  public static void use(ObjectMapper mapper) {
    Jackson3Bridge.mapper = Objects.requireNonNull(mapper, "mapper");
  }

  /** The mapper in use: the one given to {@link #use}, else the default (created on first use). */
  public static ObjectMapper mapper() {
    ObjectMapper m = mapper;
    if (m == null) {
      synchronized (Jackson3Bridge.class) {
        m = mapper;
        if (m == null) {
          mapper = m = JsonMapper.builder().findAndAddModules().build();
        }
      }
    }
    return m;
  }
}
