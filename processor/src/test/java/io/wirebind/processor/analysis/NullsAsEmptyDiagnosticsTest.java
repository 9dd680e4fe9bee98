package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** {@code @JsonSetter(nulls = AS_EMPTY)} on a type Wirebind has no empty value for is refused on its line. */
class NullsAsEmptyDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 3];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.annotation.*;";
    lines[2] = "import java.util.*;";
    System.arraycopy(body, 0, lines, 3, body.length);
    return source("M", lines);
  }

  @Test
  void asEmptyOnAUuidIsRefused() {
    JavaFileObject file = message("@WireMessage public class M {",
        "  public int a;",
        "  @JsonSetter(nulls = Nulls.AS_EMPTY) public UUID id;", "}");
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining("@JsonSetter(nulls = AS_EMPTY) is implemented for String")
        .inFile(file).onLineContaining("nulls = Nulls.AS_EMPTY");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void asEmptyOnSupportedTypesCompiles() {
    JavaFileObject file = message("@WireMessage public class M {",
        "  @JsonSetter(nulls = Nulls.AS_EMPTY) public String s;",
        "  @JsonSetter(nulls = Nulls.AS_EMPTY) public List<String> l;",
        "  @JsonSetter(nulls = Nulls.AS_EMPTY) public Map<String, Integer> m;",
        "  @JsonSetter(nulls = Nulls.AS_EMPTY) public long[] a;",
        "  @JsonSetter(nulls = Nulls.AS_EMPTY) public Optional<String> o;",
        "  @JsonSetter(nulls = Nulls.AS_EMPTY) public Integer i;", "}");
    assertThat(processor.compile(file)).succeededWithoutWarnings();
  }
}
