package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.NestedKind;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.WireType;

/**
 * A nested {@code @WireMessage} class: a protobuf embedded message, a JSON object, both through its
 * generated codec.
 *
 * @param type the message class, or a parameterisation of a generic message ({@code Page<Order>})
 * @param codec its generated codec class ({@code Page_of_Order_WireCodec} for a parameterisation)
 */
public record MessageKind(TypeName type, ClassName codec) implements NestedKind {
  @Override
  public TypeName javaType() {
    return type;
  }

  @Override
  public CodeBlock codecInstance() {
    return CodeBlock.of("$T.INSTANCE", codec);
  }

  @Override
  public WireType wireType() {
    return WireType.LENGTH_DELIMITED;
  }

  @Override
  public boolean packable() {
    return false;
  }

  @Override
  public String protoTypeName() {
    if (type instanceof ClassName c) {
      return String.join(".", c.simpleNames());
    }
    String codecName = codec.simpleName();
    return codecName.substring(0, codecName.length() - "_WireCodec".length());
  }

  @Override
  public String protoTypeName(ProtoScope scope) {
    return scope.message(type instanceof ClassName c ? c : parameterizationName(codec));
  }

  /** The exported message name of a generic message's parameterisation: its codec's, less the suffix. */
  public static ClassName parameterizationName(ClassName codec) {
    String name = codec.simpleName();
    return ClassName.get(codec.packageName(), name.substring(0, name.length() - "_WireCodec".length()));
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return CodeBlock.builder()
        .addStatement("int mark = out.beginLength()")
        .addStatement("$L.writeProto($L, out)", codecInstance(), v)
        .addStatement("out.endLength(mark)")
        .build();
  }

  @Override
  public CodeBlock protoEntryDefault() {
    return CodeBlock.of("$L.newDefault()", codecInstance());
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return CodeBlock.of("$L.writeJson($N, out, $T.$L);\n", codecInstance(), v, RuntimeNames.JSON_STYLE, style.name());
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return CodeBlock.of("$L.readJson(in, $L, $T.$L)", codecInstance(), reuse == null ? "null" : reuse,
        RuntimeNames.JSON_STYLE, style.name());
  }
}
