package io.wirebind.processor.analysis;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;

/**
 * Polymorphic bases Jackson sees that carry no {@code @WireMessage}: an interface or abstract class
 * with {@code @JsonTypeInfo(use = NAME)} and {@code @JsonSubTypes} listing only {@code @WireMessage}
 * types, such as the {@code oneOf} interface openapi-generator's spring generator writes (its
 * {@code additionalModelTypeAnnotations} reach classes only). The list closes the set of subtypes,
 * so such a base is read as if it were annotated: the overlay gives it an implied {@code
 * @WireMessage}, and the processor generates its hierarchy codec.
 */
public final class ImpliedBases {
  private ImpliedBases() {}

  /**
   * The unannotated bases above {@code messages} (the {@code @WireMessage} types of a round), each
   * given an implied {@code @WireMessage} in {@code overlay}; bases already implied are left out.
   */
  public static List<TypeElement> find(ProcessingEnvironment env, Iterable<? extends Element> messages, Mixins overlay) {
    List<TypeElement> out = new ArrayList<>();
    for (Element message : messages) {
      if (!(message instanceof TypeElement type)) {
        continue;
      }
      for (TypeElement s : Mirrors.supertypes(type)) {
        imply(env, s, overlay, out);
      }
    }
    return out;
  }

  /**
   * The unannotated bases among {@code sources} (a round's root elements, and the types nested in
   * them) whose subtypes are no source of the round but classes compiled before (another jar, or
   * an incremental build recompiling the base alone), each given an implied {@code @WireMessage}
   * in {@code overlay}; bases already implied are left out.
   */
  public static List<TypeElement> findInSources(ProcessingEnvironment env, Iterable<? extends Element> sources,
      Mixins overlay) {
    List<TypeElement> out = new ArrayList<>();
    java.util.ArrayDeque<Element> todo = new java.util.ArrayDeque<>();
    sources.forEach(todo::add);
    while (!todo.isEmpty()) {
      if (todo.poll() instanceof TypeElement type) {
        imply(env, type, overlay, out);
        todo.addAll(type.getEnclosedElements());
      }
    }
    return out;
  }

  private static void imply(ProcessingEnvironment env, TypeElement s, Mixins overlay, List<TypeElement> out) {
    if (!out.contains(s) && !overlay.adds(s, Mirrors.WIRE_MESSAGE) && isImpliedBase(s)) {
      TypeElement wireMessage = env.getElementUtils().getTypeElement(Mirrors.WIRE_MESSAGE);
      overlay.add(s, new Imports.Implied((DeclaredType) wireMessage.asType()));
      out.add(s);
    }
  }

  /** The subtypes the implied base {@code base} lists in its {@code @JsonSubTypes}. */
  static List<TypeElement> listed(TypeElement base) {
    List<TypeElement> out = new ArrayList<>();
    AnnotationMirror subTypes = Mirrors.find(base, TypeIds.JSON_SUB_TYPES).orElse(null);
    if (subTypes != null && Mirrors.value(subTypes, "value") instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof AnnotationValue av && av.getValue() instanceof AnnotationMirror entry
            && Mirrors.value(entry, "value") instanceof DeclaredType d && d.asElement() instanceof TypeElement t) {
          out.add(t);
        }
      }
    }
    return out;
  }

  /**
   * Whether {@code type} is an interface or abstract class without {@code @WireMessage} whose
   * {@code @JsonTypeInfo(use = NAME)} and {@code @JsonSubTypes} it declares itself, every listed
   * subtype being a {@code @WireMessage} type below it. Also true of a base read from a class file: the
   * subtypes' {@code @WireMessage} ({@code CLASS} retention) and the base's Jackson annotations
   * ({@code RUNTIME}) are in their class files; the base's codec was generated with them.
   */
  static boolean isImpliedBase(TypeElement type) {
    if (!(type.getKind() == ElementKind.INTERFACE
            || (type.getKind() == ElementKind.CLASS && type.getModifiers().contains(Modifier.ABSTRACT)))
        || Mirrors.has(type, Mirrors.WIRE_MESSAGE)) {
      return false;
    }
    AnnotationMirror info = Mirrors.find(type, TypeIds.JSON_TYPE_INFO).orElse(null);
    AnnotationMirror subTypes = Mirrors.find(type, TypeIds.JSON_SUB_TYPES).orElse(null);
    if (info == null || subTypes == null
        || !(Mirrors.value(info, "use") instanceof VariableElement use)
        || !use.getSimpleName().contentEquals("NAME")
        || !(Mirrors.value(subTypes, "value") instanceof List<?> list) || list.isEmpty()) {
      return false;
    }
    for (Object o : list) {
      if (!(o instanceof AnnotationValue av && av.getValue() instanceof AnnotationMirror entry
          && Mirrors.value(entry, "value") instanceof DeclaredType d
          && d.asElement() instanceof TypeElement t
          && Mirrors.has(t, Mirrors.WIRE_MESSAGE)
          && Mirrors.supertypes(t).contains(type))) { // not a Jackson mix-in listing others' subtypes
        return false;
      }
    }
    return true;
  }
}
