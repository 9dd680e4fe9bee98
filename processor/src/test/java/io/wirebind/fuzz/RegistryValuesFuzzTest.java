package io.wirebind.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.wirebind.Codec;
import io.wirebind.JsonReader;
import io.wirebind.ProtoReader;
import io.wirebind.WirebindException;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.fuzz.DeepEquals.Via;
import io.wirebind.processor.generate.kind.LibraryType;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The fuzz and differential model of the {@link LibraryType} registry: the message compiled from the
 * registry ({@link RegistryValuesModel}: every row with samples, as a component, a list element, a map
 * value and, where the row allows, a map key), filled by {@link FuzzedValues} (values from {@link FuzzedJdkValues}, which
 * makes every registry type), must come back through protobuf, Jackson-style JSON and proto3 JSON
 * as {@link RoundTripFuzzTest} requires, and its JSON must be the bytes Jackson 2.18 writes (with
 * {@code JavaTimeModule} and {@code Jdk8Module}, as Spring Boot configures it). A row added to the
 * registry is in this model with nothing else to write.
 *
 * <p>Fuzz for ten minutes: {@code JAZZER_FUZZ=1 mvn -pl processor -am test
 * -Dtest=RegistryValuesFuzzTest#registryValues -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class RegistryValuesFuzzTest {
  private static final ObjectMapper JACKSON2 = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .addModule(new Jdk8Module())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
      .build();
  private static final Class<?> MESSAGE = RegistryValuesModel.MESSAGE;
  private static final Codec<Object> CODEC = RegistryValuesModel.CODEC;

  @Test
  void everyRegistryTypeIsMadeByTheFuzzModel() throws Exception {
    FuzzedJdkValues jdk = new FuzzedJdkValues(new RandomDataProvider(0, 64));
    for (LibraryType row : LibraryType.values()) {
      Class<?> type = Class.forName(row.javaType().reflectionName());
      assertTrue(jdk.makes(type), row + " is not made by FuzzedJdkValues");
    }
  }

  @Test
  void registryValuesFromRandomData() throws Exception {
    for (long seed = 0; seed < 200; seed++) {
      check(new FuzzedValues(new RandomDataProvider(seed, 4096)).message(MESSAGE));
    }
  }

  @FuzzTest(maxDuration = "10m")
  void registryValues(FuzzedDataProvider data) throws Exception {
    check(new FuzzedValues(data).message(MESSAGE));
  }

  /** What Jackson 2 reads from its own JSON, or null when it fails. */
  private static Object jacksonReadBack(byte[] json) {
    try {
      return JACKSON2.readValue(json, MESSAGE);
    } catch (java.io.IOException e) {
      return null;
    }
  }

  private static void check(Object value) throws Exception {
    byte[] proto = CODEC.toProto(value);
    Object fromProto = CODEC.readProto(new ProtoReader().reset(proto), null);
    DeepEquals.check(value, fromProto, Via.PROTOBUF);
    assertArrayEquals(proto, CODEC.toProto(fromProto));
    // Jackson's bytes (its UTF-8 generator escapes characters outside the BMP), not its String
    byte[] json = CODEC.toJson(value);
    assertEquals(new String(JACKSON2.writeValueAsBytes(value), StandardCharsets.UTF_8),
        new String(json, StandardCharsets.UTF_8), "Jackson 2's JSON");
    Object jackson = jacksonReadBack(json);
    if (jackson != null) {
      JsonReader in = new JsonReader().reset(json);
      Object fromJson = CODEC.readJson(in, null);
      in.endOfInput();
      try {
        DeepEquals.check(value, fromJson, Via.JSON);
      } catch (AssertionError e) {
        // where Jackson does not read back what it wrote (a negative Duration with a fraction
        // under shape = NUMBER reads 2 * fraction off), we read what Jackson reads
        DeepEquals.check(jackson, fromJson, Via.JSON);
      }
    } else {
      // Jackson cannot read what it wrote (a YearMonth key beyond year 9999 lacks its sign): we fail as cleanly
      assertThrows(WirebindException.class, () -> CODEC.fromJson(json));
    }
    byte[] proto3 = CODEC.toJson(value, JsonStyle.PROTO3);
    assertArrayEquals(proto, CODEC.toProto(CODEC.fromJson(proto3, JsonStyle.PROTO3)), "proto3 JSON round trip");
  }
}
