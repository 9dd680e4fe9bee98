package io.wirebind.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.http.fixtures.Order;
import java.util.List;
import java.util.TimeZone;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.ToStringSerializer;

/**
 * The pure decision for a Jackson 3 mapper: each setting against Jackson 3's default {@code
 * JsonMapper} (which Boot 4 builds), without an application context; and the per-type choice by
 * the codec's Jackson. Here, not in integrations/spring, whose tests run without Jackson 3 (as a
 * Boot 3 application does).
 */
class Jackson3MapperCheckTest {
  /** Wirebind serves the JSON of Jackson 3 codecs. */
  static final JsonDecision JACKSON3 = new JsonDecision(List.of(), List.of(), JsonStyle.JACKSON3);

  static JsonDecision check(Consumer<JsonMapper.Builder> setting) {
    JsonMapper.Builder builder = JsonMapper.builder();
    setting.accept(builder);
    return Jackson3MapperCheck.check(builder.build());
  }

  @Test
  void theDefaultMapperIsWirebindsForJackson3Codecs() {
    JsonDecision d = check(b -> {});
    assertEquals(JACKSON3, d);
    assertNull(d.logLine());
    assertEquals(JsonStyle.JACKSON3, d.mapperStyle());
  }

  @Test
  void aJackson2CodecIsLeftToAJackson3Mapper() {
    Codec<Order> codec = Wirebind.codec(Order.class);
    assertEquals(JsonStyle.JACKSON, codec.jacksonStyle());
    JsonDecision d = check(b -> {});
    assertTrue(d.writesJson() && d.readsJson());
    assertFalse(d.writesJson(codec));
    assertFalse(d.readsJson(codec));
    String line = d.styleLine(List.of(Order.class.getName()), JsonStyle.JACKSON);
    assertTrue(line.contains("io.wirebind.http.fixtures.Order"), line);
    assertTrue(line.contains("generated for Jackson 2's JSON (JsonStyle.JACKSON)"), line);
    assertTrue(line.contains("-Awirebind.jackson=3"), line);
    // the same codec in a Jackson 2 application, and with no mapper at all
    assertTrue(new JsonDecision(List.of(), List.of(), JsonStyle.JACKSON).writesJson(codec));
    assertTrue(JsonDecision.WIREBIND.writesJson(codec));
  }

  @Test
  void writingSettingsLeaveOnlyWritingToJackson() {
    for (Consumer<JsonMapper.Builder> s :
        List.<Consumer<JsonMapper.Builder>>of(
            b -> b.changeDefaultPropertyInclusion(i -> JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL)),
            b -> b.enable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS),
            b -> b.enable(DateTimeFeature.WRITE_DURATIONS_AS_TIMESTAMPS),
            b -> b.disable(EnumFeature.WRITE_ENUMS_USING_TO_STRING),
            b -> b.enable(EnumFeature.WRITE_ENUMS_USING_INDEX),
            b -> b.disable(SerializationFeature.WRITE_EMPTY_JSON_ARRAYS),
            b -> b.enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS),
            b -> b.enable(SerializationFeature.INDENT_OUTPUT),
            b -> b.enable(JsonWriteFeature.ESCAPE_NON_ASCII))) {
      JsonDecision d = check(s);
      assertFalse(d.writesJson(), d.toString());
      assertTrue(d.readsJson(), d.toString());
      assertEquals(1, d.writeReasons().size(), d.toString());
    }
  }

  @Test
  void readingSettingsLeaveOnlyReadingToJackson() {
    for (Consumer<JsonMapper.Builder> s :
        List.<Consumer<JsonMapper.Builder>>of(
            b -> b.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES),
            b -> b.enable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY),
            b -> b.enable(EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL),
            b -> b.enable(EnumFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE),
            b -> b.disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES),
            b -> b.disable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS))) {
      JsonDecision d = check(s);
      assertTrue(d.writesJson(), d.toString());
      assertFalse(d.readsJson(), d.toString());
      assertEquals(1, d.readReasons().size(), d.toString());
    }
    assertEquals(
        List.of("DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES=true (spring.jackson.deserialization.fail-on-unknown-properties)"),
        check(b -> b.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).readReasons());
    assertEquals(
        List.of("EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL=true (spring.jackson.datatype.enum.read-unknown-enum-values-as-null)"),
        check(b -> b.enable(EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL)).readReasons());
  }

  @Test
  void settingsOfBothDirections() {
    for (Consumer<JsonMapper.Builder> s :
        List.<Consumer<JsonMapper.Builder>>of(
            b -> b.propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE),
            b -> b.disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY),
            b -> b.defaultTimeZone(TimeZone.getTimeZone("UTC")),
            b -> b.defaultDateFormat(new java.text.SimpleDateFormat("yyyy-MM-dd")),
            b -> b.addMixIn(Object.class, Object.class),
            b -> b.addModule(new SimpleModule("extra")),
            b -> b.addModule(new SimpleModule("serializers").addSerializer(Integer.class, ToStringSerializer.instance)))) {
      JsonDecision d = check(s);
      assertFalse(d.writesJson(), d.toString());
      assertFalse(d.readsJson(), d.toString());
      assertTrue(d.logLine().startsWith("Wirebind leaves writing and reading the JSON of @WireMessage types"), d.logLine());
    }
  }

  @Test
  void settingsWirebindAlreadyFollows() {
    assertEquals(JACKSON3, check(b -> b.enable(SerializationFeature.FAIL_ON_EMPTY_BEANS)));
    assertEquals(JACKSON3, check(b -> b.enable(MapperFeature.DEFAULT_VIEW_INCLUSION)));
    assertEquals(JACKSON3, check(b -> b.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)));
    assertEquals(JACKSON3, check(b -> b.disable(SerializationFeature.FLUSH_AFTER_WRITE_VALUE)));
  }

  @Test
  void bootsOwnModulesCountOnlyWithSomethingInThem() {
    assertFalse(Jackson3MapperCheck.hasAdditions(new SimpleModule("empty")));
    assertTrue(Jackson3MapperCheck.hasAdditions(new SimpleModule("s").addSerializer(Integer.class, ToStringSerializer.instance)));
  }
}
