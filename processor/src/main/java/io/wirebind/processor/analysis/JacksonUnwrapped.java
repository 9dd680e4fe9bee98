package io.wirebind.processor.analysis;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * {@code @JsonUnwrapped} on a property. {@code enabled = false} is Jackson's way of switching it
 * off: the property stays an ordinary nested object, which Wirebind writes and reads as before.
 * Unwrapping itself is not implemented yet; the error says what Jackson 2.18 does at that
 * position (checked against Jackson): it cannot read an unwrapped record component or creator
 * parameter at all, and ignores the annotation on a map, collection or array.
 */
final class JacksonUnwrapped {
  private JacksonUnwrapped() {}

  /**
   * The error for {@code mirror} on {@code e}, or null when it is switched off or repeats the one
   * on a record component's field (javac copies the annotation to its accessor and parameter).
   */
  static String check(Element e, AnnotationMirror mirror) {
    if (!Mirrors.booleanValue(mirror, "enabled", true) || copiedFromComponent(e)) {
      return null;
    }
    String head = "@JsonUnwrapped is not implemented by Wirebind: ";
    if (isCreatorSide(e)) {
      return head + "Jackson 2.18 cannot read an unwrapped record component or @JsonCreator"
          + " parameter either (InvalidDefinitionException); remove the annotation, or set"
          + " enabled = false to keep a nested object";
    }
    if (!isMessageType(type(e))) {
      return head + "Jackson ignores it on a map, collection, array or single value and writes"
          + " an ordinary property; remove the annotation";
    }
    return head + "declare the nested message's fields in this class, or set enabled = false to"
        + " keep a nested object";
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

  private static TypeMirror type(Element e) {
    TypeMirror t = e.asType();
    if (t.getKind() != TypeKind.EXECUTABLE) {
      return t;
    }
    javax.lang.model.type.ExecutableType m = (javax.lang.model.type.ExecutableType) t;
    return m.getReturnType().getKind() == TypeKind.VOID && m.getParameterTypes().size() == 1
        ? m.getParameterTypes().get(0) : m.getReturnType(); // a setter, else a getter
  }

  /** Whether {@code t} is a class Jackson would unwrap: a {@code @WireMessage} type. */
  private static boolean isMessageType(TypeMirror t) {
    if (t.getKind() != TypeKind.DECLARED) {
      return false;
    }
    Element el = ((javax.lang.model.type.DeclaredType) t).asElement();
    return Mirrors.has(el, "io.wirebind.annotation.WireMessage");
  }
}
