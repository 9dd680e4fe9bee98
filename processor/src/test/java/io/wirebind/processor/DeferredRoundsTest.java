package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.Codec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/**
 * A message whose field type another processor generates in the same compilation (as AutoValue and
 * Immutables generate theirs): Wirebind waits for the round in which it exists instead of
 * silently generating nothing.
 */
class DeferredRoundsTest {
  /** Generates {@code g.Generated}, a {@code @WireMessage} record, in the first round. */
  static final class GeneratingProcessor extends AbstractProcessor {
    private boolean done;

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      if (!done) {
        done = true;
        try (Writer w = processingEnv.getFiler().createSourceFile("g.Generated").openWriter()) {
          w.write("package g;\n@io.wirebind.annotation.WireMessage\npublic record Generated(String name, int n) {}\n");
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      return false;
    }
  }

  @Test
  void aMessageWaitsForATypeAnotherProcessorGenerates() throws Exception {
    Compilation c = javac()
        .withProcessors(new WirebindProcessor(), new GeneratingProcessor())
        .withOptions("-Xlint:all,-processing")
        .compile(JavaFileObjects.forSourceLines("g.Holder",
            "package g;",
            "import io.wirebind.annotation.WireMessage;",
            "import java.util.List;",
            "@WireMessage",
            "public class Holder {",
            "  public Generated one;",
            "  public List<Generated> many;",
            "}"));
    assertThat(c).succeededWithoutWarnings();
    CompiledClasses classes = new CompiledClasses(c);
    @SuppressWarnings("unchecked")
    Codec<Object> codec = (Codec<Object>) classes.load("g.Holder_WireCodec").getField("INSTANCE").get(null);
    String json = "{\"one\":{\"name\":\"a\",\"n\":1},\"many\":[{\"name\":null,\"n\":-2}]}";
    Object value = codec.fromJson(json.getBytes(StandardCharsets.UTF_8));
    assertEquals(json, new String(codec.toJson(value), StandardCharsets.UTF_8));
    assertEquals(json, new String(codec.toJson(codec.fromProto(codec.toProto(value))), StandardCharsets.UTF_8));
  }
}
