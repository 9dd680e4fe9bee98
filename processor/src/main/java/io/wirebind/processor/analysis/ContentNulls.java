package io.wirebind.processor.analysis;

import io.wirebind.processor.model.JacksonRules;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * {@code @JsonSetter(contentNulls)} as jackson-databind 2.18 applies it to a collection, object
 * array or map property: a JSON {@code null} element (map value) is skipped ({@code SKIP}), an
 * error ({@code FAIL}) or the element's empty value ({@code AS_EMPTY}: {@code ""}, 0, {@code
 * false}). On any other property (an optional, a scalar, {@code byte[]}) Jackson does nothing with
 * it, and neither does Wirebind. Refused: primitive arrays (their runtime readers take a null as
 * 0), collections nested in collections (Jackson applies the rule at every level), and {@code
 * AS_EMPTY} for elements whose empty value Jackson makes its own way (enums: null, messages: a
 * default instance, UUIDs, decimals, dates).
 */
final class ContentNulls {
  private static final Set<String> COLLECTIONS = Set.of(
      "java.util.List", "java.util.ArrayList", "java.util.Set", "java.util.HashSet",
      "java.util.LinkedHashSet", "java.util.SortedSet", "java.util.TreeSet", "java.util.NavigableSet",
      "java.util.Collection", "java.lang.Iterable", "java.util.EnumSet");
  private static final Set<String> MAPS = Set.of(
      "java.util.Map", "java.util.HashMap", "java.util.LinkedHashMap", "java.util.SortedMap",
      "java.util.TreeMap", "java.util.NavigableMap", "java.util.EnumMap");
  private static final Set<String> EMPTY_ELEMENTS = Set.of(
      "java.lang.String", "java.lang.Integer", "java.lang.Long", "java.lang.Double",
      "java.lang.Float", "java.lang.Boolean", "java.lang.Short", "java.lang.Byte");

  private ContentNulls() {}

  /** The property's {@code contentNulls} rule; SET when absent, ignored by Jackson, or refused. */
  static JacksonRules.Nulls read(Property p, List<Element> on, ErrorReporter reporter) {
    Optional<Mirrors.Found> setter = Mirrors.findOn(on, JacksonRulesReader.JSON_SETTER);
    if (setter.isEmpty()) {
      return JacksonRules.Nulls.SET;
    }
    String v = Mirrors.enumValue(setter.get().mirror(), "contentNulls", "DEFAULT");
    JacksonRules.Nulls nulls = v.equals("SKIP") ? JacksonRules.Nulls.SKIP
        : v.equals("FAIL") ? JacksonRules.Nulls.FAIL
        : v.equals("AS_EMPTY") ? JacksonRules.Nulls.AS_EMPTY : JacksonRules.Nulls.SET;
    if (nulls == JacksonRules.Nulls.SET) {
      return nulls;
    }
    TypeMirror element;
    TypeMirror t = p.type;
    if (t instanceof ArrayType a) {
      if (a.getComponentType().getKind() == TypeKind.BYTE) {
        return JacksonRules.Nulls.SET; // byte[] is base64 text: no elements
      }
      if (a.getComponentType().getKind().isPrimitive()) {
        return refuse(setter.get(), Texts.primitiveArray(p.name, t), reporter);
      }
      element = a.getComponentType();
    } else if (t instanceof DeclaredType d && COLLECTIONS.contains(name(d))
        && d.getTypeArguments().size() == 1) {
      element = d.getTypeArguments().get(0);
    } else if (t instanceof DeclaredType d && MAPS.contains(name(d))
        && d.getTypeArguments().size() == 2) {
      element = d.getTypeArguments().get(1);
    } else {
      return JacksonRules.Nulls.SET; // Jackson applies contentNulls to containers only
    }
    if (container(element)) {
      return refuse(setter.get(), Texts.nested(p.name, t), reporter);
    }
    if (nulls == JacksonRules.Nulls.AS_EMPTY
        && !(element instanceof DeclaredType d && EMPTY_ELEMENTS.contains(name(d)))) {
      return refuse(setter.get(), Texts.asEmpty(p.name, element), reporter);
    }
    return nulls;
  }

  private static boolean container(TypeMirror t) {
    if (t instanceof ArrayType a) {
      return a.getComponentType().getKind() != TypeKind.BYTE;
    }
    return t instanceof DeclaredType d && (COLLECTIONS.contains(name(d)) || MAPS.contains(name(d)));
  }

  private static String name(DeclaredType d) {
    return d.asElement().toString();
  }

  private static JacksonRules.Nulls refuse(Mirrors.Found setter, String message,
      ErrorReporter reporter) {
    reporter.errorOn(setter.element(), setter.mirror(), "contentNulls", message);
    return JacksonRules.Nulls.SET;
  }

  /** The diagnostic texts. */
  static final class Texts {
    private Texts() {}

    static String primitiveArray(String property, TypeMirror type) {
      return "@JsonSetter(contentNulls) is not implemented by Wirebind for a primitive array ('"
          + property + "' is a " + type + "), which reads a null element as 0; use a List of"
          + " boxes, or remove contentNulls";
    }

    static String nested(String property, TypeMirror type) {
      return "@JsonSetter(contentNulls) is not implemented by Wirebind for collections nested in"
          + " collections ('" + property + "' is a " + type + "); remove contentNulls, or filter"
          + " the nulls after decoding";
    }

    static String asEmpty(String property, TypeMirror element) {
      return "@JsonSetter(contentNulls = AS_EMPTY) is implemented for String, boxed number and"
          + " Boolean elements; the elements of '" + property + "' are " + element + ", whose empty"
          + " value Jackson makes its own way — use contentNulls = SKIP or FAIL";
    }
  }
}
