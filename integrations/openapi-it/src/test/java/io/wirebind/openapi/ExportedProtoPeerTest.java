package io.wirebind.openapi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The {@code .proto} the processor exported for the generated models (compiled by the {@code
 * exported-models} executions of {@code pom.xml}: the Jackson 2 generator runs, and the Spring Boot 4
 * ones with {@code -Awirebind.jackson=3}) is compiled by protoc in the build; this test compiles the
 * protobuf-java it generated and runs every model against it both ways over random instances:
 * Wirebind's bytes parsed by protobuf-java print (through {@code JsonFormat}) the proto3 JSON
 * Wirebind writes ({@code JsonStyle.PROTO3}), protobuf-java's bytes decode to the original instance,
 * protobuf-java's message built from Wirebind's proto3 JSON does too, and Wirebind reads
 * protobuf-java's proto3 JSON back to the original instance.
 */
class ExportedProtoPeerTest {
  private static final int INSTANCES = 100;
  private static final ObjectMapper TREES = new ObjectMapper();

  /** How a generator run's models are mapped by the Jackson its project uses. */
  private interface Jackson {
    /** {@code x} as that Jackson reads back what it writes. */
    Object roundTrip(Object x) throws Exception;

    /** {@code x} as that Jackson writes it, as a tree. */
    JsonNode tree(Object x) throws Exception;
  }

  /** The models of the Jackson 2 generator runs, as the {@code exported-models} execution compiled them. */
  private static final World JACKSON2 = new World("exported-models", "exported-proto-java", Map.of(
      "io.wirebind.openapi.spring", "spring",
      "io.wirebind.openapi.springplain", "spring-plain",
      "io.wirebind.openapi.nativeclient", "java-native",
      "io.wirebind.openapi.nativenullable", "java-native-nullable"));

  /** The Spring Boot 4 models, compiled with {@code -Awirebind.jackson=3} ({@code exported-models-boot4}). */
  private static final World JACKSON3 = new World("exported-models-boot4", "exported-proto-java-boot4", Map.of(
      "io.wirebind.openapi.springboot4", "spring-boot4",
      "io.wirebind.openapi.springboot4plain", "spring-boot4-plain"));

  @Test
  void jackson2ModelsInteroperateWithProtobufJava() throws Exception {
    ObjectMapper jackson = GeneratorModelsTest.bootMapper();
    io.wirebind.jackson.JacksonBridge.use(jackson); // the oneOf wrapper properties of the java client models
    JACKSON2.check(new Jackson() {
      @Override
      public Object roundTrip(Object x) throws Exception {
        return jackson.readValue(jackson.writeValueAsBytes(x), x.getClass());
      }

      @Override
      public JsonNode tree(Object x) {
        return jackson.valueToTree(x);
      }
    }, GeneratorModelsTest::compile);
  }

  @Test
  void boot4ModelsInteroperateWithProtobufJava() throws Exception {
    tools.jackson.databind.json.JsonMapper jackson = Boot4ModelsTest.boot4Mapper();
    JACKSON3.check(new Jackson() {
      @Override
      public Object roundTrip(Object x) {
        return jackson.readValue(jackson.writeValueAsBytes(x), x.getClass());
      }

      @Override
      public JsonNode tree(Object x) throws Exception {
        return TREES.readTree(jackson.writeValueAsBytes(x));
      }
    }, Boot4ModelsTest::compile);
  }

  /**
   * The java client's {@code JsonNullable} properties ({@code @JsonProperty("nickname")
   * getNickname_JsonNullable()} over {@code private JsonNullable<String> nickname}) are exported
   * under their property's name, as the spring generator's ({@code getNickname()} over the same
   * field) are: each of a model's {@code JsonNullable} fields has the name (and JSON name) of a
   * {@code JsonNullable} field of the spring model, and no accessor name leaks into a field name.
   */
  @Test
  void javaClientNullableFieldsAreNamedAfterTheirProperties() throws Exception {
    Map<String, FileDescriptor> files = JACKSON2.files();
    FileDescriptor nativeClient = files.get("java-native-nullable");
    FileDescriptor spring = files.get("spring");
    int compared = 0;
    for (Descriptor d : nativeClient.getMessageTypes()) {
      for (com.google.protobuf.Descriptors.FieldDescriptor f : d.getFields()) {
        assertTrue(!f.getName().contains("JsonNullable"), d.getName() + "." + f.getName());
      }
      Descriptor same = spring.findMessageTypeByName(d.getName());
      if (same != null && !nullableFields(d).isEmpty()) {
        // (the spring generator also wraps a required nullable property; the java client does not)
        assertTrue(nullableFields(same).containsAll(nullableFields(d)),
            d.getName() + ": " + nullableFields(d) + " named as in spring's " + nullableFields(same));
        compared++;
      }
    }
    assertTrue(compared > 0, "no model with JsonNullable fields in both runs");
  }

