package io.wirebind.processor;

import io.wirebind.processor.analysis.ErrorReporter;
import io.wirebind.processor.analysis.Generics;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/** Reads {@code @WireGeneric} (and its container) and registers the parameterisations it names. */
final class GenericDeclarations {
  private GenericDeclarations() {}

  static void declare(ProcessingEnvironment env, RoundEnvironment round, Generics generics) {
    Set<Element> elements = new LinkedHashSet<>();
    for (String name : List.of(WirebindProcessor.WIRE_GENERIC, WirebindProcessor.WIRE_GENERICS)) {
      TypeElement annotation = env.getElementUtils().getTypeElement(name);
      if (annotation != null) {
        elements.addAll(round.getElementsAnnotatedWith(annotation));
      }
    }
    for (Element element : elements) {
      ErrorReporter reporter = new ErrorReporter(env.getMessager());
      for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
        String type = ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().toString();
        if (type.equals(WirebindProcessor.WIRE_GENERIC)) {
          generics.declare(element, mirror, reporter);
        } else if (type.equals(WirebindProcessor.WIRE_GENERICS)) {
          for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
              : mirror.getElementValues().entrySet()) {
            if (e.getValue().getValue() instanceof List<?> list) {
              for (Object o : list) {
                generics.declare(element, (AnnotationMirror) ((AnnotationValue) o).getValue(), reporter);
              }
            }
          }
        }
      }
    }
  }
}
