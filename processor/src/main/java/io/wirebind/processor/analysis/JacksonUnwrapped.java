package io.wirebind.processor.analysis;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;

/**
 * Where {@code @JsonUnwrapped} may stand: Jackson 2.18 cannot read an unwrapped record component
 * or creator parameter at all, so that is an error; {@code enabled = false} switches it off
 * anywhere. What it unwraps is analysed by {@link UnwrappedAnalyzer}.
 */
final class JacksonUnwrapped {
  private JacksonUnwrapped() {}

  /**
   * The error for {@code mirror} on {@code e}, or null when it may stand there, is switched off or
   * repeats the one on a record component's field (javac copies the annotation to its accessor
   * and parameter).
   */
  static String check(Element e, AnnotationMirror mirror) {
    if (!Mirrors.booleanValue(mirror, "enabled", true) || copiedFromComponent(e)) {
      return null;
    }
    return isCreatorSide(e) ? UnwrappedMessages.creatorSide() : null;
  }

  private static boolean copiedFromComponent(Element e) {
    Element owner = e.getEnclosingElement();
    if (e.getKind() == ElementKind.PARAMETER && owner != null) {
      owner = owner.getEnclosingElement();
    } else if (e.getKind() != ElementKind.METHOD) {
      return false;
    }
    if (owner == null || owner.getKind() != ElementKind.RECORD) {
      return false;
    }
    for (Element f : owner.getEnclosedElements()) {
      if (f.getKind() == ElementKind.FIELD && f.getSimpleName().contentEquals(e.getSimpleName())
          && Mirrors.has(f, "com.fasterxml.jackson.annotation.JsonUnwrapped")) {
        return true;
      }
    }
    return false;
  }

  private static boolean isCreatorSide(Element e) {
    if (e.getKind() == ElementKind.PARAMETER || e.getKind() == ElementKind.RECORD_COMPONENT) {
      return true;
    }
    Element owner = e.getEnclosingElement();
    return owner != null && owner.getKind() == ElementKind.RECORD;
  }
}