  /** The names of the fields holding a {@code JsonNullable} wrapper message, with their JSON names. */
  private static TreeSet<String> nullableFields(Descriptor d) {
    TreeSet<String> out = new TreeSet<>();
    for (com.google.protobuf.Descriptors.FieldDescriptor f : d.getFields()) {
      if (f.getType() == com.google.protobuf.Descriptors.FieldDescriptor.Type.MESSAGE
          && f.getMessageType().getName().startsWith("Nullable")) {
        out.add(f.getName() + " " + f.getJsonName());
      }
    }
    return out;
  }

  /** The models of some generator runs, compiled in the build, and protoc's Java for their {@code .proto}. */
  private static final class World {
    private final Path models;
    private final Path peerSources;
    /** The exported packages and the generator run each comes from. */
    private final Map<String, String> packages;

    World(String models, String peerSources, Map<String, String> packages) {
      this.models = Path.of("target", models);
      this.peerSources = Path.of("target", peerSources);
      this.packages = packages;
    }

    /** protoc's Java for the exported files, compiled. */
    private ClassLoader peers;
    private List<String> sources;

    /** Compiles protoc's Java for the exported files (once). */
    private ClassLoader peers() throws Exception {
      if (peers != null) {
        return peers;
      }
      Path out = Files.createTempDirectory("openapi-proto-peers");
      try (Stream<Path> s = Files.walk(peerSources)) {
        sources = s.filter(p -> p.toString().endsWith(".java")).map(Path::toString).collect(Collectors.toList());
      }
      assertEquals(packages.size(), sources.size(), "protoc's Java for the exported files: " + sources);
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-proc:none", "-nowarn",
          "-classpath", System.getProperty("java.class.path")));
      args.addAll(sources);
      assertEquals(0, javac.run(null, null, null, args.toArray(new String[0])), "javac of protoc's Java");
      peers = new URLClassLoader(new URL[] {out.toUri().toURL()}, ExportedProtoPeerTest.class.getClassLoader());
      return peers;
    }

    /** The exported files' descriptors, by the generator run their package comes from. */
    Map<String, FileDescriptor> files() throws Exception {
      ClassLoader loader = peers();
      Map<String, FileDescriptor> out = new TreeMap<>();
      for (String source : sources) {
        // protoc's outer class of each file (no java_package or java_outer_classname is exported)
        String name = peerSources.relativize(Path.of(source)).toString().replace('/', '.').replace(".java", "");
        FileDescriptor file = (FileDescriptor) loader.loadClass(name).getMethod("getDescriptor").invoke(null);
        out.put(packages.get(file.getPackage()), file);
      }
      return out;
    }

    void check(Jackson jackson, Function<String, GeneratedModels.Result> compile) throws Exception {
      ClassLoader modelLoader = new URLClassLoader(new URL[] {models.toUri().toURL()}, ExportedProtoPeerTest.class.getClassLoader());
      ClassLoader peers = peers();
      Map<String, List<String>> checked = new TreeMap<>();
      for (String source : sources) {
        // protoc's outer class of each file (no java_package or java_outer_classname is exported)
        String name = peerSources.relativize(Path.of(source)).toString().replace('/', '.').replace(".java", "");
        FileDescriptor file = (FileDescriptor) peers.loadClass(name).getMethod("getDescriptor").invoke(null);
        String generator = packages.get(file.getPackage());
        assertTrue(generator != null, "an exported package no generator run has: " + file.getPackage());
        for (Descriptor d : file.getMessageTypes()) {
          Class<?> type;
          try {
            type = modelLoader.loadClass(file.getPackage() + "." + d.getName());
          } catch (ClassNotFoundException e) {
            continue; // a message the export adds (a JsonNullable wrapper), checked inside its holders
          }
          checkModel(type, peers.loadClass(name + "$" + d.getName()), generator, jackson);
          checked.computeIfAbsent(generator, g -> new ArrayList<>()).add(d.getName());
        }
      }
      // every model the processor compiles is exported and checked
      for (Map.Entry<String, String> e : packages.entrySet()) {
        GeneratedModels.Result r = compile.apply(e.getValue());
        Path root = Path.of(System.getProperty("wirebind.openapi.generated"), e.getValue(), "src/main/java");
        TreeSet<String> compiled = new TreeSet<>();
        GeneratedModels.sources(root).forEach((qualified, text) -> {
          String simple = qualified.substring(qualified.lastIndexOf('.') + 1);
          if (qualified.equals(e.getKey() + "." + simple) && GeneratedModels.isModel(simple, text)
              && !r.refused().containsKey(simple)
              && !GeneratorModelsTest.JACKSON_SERIALIZED.getOrDefault(e.getValue(), java.util.Set.of()).contains(simple)) {
            compiled.add(simple);
          }
        });
        assertEquals(compiled, new TreeSet<>(checked.getOrDefault(e.getValue(), List.of())), e.getValue());
      }
      System.out.println("ExportedProtoPeerTest: " + INSTANCES + " instances each of " + checked);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void checkModel(Class<?> type, Class<?> peer, String generator, Jackson jackson) throws Exception {
    Codec codec = Wirebind.codec(type);
    Method parse = peer.getMethod("parseFrom", byte[].class);
    Method newBuilder = peer.getMethod("newBuilder");
    RandomModels random = new RandomModels(type.getName().hashCode());
    for (int i = 0; i < INSTANCES; i++) {
      // the instance as a JSON round trip gives it (a type id property set from the id); one
      // Jackson can read back (the java client's oneOf wrapper reads none but null: every
      // alternative matches, GeneratorModelsTest checks that Wirebind refuses it the same way)
      Object x = null;
      for (int attempt = 0; x == null; attempt++) {
        try {
          x = jackson.roundTrip(random.model(type, 0));
        } catch (java.io.IOException unreadable) {
          assertTrue(attempt < 1000, type + ": Jackson reads back none of its JSON: " + unreadable);
        }
      }
      String at = generator + " " + type.getSimpleName() + " #" + i + ": " + jackson.tree(x);
      byte[] ours = codec.toProto(x);
      if (GeneratorModelsTest.BRIDGED.getOrDefault(generator, java.util.Set.of()).contains(type.getSimpleName())) {
        // bridged properties: a string of the mapper's JSON in protobuf, but written in Jackson's
        // style in proto3 JSON too (docs/JSON.md, the Jackson bridge): the bytes alone
        Message theirs = (Message) parse.invoke(null, (Object) ours);
        assertArrayEquals(ours, theirs.toByteArray(), at);
        assertSameValue(jackson, x, codec.fromProto(theirs.toByteArray()), at);
        continue;
      }
      byte[] ourJson = codec.toJson(x, JsonStyle.PROTO3);
      // ours -> theirs: protobuf-java reads the values Wirebind's proto3 JSON says
      Message theirs = (Message) parse.invoke(null, (Object) ours);
      String printed = JsonFormat.printer().print(theirs);
      assertSameTree(TREES.readTree(ourJson), TREES.readTree(printed), at);
      assertSameValue(jackson, x, codec.fromProto(theirs.toByteArray()), at);
      // theirs -> ours: protobuf-java builds the message from Wirebind's proto3 JSON through its own schema
      Message.Builder builder = (Message.Builder) newBuilder.invoke(null);
      JsonFormat.parser().merge(new String(ourJson, StandardCharsets.UTF_8), builder);
      assertSameValue(jackson, x, codec.fromProto(builder.build().toByteArray()), at);
      // and Wirebind reads protobuf-java's proto3 JSON
      assertSameValue(jackson, x, codec.fromJson(printed.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3), at);
    }
  }

  /**
   * Equal as Jackson writes them, a null list or map being an empty one (as in protobuf). Where the
   * mapper writes nulls (the spring models), an undefined {@code JsonNullable} (absent) and a null one
   * stay apart; the java client's mapper leaves nulls out (NON_NULL), so there an empty map that
   * comes back null is absent, and absent and null are compared as the same.
   */
  private static void assertSameValue(Jackson jackson, Object expected, Object actual, String at) throws Exception {
    if (at.startsWith("java-native")) {
      assertEquals(NullsAsEmpty.of(jackson.tree(expected)), NullsAsEmpty.of(jackson.tree(actual)), at);
    } else {
      assertEquals(NullsAsEmpty.emptyAsNull(jackson.tree(expected)), NullsAsEmpty.emptyAsNull(jackson.tree(actual)), at);
    }
  }

  private static void assertSameTree(JsonNode ours, JsonNode theirs, String at) {
    Comparator<JsonNode> numbers = (a, b) -> {
      if (a.isNumber() && b.isNumber()) {
        return a.decimalValue().compareTo(b.decimalValue());
      }
      return a.equals(b) ? 0 : 1;
    };
    assertTrue(ours.equals(numbers, theirs), at + "\nours:   " + ours + "\ntheirs: " + theirs);
  }
}
