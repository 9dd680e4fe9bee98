package io.wirebind.spring;

import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static io.wirebind.http.fixtures.HttpClientSupport.get;
import static io.wirebind.http.fixtures.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.http.fixtures.Priority;
import io.wirebind.http.fixtures.Shipment;
import io.wirebind.spring.app.TestApps;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * A Boot 3 application under each {@code spring.jackson.*} setting (and a module bean and a mix-in)
 * on loopback: its JSON is byte for byte what its own {@code ObjectMapper} writes, every request
 * body is accepted or refused as that mapper does, Wirebind writes or reads the JSON itself exactly
 * when {@link Jackson2MapperCheck} says so (one log line naming the setting otherwise), and
 * protobuf is always Wirebind's.
 */
class MapperSettingsHttpTest {
  static final Codec<Shipment> CODEC = Wirebind.codec(Shipment.class);

  /**
   * One setting: the properties (or configuration) that make it, whether Wirebind still writes and
   * reads the JSON, the text the log line must hold, and whether the setting changes the JSON
   * Jackson writes for the samples (so that the byte comparison proves something).
   */
  record Setting(
      String name, String[] properties, Class<?>[] config, boolean writes, boolean reads, String logged, boolean changesOutput) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Setting prop(String property, boolean writes, boolean reads, boolean changesOutput) {
    String key = property.substring(0, property.indexOf('='));
    return new Setting(property, new String[] {property}, new Class<?>[0], writes, reads, key, changesOutput);
  }

  static Stream<Setting> settings() {
    return Stream.of(
        new Setting("Boot's defaults", new String[0], new Class<?>[0], true, true, null, false),
        prop("spring.jackson.property-naming-strategy=SNAKE_CASE", false, false, true),
        prop("spring.jackson.default-property-inclusion=non_null", false, true, true),
        prop("spring.jackson.serialization.write-dates-as-timestamps=true", false, true, true),
        prop("spring.jackson.serialization.write-durations-as-timestamps=true", false, true, true),
        prop("spring.jackson.serialization.write-enums-using-to-string=true", false, true, true),
        prop("spring.jackson.serialization.write-enums-using-index=true", false, true, true),
        prop("spring.jackson.serialization.write-null-map-values=false", false, true, true),
        prop("spring.jackson.serialization.write-empty-json-arrays=false", false, true, true),
        prop("spring.jackson.mapper.sort-properties-alphabetically=true", false, false, true),
        prop("spring.jackson.serialization.order-map-entries-by-keys=true", false, true, true),
        prop("spring.jackson.deserialization.fail-on-unknown-properties=true", true, false, false),
        prop("spring.jackson.deserialization.accept-single-value-as-array=true", true, false, false),
        prop("spring.jackson.deserialization.read-unknown-enum-values-as-null=true", true, false, false),
        prop("spring.jackson.deserialization.read-unknown-enum-values-using-default-value=true", true, false, false),
        prop("spring.jackson.deserialization.fail-on-null-for-primitives=true", true, false, false),
        prop("spring.jackson.time-zone=Asia/Tokyo", false, false, true),
        prop("spring.jackson.date-format=yyyy-MM-dd HH:mm", false, false, false),
        prop("spring.jackson.generator.escape-non-ascii=true", false, true, false),
        // followed by Wirebind: its reading always fails on trailing tokens
        new Setting(
            "spring.jackson.deserialization.fail-on-trailing-tokens=true",
            new String[] {"spring.jackson.deserialization.fail-on-trailing-tokens=true"},
            new Class<?>[0], true, true, null, false),
        new Setting("a Module bean with a serializer", new String[0], new Class<?>[] {ModuleConfig.class},
            false, false, "custom 1 serializers", true),
        new Setting("a mix-in", new String[0], new Class<?>[] {MixInConfig.class},
            false, false, "1 mix-in(s)", true));
  }

  /** A module bean, which Boot registers on its mapper. */
  @Configuration(proxyBeanMethods = false)
  static class ModuleConfig {
    @Bean
    SimpleModule priorityModule() {
      SimpleModule module = new SimpleModule("priorities");
      module.addSerializer(
          Priority.class,
          new JsonSerializer<>() {
            @Override
            public void serialize(Priority value, JsonGenerator gen, SerializerProvider provider) throws IOException {
              gen.writeNumber(value.ordinal() * 10);
            }
          });
      return module;
    }
  }

  /** A mix-in renaming a property, through a builder customizer. */
  @Configuration(proxyBeanMethods = false)
  static class MixInConfig {
    @Bean
    Jackson2ObjectMapperBuilderCustomizer mixIns() {
      return builder -> builder.mixIn(Shipment.class, ShipmentMixIn.class);
    }
  }

  abstract static class ShipmentMixIn {
    @com.fasterxml.jackson.annotation.JsonProperty("id")
    public String shipmentId;
  }

