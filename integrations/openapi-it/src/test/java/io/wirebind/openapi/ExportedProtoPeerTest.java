package io.wirebind.openapi;

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
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code .proto} the processor exported for the generated models (the Jackson 2 generator runs:
 * spring, spring-plain, java-native, java-native-nullable, compiled by the {@code exported-models}
 * execution of {@code pom.xml}) is compiled by protoc in the build; this test compiles the
 * protobuf-java it generated and runs every model against it both ways over random instances:
 * Wirebind's bytes parsed by protobuf-java print (through {@code JsonFormat}) the proto3 JSON
 * Wirebind writes ({@code JsonStyle.PROTO3}), protobuf-java's bytes decode to the original instance,
 * protobuf-java's message built from Wirebind's proto3 JSON does too, and Wirebind reads
 * protobuf-java's proto3 JSON back to the original instance.
 */
class ExportedProtoPeerTest {
  private static final Path MODELS = Path.of("target", "exported-models");
  private static final Path PEER_SOURCES = Path.of("target", "exported-proto-java");
  private static final int INSTANCES = 100;
  /** The exported packages and the generator run each comes from. */
  private static final Map<String, String> PACKAGES = Map.of(
      "io.wirebind.openapi.spring", "spring",
      "io.wirebind.openapi.springplain", "spring-plain",
      "io.wirebind.openapi.nativeclient", "java-native",
      "io.wirebind.openapi.nativenullable", "java-native-nullable");
  private static final ObjectMapper TREES = new ObjectMapper();
  private static final ObjectMapper JACKSON = GeneratorModelsTest.bootMapper();
  private static ClassLoader models;
  private static ClassLoader peers;
  private static final List<FileDescriptor> FILES = new ArrayList<>();

