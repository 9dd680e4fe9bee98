package io.wirebind.processor.analysis;

import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;

/** Where a class comes from: this compilation's sources, or a compiled library. */
final class Sources {
  private Sources() {}

  /**
   * Whether {@code element}'s source is part of this compilation, so the user can edit it; false
   * for a class read from a jar, and on a compiler without javac's tree API (then no advice
   * assumes the class can be edited).
   */
  static boolean inCompilation(ProcessingEnvironment env, Element element) {
    try {
      return com.sun.source.util.Trees.instance(env).getPath(element) != null;
    } catch (RuntimeException | LinkageError notJavac) {
      return false;
    }
  }
}
