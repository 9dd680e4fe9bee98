package io.wirebind.processor.analysis;

import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;

/**
 * Immutables' abstract value types, {@code @Value.Immutable} with {@code @JsonSerialize(as =
 * ImmutableX.class)} and {@code @JsonDeserialize(as = ImmutableX.class)}: Jackson writes the
 * {@code ImmutableX} an {@code X} is through {@code ImmutableX}'s annotated accessors and reads it
 * through {@code ImmutableX.fromJson}, which fills {@code ImmutableX.builder()} with the members
 * present (a {@code null} leaves an attribute unset). Wirebind analyzes {@code ImmutableX} as the
 * message body, writes {@code X} through the same accessors, and creates it through that builder
 * the same way. {@code ImmutableX} is generated in the same compilation: until it exists, the
 * message waits for the next round.
 */
final class ImmutablesValues {
  private ImmutablesValues() {}

  static final String JSON_SERIALIZE = JacksonAnnotations.DATABIND_PACKAGE + "JsonSerialize";

  /** What {@code @JsonDeserialize(as)} names: {@code impl}, or null while it is not generated yet. */
  record As(TypeElement impl) {}

  /**
   * The class {@code @JsonDeserialize(as)} names on abstract {@code type}, when it and {@code
   * @JsonSerialize} name the same class and nothing else; else null.
   */
  static As valueAs(Element type) {
    if (!(type instanceof TypeElement t) || !(t.getKind() == ElementKind.INTERFACE
        || t.getKind() == ElementKind.CLASS && t.getModifiers().contains(Modifier.ABSTRACT))) {
      return null;
    }
    AnnotationValue deserialize = onlyAs(t, Builders.JSON_DESERIALIZE);
    AnnotationValue serialize = onlyAs(t, JSON_SERIALIZE);
    if (deserialize == null || serialize == null || !deserialize.toString().equals(serialize.toString())) {
      return null;
    }
    // a class literal of a class not generated yet is no DeclaredType (javac: an error type or text)
    return new As(deserialize.getValue() instanceof DeclaredType d && d.getKind() == TypeKind.DECLARED
        && d.asElement() instanceof TypeElement e ? e : null);
  }

  /** The {@code as} of the annotation {@code name} on {@code t} itself, when it has no other attribute. */
  private static AnnotationValue onlyAs(TypeElement t, String name) {
    for (AnnotationMirror m : t.getAnnotationMirrors()) {
      if (!Mirrors.named(m, name)) {
        continue;
      }
      AnnotationValue as = null;
      for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : m.getElementValues().entrySet()) {
        if (!e.getKey().getSimpleName().contentEquals("as")) {
          return null;
        }
        as = e.getValue();
      }
      return as;
    }
    return null;
  }

  /**
   * Hides what Wirebind implements otherwise from the checks of Jackson annotations: the {@code
   * as} annotations of {@code type} and the delegating {@code @JsonCreator} of {@code impl}.
   */
  static void hideJacksonPlumbing(TypeElement type, TypeElement impl) {
    Mixins.hideHere(type, Builders.JSON_DESERIALIZE);
    Mixins.hideHere(type, JSON_SERIALIZE);
    for (ExecutableElement m : ElementFilter.methodsIn(impl.getEnclosedElements())) {
      if (m.getModifiers().contains(Modifier.STATIC) && m.getSimpleName().contentEquals("fromJson")) {
        Mixins.hideHere(m, Mirrors.JSON_CREATOR);
      }
    }
  }

  /** Immutables' builder of {@code impl}: its nested {@code Builder} made by a static {@code builder()}. */
  static ExecutableElement builderFactory(TypeElement impl) {
    for (ExecutableElement m : ElementFilter.methodsIn(impl.getEnclosedElements())) {
      if (m.getModifiers().contains(Modifier.STATIC) && m.getModifiers().contains(Modifier.PUBLIC)
          && m.getSimpleName().contentEquals("builder") && m.getParameters().isEmpty()
          && m.getReturnType() instanceof DeclaredType d && d.asElement().getEnclosingElement().equals(impl)) {
        return m;
      }
    }
    return null;
  }

  /** Whether {@code impl} is a class Immutables generated ({@code @org.immutables.value.Generated}). */
  static boolean isImmutablesImplementation(TypeElement impl) {
    List<? extends AnnotationMirror> all = impl.getAnnotationMirrors();
    return all.stream().anyMatch(m -> Mirrors.named(m, "org.immutables.value.Generated"))
        && builderFactory(impl) != null;
  }

  /**
   * Gives each property the type its accessor declares in the value type ({@code List<String>}),
   * not the one of Immutables' field ({@code ImmutableList<String>} when Guava is present): the
   * codec reads and writes the value type, and hands lists to the builder as {@code Iterable}s.
   */
  static void declaredTypes(javax.annotation.processing.ProcessingEnvironment env, TypeElement value,
      List<Property> props) {
    List<ExecutableElement> accessors = ElementFilter.methodsIn(env.getElementUtils().getAllMembers(value));
    for (Property p : props) {
      if (p.getter == null) {
        continue;
      }
      for (ExecutableElement m : accessors) {
        if (m.getParameters().isEmpty() && m.getSimpleName().equals(p.getter.getSimpleName())
            && !m.getModifiers().contains(Modifier.STATIC)) {
          p.type = m.getReturnType();
        }
      }
    }
  }
}
