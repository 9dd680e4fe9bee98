package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;

/**
 * A {@code char[]}: Jackson writes it as one JSON string (not an array), so it is a {@code string}
 * in protobuf too; read from a string. Every hook is a string's around {@code new String(v)} and
 * {@code toCharArray()}.
 */
public record CharsKind() implements ValueKind {

  @Override
  public TypeName javaType() {
    return ArrayTypeName.of(TypeName.CHAR);
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
    return CodeBlock.of("out.writeString(new String($N));\n", v);
  }

  @Override
  public CodeBlock protoRead() {
    return CodeBlock.of("in.readString().toCharArray()");
  }

  @Override
  public CodeBlock protoEntryDefault() {
    return CodeBlock.of("new char[0]");
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return CodeBlock.of("out.writeString(new String($N));\n", v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return CodeBlock.of("in.readStringToken().toCharArray()");
  }

  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    return style == JsonStyle.PROTO3
        ? ReferenceKind.nonNull(v)
        : CodeBlock.of("$N != null && $N.length != 0", v, v);
  }
}
