package io.wirebind.benchmarks;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;

/** How every benchmark configures the peers, and the checks its {@code @Setup} runs. */
final class Libraries {
  private Libraries() {}

  /** Jackson as a user gets it: the default {@code ObjectMapper}. */
  static ObjectMapper jackson() {
    return new ObjectMapper();
  }

  /**
   * Jackson as Spring Boot configures it, for data with {@code java.time} types and
   * {@code Optional}: {@code JavaTimeModule} and {@code Jdk8Module} registered, dates and durations
   * written as ISO-8601 strings ({@code WRITE_DATES_AS_TIMESTAMPS} and
   * {@code WRITE_DURATIONS_AS_TIMESTAMPS} off), unknown properties ignored. The JSON Wirebind
   * promises for these types is this mapper's.
   */
  static ObjectMapper springBootJackson() {
    return JsonMapper.builder()
        .addModule(new JavaTimeModule())
        .addModule(new Jdk8Module())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .build();
  }

  /**
   * Jackson 3 ({@code tools.jackson}, 3.1.4, Spring Boot 4's) set only as far as needed to write
   * the same document as the Jackson 2 mapper of the scenario: members in declaration order
   * ({@code SORT_PROPERTIES_ALPHABETICALLY} off; Jackson 3 sorts by name) and a character outside
   * the BMP as two escapes ({@code \\uD83D\\uDE00}) ({@code COMBINE_UNICODE_SURROGATES_IN_UTF8} off; Jackson 3
   * writes its four UTF-8 bytes). Everything else is its default: {@code java.time} and {@code
   * Optional} are built in and written as ISO text, unknown properties are ignored.
   */
  static tools.jackson.databind.json.JsonMapper jackson3() {
    return tools.jackson.databind.json.JsonMapper.builder()
        .disable(tools.jackson.databind.MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
        .disable(tools.jackson.core.json.JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
        .build();
  }

  /**
   * DSL-JSON with only the converters its annotation processor generated (registered through the
   * service loader) and no runtime (reflection) fallback, so a model without a compiled converter
   * fails instead of silently going slow. Doubles are parsed exactly ({@code EXACT}); the default
   * precision is off by one ulp for about one random double in six.
   */
  static DslJson<Object> dslJson() {
    return new DslJson<>(
        new DslJson.Settings<Object>()
            .includeServiceLoader()
            .doublePrecision(JsonReader.DoublePrecision.EXACT));
  }

  /**
   * Checks that DSL-JSON serialises {@code value} with an annotation-processor converter: the
   * writer found for its class is generated ({@code _X_DslJsonConverter}) and serialising succeeds
   * without a runtime fallback (DSL-JSON 2.0.2 may lack a compiled writer for a nested list).
   */
  static void checkDslJsonCompiled(DslJson<Object> dsl, Object value) {
    Class<?> type = value.getClass();
    JsonWriter.WriteObject<?> writer = dsl.tryFindWriter(type);
    if (writer == null || !writer.getClass().getName().contains("DslJsonConverter")) {
      throw new IllegalStateException(
          "DSL-JSON has no compiled writer for " + type.getName() + ": " + writer);
    }
    if (dsl.tryFindReader(type) == null) {
      throw new IllegalStateException("DSL-JSON has no compiled reader for " + type.getName());
    }
    JsonWriter out = dsl.newWriter();
    try {
      dsl.serialize(out, value);
    } catch (IOException | RuntimeException e) {
      throw new IllegalStateException("DSL-JSON cannot serialise " + type.getName(), e);
    }
  }

  /** The value as a Jackson tree: how the checks compare decoded objects with the source data. */
  static JsonNode tree(ObjectMapper jackson, Object value) {
    return jackson.valueToTree(value);
  }

  /** Throws unless {@code actual} has the same content as {@code expected}. */
  static void checkEqual(ObjectMapper jackson, String what, Object expected, Object actual) {
    JsonNode e = tree(jackson, expected);
    JsonNode a = tree(jackson, actual);
    if (!e.equals(a)) {
      throw new IllegalStateException(what + ": round trip differs\n expected " + e + "\n actual   " + a);
    }
  }

  static byte[] jacksonBytes(ObjectMapper jackson, Object value) {
    try {
      return jackson.writeValueAsBytes(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
