package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;

/** {@code byte[]}: protobuf {@code bytes}, a base64 JSON string. */
public record BytesKind() implements ValueKind {
  @Override
  public TypeName javaType() {
    return ArrayTypeName.of(TypeName.BYTE);
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
    return "bytes";
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return CodeBlock.of("out.writeBytes($L);\n", v);
  }

  @Override
  public CodeBlock protoRead() {
    return CodeBlock.of("in.readBytes()");
  }

  @Override
  public CodeBlock protoEntryDefault() {
    return CodeBlock.of("new byte[0]");
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return CodeBlock.of("out.writeBase64($N);\n", v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return CodeBlock.of("in.readBase64()");
  }

  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    return style == JsonStyle.PROTO3
        ? ReferenceKind.nonNull(v)
        : CodeBlock.of("$N != null && $N.length != 0", v, v);
  }
}
