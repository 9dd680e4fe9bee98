package io.wirebind.mappers;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.wirebind.annotation.JsonStyle;
import java.lang.reflect.Type;
import java.util.function.UnaryOperator;

/**
 * The Jackson a differential suite compares with: Jackson 2.18's mapper as Spring Boot 3
 * configures it, or, in the Jackson 3 run of the suites ({@code Jackson3SuitesTest}, which compiles
 * them again with {@code -Awirebind.jackson=3}), Jackson 3's default {@code JsonMapper} — which is
 * also what Spring Boot 4 builds for these features (it turns off dates and durations as
 * timestamps, unknown properties failing and default view inclusion: all off by default in 3.x).
 * The methods are the {@code ObjectMapper} ones the suites call.
 */
public final class Jackson {
  private static volatile boolean jackson3;

  /** Called by the Jackson 3 run before any suite class is initialised. */
  public static void useJackson3() {
    jackson3 = true;
  }

  /** Whether the suites run against Jackson 3. */
  public static boolean jackson3() {
    return jackson3;
  }

  /** The Jackson style the suites' codecs were generated for. */
  public static JsonStyle style() {
    return jackson3 ? JsonStyle.JACKSON3 : JsonStyle.JACKSON;
  }

  private final ObjectMapper v2;
  private final tools.jackson.databind.json.JsonMapper v3;

  private Jackson(ObjectMapper v2, tools.jackson.databind.json.JsonMapper v3) {
    this.v2 = v2;
    this.v3 = v3;
  }

  /** Spring Boot's mapper: Boot 3's Jackson 2, or Jackson 3's default (= Boot 4's here). */
  public static Jackson boot() {
    return boot(UnaryOperator.identity(), UnaryOperator.identity());
  }

  /** Boot's mapper with further settings for Jackson 2 and for Jackson 3. */
  public static Jackson boot(UnaryOperator<JsonMapper.Builder> two,
      UnaryOperator<tools.jackson.databind.json.JsonMapper.Builder> three) {
    if (jackson3) {
      return new Jackson(null, three.apply(tools.jackson.databind.json.JsonMapper.builder()).build());
    }
    return new Jackson(two.apply(JsonMapper.builder()
        .addModule(new JavaTimeModule())
        .addModule(new Jdk8Module())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).build(), null);
  }

  /** A default mapper ({@code new ObjectMapper()} under Jackson 2). */
  public static Jackson plain() {
    return jackson3
        ? new Jackson(null, tools.jackson.databind.json.JsonMapper.builder().build())
        : new Jackson(new ObjectMapper(), null);
  }

  /** The default mapper, failing on unknown properties (Jackson 2's default; not Jackson 3's). */
  public static Jackson strict() {
    return jackson3
        ? new Jackson(null, tools.jackson.databind.json.JsonMapper.builder()
            .enable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build())
        : new Jackson(new ObjectMapper(), null);
  }

  /** The default mapper, skipping unknown properties (Jackson 3's default; not Jackson 2's). */
  public static Jackson lenient() {
    return jackson3
        ? new Jackson(null, tools.jackson.databind.json.JsonMapper.builder().build())
        : new Jackson(JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build(), null);
  }

  /**
   * Reads as Jackson 3.3 does where 3.1 differs: a creator (record) property of a primitive type
   * that is missing gets its default. Jackson 3.1.4 rejects that ({@code Cannot map `null` into
   * type int}); Wirebind reads it as 3.3 does (docs/JSON.md, "Jackson 3"). Only for JSON without an
   * explicit {@code null} for a primitive, which every Jackson 3 rejects.
   */
  public <T> T readValueMissingAsDefault(String json, Class<T> type) throws Exception {
    if (v2 != null) {
      return v2.readValue(json, type);
    }
    return v3.rebuild().disable(tools.jackson.databind.DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .build().readValue(json, type);
  }

  /** A copy of this mapper that fails on unknown properties. */
  public Jackson failingOnUnknown() {
    return v2 != null
        ? new Jackson(v2.copy().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES), null)
        : new Jackson(null, v3.rebuild()
            .enable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build());
  }

  /** Writes {@code v} as a value of {@code type} ({@code writerFor(type)}). */
  public String writeValueAsString(Object v, Class<?> type) throws Exception {
    return v2 != null ? v2.writerFor(type).writeValueAsString(v) : v3.writerFor(type).writeValueAsString(v);
  }

  /**
   * Reads as {@link #readValue(String, Class)}, but as Jackson 3.3 does where 3.1 differs: when
   * Jackson 3.1.4 rejects a missing creator property of a primitive type ({@code Cannot map `null`
   * into type}) and the JSON holds no explicit {@code null} for it, the value is read again with
   * missing primitives as their defaults ({@link #readValueMissingAsDefault}), which is what 3.3 and
   * Wirebind read. Jackson 2 reads as {@code readValue}.
   */
  public <T> T readValueAs33(String json, Class<T> type) throws Exception {
    try {
      return readValue(json, type);
    } catch (tools.jackson.core.JacksonException e) {
      String message = String.valueOf(e.getOriginalMessage());
      java.util.List<tools.jackson.core.JacksonException.Reference> path = e.getPath();
      if (v3 == null || !message.startsWith("Cannot map `null` into type") || path.isEmpty()) {
        throw e;
      }
      String property = path.get(path.size() - 1).getPropertyName();
      if (property == null || java.util.regex.Pattern.compile(
          "\"" + java.util.regex.Pattern.quote(property) + "\"\\s*:\\s*null").matcher(json).find()) {
        throw e;
      }
      return readValueMissingAsDefault(json, type);
    }
  }

  /** Reads {@code json} into the existing {@code into} ({@code readerForUpdating}), returning it. */
  public <T> T readInto(T into, String json) throws Exception {
    return v2 != null ? v2.readerForUpdating(into).readValue(json) : v3.readerForUpdating(into).readValue(json);
  }

  public String writeValueAsString(Object v) throws Exception {
    return v2 != null ? v2.writeValueAsString(v) : v3.writeValueAsString(v);
  }

  public byte[] writeValueAsBytes(Object v) throws Exception {
    return v2 != null ? v2.writeValueAsBytes(v) : v3.writeValueAsBytes(v);
  }

  public <T> T readValue(String json, Class<T> type) throws Exception {
    return v2 != null ? v2.readValue(json, type) : v3.readValue(json, type);
  }

  public <T> T readValue(byte[] json, Class<T> type) throws Exception {
    return v2 != null ? v2.readValue(json, type) : v3.readValue(json, type);
  }

  public <T> T readValue(String json, TypeReference<T> type) throws Exception {
    return readValue(json, type.getType());
  }

  public <T> T readValue(byte[] json, TypeReference<T> type) throws Exception {
    return readValue(new String(json, java.nio.charset.StandardCharsets.UTF_8), type.getType());
  }

  @SuppressWarnings("unchecked")
  public <T> T readValue(String json, Type type) throws Exception {
    return v2 != null
        ? (T) v2.readValue(json, v2.constructType(type))
        : (T) v3.readValue(json, v3.constructType(type));
  }
}
