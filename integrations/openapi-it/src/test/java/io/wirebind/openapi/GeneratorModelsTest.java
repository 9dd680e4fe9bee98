package io.wirebind.openapi;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.WirebindException;
import io.wirebind.jackson.JacksonBridge;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.openapitools.jackson.nullable.JsonNullableModule;

/**
 * The models openapi-generator 7.25 writes for {@code src/test/resources/openapi/shop.yaml} with
 * {@code @WireMessage} added: which compile through the Wirebind processor, and for those that do,
 * JSON byte-identical to Jackson configured as the generated project configures it (both ways)
 * and protobuf round trips, over random instances.
 */
class GeneratorModelsTest {
  /**
   * Measured with Jackson 2.18.2 on JDK 17: Jackson takes the properties it finds only through
   * methods (getReturn/getFloat/get123list/getATTNAME/getURL over the fields _return, _float, ...)
   * in the order of {@code Class.getDeclaredMethods()}, which HotSpot sorts by the address of each
   * method name's symbol: names the JVM already interned for JDK classes (getFloat, getURL, setURL)
   * come first, the others in class-file order. Wirebind writes them in declaration order (which
   * is Jackson's whenever no such name is shared with a loaded class); the JVM's symbol table is not
   * known at compile time.
   */
  private static final String NAMES_ORDER = "property order: float and URL, whose getter names the"
      + " JVM already knew, come first in Jackson's JSON (getDeclaredMethods order), in declaration"
      + " order in Wirebind's";

  /**
   * Models that compile but whose JSON is not yet Jackson's, with the difference: the test requires
   * that they still differ, so that a fix shows here and its entry is removed. An open bug each.
   */
  static final Map<String, Map<String, String>> KNOWN_DIFFERENCES = Map.of(
      "spring", Map.of("Names", NAMES_ORDER),
      "spring-plain", Map.of("Names", NAMES_ORDER),
      "java-native", Map.of());

  private static final Map<String, String> SPRING_REFUSED = Map.of(
      "Blob", "format: binary is a Spring Resource: no JSON or protobuf form (the documented refusal)");

  private static final Map<String, String> NATIVE_REFUSED = Map.of(
      "Blob", "format: binary is a java.io.File: no JSON or protobuf form (the documented refusal)");

  /**
   * Models with no codec of their own, by design: the java client's oneOf wrapper, which Jackson
   * writes and reads only through its own serializer and deserializer (a warning at compile time;
   * properties of its type are bridged to the application's mapper).
   */
  /** Models with properties bridged to the application's mapper: those of the oneOf wrapper's type. */
  static final Map<String, Set<String>> BRIDGED = Map.of(
      "java-native", Set.of("Drawing"),
      "java-native-nullable", Set.of("Drawing"));

  static final Map<String, java.util.Set<String>> JACKSON_SERIALIZED = Map.of(
      "java-native", java.util.Set.of("Shape"),
      "java-native-nullable", java.util.Set.of("Shape"));

  /**
   * The models the processor refuses today, by generator, with why. Keep this the one place to
   * update: a model that starts compiling (or stops) fails {@link #refusesExactlyTheListedModels}.
   */
  static final Map<String, Map<String, String>> REFUSED = Map.of(
      "spring", SPRING_REFUSED,
      "spring-plain", SPRING_REFUSED,
      "java-native", NATIVE_REFUSED,
      "java-native-nullable", NATIVE_REFUSED);

  /** The package {@code pom.xml} generates the models of each generator run into. */
  private static final Map<String, String> PACKAGES = Map.of(
      "spring", "io.wirebind.openapi.spring",
      "spring-plain", "io.wirebind.openapi.springplain",
      "java-native", "io.wirebind.openapi.nativeclient",
      "java-native-nullable", "io.wirebind.openapi.nativenullable");

  static final int INSTANCES = 200;

  @Test
  void refusesExactlyTheListedModels() {
    StringBuilder wrong = new StringBuilder();
    for (String generator : new TreeMap<>(REFUSED).keySet()) {
      GeneratedModels.Result r = compile(generator);
      if (!new TreeMap<>(REFUSED.get(generator)).keySet().equals(new TreeMap<>(r.refused()).keySet())) {
        wrong.append(generator).append(" expected refused ").append(new TreeMap<>(REFUSED.get(generator)).keySet())
            .append(", refused:\n  ").append(String.join("\n  ", r.messages())).append('\n');
      }
    }
    assertEquals("", wrong.toString());
  }

  @Test
  void springModelsMatchBootsObjectMapper() throws Exception {
    differential("spring", bootMapper());
  }

  @Test
  void springModelsWithoutJsonNullableMatchBootsObjectMapper() throws Exception {
    differential("spring-plain", bootMapper());
  }

  @Test
  void nativeClientModelsMatchTheApiClientsObjectMapper() throws Exception {
    differential("java-native", null);
  }

  @Test
  void nativeClientModelsWithJsonNullableMatchTheApiClientsObjectMapper() throws Exception {
    differential("java-native-nullable", null);
  }

  /** Jackson as Spring Boot configures it, with the {@code JsonNullableModule} the generated project registers. */
  static ObjectMapper bootMapper() {
    return JsonMapper.builder()
        .addModule(new Jdk8Module())
        .addModule(new JavaTimeModule())
        .addModule(new JsonNullableModule())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .build();
  }

