package io.wirebind.processor.generate.kind;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import io.wirebind.WirebindException;
import io.wirebind.processor.CompiledClasses;
import io.wirebind.processor.WirebindProcessor;
import java.nio.charset.StandardCharsets;

/**
 * One record compiled with Wirebind, and the check the leniency tests make on it: each input reads
 * to what Jackson 2 reads, Jackson 3 reading the same, or fails with a {@code WirebindException}
 * where Jackson fails.
 */
final class LeniencyCheck {
  private static final ObjectMapper JACKSON2 = JsonMapper.builder().addModule(new JavaTimeModule())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build();
  private static final tools.jackson.databind.json.JsonMapper JACKSON3 =
      tools.jackson.databind.json.JsonMapper.builder().build();

  private final Class<?> type;
  private final Codec<Object> codec;

  private LeniencyCheck(Class<?> type, Codec<Object> codec) {
    this.type = type;
    this.codec = codec;
  }

  /** Compiles {@code public record <name><components> {}} in package {@code t} and loads its codec. */
  static LeniencyCheck record(String name, String components) throws Exception {
    Compilation c = javac().withProcessors(new WirebindProcessor()).compile(JavaFileObjects.forSourceLines("t." + name,
        "package t;",
        "@io.wirebind.annotation.WireMessage",
        "public record " + name + components + " {}"));
    assertThat(c).succeeded();
    Class<?> type = new CompiledClasses(c).load("t." + name);
    @SuppressWarnings("unchecked")
    Codec<Object> codec = (Codec<Object>) type.getClassLoader().loadClass("t." + name + "_WireCodec")
        .getField("INSTANCE").get(null);
    return new LeniencyCheck(type, codec);
  }

  void check(String json) throws Exception {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    Object two = read(() -> JACKSON2.readValue(bytes, type));
    Object three = read(() -> JACKSON3.readValue(bytes, type));
    assertEquals(String.valueOf(two), String.valueOf(three), "Jackson 2 and 3 agree on " + json);
    if (two == null) {
      assertThrows(WirebindException.class, () -> codec.fromJson(bytes), json);
    } else {
      assertEquals(two, codec.fromJson(bytes), json);
    }
  }

  private interface Read {
    Object read() throws Exception;
  }

  /** What Jackson reads, or null when it fails. */
  private static Object read(Read r) {
    try {
      return r.read();
    } catch (Exception e) {
      return null;
    }
  }
}
