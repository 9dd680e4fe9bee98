package io.wirebind.processor.analysis;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/** Swallows diagnostics: for looking at a type whose own analysis reports its mistakes. */
class QuietMessager implements Messager {
  @Override
  public void printMessage(Diagnostic.Kind kind, CharSequence msg) {}

  @Override
  public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {}

  @Override
  public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {}

  @Override
  public void printMessage(
      Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a, AnnotationValue v) {}
}
