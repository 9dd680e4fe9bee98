package io.wirebind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Completion;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.FileObject;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Gradle's incremental compilation treats Wirebind as an <em>isolating</em> processor: the jar
 * declares it, and every generated file must have exactly one originating element (the message it
 * was generated for), or Gradle falls back to full recompilation. No Gradle here, so both halves
 * of the contract are checked directly.
 */
class IsolatingProcessorTest {

  private static final String GRADLE_DECLARATION = "META-INF/gradle/incremental.annotation.processors";

  @Test
  void processorClassesDeclareItIsolating() throws IOException {
    String declaration = resourceNextToProcessor(GRADLE_DECLARATION);
    List<String> lines = new ArrayList<>();
    for (String line : declaration.split("\\R")) {
      if (!line.isBlank()) {
        lines.add(line.strip());
      }
    }
    assertEquals(List.of(WirebindProcessor.class.getName() + ",dynamic"), lines);
    // and javac finds the processor through the service file AutoService generated
    assertTrue(resourceNextToProcessor("META-INF/services/javax.annotation.processing.Processor")
        .lines().map(String::strip).anyMatch(WirebindProcessor.class.getName()::equals));
  }

  @Test
  void eachMessageGetsOneFileWithOneOriginatingElement() {
    RecordingProcessor recording = new RecordingProcessor(new WirebindProcessor());
    Compilation c =
        javac()
            .withProcessors(recording)
            .withOptions("-Xlint:all,-processing", "-Awirebind.protoExport=false")
            .compile(
                JavaFileObjects.forSourceLines("a.Car",
                    "package a;",
                    "import io.wirebind.annotation.*;",
                    "@WireMessage public class Car { public String model; public int doors; }"),
                JavaFileObjects.forSourceLines("a.Wheel",
                    "package a;",
                    "import io.wirebind.annotation.*;",
                    "@WireMessage public record Wheel(double diameter, Car car) {}"),
                JavaFileObjects.forSourceLines("b.Garage",
                    "package b;",
                    "import io.wirebind.annotation.*;",
                    "import java.util.List;",
                    "public class Garage {",
                    "  @WireMessage public static class Spot { public int number; }",
                    "  @WireMessage public record Row(List<Spot> spots, a.Car demo) {}",
                    "  public static class NotAMessage { public int x; }",
                    "}"));
    assertThat(c).succeededWithoutWarnings();

    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("a.Car_WireCodec", "a.Car");
    expected.put("a.Wheel_WireCodec", "a.Wheel");
    expected.put("b.Garage_Spot_WireCodec", "b.Garage.Spot");
    expected.put("b.Garage_Row_WireCodec", "b.Garage.Row");
    assertEquals(expected.keySet(), recording.originating.keySet(), "one file per message");
    for (Map.Entry<String, String> e : expected.entrySet()) {
      List<Element> origins = recording.originating.get(e.getKey());
      assertEquals(1, origins.size(), e.getKey() + " originating elements: " + origins);
      Element origin = origins.get(0);
      assertTrue(origin instanceof TypeElement, e.getKey() + ": " + origin);
      assertEquals(e.getValue(), ((TypeElement) origin).getQualifiedName().toString());
    }
    assertTrue(recording.otherFiles.isEmpty(), "no class files or resources: " + recording.otherFiles);
    assertTrue(recording.getSupportedOptions().contains("org.gradle.annotation.processing.isolating"));
  }

  /**
   * The exported {@code .proto} of a package aggregates its messages, so with the export on (the
   * default) the processor tells Gradle it is aggregating; {@code -Awirebind.protoExport=false}
   * keeps it isolating (above). The jar declares it {@code dynamic} for that.
   */
  @Test
  void exportingProtoMakesItAggregating() {
    RecordingProcessor recording = new RecordingProcessor(new WirebindProcessor());
    Compilation c =
        javac()
            .withProcessors(recording)
            .compile(
                JavaFileObjects.forSourceLines("a.Car",
                    "package a;",
                    "import io.wirebind.annotation.*;",
                    "@WireMessage public class Car { public String model; public int doors; }"));
    assertThat(c).succeededWithoutWarnings();
    assertTrue(recording.getSupportedOptions().contains("org.gradle.annotation.processing.aggregating"));
    assertEquals(List.of("resource META-INF/wirebind/proto/a/a.proto"), recording.otherFiles);
  }

