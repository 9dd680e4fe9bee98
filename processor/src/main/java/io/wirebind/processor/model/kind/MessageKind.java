package io.wirebind.processor.model.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.NestedKind;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.WireType;
import java.util.Map;

/**
 * A nested {@code @WireMessage} class: a protobuf embedded message, a JSON object, both through its
 * generated codec.
 *
 * @param type the message class
 * @param codec its generated codec class
 */
public record MessageKind(ClassName type, ClassName codec) implements NestedKind {
  @Override
  public TypeName javaType() {
    return type;
  }

  @Override
  public CodeBlock codecInstance() {
    return CodeBlock.of("$T.INSTANCE", codec);
  }

  @Override
  public boolean primitive() {
    return false;
  }

  @Override
  public CodeBlock javaDefault() {
    return ReferenceKind.NULL;
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
    return String.join(".", type.simpleNames());
  }

  @Override
  public String protoTypeName(ProtoScope scope) {
    return scope.message(type);
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
  public CodeBlock protoIsSet(String v) {
    return ReferenceKind.nonNull(v);
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

  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    return ReferenceKind.nonNull(v);
  }

  @Override
  public CodeBlock jsonNonDefault(String v) {
    return ReferenceKind.nonNull(v);
  }

  @Override
  public void collectMembers(Map<String, Kind> members) {}

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {}
}
