package io.wirebind.processor.analysis;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/** Reports mistakes on the offending element; never throws, counts the errors. */
public final class ErrorReporter {
  private final Messager messager;
  private int errors;

  public ErrorReporter(Messager messager) {
    this.messager = messager;
  }

  /** An error on {@code element}, on {@code value} of {@code mirror} when they are given. */
  public void error(Element element, AnnotationMirror mirror, AnnotationValue value, String message) {
    errors++;
    if (mirror != null && value != null) {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, mirror, value);
    } else if (mirror != null) {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element, mirror);
    } else {
      messager.printMessage(Diagnostic.Kind.ERROR, message, element);
    }
  }

  /** An error already reported on another element (the same type in another field): counted only. */
  void countOnly() {
    errors++;
  }

  /** An error on {@code element}. */
  public void error(Element element, String message) {
    error(element, null, null, message);
  }

  /** An error on {@code element} or, when {@code mirror} is given, on its value {@code name}. */
  void errorOn(Element element, AnnotationMirror mirror, String name, String message) {
    error(element, mirror, mirror == null ? null : Mirrors.explicit(mirror, name), message);
  }

  /**
   * A reporter whose errors land on {@code target} with {@code prefix} before the text and count
   * here too: for mistakes in a supertype that show on the class that inherits them.
   */
  ErrorReporter redirectedTo(Element target, String prefix) {
    ErrorReporter parent = this;
    return new ErrorReporter(new QuietMessager() {
      @Override
      public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {
        parent.error(target, prefix + msg);
      }

      @Override
      public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {
        parent.error(target, prefix + msg);
      }

      @Override
      public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a,
          AnnotationValue v) {
        parent.error(target, prefix + msg);
      }
    });
  }

  public int errorCount() {
    return errors;
  }
}
