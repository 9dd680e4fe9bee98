package io.wirebind.processor.analysis;

import java.util.Set;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * The property types {@code @JsonSetter(nulls = AS_EMPTY)} is implemented for, with the empty value
 * jackson-databind 2.18 gives a JSON {@code null}: {@code ""}, an empty collection, map or array,
 * an empty optional, 0 and {@code false} for numbers and booleans (boxed or not). Jackson gives
 * other types a zero value of their own (a default instance, a zero UUID, {@code null} for an enum
 * or a date), which Wirebind does not reproduce: those are refused.
 */
final class NullsAsEmpty {
  private static final Set<String> SUPPORTED = Set.of(
      "java.lang.String", "java.lang.Integer", "java.lang.Long", "java.lang.Double",
      "java.lang.Float", "java.lang.Boolean", "java.util.Optional", "java.util.OptionalInt",
      "java.util.OptionalLong", "java.util.OptionalDouble", "java.util.List", "java.util.ArrayList",
      "java.util.Set", "java.util.HashSet", "java.util.LinkedHashSet", "java.util.SortedSet",
      "java.util.TreeSet", "java.util.NavigableSet", "java.util.Collection", "java.lang.Iterable",
      "java.util.EnumSet", "java.util.Map", "java.util.HashMap", "java.util.LinkedHashMap",
      "java.util.SortedMap", "java.util.TreeMap", "java.util.NavigableMap", "java.util.EnumMap");

  private NullsAsEmpty() {}

  static boolean supports(TypeMirror type) {
    if (type.getKind().isPrimitive() || type.getKind() == TypeKind.ARRAY) {
      return true;
    }
    return type instanceof DeclaredType d
        && SUPPORTED.contains(d.asElement().toString());
  }

  static String refusal(String property, TypeMirror type) {
    return "@JsonSetter(nulls = AS_EMPTY) is implemented for String, boxed numbers and booleans,"
        + " Optional, collections, maps and arrays; '" + property + "' is a " + type
        + " — use nulls = SKIP to keep the initial value, or make the field one of those types";
  }
}
