package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * An unsupported type is reported once per class, shortly, with the nearest supported type, and
 * never with advice to annotate a class from a library.
 */
class UnsupportedTypeDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 2];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import java.util.*;";
    System.arraycopy(body, 0, lines, 2, body.length);
    return source("M", lines);
  }

  private void expectError(JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(processor.models.isEmpty(), "no model for a class with errors");
  }

  @Test
  void dateSuggestsInstant() {
    expectError(message("@WireMessage public class M {", "  public Date placedAt;", "}"),
        "type java.util.Date is not supported; use java.time.Instant", "placedAt");
  }

  @Test
  void jsonNodeSuggestsAMapAndNotAnAnnotation() {
    JavaFileObject file = message("@WireMessage public class M {",
        "  public com.fasterxml.jackson.databind.JsonNode extra;", "}");
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining("type com.fasterxml.jackson.databind.JsonNode is not supported; use Map<String, Object>"
        + " for a JSON object, List<Object> for an array or Object for any JSON value").inFile(file).onLineContaining("extra");
    assertThat(c).hadErrorCount(1);
    assertTrue(c.errors().stream().noneMatch(d -> d.getMessage(null).contains("@WireMessage")), c.errors().toString());
  }

  @Test
  void libraryClassPointsToTypesYouDontOwn() {
    JavaFileObject file = message("@WireMessage public class M {",
        "  public org.junit.jupiter.api.TestInfo info;", "}");
    expectError(file, "type org.junit.jupiter.api.TestInfo is not supported; see docs/TYPES.md#types-you-dont-own",
        "info");
  }

  @Test
  void inetAddressSuggestsString() {
    expectError(message("@WireMessage public class M {", "  public java.net.InetAddress host;", "}"),
        "type java.net.InetAddress is not supported; use String", "host");
  }

  @Test
  void anotherJavaTimeTypeListsTheJavaTimeTypesThatAre() {
    expectError(message("@WireMessage public class M {", "  public java.time.chrono.JapaneseDate opens;", "}"),
        "type java.time.chrono.JapaneseDate is not supported; the java.time types supported are "
            + TypeAdvice.JAVA_TIME, "opens");
    assertTrue(TypeAdvice.JAVA_TIME.startsWith("Instant, Duration, LocalDate, LocalTime, LocalDateTime,"
        + " OffsetDateTime, ZonedDateTime, Year, YearMonth, "), TypeAdvice.JAVA_TIME);
  }

  @Test
  void jsonNullableInsideAnOptionalIsRefused() {
    expectError(message("@WireMessage public class M {",
        "  public Optional<org.openapitools.jackson.nullable.JsonNullable<String>> maybe;", "}"),
        "type java.util.Optional<org.openapitools.jackson.nullable.JsonNullable<java.lang.String>> is not"
            + " supported: a JsonNullable inside an Optional", "maybe");
  }

  @Test
  void jsonNullableHoldingAnOptionalIsRefused() {
    expectError(message("@WireMessage public class M {",
        "  public org.openapitools.jackson.nullable.JsonNullable<Optional<String>> maybe;", "}"),
        "type org.openapitools.jackson.nullable.JsonNullable<java.util.Optional<java.lang.String>> is not"
            + " supported: a JsonNullable inside an Optional, or holding an Optional", "maybe");
  }

  @Test
  void elementOfAListGetsTheAdviceToo() {
    expectError(message("@WireMessage public class M {", "  public List<Date> times;", "}"),
        "element type java.util.Date is not supported; use java.time.Instant", "times");
  }

  @Test
  void aTypeIsReportedOncePerClass() {
    JavaFileObject file = message("@WireMessage public class M {",
        "  public Date created;",
        "  public Date updated;",
        "  public Date deleted;",
        "}");
    expectError(file, "type java.util.Date is not supported; use java.time.Instant", "created");
  }

  @Test
  void messagesAreShort() {
    Compilation c = processor.compile(message("@WireMessage public class M {", "  public Thread worker;", "}"));
    assertThat(c).hadErrorContaining("type java.lang.Thread is not supported; docs/TYPES.md lists the supported types");
    // the type, where the supported ones are listed, and the two ways forward for a type you don't own
    assertTrue(c.errors().get(0).getMessage(null).length() <= 280, c.errors().get(0).getMessage(null));
  }
}