  /** The text of {@code name} from the class path entry that holds {@link WirebindProcessor}. */
  private static String resourceNextToProcessor(String name) throws IOException {
    URL processorClass = WirebindProcessor.class.getResource("WirebindProcessor.class");
    assertNotNull(processorClass);
    String base = processorClass.toString();
    base = base.substring(0, base.length() - "io/wirebind/processor/WirebindProcessor.class".length());
    URL resource = URI.create(base + name).toURL();
    try (InputStream in = resource.openStream()) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Runs a processor with a {@link Filer} that records the originating elements of each file. */
  private static final class RecordingProcessor implements Processor {
    final Map<String, List<Element>> originating = new LinkedHashMap<>();
    final List<String> otherFiles = new ArrayList<>();
    private final Processor delegate;

    RecordingProcessor(Processor delegate) {
      this.delegate = delegate;
    }

    @Override
    public void init(ProcessingEnvironment env) {
      delegate.init(new RecordingEnvironment(env, new RecordingFiler(env.getFiler())));
    }

    @Override
    public Set<String> getSupportedOptions() {
      return delegate.getSupportedOptions();
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return delegate.getSupportedAnnotationTypes();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return delegate.getSupportedSourceVersion();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      return delegate.process(annotations, round);
    }

    @Override
    public Iterable<? extends Completion> getCompletions(
        Element element, AnnotationMirror annotation, ExecutableElement member, String userText) {
      return delegate.getCompletions(element, annotation, member, userText);
    }

    private final class RecordingFiler implements Filer {
      private final Filer filer;

      RecordingFiler(Filer filer) {
        this.filer = filer;
      }

      @Override
      public JavaFileObject createSourceFile(CharSequence name, Element... originatingElements)
          throws IOException {
        List<Element> previous = originating.put(name.toString(), List.of(originatingElements));
        assertEquals(null, previous, "written twice: " + name);
        return filer.createSourceFile(name, originatingElements);
      }

      @Override
      public JavaFileObject createClassFile(CharSequence name, Element... originatingElements)
          throws IOException {
        otherFiles.add("class " + name);
        return filer.createClassFile(name, originatingElements);
      }

      @Override
      public FileObject createResource(JavaFileManager.Location location, CharSequence moduleAndPkg,
          CharSequence relativeName, Element... originatingElements) throws IOException {
        otherFiles.add("resource " + relativeName);
        return filer.createResource(location, moduleAndPkg, relativeName, originatingElements);
      }

      @Override
      public FileObject getResource(JavaFileManager.Location location, CharSequence moduleAndPkg,
          CharSequence relativeName) throws IOException {
        return filer.getResource(location, moduleAndPkg, relativeName);
      }
    }
  }

  /** Hands out the recording {@link Filer}; everything else comes from javac's environment. */
  private static final class RecordingEnvironment implements ProcessingEnvironment {
    private final ProcessingEnvironment env;
    private final Filer filer;

    RecordingEnvironment(ProcessingEnvironment env, Filer filer) {
      this.env = env;
      this.filer = filer;
    }

    @Override
    public Map<String, String> getOptions() {
      return env.getOptions();
    }

    @Override
    public Messager getMessager() {
      return env.getMessager();
    }

    @Override
    public Filer getFiler() {
      return filer;
    }

    @Override
    public Elements getElementUtils() {
      return env.getElementUtils();
    }

    @Override
    public Types getTypeUtils() {
      return env.getTypeUtils();
    }

    @Override
    public SourceVersion getSourceVersion() {
      return env.getSourceVersion();
    }

    @Override
    public Locale getLocale() {
      return env.getLocale();
    }

    @Override
    public boolean isPreviewEnabled() {
      return env.isPreviewEnabled();
    }
  }
}
