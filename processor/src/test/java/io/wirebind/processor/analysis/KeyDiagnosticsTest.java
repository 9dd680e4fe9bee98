package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Map keys Jackson cannot read back: an error on the field saying why; the value types it can are
 * accepted.
 */
class KeyDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(processor.models.isEmpty(), "no model for a class with errors");
  }

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 5];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.annotation.*;";
    lines[2] = "import java.util.*;";
    lines[3] = "import java.time.*;";
    lines[4] = "import java.math.*;";
    System.arraycopy(body, 0, lines, 5, body.length);
    return source("M", lines);
  }

  @Test
  void valueObjectWrappingADateIsNoKey() {
    expectError(
        message("@WireMessage public class M {",
            "  public record Day(@JsonValue LocalDate date) {}",
            "  public Map<Day, String> byDay;",
            "}"),
        "map key type test.M.Day is not supported: Jackson writes this value object as a key through its"
            + " @JsonValue but cannot read it back (it has no key deserializer for a value object wrapping"
            + " anything but a String, an integral number or a UUID); key the map by the wrapped type",
        "byDay;");
  }

  @Test
  void valueObjectWrappingADoubleIsNoKey() {
    expectError(
        message("@WireMessage public class M {",
            "  public record Price(@JsonValue double value) {}",
            "  public Map<Price, String> byPrice;",
            "}"),
        "map key type test.M.Price is not supported: Jackson writes this value object as a key", "byPrice;");
  }

  @Test
  void aMessageIsNoKey() {
    expectError(
        message("@WireMessage public class M {", "  public Map<M, String> byParent;", "}"),
        "map key type test.M is not supported; map keys are String, a number or Boolean", "byParent;");
  }

  @Test
  void valueTypesAreKeys() {
    Compilation c = processor.compile(message("@WireMessage public class M {",
        "  public Map<Instant, String> a;",
        "  public SortedMap<LocalDate, String> b;",
        "  public Map<Double, String> c;",
        "  public Map<Float, String> d;",
        "  public Map<BigDecimal, String> e;",
        "  public Map<Locale, String> f;",
        "  public List<Map<ZonedDateTime, Year>> g;",
        "  public Map<YearMonth, List<Duration>> h;",
        "}"));
    assertThat(c).succeededWithoutWarnings();
    assertEquals(1, processor.models.size());
  }
}
