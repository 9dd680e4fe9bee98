package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.OptionalType;

/**
 * {@code @JsonSetter(nulls = AS_EMPTY)}: a JSON {@code null} becomes the empty value Jackson gives
 * the type (the analysis refuses the types without one here).
 */
final class NullsAsEmptyCode {
  private NullsAsEmptyCode() {}

  /** {@code if (in.tryNull()) { marks; v = empty; } else { read }}. */
  static CodeBlock member(FieldModel f, CodeBlock read, CodeBlock marks, CodeBlock empty) {
    return CodeBlock.builder()
        .beginControlFlow("if (in.tryNull())")
        .add(marks)
        .addStatement("$N = $L", Names.local(f), empty)
        .nextControlFlow("else")
        .add(read)
        .endControlFlow()
        .build();
  }

  static CodeBlock empty(FieldModel f) {
    String v = Names.local(f);
    TypeModel t = f.type();
    if (t instanceof ListType l) {
      return Containers.reuse(f, l, v, "false");
    }
    if (t instanceof MapType m) {
      return Containers.reuseMap(f, m, v, "false");
    }
    if (t instanceof OptionalType o) {
      return o.empty();
    }
    TypeName java = f.javaType();
    if (java instanceof ArrayTypeName) {
      return CodeBlock.of("new $T {}", java);
    }
    if (java.equals(ClassName.get(String.class))) {
      return CodeBlock.of("$S", "");
    }
    if (java.isBoxedPrimitive()) {
      TypeName p = java.unbox();
      return p.equals(TypeName.BOOLEAN) ? CodeBlock.of("false")
          : p.equals(TypeName.LONG) ? CodeBlock.of("0L")
          : p.equals(TypeName.FLOAT) ? CodeBlock.of("0f")
          : p.equals(TypeName.DOUBLE) ? CodeBlock.of("0.0")
          : CodeBlock.of("0");
    }
    throw new IllegalStateException("nulls = AS_EMPTY for " + java); // refused by the analysis
  }
}
