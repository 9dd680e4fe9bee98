package io.wirebind.processor.analysis;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/** Runs only the analysis phase over {@code @WireMessage} classes and keeps the models. */
final class CapturingProcessor extends AbstractProcessor {
  final Map<String, MessageModel> models = new LinkedHashMap<>();

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("io.wirebind.annotation.WireMessage");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    TypeElement annotation =
        processingEnv.getElementUtils().getTypeElement("io.wirebind.annotation.WireMessage");
    for (Element e : round.getElementsAnnotatedWith(annotation)) {
      ErrorReporter reporter = new ErrorReporter(processingEnv.getMessager());
      Optional<MessageModel> model = new MessageAnalyzer(processingEnv, reporter).analyze(e);
      model.ifPresent(m -> models.put(m.rawType().canonicalName(), m));
    }
    return false;
  }

  /** Compiles {@code sources} with this processor. */
  Compilation compile(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(this).compile(sources);
  }

  /** A source file {@code test.<name>} with the given lines after the package declaration. */
  static JavaFileObject source(String name, String... lines) {
    String[] all = new String[lines.length + 1];
    all[0] = "package test;";
    System.arraycopy(lines, 0, all, 1, lines.length);
    return JavaFileObjects.forSourceLines("test." + name, all);
  }

  MessageModel model(String name) {
    MessageModel m = models.get("test." + name);
    if (m == null) {
      throw new AssertionError("no model for test." + name + "; have " + models.keySet());
    }
    return m;
  }

  static FieldModel field(MessageModel m, String name) {
    return m.fields().stream()
        .filter(f -> f.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no field " + name + " in " + m.fields()));
  }
}
