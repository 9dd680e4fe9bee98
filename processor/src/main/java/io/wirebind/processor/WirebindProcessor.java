package io.wirebind.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.processor.analysis.ConverterChecks;
import io.wirebind.processor.analysis.ErrorReporter;
import io.wirebind.processor.analysis.Generics;
import io.wirebind.processor.analysis.HierarchyAnalyzer;
import io.wirebind.processor.analysis.ImpliedBases;
import io.wirebind.processor.analysis.Imports;
import io.wirebind.processor.analysis.MessageAnalyzer;
import io.wirebind.processor.analysis.Mixins;
import io.wirebind.processor.analysis.OwnSerializers;
import io.wirebind.processor.analysis.ServiceAnalyzer;
import io.wirebind.processor.generate.CodecGenerator;
import io.wirebind.processor.generate.OneofCodecGenerator;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.OneofModel;
import io.wirebind.processor.schema.CompatibilityCheck;
import io.wirebind.processor.schema.ProtoExporter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Generates a codec class for every {@code @WireMessage} type: analysis builds an immutable model,
 * generators turn it into a JavaPoet type. A class with mistakes gets errors on the offending
 * elements and no code; other classes are still processed.
 */
@AutoService(Processor.class)
public final class WirebindProcessor extends AbstractProcessor {
  static final String WIRE_MESSAGE = "io.wirebind.annotation.WireMessage";
  static final String WIRE_GENERIC = "io.wirebind.annotation.WireGeneric";
  static final String WIRE_GENERICS = "io.wirebind.annotation.WireGeneric.List";

  /** Parameterisations of generic messages met so far, across rounds. */
  private Generics generics;

  /** {@code -Awirebind.protoExport=false} turns the {@code .proto} export off. */
  static final String PROTO_EXPORT = "wirebind.protoExport";

  private final ProtoExporter exporter = new ProtoExporter();

  /** Annotations of mix-ins and the implied {@code @WireMessage} of imported classes, across rounds. */
  private final Mixins overlay = new Mixins();
  private Imports imports;

  /**
   * Messages whose analysis met a type that does not exist yet (a class another processor
   * generates in this round, such as AutoValue's or Immutables'), by qualified name: analyzed
   * again in the next round, when it does.
   */
  private final Set<String> deferred = new java.util.LinkedHashSet<>();
  private boolean lastRound;
  private CompatibilityCheck compatibility;

  @Override
  public Set<String> getSupportedOptions() {
    // Gradle: the exported .proto of a package aggregates its classes
    return Set.of(
        PROTO_EXPORT,
        CompatibilityCheck.OPTION,
        io.wirebind.processor.analysis.JacksonVersion.OPTION,
        exportsProto()
            ? "org.gradle.annotation.processing.aggregating"
            : "org.gradle.annotation.processing.isolating");
  }

  private boolean exportsProto() {
    return processingEnv == null
        || !"false".equals(processingEnv.getOptions().get(PROTO_EXPORT));
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(WIRE_MESSAGE, WIRE_GENERIC, WIRE_GENERICS, ConverterChecks.WIRE_CONVERTER,
        Imports.WIRE_IMPORT, Imports.WIRE_MIXIN, ServiceAnalyzer.WIRE_RPC_SERVICE);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    TypeElement annotation = processingEnv.getElementUtils().getTypeElement(WIRE_MESSAGE);
    if (annotation == null) {
      return false;
    }
    if (generics == null) {
      generics = new Generics(processingEnv);
      imports = new Imports(processingEnv, overlay);
    }
    Mixins.enter(overlay);
    try {
      // imported classes first, so this round's messages already see them as messages
      for (TypeElement type : imports.register(round)) {
        processImport(type);
      }
      lastRound = round.processingOver();
      List<String> waiting = new ArrayList<>(deferred);
      deferred.clear();
      for (String name : waiting) {
        TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
        if (type != null) {
          processOne(type);
        }
      }
      Set<? extends Element> messages = round.getElementsAnnotatedWith(annotation);
      // unannotated @JsonTypeInfo/@JsonSubTypes bases of these messages first: their subtypes see them as messages
      for (TypeElement base : ImpliedBases.find(processingEnv, messages, overlay)) {
        processOne(base);
      }
      for (TypeElement base : ImpliedBases.findInSources(processingEnv, round.getRootElements(), overlay)) {
        processOne(base);
      }
      for (Element element : messages) {
        processOne(element);
      }
      ConverterChecks.check(processingEnv, round);
      TypeElement service = processingEnv.getElementUtils().getTypeElement(ServiceAnalyzer.WIRE_RPC_SERVICE);
      if (service != null) {
        for (Element element : round.getElementsAnnotatedWith(service)) {
          new ServiceAnalyzer(new ErrorReporter(processingEnv.getMessager()))
              .analyze(element)
              .ifPresent(s -> exporter.addService(s, element));
        }
      }
      GenericDeclarations.declare(processingEnv, round, generics);
      for (Generics.Ready ready : generics.takeReady()) {
        write(ready.model(), ready.origin());
      }
    } finally {
      Mixins.exit();
    }
    if (round.processingOver() && exportsProto()) {
      exporter.write(processingEnv.getFiler(), processingEnv.getElementUtils(), processingEnv.getMessager());
    }
    return false;
  }

  /** A class named by {@code @WireImport} or a mix-in: its codec, generated where the class lives. */
  private void processImport(TypeElement type) {
    try {
      Imports.Analyzed analyzed = imports.analyze(type, generics);
      analyzed.model().ifPresent(m -> write(m, analyzed.origin()));
    } catch (RuntimeException | Error e) {
      internalError(e, type);
    }
  }

