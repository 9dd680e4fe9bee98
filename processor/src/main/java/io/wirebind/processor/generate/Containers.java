package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.TypeModel.Container;
import io.wirebind.processor.model.TypeModel.ListType;

/**
 * The expressions creating, reusing and copying a collection field's container, cast to the
 * declared type where that is narrower than what the runtime returns. A {@code List} keeps the
 * calls it always had ({@code CodecSupport.list}); sets and collections call {@code
 * CollectionSupport}.
 */
final class Containers {
  private static final ClassName CODEC_SUPPORT = ClassName.get("io.wirebind.spi", "CodecSupport");
  private static final ClassName COLLECTION_SUPPORT = ClassName.get("io.wirebind.spi", "CollectionSupport");

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
    ClassName support = c == Container.LIST ? CODEC_SUPPORT : COLLECTION_SUPPORT;
    TypeName element = l.element().javaType();
    CodeBlock call = c == Container.LIST
        ? CodeBlock.of("$T.$N($L)", support, method, args)
        : c == Container.ENUM_SET
            ? CodeBlock.of("$T.<$T>$N($L, $T.class)", support, element, method, args, element)
            : CodeBlock.of("$T.<$T>$N($L)", support, element, method, args); // typed for a null current
    TypeName declared = f.javaType();
    TypeName raw = declared instanceof ParameterizedTypeName p ? p.rawType() : declared;
    return raw.equals(ClassName.bestGuess(c.returned())) ? call : CodeBlock.of("($T) $L", declared, call);
  }
}
