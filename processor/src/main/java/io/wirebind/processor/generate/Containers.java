package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel.Container;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapContainer;
import io.wirebind.processor.model.TypeModel.MapType;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The expressions creating, reusing and copying a collection field's container, cast to the
 * declared type where that is narrower than what the runtime returns. A {@code List} keeps the
 * calls it always had ({@code CodecSupport.list}); sets and collections call {@code
 * CollectionSupport}.
 */
final class Containers {
  private static final ClassName CODEC_SUPPORT = RuntimeNames.SUPPORT;
  private static final ClassName COLLECTION_SUPPORT = RuntimeNames.COLLECTION_SUPPORT;

  private Containers() {}

  /** {@code current} emptied (or a new one) unless {@code keep}, which keeps its elements. */
  static CodeBlock reuse(FieldModel f, ListType l, String current, String keep) {
    return call(f, l, l.container().stem(), CodeBlock.of("$L, $L", current, keep));
  }

  /** A new container with {@code current}'s elements, if any. */
  static CodeBlock copy(FieldModel f, ListType l, String current) {
    String stem = l.container().stem();
    return call(f, l, "copy" + Character.toUpperCase(stem.charAt(0)) + stem.substring(1), CodeBlock.of("$L", current));
  }

  private static CodeBlock call(FieldModel f, ListType l, String method, CodeBlock args) {
    Container c = l.container();
    boolean list = c.stem().equals("list");
    ClassName support = list ? CODEC_SUPPORT : COLLECTION_SUPPORT;
    TypeName element = l.element().javaType();
    boolean cast = !raw(f).equals(ClassName.bestGuess(c.returned()));
    CodeBlock call = list
        ? cast // typed: the cast gives inference no target, and the current list may be null
            ? CodeBlock.of("$T.<$T>$N($L)", support, element, method, args)
            : CodeBlock.of("$T.$N($L)", support, method, args)
        : c == Container.ENUM_SET
            ? CodeBlock.of("$T.<$T>$N($L, $T.class)", support, element, method, args, element)
            : CodeBlock.of("$T.<$T>$N($L)", support, element, method, args); // typed for a null current
    TypeName declared = f.javaType();
    TypeName raw = declared instanceof ParameterizedTypeName p ? p.rawType() : declared;
    return raw.equals(ClassName.bestGuess(c.returned())) ? call : CodeBlock.of("($T) $L", declared, call);
  }

  /** A new, empty {@code ArrayList} for a list field, typed when declared as {@code ArrayList}. */
  static CodeBlock newList(FieldModel f, ListType l) {
    return raw(f).equals(ClassName.get(java.util.List.class))
        ? CodeBlock.of("new $T<>()", java.util.ArrayList.class)
        : CodeBlock.of("new $T<$T>()", java.util.ArrayList.class, l.element().javaType());
  }

  private static TypeName raw(FieldModel f) {
    TypeName declared = f.javaType();
    return declared instanceof ParameterizedTypeName p ? p.rawType() : declared;
  }

  /** {@code current} map emptied (or a new one) unless {@code keep}, which keeps its entries. */
  static CodeBlock reuseMap(FieldModel f, MapType m, String current, String keep) {
    return mapCall(f, m, m.container().stem(), CodeBlock.of("$L, $L", current, keep));
  }

  /** A new map with {@code current}'s entries, if any. */
  static CodeBlock copyMap(FieldModel f, MapType m, String current) {
    String stem = m.container().stem();
    return mapCall(f, m, "copy" + Character.toUpperCase(stem.charAt(0)) + stem.substring(1), CodeBlock.of("$L", current));
  }

  /** A new, empty map. */
  static CodeBlock newMap(FieldModel f, MapType m) {
    if (m.container() != MapContainer.MAP) {
      return reuseMap(f, m, "null", "false");
    }
    return isMap(f)
        ? CodeBlock.of("new $T<>()", LinkedHashMap.class)
        : CodeBlock.of("new $T<$T, $T>()", LinkedHashMap.class, m.key().javaType(), m.value().javaType());
  }

  private static CodeBlock mapCall(FieldModel f, MapType m, String method, CodeBlock args) {
    MapContainer c = m.container();
    TypeName key = m.key().javaType();
    TypeName value = m.value().javaType();
    if (c == MapContainer.MAP) {
      return isMap(f)
          ? CodeBlock.of("$T.$N($L)", CODEC_SUPPORT, method, args)
          : CodeBlock.of("($T) $T.<$T, $T>$N($L)", f.javaType(), CODEC_SUPPORT, key, value, method, args);
    }
    CodeBlock call = c == MapContainer.ENUM_MAP
        ? CodeBlock.of("$T.<$T, $T>$N($L, $T.class)", COLLECTION_SUPPORT, key, value, method, args, key)
        : CodeBlock.of("$T.<$T, $T>$N($L)", COLLECTION_SUPPORT, key, value, method, args);
    TypeName declared = f.javaType();
    TypeName raw = declared instanceof ParameterizedTypeName p ? p.rawType() : declared;
    return raw.equals(ClassName.bestGuess(c.returned())) ? call : CodeBlock.of("($T) $L", declared, call);
  }

  /** Whether the field is declared as a {@code Map}, which the runtime's maps need no cast to. */
  private static boolean isMap(FieldModel f) {
    TypeName declared = f.javaType();
    TypeName raw = declared instanceof ParameterizedTypeName p ? p.rawType() : declared;
    return raw.equals(ClassName.get(Map.class));
  }
}
