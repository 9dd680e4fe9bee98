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
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The forms Jackson reads a {@code java.util.TimeZone} from besides its ID ({@code
 * TimeZone.getTimeZone} of the text trimmed: an unknown ID, a number's or a boolean's text is GMT,
 * a blank string null), and the inputs it rejects: Wirebind reads what Jackson 2 and 3 read to the
 * same value, and fails on the rest with a {@code WirebindException}.
 */
class TimeZoneLeniencyTest {
  private static final ObjectMapper JACKSON2 = JsonMapper.builder().addModule(new JavaTimeModule())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build();
  private static final tools.jackson.databind.json.JsonMapper JACKSON3 =
      tools.jackson.databind.json.JsonMapper.builder().build();

  @Test
  void readsWhatJacksonReadsAndRejectsTheRest() throws Exception {
    Compilation c = javac().withProcessors(new WirebindProcessor()).compile(JavaFileObjects.forSourceLines("t.Zones",
        "package t;",
        "@io.wirebind.annotation.WireMessage",
        "public record Zones(java.util.TimeZone tz, java.util.List<java.util.TimeZone> list) {}"));
    assertThat(c).succeeded();
    Class<?> type = new CompiledClasses(c).load("t.Zones");
    @SuppressWarnings("unchecked")
    Codec<Object> codec = (Codec<Object>) type.getClassLoader().loadClass("t.Zones_WireCodec").getField("INSTANCE").get(null);
    List<String> inputs = List.of("\"Europe/Paris\"", "\" Europe/Paris \"", "\"\\u0055TC\"", "\"GMT+01:00\"",
        "\"GMT+1\"", "\"GMT-0130\"", "\"UTC\"", "\"Z\"", "\"+01:00\"", "\"europe/paris\"", "\"garbage\"", "\"\"",
        "\"  \"", "\"null\"", "null", "3", "-1.5e3", "0", "true", "false", "[]", "[\"UTC\"]", "{}");
    for (String input : inputs) {
      check(codec, type, "{\"tz\":" + input + "}");
      if (!input.equals("null")) {
        check(codec, type, "{\"list\":[" + input + "]}");
      }
    }
  }

  private static void check(Codec<Object> codec, Class<?> type, String json) throws Exception {
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
