package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.generate.kind.NullableKind;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JacksonRules;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.ValueKind;

/**
 * JSON reading of the values inside a container, shared by the message readers and the collection
 * message readers: one element of a list or map (null, or a value, as {@code @JsonSetter(contentNulls)}
 * asks) and a non-null value (a kind's read, or a primitive array read into the one there).
 */
final class JsonElementCode {
  private JsonElementCode() {}

  /** Reads one element (which may be null) and hands it to {@code sink} ({@code "list.add($L)"}). */
  static CodeBlock element(JsonStyle style, Kind t, String sink, FieldModel f) {
    JacksonRules.Nulls contentNulls = ContentNullsCode.of(f, style);
    if (contentNulls != JacksonRules.Nulls.SET) {
      return ContentNullsCode.element(contentNulls, t, sink, f, value(style, t, null, f));
    }
    CodeBlock.Builder c = CodeBlock.builder();
    if (t instanceof NullableKind n) {
      return c.addStatement(sink, n.jsonReadWithNull(style)).build(); // null is of(null)
    }
    if (t instanceof ValueKind k && k.jsonReadOrNull() != null) {
      return c.addStatement(sink, k.jsonReadOrNull()).build();
    }
    c.beginControlFlow("if (in.tryNull())");
    c.addStatement(sink, "null");
    c.nextControlFlow("else");
    c.addStatement(sink, value(style, t, null, f));
    c.endControlFlow();
    return c.build();
  }

  /** An expression reading a non-null value; {@code reuse} names a local to decode into. */
  static CodeBlock value(JsonStyle style, TypeModel t, String reuse, FieldModel f) {
    if (t instanceof Kind k) {
      return k.jsonRead(style, reuse == null ? null : CodeBlock.of("$N", reuse));
    }
    ArrayType a = (ArrayType) t;
    String method = switch (a.element().java()) {
      case INT -> "readIntArray";
      case LONG -> "readLongArray";
      case FLOAT -> "readFloatArray";
      case DOUBLE -> "readDoubleArray";
      case BOOLEAN -> "readBooleanArray";
      default -> throw new IllegalArgumentException("array of " + a);
    };
    return CodeBlock.of("in.$N($L, $S)", method, reuse == null ? "null" : reuse, f.name());
  }
}
