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
 * The forms Jackson reads a {@code java.sql.Timestamp} and a {@code java.sql.Date} from besides its
 * own ({@code StdDateFormat}: epoch milliseconds as a number or digits, ISO-8601 with or without
 * seconds, a fraction, an offset, spaces, {@code ""}, {@code "null"}, a lenient calendar), and the
 * inputs it rejects: Wirebind reads what Jackson 2 and 3 read to the same value, and fails on the
 * rest with a {@code WirebindException}.
 */
class SqlDatesLeniencyTest {
  private static final ObjectMapper JACKSON2 = JsonMapper.builder().addModule(new JavaTimeModule())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build();
  private static final tools.jackson.databind.json.JsonMapper JACKSON3 =
      tools.jackson.databind.json.JsonMapper.builder().build();

  @Test
  void readsWhatJacksonReadsAndRejectsTheRest() throws Exception {
    Compilation c = javac().withProcessors(new WirebindProcessor()).compile(JavaFileObjects.forSourceLines("t.Dates",
        "package t;",
        "@io.wirebind.annotation.WireMessage",
        "public record Dates(java.sql.Timestamp ts, java.sql.Date d) {}"));
    assertThat(c).succeeded();
    Class<?> type = new CompiledClasses(c).load("t.Dates");
    @SuppressWarnings("unchecked")
    Codec<Object> codec = (Codec<Object>) type.getClassLoader().loadClass("t.Dates_WireCodec").getField("INSTANCE").get(null);
    List<String> inputs = List.of("1709201730123", "-1", "0", "\"1709201730123\"", "\"-62135596800000\"",
        "\" 2024-02-29 \"", "\"\"", "\"  \"", "\"null\"", "\"2024-02-29\"", "\"2024-02-29T10:15\"",
        "\"2024-02-29T10:15:30\"", "\"2024-02-29T10:15:30.1\"", "\"2024-02-29T10:15:30.12\"",
        "\"2024-02-29T10:15:30.123456789\"", "\"2024-02-29T10:15:30.1234567890\"", "\"2024-02-29T10:15:30Z\"",
        "\"2024-02-29T10:15:30+01\"", "\"2024-02-29T10:15:30+0130\"", "\"2024-02-29T10:15:30-01:30\"",
        "\"2024-02-29T10:15Z\"", "\"2024-02-30\"", "\"2023-13-01\"", "\"2024-02-29T25:00:00\"", "\"1000-01-01\"",
        "\"1582-10-10\"", "\"0001-01-01T00:00:00.000+00:00\"", "\"2024-2-29\"", "\"2024-02-29T\"", "\"2024-02-29 10:15\"",
        "\"2024-02-29T10:15:30.\"", "\"2024-02-29T10:15:30+1\"", "\"2024-02-29T10:15:30X\"", "\"abc\"", "\"12a\"",
        "true", "[]", "{}");
    for (String input : inputs) {
      check(codec, type, "{\"ts\":" + input + "}");
      check(codec, type, "{\"d\":" + input + "}");
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
