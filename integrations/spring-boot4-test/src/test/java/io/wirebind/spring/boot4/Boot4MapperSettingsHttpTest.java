package io.wirebind.spring.boot4;

import static io.wirebind.http.fixtures.HttpClientSupport.JSON;
import static io.wirebind.http.fixtures.HttpClientSupport.PROTOBUF;
import static io.wirebind.http.fixtures.HttpClientSupport.get;
import static io.wirebind.http.fixtures.HttpClientSupport.post;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.spring.JsonDecision;
import io.wirebind.spring.WirebindHttpMessageConverter;
import io.wirebind.spring.boot4.model.Grade;
import io.wirebind.spring.boot4.model.Parcel;
import java.io.ByteArrayOutputStream;
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
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;

/**
 * A Boot 4 application with Jackson 3 codecs under each {@code spring.jackson.*} setting (and a
 * module bean and a mix-in), MVC on loopback, each setting on its own: its JSON is byte for byte
 * what its own {@code JsonMapper} writes, every request body is accepted or refused as that mapper
 * does, Wirebind writes or reads the JSON itself exactly when {@code Jackson3MapperCheck} says so
 * (one log line naming the setting otherwise), and protobuf is always Wirebind's.
 */
class Boot4MapperSettingsHttpTest {
  static final Codec<Parcel> CODEC = Wirebind.codec(Parcel.class);

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
        prop("spring.jackson.datatype.datetime.write-dates-as-timestamps=true", false, true, true),
        prop("spring.jackson.datatype.datetime.write-durations-as-timestamps=true", false, true, true),
        // the samples' enum's toString is its name, so its JSON does not change (Jackson 3's default is on)
        prop("spring.jackson.datatype.enum.write-enums-using-to-string=false", false, true, false),
        prop("spring.jackson.datatype.enum.write-enums-using-index=true", false, true, true),
        prop("spring.jackson.serialization.write-empty-json-arrays=false", false, true, true),
        prop("spring.jackson.mapper.sort-properties-alphabetically=false", false, false, true),
        prop("spring.jackson.serialization.order-map-entries-by-keys=true", false, true, true),
        prop("spring.jackson.deserialization.fail-on-unknown-properties=true", true, false, false),
        prop("spring.jackson.deserialization.accept-single-value-as-array=true", true, false, false),
        prop("spring.jackson.datatype.enum.read-unknown-enum-values-as-null=true", true, false, false),
        prop("spring.jackson.datatype.enum.read-unknown-enum-values-using-default-value=true", true, false, false),
        prop("spring.jackson.deserialization.fail-on-null-for-primitives=false", true, false, false),
        prop("spring.jackson.deserialization.fail-on-trailing-tokens=false", true, false, false),
        prop("spring.jackson.time-zone=Asia/Tokyo", false, false, true),
        prop("spring.jackson.date-format=yyyy-MM-dd HH:mm", false, false, false),
        prop("spring.jackson.json.write.escape-non-ascii=true", false, true, true),
        // followed by Wirebind: no message of it lacks members, no view is active
        new Setting(
            "spring.jackson.serialization.fail-on-empty-beans=true",
            new String[] {"spring.jackson.serialization.fail-on-empty-beans=true"},
            new Class<?>[0], true, true, null, false),
        new Setting("a JacksonModule bean with a serializer", new String[0], new Class<?>[] {ModuleConfig.class},
            false, false, "module(s) grades", true),
        new Setting("a mix-in", new String[0], new Class<?>[] {MixInConfig.class},
            false, false, "1 mix-in(s)", true));
  }

  /** A module bean, which Boot registers on its mapper. */
  @Configuration(proxyBeanMethods = false)
  static class ModuleConfig {
    @Bean
    SimpleModule gradeModule() {
      SimpleModule module = new SimpleModule("grades");
      module.addSerializer(
          Grade.class,
          new ValueSerializer<>() {
            @Override
            public void serialize(Grade value, JsonGenerator gen, SerializationContext context) {
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
    JsonMapperBuilderCustomizer mixIns() {
      return builder -> builder.addMixIn(Parcel.class, ParcelMixIn.class);
    }
  }

  abstract static class ParcelMixIn {
    @com.fasterxml.jackson.annotation.JsonProperty("id")
    public String parcelId;
  }

  /** Request bodies that some setting reads differently from Boot's defaults. */
  static List<byte[]> bodies(JsonMapper mapper) {
    List<byte[]> bodies = new ArrayList<>();
    bodies.add(mapper.writeValueAsBytes(Parcel.sample(3)));
    bodies.add(CODEC.toJson(Parcel.sample(4)));
    for (String s :
        new String[] {
          "{\"parcelId\":\"x\",\"extra\":1}",
          "{\"parcelId\":\"x\",\"tags\":\"solo\"}",
          "{\"grade\":\"NOPE\"}",
          "{\"pieceCount\":null}",
          "{\"parcel_id\":\"x\",\"piece_count\":2}",
          "{\"shippedAt\":1700000000.5,\"dueDate\":\"2024-01-02\"}",
          "{\"arrivalTime\":\"2024-03-04T05:06:07+02:00\"}",
          "{\"id\":\"mixed\"}",
          "{\"grade\":\"URGENT\"} {}",
        }) {
      bodies.add(s.getBytes(StandardCharsets.UTF_8));
    }
    return bodies;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("settings")
  void jsonIsTheApplicationsMappersUnderEachSetting(Setting setting) {
    Class<?>[] sources = new Class<?>[setting.config().length + 1];
    sources[0] = Boot4Jackson3App.Mvc.class;
    System.arraycopy(setting.config(), 0, sources, 1, setting.config().length);
    PrintStream out = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    ConfigurableApplicationContext app;
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      app = Boot4Jackson3App.start(sources, WebApplicationType.SERVLET, setting.properties());
    } finally {
      System.setOut(out);
    }
    try (app) {
      String url = Boot4App.baseUrl(app);
      JsonMapper mapper = app.getBean(JsonMapper.class);
      JsonDecision decision = app.getBean(WirebindHttpMessageConverter.class).jsonDecision();
      assertEquals(JsonStyle.JACKSON3, decision.mapperStyle());
      assertEquals(setting.writes(), decision.writesJson(), decision.toString());
      assertEquals(setting.reads(), decision.readsJson(), decision.toString());
      assertEquals(setting.writes(), decision.writesJson(CODEC), decision.toString());
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
        byte[] expected = mapper.writeValueAsBytes(Parcel.sample(seed));
        HttpResponse<byte[]> r = get(url + "/parcels/" + seed, JSON);
        assertEquals(new String(expected, StandardCharsets.UTF_8), new String(r.body(), StandardCharsets.UTF_8));
        assertArrayEquals(expected, r.body());
        assertArrayEquals(expected, get(url + "/parcels/" + seed, null).body());
        differs |= !Arrays.equals(expected, CODEC.toJson(Parcel.sample(seed)));
      }
      // protobuf stays Wirebind's (a map's null value has no protobuf form: the sample's is refused)
      assertEquals(500, get(url + "/parcels/1", PROTOBUF).statusCode());
      assertEquals(setting.changesOutput(), differs, "whether the setting changes Jackson's JSON of the samples");
      List<Parcel> list = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        list.add(Parcel.sample(i));
      }
      assertArrayEquals(
          mapper.writerFor(Boot4Jackson3HttpTest.PARCELS).writeValueAsBytes(list), get(url + "/parcels?count=4", JSON).body());

      for (byte[] body : bodies(mapper)) {
        String text = new String(body, StandardCharsets.UTF_8);
        HttpResponse<byte[]> r = post(url + "/parcels/echo", JSON, JSON, body);
        Parcel read;
        try {
          read = mapper.readValue(body, Parcel.class);
        } catch (JacksonException e) {
          assertEquals(400, r.statusCode(), text + " -> " + new String(r.body(), StandardCharsets.UTF_8));
          continue;
        }
        assertEquals(200, r.statusCode(), text + " -> " + new String(r.body(), StandardCharsets.UTF_8));
        assertArrayEquals(mapper.writeValueAsBytes(read), r.body(), text);
      }
      // protobuf requests stay Wirebind's
      Parcel noNulls = Parcel.sample(5);
      noNulls.labels.remove("carrier");
      HttpResponse<byte[]> r = post(url + "/parcels/echo", PROTOBUF, PROTOBUF, CODEC.toProto(noNulls));
      assertEquals(200, r.statusCode());
      assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith(PROTOBUF));
      assertEquals(noNulls, CODEC.fromProto(r.body()));
    }
  }
}
