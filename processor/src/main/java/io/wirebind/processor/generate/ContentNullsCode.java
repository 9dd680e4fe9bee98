package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JacksonRules;
import io.wirebind.processor.model.Kind;

/**
 * {@code @JsonSetter(contentNulls)}: what a JSON {@code null} element of a collection or array,
 * or value of a map, becomes in Jackson-style JSON (the analysis refuses the shapes and kinds
 * without a rule here).
 */
final class ContentNullsCode {
  private ContentNullsCode() {}

  /** The rule for the elements of {@code f} in {@code style} (SET: nulls are stored). */
  static JacksonRules.Nulls of(FieldModel f, JsonStyle style) {
    return style == JsonStyle.JACKSON && f != null ? f.jackson().contentNulls() : JacksonRules.Nulls.SET;
  }

  /**
   * Reads one element that may be null and hands it to {@code sink} ({@code "list.add($L)"}), or
   * not: {@code read} reads a non-null one.
   */
  static CodeBlock element(JacksonRules.Nulls rule, Kind t, String sink, FieldModel f, CodeBlock read) {
    CodeBlock.Builder c = CodeBlock.builder();
    switch (rule) {
      case SKIP:
        return c.beginControlFlow("if (!in.tryNull())").addStatement(sink, read).endControlFlow().build();
      case FAIL:
        c.addStatement("int at = in.position()"); // the offset of the null itself
        c.addStatement("if (in.tryNull()) throw in.errorAt(at, $S)", "null element in '"
            + JsonNames.written(f, JsonStyle.JACKSON) + "', whose elements do not accept null"
            + " (@JsonSetter(contentNulls = FAIL))");
        return c.addStatement(sink, read).build();
      case AS_EMPTY:
        return c.beginControlFlow("if (in.tryNull())")
            .addStatement(sink, empty(t.javaType()))
            .nextControlFlow("else")
            .addStatement(sink, read)
            .endControlFlow()
            .build();
      default:
        throw new IllegalArgumentException("contentNulls " + rule);
    }
  }

  /** The empty value Jackson gives a null element of type {@code java}. */
  private static CodeBlock empty(TypeName java) {
    if (java.equals(ClassName.get(String.class))) {
      return CodeBlock.of("$S", "");
    }
    TypeName p = java.isBoxedPrimitive() ? java.unbox() : java;
    if (p.equals(TypeName.BOOLEAN)) {
      return CodeBlock.of("$T.FALSE", Boolean.class);
    }
    return p.equals(TypeName.INT) ? CodeBlock.of("$T.valueOf(0)", p.box()) // the element's own box
        : CodeBlock.of("$T.valueOf(($T) 0)", p.box(), p);
  }
}
