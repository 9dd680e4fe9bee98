package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;

/** {@code String}: protobuf {@code string} (strict UTF-8), a JSON string. */
public record StringKind() implements ValueKind {
  @Override
  public TypeName javaType() {
    return ClassName.get(String.class);
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
    return "string";
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return CodeBlock.of("out.writeString($L);\n", v);
  }

  @Override
  public CodeBlock protoRead() {
    return CodeBlock.of("in.readString()");
  }

  @Override
  public CodeBlock protoReadReusing(CodeBlock held) {
    return CodeBlock.of("in.readString($L)", held);
  }

  @Override
  public CodeBlock protoEntryDefault() {
    return CodeBlock.of("\"\"");
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return CodeBlock.of("out.writeString($N);\n", v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return CodeBlock.of("in.readString()");
  }

  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    return style == JsonStyle.PROTO3
        ? ReferenceKind.nonNull(v)
        : CodeBlock.of("$N != null && !$N.isEmpty()", v, v);
  }

  @Override
  public boolean jsonQuotedPrefix() {
    return true;
  }

  @Override
  public CodeBlock jsonReadOrNull() {
    return CodeBlock.of("in.readStringOrNull()");
  }

  @Override
  public CodeBlock jsonReadOrNullReusing(CodeBlock held) {
    return CodeBlock.of("in.readStringOrNull($L)", held);
  }

  @Override
  public CodeBlock jsonWriteList(String v) {
    return CodeBlock.of("out.writeStringList($N);\n", v);
  }

  @Override
  public CodeBlock jsonWriteIterable(String v) {
    return CodeBlock.of("out.writeStrings($N);\n", v);
  }

  @Override
  public CodeBlock jsonWriteMemberKey(JsonStyle style, String comma) {
    return CodeBlock.of("out.writeMemberName(k, $L);\n", comma);
  }

  @Override
  public boolean keyable() {
    return true;
  }

  @Override
  public CodeBlock jsonWriteKey(JsonStyle style) {
    return CodeBlock.of("out.writeString(k);\n");
  }

  @Override
  public CodeBlock jsonReadKey(JsonStyle style) {
    return CodeBlock.of("in.lastName()");
  }

  @Override
  public CodeBlock jsonReadKeyLocal(JsonStyle style) {
    return CodeBlock.of("String k = in.readMemberName();\n");
  }
}
