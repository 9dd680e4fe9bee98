package io.wirebind.processor.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Reads annotations by the qualified name of their type, so the processor needs neither the
 * annotation classes nor Jackson at run time.
 */
final class Mirrors {
  static final String WIRE_MESSAGE = "io.wirebind.annotation.WireMessage";
  static final String WIRE_FIELD = "io.wirebind.annotation.WireField";
  static final String WIRE_IGNORE = "io.wirebind.annotation.WireIgnore";
  static final String JSON_PROPERTY = "com.fasterxml.jackson.annotation.JsonProperty";
  static final String JSON_IGNORE = "com.fasterxml.jackson.annotation.JsonIgnore";
  static final String JSON_INCLUDE = "com.fasterxml.jackson.annotation.JsonInclude";
  static final String JSON_IGNORE_PROPERTIES =
      "com.fasterxml.jackson.annotation.JsonIgnoreProperties";
  static final String JSON_PROPERTY_ORDER = "com.fasterxml.jackson.annotation.JsonPropertyOrder";
  static final String JSON_CREATOR = "com.fasterxml.jackson.annotation.JsonCreator";

  private Mirrors() {}

  /** The annotation of type {@code qualifiedName} on {@code element}, if present. */
  static Optional<AnnotationMirror> find(Element element, String qualifiedName) {
    if (element == null) {
      return Optional.empty();
    }
    for (AnnotationMirror mirror : Mixins.annotations(element)) {
      if (named(mirror, qualifiedName)) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  /**
   * Every annotation of {@code element} as Jackson sees it: a mix-in's ({@link Mixins}) in place
   * of the element's own of the same type.
   */
  static List<? extends AnnotationMirror> all(Element element) {
    return Mixins.annotations(element);
  }

  static boolean named(AnnotationMirror mirror, String qualifiedName) {
    return ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().contentEquals(qualifiedName);
  }

  /**
   * The class-level annotation of type {@code qualifiedName} that Jackson applies to {@code
   * type}: its own, else the one on the nearest supertype in {@link #supertypes} order (Jackson
   * 2.18 merges class annotations from supertypes, the nearest of each type winning).
   */
  static Optional<AnnotationMirror> findOnClass(Element type, String qualifiedName) {
    Optional<AnnotationMirror> own = find(type, qualifiedName);
    if (own.isPresent() || !(type instanceof TypeElement t)) {
      return own;
    }
    for (TypeElement s : supertypes(t)) {
      Optional<AnnotationMirror> m = find(s, qualifiedName);
      if (m.isPresent()) {
        return m;
      }
    }
    return Optional.empty();
  }

  /**
   * The supertypes of {@code type} whose class annotations Jackson merges, nearest first, in
   * Jackson's order ({@code ClassUtil.findSuperTypes}): the class's interfaces depth first in
   * declaration order, then its superclass followed in the same way; each once, {@code Object}
   * left out.
   */
  static List<TypeElement> supertypes(TypeElement type) {
    List<TypeElement> out = new ArrayList<>();
    addSupertypes(type, out);
    out.remove(type);
    return out;
  }

  private static void addSupertypes(TypeElement t, List<TypeElement> out) {
    if (out.contains(t) || t.getQualifiedName().contentEquals("java.lang.Object")) {
      return;
    }
    out.add(t);
    for (TypeMirror i : t.getInterfaces()) {
      if (i instanceof DeclaredType d && d.asElement() instanceof TypeElement e) {
        addSupertypes(e, out);
      }
    }
    if (t.getSuperclass() instanceof DeclaredType d && d.asElement() instanceof TypeElement e) {
      addSupertypes(e, out);
    }
  }

  static boolean has(Element element, String qualifiedName) {
    return find(element, qualifiedName).isPresent();
  }

  /** The value written explicitly in the source for {@code name}, or null. */
  static AnnotationValue explicit(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
        mirror.getElementValues().entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(name)) {
        return e.getValue();
      }
    }
    return null;
  }

  /** The value of {@code name}: written explicitly, else the annotation's default, else null. */
  static Object value(AnnotationMirror mirror, String name) {
    AnnotationValue v = explicit(mirror, name);
    if (v != null) {
      return v.getValue();
    }
    for (Element e : mirror.getAnnotationType().asElement().getEnclosedElements()) {
      if (e instanceof ExecutableElement m && m.getSimpleName().contentEquals(name)) {
        AnnotationValue d = m.getDefaultValue();
        return d == null ? null : d.getValue();
      }
    }
    return null;
  }

  static int intValue(AnnotationMirror mirror, String name, int otherwise) {
    return value(mirror, name) instanceof Integer i ? i : otherwise;
  }

  static boolean booleanValue(AnnotationMirror mirror, String name, boolean otherwise) {
    return value(mirror, name) instanceof Boolean b ? b : otherwise;
  }

  static String stringValue(AnnotationMirror mirror, String name) {
    return value(mirror, name) instanceof String s ? s : "";
  }

  /** The simple name of an enum constant value, or {@code otherwise}. */
  static String enumValue(AnnotationMirror mirror, String name, String otherwise) {
    Object v = value(mirror, name);
    return v instanceof VariableElement c ? c.getSimpleName().toString() : otherwise;
  }

  /** A {@code String[]} value (a single string counts as a one-element array). */
  static List<String> stringsValue(AnnotationMirror mirror, String name) {
    Object v = value(mirror, name);
    List<String> out = new ArrayList<>();
    if (v instanceof String s) {
      out.add(s);
    } else if (v instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof AnnotationValue av && av.getValue() instanceof String s) {
          out.add(s);
        }
      }
    }
    return out;
  }

  /** An annotation found on one of several elements that Jackson merges into one property. */
  record Found(Element element, AnnotationMirror mirror) {}

  /** The first of {@code elements} (nulls skipped) carrying {@code qualifiedName}. */
  static Optional<Found> findOn(List<? extends Element> elements, String qualifiedName) {
    for (Element e : elements) {
      Optional<AnnotationMirror> m = find(e, qualifiedName);
      if (m.isPresent()) {
        return Optional.of(new Found(e, m.get()));
      }
    }
    return Optional.empty();
  }
}
