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
 * The forms Jackson reads a {@code MonthDay} and an {@code OffsetTime} from besides its own
 * ({@code [month, day]}, {@code [hour, minute, second, nano, "offset"]}, spaces, {@code ""}, {@code
 * []}), and the inputs it rejects: Wirebind reads what Jackson 2 and 3 read to the same value, and
 * fails on the rest with a {@code WirebindException}.
 */
class TimeTextLeniencyTest {
  private static final ObjectMapper JACKSON2 = JsonMapper.builder().addModule(new JavaTimeModule())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build();
  private static final tools.jackson.databind.json.JsonMapper JACKSON3 =
      tools.jackson.databind.json.JsonMapper.builder().build();

  @Test
  void readsWhatJacksonReadsAndRejectsTheRest() throws Exception {
    Compilation c = javac().withProcessors(new WirebindProcessor()).compile(JavaFileObjects.forSourceLines("t.Times",
        "package t;",
        "@io.wirebind.annotation.WireMessage",
        "public record Times(java.time.MonthDay day, java.time.OffsetTime time) {}"));
    assertThat(c).succeeded();
    Class<?> type = new CompiledClasses(c).load("t.Times");
    @SuppressWarnings("unchecked")
    Codec<Object> codec = (Codec<Object>) type.getClassLoader().loadClass("t.Times_WireCodec").getField("INSTANCE").get(null);
    List<String> days = List.of("\"--02-29\"", "\" --12-31 \"", "\"\"", "[2,29]", "[2,30]", "[2]", "[2,29,1]", "[]",
        "\"02-29\"", "\"--2-29\"", "229", "\"--13-01\"");
    List<String> times = List.of("\"10:15+01:00\"", "\" 10:15:30Z \"", "\"\"", "[10,15,\"+01:00\"]", "[10,15,30,\"Z\"]",
        "[10,15,30,5,\"+01:00\"]", "[10,15]", "[10,15,30,5,\"+01:00\",1]", "[10,15,30,5,6,\"Z\"]", "[10,\"Z\"]", "[]",
        "[25,0,\"Z\"]", "[10,15,\"+19:00\"]", "\"10:15\"", "\"10:15:30.5+0100\"", "\"10:15:30+01\"", "1015");
    for (String day : days) {
      check(codec, type, "{\"day\":" + day + "}");
    }
    for (String time : times) {
      check(codec, type, "{\"time\":" + time + "}");
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
