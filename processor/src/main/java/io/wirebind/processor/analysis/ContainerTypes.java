package io.wirebind.processor.analysis;

import com.palantir.javapoet.TypeName;
import io.wirebind.processor.generate.kind.DynamicKind;
import io.wirebind.processor.model.TypeModel;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * The collection and map declarations {@link TypeMapper} accepts, by qualified name, with the
 * container each is decoded into, and the two declarations that hold a JSON tree as a whole
 * ({@code List<Object>}, {@code Map<String, Object>}: a {@link DynamicKind}).
 */
final class ContainerTypes {
  static final Map<String, TypeModel.Container> COLLECTIONS = Map.ofEntries(
      Map.entry("java.util.List", TypeModel.Container.LIST),
      Map.entry("java.util.ArrayList", TypeModel.Container.LIST),
      Map.entry("java.util.Collection", TypeModel.Container.COLLECTION),
      Map.entry("java.util.Set", TypeModel.Container.SET),
      Map.entry("java.util.HashSet", TypeModel.Container.SET),
      Map.entry("java.util.LinkedHashSet", TypeModel.Container.SET),
      Map.entry("java.util.SortedSet", TypeModel.Container.SORTED_SET),
      Map.entry("java.util.NavigableSet", TypeModel.Container.SORTED_SET),
      Map.entry("java.util.TreeSet", TypeModel.Container.SORTED_SET),
      Map.entry("java.util.EnumSet", TypeModel.Container.ENUM_SET),
      Map.entry("java.lang.Iterable", TypeModel.Container.ITERABLE));
  static final Map<String, TypeModel.MapContainer> MAP_TYPES = Map.of(
      "java.util.Map", TypeModel.MapContainer.MAP,
      "java.util.HashMap", TypeModel.MapContainer.MAP,
      "java.util.LinkedHashMap", TypeModel.MapContainer.MAP,
      "java.util.SortedMap", TypeModel.MapContainer.SORTED_MAP,
      "java.util.NavigableMap", TypeModel.MapContainer.SORTED_MAP,
      "java.util.TreeMap", TypeModel.MapContainer.SORTED_MAP,
      "java.util.EnumMap", TypeModel.MapContainer.ENUM_MAP);
  static final Set<String> MAPS = MAP_TYPES.keySet();

  private ContainerTypes() {}

  /**
   * {@code List<Object>} or {@code Map<String, Object>} (in a declaration this mapper takes for a
   * list or map) as a dynamic value; null for any other type.
   */
  static DynamicKind dynamic(TypeMirror type) {
    String name = qualifiedName(type);
    if (name == null) {
      return null;
    }
    List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
    if (COLLECTIONS.get(name) == TypeModel.Container.LIST && args.size() == 1 && isObject(args.get(0))) {
      return new DynamicKind(DynamicKind.Form.LIST, TypeName.get(type));
    }
    if (MAPS.contains(name) && args.size() == 2
        && "java.lang.String".equals(qualifiedName(args.get(0))) && isObject(args.get(1))) {
      return new DynamicKind(DynamicKind.Form.STRUCT, TypeName.get(type));
    }
    return null;
  }

  private static boolean isObject(TypeMirror type) {
    return "java.lang.Object".equals(qualifiedName(type));
  }

  static boolean concrete(TypeMirror arg) {
    return arg.getKind() == TypeKind.DECLARED || arg.getKind() == TypeKind.ARRAY;
  }

  static String qualifiedName(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return null;
    }
    return ((TypeElement) ((DeclaredType) type).asElement()).getQualifiedName().toString();
  }
}