  @BeforeAll
  static void compilePeers() throws Exception {
    models = new URLClassLoader(new URL[] {MODELS.toUri().toURL()}, ExportedProtoPeerTest.class.getClassLoader());
    Path out = Files.createTempDirectory("openapi-proto-peers");
    List<String> sources;
    try (Stream<Path> s = Files.walk(PEER_SOURCES)) {
      sources = s.filter(p -> p.toString().endsWith(".java")).map(Path::toString).collect(Collectors.toList());
    }
    assertEquals(PACKAGES.size(), sources.size(), "protoc's Java for the exported files: " + sources);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-proc:none", "-nowarn",
        "-classpath", System.getProperty("java.class.path")));
    args.addAll(sources);
    assertEquals(0, javac.run(null, null, null, args.toArray(new String[0])), "javac of protoc's Java");
    peers = new URLClassLoader(new URL[] {out.toUri().toURL()}, ExportedProtoPeerTest.class.getClassLoader());
    for (String source : sources) {
      String name = PEER_SOURCES.relativize(Path.of(source)).toString().replace('/', '.').replace(".java", "");
      FILES.add((FileDescriptor) peers.loadClass(name).getMethod("getDescriptor").invoke(null));
    }
  }

  @Test
  void everyGeneratedModelInteroperatesWithProtobufJava() throws Exception {
    Map<String, List<String>> checked = new TreeMap<>();
    for (FileDescriptor file : FILES) {
      String generator = PACKAGES.get(file.getPackage());
      assertTrue(generator != null, "an exported package no generator run has: " + file.getPackage());
      for (Descriptor d : file.getMessageTypes()) {
        Class<?> type;
        try {
          type = models.loadClass(file.getPackage() + "." + d.getName());
        } catch (ClassNotFoundException e) {
          continue; // a message the export adds (a JsonNullable wrapper), checked inside its holders
        }
        check(type, peerClass(file, d), generator);
        checked.computeIfAbsent(generator, g -> new ArrayList<>()).add(d.getName());
      }
    }
    // every model the processor compiles is exported and checked
    for (Map.Entry<String, String> e : PACKAGES.entrySet()) {
      GeneratedModels.Result r = GeneratorModelsTest.compile(e.getValue());
      Path root = Path.of(System.getProperty("wirebind.openapi.generated"), e.getValue(), "src/main/java");
      TreeSet<String> compiled = new TreeSet<>();
      GeneratedModels.sources(root).forEach((name, text) -> {
        String simple = name.substring(name.lastIndexOf('.') + 1);
        if (name.equals(e.getKey() + "." + simple) && text.contains(GeneratedModels.WIRE_MESSAGE)
            && !r.refused().containsKey(simple)) {
          compiled.add(simple);
        }
      });
      assertEquals(compiled, new TreeSet<>(checked.getOrDefault(e.getValue(), List.of())), e.getValue());
    }
    System.out.println("ExportedProtoPeerTest: " + INSTANCES + " instances each of " + checked);
  }

  private static Class<?> peerClass(FileDescriptor file, Descriptor d) throws Exception {
    String outer = file.getOptions().getJavaOuterClassname().isEmpty() ? outerClassName(file) : file.getOptions().getJavaOuterClassname();
    String javaPackage = file.getOptions().getJavaPackage().isEmpty() ? file.getPackage() : file.getOptions().getJavaPackage();
    return peers.loadClass(javaPackage + "." + outer + "$" + d.getName());
  }

  /** protoc's outer class name for a file without {@code java_outer_classname}. */
  private static String outerClassName(FileDescriptor file) {
    String base = file.getName().substring(file.getName().lastIndexOf('/') + 1).replace(".proto", "");
    StringBuilder b = new StringBuilder();
    boolean upper = true;
    for (char c : base.toCharArray()) {
      if (c == '_' || c == '-') {
        upper = true;
      } else {
        b.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    String name = b.toString();
    for (Descriptor d : file.getMessageTypes()) {
      if (d.getName().equals(name)) {
        return name + "OuterClass";
      }
    }
    return name;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void check(Class<?> type, Class<?> peer, String generator) throws Exception {
    Codec codec = Wirebind.codec(type);
    Method parse = peer.getMethod("parseFrom", byte[].class);
    Method newBuilder = peer.getMethod("newBuilder");
    RandomModels random = new RandomModels(type.getName().hashCode());
    for (int i = 0; i < INSTANCES; i++) {
      // the instance as a JSON round trip gives it (a type id property set from the id)
      Object x = JACKSON.readValue(JACKSON.writeValueAsBytes(random.model(type, 0)), type);
      String at = generator + " " + type.getSimpleName() + " #" + i + ": " + JACKSON.writeValueAsString(x);
      byte[] ours = codec.toProto(x);
      byte[] ourJson = codec.toJson(x, JsonStyle.PROTO3);
      // ours -> theirs: protobuf-java reads the values Wirebind's proto3 JSON says
      Message theirs = (Message) parse.invoke(null, (Object) ours);
      String printed = JsonFormat.printer().print(theirs);
      assertSameTree(TREES.readTree(ourJson), TREES.readTree(printed), at);
      assertSameValue(x, codec.fromProto(theirs.toByteArray()), at);
      // theirs -> ours: protobuf-java builds the message from Wirebind's proto3 JSON through its own schema
      Message.Builder builder = (Message.Builder) newBuilder.invoke(null);
      JsonFormat.parser().merge(new String(ourJson, StandardCharsets.UTF_8), builder);
      assertSameValue(x, codec.fromProto(builder.build().toByteArray()), at);
      // and Wirebind reads protobuf-java's proto3 JSON
      assertSameValue(x, codec.fromJson(printed.getBytes(StandardCharsets.UTF_8), JsonStyle.PROTO3), at);
    }
  }

  /** Equal as Jackson writes them, a null list or map being an empty one (as in protobuf). */
  private static void assertSameValue(Object expected, Object actual, String at) {
    assertEquals(NullsAsEmpty.of(JACKSON.valueToTree(expected)), NullsAsEmpty.of(JACKSON.valueToTree(actual)), at);
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
