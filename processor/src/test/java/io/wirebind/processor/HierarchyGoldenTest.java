package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The codec of a recursive sealed hierarchy ({@code golden/Shape.java.txt}) compiles without
 * warnings under {@code -Xlint:all} and equals the checked-in golden file. After an intended change,
 * regenerate with {@code WIREBIND_UPDATE_GOLDEN=1 mvn -pl processor -am test -Dtest=HierarchyGoldenTest}.
 */
class HierarchyGoldenTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/Shape_WireCodec.java.txt");

  @Test
  void generatedHierarchyCodecMatchesGoldenFile() throws IOException {
    String source;
    try (InputStream in = HierarchyGoldenTest.class.getResourceAsStream("/golden/Shape.java.txt")) {
      source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Compilation c =
        javac()
            .withProcessors(new WirebindProcessor())
            .withOptions("-Xlint:all,-processing")
            .compile(JavaFileObjects.forSourceString("golden.Shape", source));
    assertThat(c).succeededWithoutWarnings();
    JavaFileObject generated =
        c.generatedFile(StandardLocation.SOURCE_OUTPUT, "golden/Shape_WireCodec.java").orElseThrow();
    String actual = generated.getCharContent(false).toString();
    if ("1".equals(System.getenv("WIREBIND_UPDATE_GOLDEN"))) {
      Files.writeString(GOLDEN, actual);
    }
    assertEquals(Files.readString(GOLDEN), actual, "generated code changed; see the class comment");
  }
}
