package io.wirebind.processor.analysis;

import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Checks each {@code @WireConverter} class of a round where it is declared, so a converter with a
 * wrong signature is reported on its own line even before a message registers it.
 */
public final class ConverterChecks {
  public static final String WIRE_CONVERTER = Converters.WIRE_CONVERTER;

  private ConverterChecks() {}

  public static void check(ProcessingEnvironment env, RoundEnvironment round) {
    TypeElement annotation = env.getElementUtils().getTypeElement(WIRE_CONVERTER);
    if (annotation == null) {
      return;
    }
    for (Element e : round.getElementsAnnotatedWith(annotation)) {
      if (e instanceof TypeElement type) {
        new Converters(env, new ErrorReporter(env.getMessager())).check(type);
      }
    }
  }
}