  /** Request bodies that some setting reads differently from Boot's defaults. */
  static List<byte[]> bodies(ObjectMapper mapper) throws IOException {
    List<byte[]> bodies = new ArrayList<>();
    bodies.add(mapper.writeValueAsBytes(Shipment.sample(3)));
    bodies.add(CODEC.toJson(Shipment.sample(4)));
    for (String s :
        new String[] {
          "{\"shipmentId\":\"x\",\"extra\":1}",
          "{\"shipmentId\":\"x\",\"tags\":\"solo\"}",
          "{\"priority\":\"NOPE\"}",
          "{\"pieceCount\":null}",
          "{\"shipment_id\":\"x\",\"piece_count\":2}",
          "{\"shippedAt\":1700000000.5,\"dueDate\":\"2024-01-02\"}",
          "{\"arrivalTime\":\"2024-03-04T05:06:07+02:00\"}",
          "{\"id\":\"mixed\"}",
          "{\"priority\":\"URGENT\"} {}",
        }) {
      bodies.add(s.getBytes(StandardCharsets.UTF_8));
    }
    return bodies;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("settings")
  void jsonIsTheApplicationsMappersUnderEachSetting(Setting setting) throws IOException {
    Class<?>[] sources = new Class<?>[setting.config().length + 1];
    sources[0] = TestApps.Shipments.class;
    System.arraycopy(setting.config(), 0, sources, 1, setting.config().length);
    PrintStream out = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    ConfigurableApplicationContext app;
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      app = TestApps.start(sources, WebApplicationType.SERVLET, true, setting.properties());
    } finally {
      System.setOut(out);
    }
    try (app) {
      String url = TestApps.baseUrl(app);
      ObjectMapper mapper = app.getBean(ObjectMapper.class);
      JsonDecision decision = app.getBean(WirebindHttpMessageConverter.class).jsonDecision();
      assertEquals(setting.writes(), decision.writesJson(), decision.toString());
      assertEquals(setting.reads(), decision.readsJson(), decision.toString());
      List<String> lines =
          captured.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains("Wirebind leaves")).toList();
      if (setting.logged() == null) {
        assertEquals(List.of(), lines);
      } else {
        assertEquals(1, lines.size(), captured.toString(StandardCharsets.UTF_8));
        assertTrue(lines.get(0).contains(setting.logged()), lines.get(0));
        assertTrue(lines.get(0).contains("protobuf is still served by Wirebind"), lines.get(0));
      }

      boolean differs = false;
      for (int seed = 0; seed < 6; seed++) {
        byte[] expected = mapper.writeValueAsBytes(Shipment.sample(seed));
        HttpResponse<byte[]> r = get(url + "/shipments/" + seed, JSON);
        assertEquals(new String(expected, StandardCharsets.UTF_8), new String(r.body(), StandardCharsets.UTF_8));
        assertArrayEquals(expected, r.body());
        assertArrayEquals(expected, get(url + "/shipments/" + seed, null).body());
        differs |= !Arrays.equals(expected, CODEC.toJson(Shipment.sample(seed)));
      }
      // protobuf stays Wirebind's (a map's null value has no protobuf form: the sample's is refused)
      assertEquals(500, get(url + "/shipments/1", PROTOBUF).statusCode());
      Shipment noNulls = Shipment.sample(5);
      noNulls.labels.remove("carrier");
      assertEquals(setting.changesOutput(), differs, "whether the setting changes Jackson's JSON of the samples");
      List<Shipment> list = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        list.add(Shipment.sample(i));
      }
      assertArrayEquals(mapper.writeValueAsBytes(list), get(url + "/shipments?count=4", JSON).body());

      for (byte[] body : bodies(mapper)) {
        String text = new String(body, StandardCharsets.UTF_8);
        HttpResponse<byte[]> r = post(url + "/shipments/echo", JSON, JSON, body);
        if (decision.readsJson() && text.endsWith(" {}")) {
          // Wirebind's reading is strict: trailing tokens are an error (Jackson's default ignores them)
          assertEquals(400, r.statusCode(), text);
          continue;
        }
        Shipment read;
        try {
          read = mapper.readValue(body, Shipment.class);
        } catch (IOException e) {
          assertEquals(400, r.statusCode(), text + " -> " + new String(r.body(), StandardCharsets.UTF_8));
          continue;
        }
        assertEquals(200, r.statusCode(), text + " -> " + new String(r.body(), StandardCharsets.UTF_8));
        assertArrayEquals(mapper.writeValueAsBytes(read), r.body(), text);
      }
      // protobuf requests stay Wirebind's
      HttpResponse<byte[]> r = post(url + "/shipments/echo", PROTOBUF, PROTOBUF, CODEC.toProto(noNulls));
      assertEquals(200, r.statusCode());
      assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith(PROTOBUF));
      assertEquals(noNulls, CODEC.fromProto(r.body()));
    }
  }

}
