package io.wirebind.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import io.wirebind.annotation.JsonStyle;
import java.util.List;
import java.util.TimeZone;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;

/**
 * The pure decision: each mapper setting against the mapper Boot 3 builds by default, without an
 * application context.
 */
class Jackson2MapperCheckTest {
  /** Wirebind serves the JSON of Jackson 2 codecs. */
  static final JsonDecision JACKSON2 = new JsonDecision(List.of(), List.of(), JsonStyle.JACKSON);

  /** What Boot 3's JacksonAutoConfiguration builds when nothing is set. */
  static Jackson2ObjectMapperBuilder boot() {
    return Jackson2ObjectMapperBuilder.json()
        .featuresToDisable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
        .modulesToInstall(new com.fasterxml.jackson.module.paramnames.ParameterNamesModule());
  }

  static JsonDecision check(Consumer<Jackson2ObjectMapperBuilder> setting) {
    Jackson2ObjectMapperBuilder builder = boot();
    setting.accept(builder);
    return Jackson2MapperCheck.check(builder.build());
  }

  @Test
  void bootsDefaultMapperIsWirebinds() {
    JsonDecision d = check(b -> {});
    assertEquals(JACKSON2, d);
    assertNull(d.logLine());
  }

  @Test
  void aPlainObjectMapperIsNot() {
    JsonDecision d = Jackson2MapperCheck.check(new ObjectMapper());
    assertFalse(d.writesJson());
    String line = d.logLine();
    assertTrue(line.contains("WRITE_DATES_AS_TIMESTAMPS=true"), line);
    assertTrue(line.contains("JavaTimeModule not registered"), line);
    assertTrue(line.contains("FAIL_ON_UNKNOWN_PROPERTIES=true"), line);
  }

  @Test
  void writingSettingsLeaveOnlyWritingToJackson() {
    for (Consumer<Jackson2ObjectMapperBuilder> s :
        List.<Consumer<Jackson2ObjectMapperBuilder>>of(
            b -> b.serializationInclusion(JsonInclude.Include.NON_NULL),
            b -> b.featuresToEnable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS),
            b -> b.featuresToEnable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING),
            b -> b.featuresToEnable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS),
            b -> b.featuresToEnable(SerializationFeature.INDENT_OUTPUT),
            b -> b.featuresToEnable(JsonGenerator.Feature.ESCAPE_NON_ASCII))) {
      JsonDecision d = check(s);
      assertFalse(d.writesJson(), d.toString());
      assertTrue(d.readsJson(), d.toString());
      assertEquals(1, d.writeReasons().size(), d.toString());
    }
  }

  @Test
  void readingSettingsLeaveOnlyReadingToJackson() {
    for (DeserializationFeature f :
        List.of(
            DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES,
            DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY,
            DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL,
            DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE,
            DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)) {
      JsonDecision d = check(b -> b.featuresToEnable(f));
      assertTrue(d.writesJson(), d.toString());
      assertEquals(
          List.of("DeserializationFeature." + f.name() + "=true (spring.jackson.deserialization."
              + Jackson2MapperCheck.property(f.name()) + ")"),
          d.readReasons());
    }
  }

  @Test
  void settingsOfBothDirections() {
    for (Consumer<Jackson2ObjectMapperBuilder> s :
        List.<Consumer<Jackson2ObjectMapperBuilder>>of(
            b -> b.propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE),
            b -> b.featuresToEnable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY),
            b -> b.timeZone(TimeZone.getTimeZone("UTC")),
            b -> b.simpleDateFormat("yyyy-MM-dd"),
            b -> b.mixIn(Object.class, Object.class),
            b -> b.modulesToInstall(new SimpleModule("extra")),
            b -> b.serializerByType(Integer.class, ToStringSerializer.instance))) {
      JsonDecision d = check(s);
      assertFalse(d.writesJson(), d.toString());
      assertFalse(d.readsJson(), d.toString());
      assertTrue(d.logLine().startsWith("Wirebind leaves writing and reading the JSON of @WireMessage types"), d.logLine());
    }
  }

  @Test
  void settingsWirebindAlreadyFollows() {
    assertEquals(JACKSON2, check(b -> b.featuresToEnable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)));
    assertEquals(JACKSON2, check(b -> b.featuresToDisable(SerializationFeature.FAIL_ON_EMPTY_BEANS)));
    assertEquals(JACKSON2, check(b -> b.defaultViewInclusion(true)));
  }

  @Test
  void featureNamesAndProperties() {
    assertEquals("JsonGenerator.Feature.ESCAPE_NON_ASCII", Jackson2MapperCheck.featureName(JsonGenerator.Feature.ESCAPE_NON_ASCII));
    assertEquals("write-dates-as-timestamps", Jackson2MapperCheck.property("WRITE_DATES_AS_TIMESTAMPS"));
  }
}