  private void processOne(Element element) {
    ErrorReporter reporter = new ErrorReporter(processingEnv.getMessager());
    try {
      if (element instanceof TypeElement type && HierarchyAnalyzer.isHierarchy(type)) {
        processHierarchy(type, reporter);
        return;
      }
      if (element instanceof TypeElement type && OwnSerializers.skip(processingEnv, type)) {
        return; // Jackson runs the class's own serializer: its properties are bridged
      }
      MessageAnalyzer analyzer = new MessageAnalyzer(processingEnv, reporter, generics);
      Optional<MessageModel> model = analyzer.analyze(element);
      if (model.isEmpty() && reporter.errorCount() == 0 && analyzer.waitsForGeneratedTypes()
          && !lastRound && element instanceof TypeElement type) {
        deferred.add(type.getQualifiedName().toString());
        return;
      }
      if (model.isEmpty() || reporter.errorCount() > 0) {
        return;
      }
      MessageModel m = model.get();
      String previous = processingEnv.getOptions().get(CompatibilityCheck.OPTION);
      if (previous != null && element instanceof TypeElement type) {
        if (compatibility == null) {
          compatibility =
              CompatibilityCheck.load(previous, processingEnv.getElementUtils(), processingEnv.getMessager());
        }
        compatibility.check(m, type);
      }
      if (element instanceof TypeElement type && HierarchyAnalyzer.isOpenBase(type)) {
        // a concrete base with @JsonTypeInfo and @JsonSubTypes: the codec of its own fields, and
        // its codec proper, a hierarchy's with the base as one more case
        Optional<OneofModel> oneof = new HierarchyAnalyzer(processingEnv, reporter).analyze(type);
        if (oneof.isEmpty() || reporter.errorCount() > 0) {
          return;
        }
        writeCodec(m, element);
        exporter.add(m, element);
        writeHierarchy(oneof.get(), type);
        return;
      }
      writeCodec(m, element);
      exporter.add(m, element);
    } catch (IOException e) {
      processingEnv
          .getMessager()
          .printMessage(Diagnostic.Kind.ERROR, "Wirebind could not write the codec: " + e, element);
    } catch (RuntimeException | Error e) {
      internalError(e, element);
    }
  }

  /** Writes the codec of a parameterisation, originating from the class that first uses it. */
  private void write(MessageModel m, Element origin) {
    try {
      writeCodec(m, origin);
      exporter.add(m, origin);
    } catch (IOException e) {
      processingEnv
          .getMessager()
          .printMessage(Diagnostic.Kind.ERROR, "Wirebind could not write the codec: " + e, origin);
    } catch (RuntimeException | Error e) {
      internalError(e, origin);
    }
  }

  private void writeCodec(MessageModel m, Element element) throws IOException {
    TypeSpec spec =
        CodecGenerator.generate(m, generatedAnnotation(), deprecated(element)).toBuilder()
            .addOriginatingElement(element)
            .build();
    JavaFile file =
        JavaFile.builder(m.codec().packageName(), spec)
            .skipJavaLangImports(true)
            .indent("  ")
            .build();
    file.writeTo(processingEnv.getFiler());
  }

  /** Whether {@code element}, a superclass below {@code Object} or a member of either is {@code @Deprecated}. */
  private boolean deprecated(Element element) {
    javax.lang.model.util.Elements elements = processingEnv.getElementUtils();
    for (Element e = element; e instanceof javax.lang.model.element.TypeElement t
        && !t.getQualifiedName().contentEquals("java.lang.Object"); ) {
      if (elements.isDeprecated(t)) {
        return true;
      }
      for (Element member : t.getEnclosedElements()) {
        if (elements.isDeprecated(member)) {
          return true;
        }
      }
      javax.lang.model.type.TypeMirror s = t.getSuperclass();
      e = s instanceof javax.lang.model.type.DeclaredType d ? d.asElement() : null;
    }
    return false;
  }

  private void internalError(Throwable e, Element element) {
    StringWriter trace = new StringWriter();
    e.printStackTrace(new PrintWriter(trace));
    processingEnv
        .getMessager()
        .printMessage(
            Diagnostic.Kind.ERROR,
            "internal error in the Wirebind processor; please report it with this trace: " + trace,
            element);
  }

  /** A sealed or abstract {@code @WireMessage} type: a codec writing a {@code oneof} of its subtypes. */
  private void processHierarchy(TypeElement type, ErrorReporter reporter) throws IOException {
    Optional<OneofModel> model = new HierarchyAnalyzer(processingEnv, reporter).analyze(type);
    if (model.isEmpty() || reporter.errorCount() > 0) {
      return;
    }
    writeHierarchy(model.get(), type);
  }

  private void writeHierarchy(OneofModel m, TypeElement type) throws IOException {
    TypeSpec spec =
        OneofCodecGenerator.generate(m, generatedAnnotation()).toBuilder()
            .addOriginatingElement(type)
            .build();
    JavaFile.builder(m.codec().packageName(), spec)
        .skipJavaLangImports(true)
        .indent("  ")
        .build()
        .writeTo(processingEnv.getFiler());
    exporter.addOneof(m, type);
  }

  /** {@code javax.annotation.processing.Generated} when the target has it. */
  private String generatedAnnotation() {
    return processingEnv.getElementUtils().getTypeElement("javax.annotation.processing.Generated")
            != null
        ? "javax.annotation.processing.Generated"
        : null;
  }
}