  static GeneratedModels.Result compile(String generator) {
    Path root = Path.of(System.getProperty("wirebind.openapi.generated"), generator, "src/main/java");
    return GeneratedModels.compile(GeneratedModels.sources(root), pkg(generator));
  }

  /** The package {@code pom.xml} generates the models of {@code generator} into. */
  static String pkg(String generator) {
    return PACKAGES.get(generator);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void differential(String generator, ObjectMapper jackson) throws Exception {
    Path root = Path.of(System.getProperty("wirebind.openapi.generated"), generator, "src/main/java");
    Map<String, String> sources = GeneratedModels.sources(root);
    GeneratedModels.Result r = GeneratedModels.compile(sources, pkg(generator));
    if (jackson == null) {
      // the generated client's own mapper: ApiClient.createDefaultObjectMapper()
      jackson = (ObjectMapper) r.classes().loadClass(pkg(generator) + ".invoker.ApiClient")
          .getMethod("createDefaultObjectMapper").invoke(null);
    }
    // bridged properties (of the java client's oneOf wrapper type) are the application's mapper's
    JacksonBridge.use(jackson);
    List<String> checked = new ArrayList<>();
    for (Map.Entry<String, String> e : sources.entrySet()) {
      String simple = e.getKey().substring(e.getKey().lastIndexOf('.') + 1);
      if (!e.getKey().equals(pkg(generator) + "." + simple) || !GeneratedModels.isModel(simple, e.getValue()) || r.refused().containsKey(simple)) {
        continue;
      }
      Class<?> type = r.load(simple);
      if (JACKSON_SERIALIZED.getOrDefault(generator, Set.of()).contains(simple)) {
        WirebindException none = assertThrows(WirebindException.class, () -> Wirebind.codec(type));
        assertTrue(none.getMessage().contains("Jackson writes and reads it with its own"), none.getMessage());
        checked.add(simple);
        continue;
      }
      Codec codec = Wirebind.codec(type);
      RandomModels random = new RandomModels(simple.hashCode());
      String known = KNOWN_DIFFERENCES.getOrDefault(generator, Map.of()).get(simple);
      if (known != null) {
        Object x = jackson.readValue(jackson.writeValueAsBytes(random.model(type, 0)), type);
        assertNotEquals(new String(jackson.writeValueAsBytes(x), StandardCharsets.UTF_8),
            new String(codec.toJson(x), StandardCharsets.UTF_8),
            generator + " " + simple + " now matches Jackson: remove it from KNOWN_DIFFERENCES (" + known + ")");
        checked.add(simple);
        continue;
      }
      int unreadable = 0;
      for (int i = 0; i < INSTANCES; i++) {
        // what Jackson reads back from its own JSON: the instance as a round trip can give it
        // (a type id property set from the id, write-only properties dropped)
        Object made = random.model(type, 0);
        byte[] first = jackson.writeValueAsBytes(made);
        Object x;
        try {
          x = jackson.readValue(first, type);
        } catch (java.io.IOException jacksonFails) {
          // JSON Jackson cannot read back itself (the java client's oneOf wrapper, whose deserializer
          // finds that every alternative matches): the same bytes written, and refused the same way
          assertEquals(new String(first, StandardCharsets.UTF_8), new String(codec.toJson(made), StandardCharsets.UTF_8));
          assertThrows(WirebindException.class, () -> codec.fromJson(first), new String(first, StandardCharsets.UTF_8));
          unreadable++;
          continue;
        }
        byte[] expected = jackson.writeValueAsBytes(x);
        byte[] actual = codec.toJson(x);
        String where = generator + " " + simple + " #" + i + ": " + new String(expected, StandardCharsets.UTF_8);
        assertEquals(new String(expected, StandardCharsets.UTF_8), new String(actual, StandardCharsets.UTF_8), where);
        assertEquals(x, jackson.readValue(actual, type), where);
        assertEquals(x, codec.fromJson(expected), where);
        byte[] proto = codec.toProto(x);
        Object back = codec.fromProto(proto);
        // protobuf has no null list or map: a null one comes back empty
        assertEquals(NullsAsEmpty.of(jackson.valueToTree(x)), NullsAsEmpty.of(jackson.valueToTree(back)), where);
        // encoding what was decoded gives the same message again; not always the same bytes, since
        // a generated HashMap may iterate its entries in another order (protobuf maps are unordered)
        assertEquals(NullsAsEmpty.of(jackson.valueToTree(x)),
            NullsAsEmpty.of(jackson.valueToTree(codec.fromProto(codec.toProto(back)))), where);
      }
      // only a model holding the wrapper has such instances, and not all of them are
      assertTrue(unreadable == 0 || (BRIDGED.getOrDefault(generator, Set.of()).contains(simple) && unreadable < INSTANCES), simple + " unreadable: " + unreadable);
      checked.add(simple);
    }
    // the assertion on the refused list is refusesExactlyTheListedModels; here: nothing else skipped
    long models = sources.entrySet().stream()
        .filter(e -> e.getKey().startsWith(pkg(generator) + ".")
            && GeneratedModels.isModel(e.getKey().substring(e.getKey().lastIndexOf('.') + 1), e.getValue()))
        .count();
    assertEquals(models - r.refused().size(), checked.size(), generator + " checked " + checked);
  }
}
