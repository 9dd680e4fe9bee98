package io.wirebind.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openapitools.jackson.nullable.JsonNullableJackson3Module;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.json.JsonMapper;

/**
 * The models openapi-generator 7.25 writes for Spring Boot 4 ({@code spring} with {@code
 * useSpringBoot4} and {@code useJackson3}: the same classes as for Boot 3, but {@code
 * tools.jackson.databind.annotation.JsonDeserialize} on the {@code uniqueItems} setters), compiled
 * with {@code -Awirebind.jackson=3} and checked against Jackson 3 as Boot 4 configures it: the
 * JSON is byte-identical both ways and protobuf round trips, over random instances, with
 * {@code openApiNullable} on ({@code JsonNullable} fields, read and written by
 * jackson-databind-nullable 0.2.11's {@code JsonNullableJackson3Module}) and off.
 */
class Boot4ModelsTest {
  /** The generator runs of {@code pom.xml} for Boot 4, and their packages. */
  static final Map<String, String> PACKAGES = Map.of(
      "spring-boot4", "io.wirebind.openapi.springboot4",
      "spring-boot4-plain", "io.wirebind.openapi.springboot4plain");

  /** The same models as for Boot 3 are refused, for the same reasons. */
  static final Map<String, Map<String, String>> REFUSED = Map.of(
      "spring-boot4", GeneratorModelsTest.REFUSED.get("spring"),
      "spring-boot4-plain", GeneratorModelsTest.REFUSED.get("spring-plain"));

  /**
   * Models that compile but whose JSON is not Jackson 3's, with the difference: the test requires
   * that they still differ, so that a fix shows here and its entry is removed.
   */
  static final Map<String, String> KNOWN_DIFFERENCES = Map.of();

  @Test
  void refusesExactlyTheListedModels() {
    StringBuilder wrong = new StringBuilder();
    for (String generator : new TreeSet<>(PACKAGES.keySet())) {
      GeneratedModels.Result r = compile(generator);
      if (!new TreeSet<>(REFUSED.get(generator).keySet()).equals(new TreeSet<>(r.refused().keySet()))) {
        wrong.append(generator).append(" expected refused ").append(new TreeSet<>(REFUSED.get(generator).keySet()))
            .append(", refused:\n  ").append(String.join("\n  ", r.messages())).append('\n');
      }
    }
    assertEquals("", wrong.toString());
  }

  @Test
  void boot4ModelsMatchBoot4sJsonMapper() throws Exception {
    differential("spring-boot4");
  }

  @Test
  void boot4ModelsWithoutJsonNullableMatchBoot4sJsonMapper() throws Exception {
    differential("spring-boot4-plain");
  }

  /**
   * Jackson 3 as Spring Boot 4.0 builds its {@code JsonMapper}: Boot's own settings (dates and
   * durations as text, unknown properties ignored) are Jackson 3's defaults, and {@code
   * spring.jackson.find-and-add-modules} (on by default) registers the modules found through
   * {@code ServiceLoader}, here jackson-databind-nullable's {@code JsonNullableJackson3Module}. (The
   * generated Boot 4 application also declares a Jackson 2 {@code JsonNullableModule} bean, which
   * Boot 4's Jackson 3 mapper does not use.)
   */
  static JsonMapper boot4Mapper() {
    JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
    List<String> modules = new ArrayList<>();
    for (JacksonModule m : mapper.registeredModules()) {
      modules.add(m.getClass().getName());
    }
    assertTrue(modules.contains(JsonNullableJackson3Module.class.getName()), "modules found: " + modules);
    return mapper;
  }

  static GeneratedModels.Result compile(String generator) {
    Path root = Path.of(System.getProperty("wirebind.openapi.generated"), generator, "src/main/java");
    return GeneratedModels.compile(GeneratedModels.sources(root), PACKAGES.get(generator), "-Awirebind.jackson=3");
  }

  private static void differential(String generator) throws Exception {
    JsonMapper jackson = boot4Mapper();
    com.fasterxml.jackson.databind.ObjectMapper trees = new com.fasterxml.jackson.databind.ObjectMapper();
    String pkg = PACKAGES.get(generator);
    Path root = Path.of(System.getProperty("wirebind.openapi.generated"), generator, "src/main/java");
    Map<String, String> sources = GeneratedModels.sources(root);
    GeneratedModels.Result r = GeneratedModels.compile(sources, pkg, "-Awirebind.jackson=3");
    List<String> checked = new ArrayList<>();
    for (Map.Entry<String, String> e : new TreeMap<>(sources).entrySet()) {
      String simple = e.getKey().substring(e.getKey().lastIndexOf('.') + 1);
      if (!e.getKey().equals(pkg + "." + simple) || !GeneratedModels.isModel(simple, e.getValue())
          || r.refused().containsKey(simple)) {
        continue;
      }
      Class<?> type = r.load(simple);
      Codec codec = Wirebind.codec(type);
      assertEquals(JsonStyle.JACKSON3, codec.jacksonStyle(), simple);
      RandomModels random = new RandomModels(simple.hashCode());
      String known = KNOWN_DIFFERENCES.get(simple);
      if (known != null) {
        Object x = jackson.readValue(jackson.writeValueAsBytes(random.model(type, 0)), type);
        assertNotEquals(new String(jackson.writeValueAsBytes(x), StandardCharsets.UTF_8),
            new String(codec.toJson(x), StandardCharsets.UTF_8),
            generator + " " + simple + " now matches Jackson 3: remove it from KNOWN_DIFFERENCES (" + known + ")");
        checked.add(simple);
        continue;
      }
      for (int i = 0; i < GeneratorModelsTest.INSTANCES; i++) {
        // what Jackson 3 reads back from its own JSON: the instance as a round trip can give it
        Object x = jackson.readValue(jackson.writeValueAsBytes(random.model(type, 0)), type);
        byte[] expected = jackson.writeValueAsBytes(x);
        byte[] actual = codec.toJson(x);
        String where = generator + " " + simple + " #" + i + ": " + new String(expected, StandardCharsets.UTF_8);
        assertEquals(new String(expected, StandardCharsets.UTF_8), new String(actual, StandardCharsets.UTF_8), where);
        assertEquals(x, jackson.readValue(actual, type), where);
        assertEquals(x, codec.fromJson(expected), where);
        Object back = codec.fromProto(codec.toProto(x));
        // protobuf has no null list or map: a null one comes back empty; JsonNullable's three states
        // (absent, null, a value) come back as they were
        assertEquals(NullsAsEmpty.emptyAsNull(trees.readTree(expected)),
            NullsAsEmpty.emptyAsNull(trees.readTree(jackson.writeValueAsBytes(back))), where);
        assertEquals(NullsAsEmpty.emptyAsNull(trees.readTree(expected)),
            NullsAsEmpty.emptyAsNull(trees.readTree(jackson.writeValueAsBytes(codec.fromProto(codec.toProto(back))))), where);
      }
      checked.add(simple);
    }
    long models = sources.entrySet().stream()
        .filter(e -> e.getKey().startsWith(pkg + ".")
            && GeneratedModels.isModel(e.getKey().substring(e.getKey().lastIndexOf('.') + 1), e.getValue()))
        .count();
    assertEquals(models - r.refused().size(), checked.size(), generator + " checked " + checked);
    assertTrue(checked.contains("Nullables") && checked.contains("Formats") && checked.contains("Dog"), "checked " + checked);
  }
}
