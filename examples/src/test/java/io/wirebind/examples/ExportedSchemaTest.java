package io.wirebind.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.wirebind.Codec;
import io.wirebind.Wirebind;
import io.wirebind.annotation.JsonStyle;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code .proto} files the processor exported for the examples (compiled by protoc in the
 * build, execution {@code exported-proto}): the Java protoc generated from them reads the examples'
 * sample messages as Wirebind writes them, and Wirebind reads the peer's bytes back.
 */
class ExportedSchemaTest {
  private static final Path GENERATED = Path.of("target", "exported-proto-java");
  private static ClassLoader peers;

  @BeforeAll
  static void compilePeers() throws Exception {
    Path out = Files.createTempDirectory("exported-examples");
    List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-proc:none", "-nowarn",
        "-classpath", System.getProperty("java.class.path")));
    try (Stream<Path> s = Files.walk(GENERATED)) {
      args.addAll(s.filter(p -> p.toString().endsWith(".java")).map(Path::toString).collect(Collectors.toList()));
    }
    assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(new String[0])));
    peers = new URLClassLoader(new URL[] {out.toUri().toURL()}, ExportedSchemaTest.class.getClassLoader());
  }

  @Test
  void samplesInteroperateWithPeersGeneratedFromTheExportedFiles() throws Exception {
    check(DomainExample.samplePortfolio(), "io.wirebind.examples.trading.Trading$Portfolio");
    check(JacksonMigrationExample.sampleQuote(), "io.wirebind.examples.jackson.Jackson$QuoteResponse");
  }

  @Test
  void protoSchemaReadsTheExportedFile() {
    String text = Wirebind.protoSchema(io.wirebind.examples.trading.Portfolio.class);
    assertTrue(text.contains("message Portfolio {"), text);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void check(Object x, String peerName) throws Exception {
    Codec codec = Wirebind.codec(x.getClass());
    Class<?> peer = peers.loadClass(peerName);
    byte[] ours = codec.toProto(x);
    Message theirs = (Message) peer.getMethod("parseFrom", byte[].class).invoke(null, (Object) ours);
    ObjectMapper mapper = new ObjectMapper();
    JsonNode ourJson = mapper.readTree(codec.toJson(x, JsonStyle.PROTO3));
    JsonNode printed = mapper.readTree(JsonFormat.printer().print(theirs));
    Comparator<JsonNode> numbers = (a, b) -> a.isNumber() && b.isNumber()
        ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;
    assertTrue(ourJson.equals(numbers, printed), "ours " + ourJson + "\ntheirs " + printed);
    assertArrayEquals(ours, codec.toProto(codec.fromProto(theirs.toByteArray())));
    Message.Builder b = (Message.Builder) peer.getMethod("newBuilder").invoke(null);
    JsonFormat.parser().merge(new String(codec.toJson(x, JsonStyle.PROTO3), StandardCharsets.UTF_8), b);
    assertArrayEquals(ours, codec.toProto(codec.fromProto(b.build().toByteArray())));
  }
}
