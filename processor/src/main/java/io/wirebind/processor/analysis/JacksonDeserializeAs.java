package io.wirebind.processor.analysis;

import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Jackson's {@code @JsonDeserialize(as, contentAs, keyAs)} on a property: honoured where it names
 * what Wirebind creates anyway, as openapi-generator's {@code @JsonDeserialize(as =
 * LinkedHashSet.class)} on a {@code Set} setter does (Wirebind decodes a {@code Set} into a {@code
 * LinkedHashSet}, a {@code List} into an {@code ArrayList}, a {@code Map} into a {@code
 * LinkedHashMap}, sorted ones into a {@code TreeSet} / {@code TreeMap}), or the declared element or
 * key type itself ({@code converter} is {@code JacksonConverters}'). Another class, and {@code
 * using}, {@code builder} and the other attributes, are out of scope: reported on the attribute.
 */
final class JacksonDeserializeAs {
  private JacksonDeserializeAs() {}

  /** The class Wirebind creates for a property declared as each collection or map type. */
  private static final Map<String, String> CREATED = Map.ofEntries(
      Map.entry("java.util.List", "java.util.ArrayList"),
      Map.entry("java.util.ArrayList", "java.util.ArrayList"),
      Map.entry("java.util.Collection", "java.util.ArrayList"),
      Map.entry("java.lang.Iterable", "java.util.ArrayList"),
      Map.entry("java.util.Set", "java.util.LinkedHashSet"),
      Map.entry("java.util.LinkedHashSet", "java.util.LinkedHashSet"),
      Map.entry("java.util.SortedSet", "java.util.TreeSet"),
      Map.entry("java.util.NavigableSet", "java.util.TreeSet"),
      Map.entry("java.util.TreeSet", "java.util.TreeSet"),
      Map.entry("java.util.Map", "java.util.LinkedHashMap"),
      Map.entry("java.util.LinkedHashMap", "java.util.LinkedHashMap"),
      Map.entry("java.util.SortedMap", "java.util.TreeMap"),
      Map.entry("java.util.NavigableMap", "java.util.TreeMap"),
      Map.entry("java.util.TreeMap", "java.util.TreeMap"));
  private static final Set<String> HONOURED = Set.of("as", "contentAs", "keyAs");

  /** Reports every attribute of {@code m} on {@code e} that Wirebind does not honour. */
  static void check(Element e, AnnotationMirror m, ErrorReporter reporter) {
    TypeMirror declared = propertyType(e);
    for (var entry : m.getElementValues().entrySet()) {
      String attribute = entry.getKey().getSimpleName().toString();
      AnnotationValue v = entry.getValue();
      String named = v.getValue() instanceof DeclaredType d ? d.asElement().toString() : String.valueOf(v.getValue());
      if (named.equals("java.lang.Void") || named.endsWith(".None") || named.endsWith("$None")) {
        continue; // the attribute's "nothing" default, written out
      }
      if (attribute.equals("converter")) {
        continue; // a Jackson converter on a property: JacksonConverters
      }
      if (!HONOURED.contains(attribute)) {
        reporter.errorOn(e, m, attribute, JacksonAnnotations.Texts.attribute("JsonDeserialize", attribute,
            named, JacksonAnnotations.DESERIALIZE_INSTEAD));
        continue;
      }
      String expected = expected(attribute, declared);
      if (!named.equals(expected)) {
        reporter.errorOn(e, m, attribute, JacksonAnnotations.Texts.attribute("JsonDeserialize", attribute,
            named + ".class", "Wirebind decodes this property into "
                + (expected == null ? "its declared type" : "a " + expected)
                + " and implements " + attribute + " naming that class only (another class is out of"
                + " scope)"));
      }
    }
  }

  /** The class {@code attribute} may name for a property of type {@code declared}, or null. */
  private static String expected(String attribute, TypeMirror declared) {
    if (!(declared instanceof DeclaredType d)) {
      return null;
    }
    String raw = ((TypeElement) d.asElement()).getQualifiedName().toString();
    List<? extends TypeMirror> args = d.getTypeArguments();
    return switch (attribute) {
      case "as" -> CREATED.get(raw);
      case "contentAs" -> args.isEmpty() ? null : erasure(args.get(args.size() - 1));
      default -> args.size() == 2 ? erasure(args.get(0)) : null;
    };
  }

  private static String erasure(TypeMirror t) {
    return t instanceof DeclaredType d ? d.asElement().toString() : null;
  }

  /** The type of the property {@code e} reads or writes: a field's, a getter's, a setter's parameter's. */
  private static TypeMirror propertyType(Element e) {
    if (e instanceof ExecutableElement m) {
      if (m.getParameters().size() == 1) {
        return m.getParameters().get(0).asType();
      }
      return m.getReturnType().getKind() == TypeKind.VOID ? null : m.getReturnType();
    }
    return e.getKind() == ElementKind.CONSTRUCTOR ? null : e.asType();
  }
}
