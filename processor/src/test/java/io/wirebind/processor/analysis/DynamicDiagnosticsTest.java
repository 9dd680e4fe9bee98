package io.wirebind.processor.analysis;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.wirebind.processor.analysis.CapturingProcessor.source;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Mistakes around dynamic values, each reported on its line by the existing messages: only
 * {@code Object}, {@code List<Object>} and {@code Map<String, Object>} hold JSON trees.
 */
class DynamicDiagnosticsTest {
  private final CapturingProcessor processor = new CapturingProcessor();

  private void expectError(String line, String text) {
    JavaFileObject file = source("M",
        "import io.wirebind.annotation.*;",
        "import java.util.*;",
        "@WireMessage public class M {",
        "  " + line,
        "}");
    Compilation c = processor.compile(file);
    assertThat(c).hadErrorContaining(text).inFile(file).onLineContaining(line);
    assertThat(c).hadErrorCount(1);
    assertTrue(processor.models.isEmpty(), "no model for a class with errors");
  }

  @Test
  void objectKeysAreNotMapKeys() {
    expectError("public Map<Object, Object> m;", "map key type java.lang.Object is not supported");
  }

  @Test
  void encodingOnAnObject() {
    expectError("@WireField(value = 1, encoding = WireField.Encoding.ZIGZAG) public Object o;",
        "encoding = ZIGZAG applies only to integer types (int, long, short, byte, char and their boxes), not to"
            + " java.lang.Object; remove it");
  }

  @Test
  void keyEncodingOnAStruct() {
    expectError("@WireField(value = 1, keyEncoding = WireField.Encoding.FIXED) public Map<String, Object> m;",
        "keyEncoding = FIXED applies only to integer types");
  }

  @Test
  void queuesOfObjectsAreNotDynamic() {
    expectError("public Queue<Object> s;", "type java.util.Queue<java.lang.Object> is not supported");
  }

  @Test
  void theUnsupportedTypeMessageNamesDynamicValues() {
    expectError("public com.fasterxml.jackson.databind.JsonNode s;",
        "use Map<String, Object> for a JSON object, List<Object> for an array or Object for any JSON value");
  }

  @Test
  void wildcardsAreNotDynamic() {
    expectError("public Map<String, ?> m;", "needs concrete type arguments");
  }

  @Test
  void objectArraysAreNotDynamic() {
    expectError("public List<Object[]> l;", "element type java.lang.Object is not supported");
  }
}
