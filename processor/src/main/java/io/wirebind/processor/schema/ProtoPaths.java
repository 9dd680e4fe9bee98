package io.wirebind.processor.schema;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The name of a Java type in its package's exported file, from its declaration. A type nested in a
 * message (or an enum) is nested in it; a type nested in a class that is no message is raised to
 * the scope of that class, its name prefixed with the class's ({@code class Shop { record Order }}
 * exports {@code message Shop_Order}), so a peer gets no empty wrapper message. {@link ProtoNode}
 * applies the same rule to the types of one compilation; this one serves the types it does not
 * hold (another compilation's) and the previous schema's lookup.
 */
final class ProtoPaths {
  private ProtoPaths() {}

  /** {@code Outer.Inner}, {@code Shop_Order}: the path of {@code type} from its file's scope. */
  static String of(Elements elements, ClassName type) {
    TypeElement element = elements.getTypeElement(type.canonicalName());
    if (element == null) {
      return String.join("_", type.simpleNames());
    }
    List<String> parts = new ArrayList<>();
    String pending = "";
    List<TypeElement> chain = new ArrayList<>();
    for (Element e = element; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      chain.add(0, t);
    }
    for (int i = 0; i < chain.size(); i++) {
      TypeElement t = chain.get(i);
      String name = pending + t.getSimpleName();
      if (i == chain.size() - 1 || isScope(t)) {
        parts.add(name);
        pending = "";
      } else {
        pending = name + "_";
      }
    }
    return String.join(".", parts);
  }

  /** Whether {@code t} is a type of the exported file (a message or an enum), so a scope there. */
  private static boolean isScope(TypeElement t) {
    if (t.getKind() == ElementKind.ENUM) {
      return true;
    }
    if (!t.getTypeParameters().isEmpty()) {
      return false; // a generic message is exported per parameterisation, under another name
    }
    for (AnnotationMirror m : t.getAnnotationMirrors()) {
      if (((TypeElement) m.getAnnotationType().asElement()).getQualifiedName()
          .contentEquals("io.wirebind.annotation.WireMessage")) {
        return true;
      }
    }
    return false;
  }
}
