package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.generate.kind.EnumKind;
import io.wirebind.processor.generate.kind.KeyKind;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * Loops over a list's elements and a map's entries that allocate nothing where the collection
 * allows it. An iterator (and an {@code EnumMap} entry per step) is an allocation whenever escape
 * analysis gives up on a large writer method, which it does on most message writers.
 */
final class Loops {
  private Loops() {}

  /**
   * {@code body} once per element, bound to {@code e}: by index when the list held as {@code v} is
   * one {@code CodecSupport.indexed} knows (an {@code ArrayList}, a {@code List.of} list, ...), else
   * by its iterator. {@code body} may {@code continue}.
   */
  static CodeBlock elements(ListType l, String v, CodeBlock body) {
    CodeBlock iterated = iterated(l, v, body);
    if (!l.indexed()) {
      return iterated;
    }
    CodeBlock indexed = CodeBlock.builder()
        .beginControlFlow("for (int i = 0, n = $N.size(); i < n; i++)", v)
        .addStatement("$T e = $N.get(i)", l.element().javaType(), v)
        .add(body)
        .endControlFlow()
        .build();
    return either(CodeBlock.of("$T.indexed($N)", RuntimeNames.SUPPORT, v), indexed, iterated);
  }

  /**
   * {@code body} once per element of {@code v} in its iteration order, bound to {@code e}: an
   * {@code EnumSet} through the enum's constants ({@code contains} reads one bit), anything else by
   * its iterator. {@code body} may {@code continue}.
   */
  static CodeBlock iterated(ListType l, String v, CodeBlock body) {
    TypeName element = l.element().javaType();
    CodeBlock iterated = CodeBlock.builder()
        .beginControlFlow("for ($T e : $N)", element, v)
        .add(body)
        .endControlFlow()
        .build();
    if (!(l.element() instanceof EnumKind k) || !mayHold(l.declared(), EnumSet.class, SET_TYPES)) {
      return iterated;
    }
    CodeBlock walked = CodeBlock.builder()
        .beginControlFlow("for ($T e : $N)", element, k.constantsTable())
        .beginControlFlow("if (!$N.contains(e))", v)
        .addStatement("continue")
        .endControlFlow()
        .add(body)
        .endControlFlow()
        .build();
    return either(CodeBlock.of("$N instanceof $T", v, EnumSet.class), walked, iterated);
  }

  /**
   * {@code body} once per entry of the map {@code v}, with the key bound to {@code k} and the value
   * to {@code val}, in the map's order. An {@code EnumMap} is walked through the enum's constants,
   * which is its own order, by {@code get}: no iterator, no entry objects. {@code body} may {@code
   * continue}.
   */
  static CodeBlock entries(MapType mt, String v, CodeBlock body) {
    TypeName key = mt.key().javaType();
    TypeName value = mt.value().javaType();
    TypeName entry = ParameterizedTypeName.get(ClassName.get(Map.Entry.class), key, value);
    CodeBlock iterated = CodeBlock.builder()
        .beginControlFlow("for ($T e : $N.entrySet())", entry, v)
        .addStatement("$T k = e.getKey()", key)
        .addStatement("$T val = e.getValue()", value)
        .add(body)
        .endControlFlow()
        .build();
    if (!(mt.key() instanceof KeyKind k && k.base() instanceof EnumKind e)
        || !mayHold(mt.declared(), EnumMap.class, MAP_TYPES)) {
      return iterated;
    }
    CodeBlock walked = CodeBlock.builder()
        .beginControlFlow("for ($T k : $N)", key, e.constantsTable())
        .addStatement("$T val = $N.get(k)", value, v)
        .beginControlFlow("if (val == null && !$N.containsKey(k))", v)
        .addStatement("continue")
        .endControlFlow()
        .add(body)
        .endControlFlow()
        .build();
    return either(CodeBlock.of("$N instanceof $T", v, EnumMap.class), walked, iterated);
  }

  /** {@code fast} when {@code condition} holds, else {@code iterated}. */
  private static CodeBlock either(CodeBlock condition, CodeBlock fast, CodeBlock iterated) {
    return CodeBlock.builder()
        .beginControlFlow("if ($L)", condition)
        .add(fast)
        .nextControlFlow("else")
        .add(iterated)
        .endControlFlow()
        .build();
  }

  private static final Set<String> SET_TYPES = Set.of("java.util.Set", "java.util.Collection", "java.lang.Iterable");
  private static final Set<String> MAP_TYPES = Set.of("java.util.Map");

  /**
   * Whether a value declared as {@code declared} may be an instance of {@code special}: it is that
   * class, or one of the interfaces it implements ({@code instanceof} of a concrete class such as
   * {@code TreeMap} against it would not compile).
   */
  private static boolean mayHold(TypeName declared, Class<?> special, Set<String> interfaces) {
    TypeName raw = declared instanceof ParameterizedTypeName p ? p.rawType() : declared;
    String name = raw instanceof ClassName c ? c.canonicalName() : "";
    return name.equals(special.getName()) || interfaces.contains(name);
  }
}
