package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;

/** The Jackson refusal tests' source builder and their one-error-on-this-line check. */
final class JacksonRefusals {
  private JacksonRefusals() {}

  /** Compiles {@code file}: exactly one error, containing {@code text}, on {@code line}; no model. */
  static void expectError(CapturingProcessor processor, JavaFileObject file, String text, String line) {
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(!processor.models.containsKey("test.M"), "no model for a class with errors");
  }

  /** {@code test.M} with Wirebind's, Jackson's and java.util's imports, then {@code body}. */
  static JavaFileObject message(String... body) {
    String[] lines = new String[body.length + 5];
    lines[0] = "import io.wirebind.annotation.*;";
    lines[1] = "import com.fasterxml.jackson.annotation.*;";
    lines[2] = "import com.fasterxml.jackson.databind.annotation.*;";
    lines[3] = "import com.fasterxml.jackson.databind.*;";
    lines[4] = "import java.util.*;";
    System.arraycopy(body, 0, lines, 5, body.length);
    return source("M", lines);
  }
}
