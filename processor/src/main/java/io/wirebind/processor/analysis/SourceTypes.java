package io.wirebind.processor.analysis;

import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;

/**
 * Whether a class is compiled from source in this build (so its user can annotate it) or comes
 * from a library on the class path (so advice to annotate it would be advice nobody can follow).
 */
final class SourceTypes {
  private final Object trees; // com.sun.source.util.Trees under javac; null elsewhere

  SourceTypes(ProcessingEnvironment env) {
    Object t;
    try {
      t = com.sun.source.util.Trees.instance(env);
    } catch (RuntimeException | LinkageError e) {
      t = null; // not javac (or its API is not visible): assume source, as before
    }
    this.trees = t;
  }

  boolean inSource(Element element) {
    return trees == null || ((com.sun.source.util.Trees) trees).getPath(element) != null;
  }
}
