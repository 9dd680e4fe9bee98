package io.wirebind.processor.model.kind;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;
import java.util.Map;

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
  public boolean protoReadMayDrop() {
    return false;
  }

  @Override
  public CodeBlock protoIsSet(String v) {
    return ReferenceKind.nonNull(v);
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

  @Override
  public CodeBlock jsonNonDefault(String v) {
    return jsonNonEmpty(JsonStyle.JACKSON, v);
  }

  @Override
  public boolean jsonQuotedPrefix() {
    return false;
  }

  @Override
  public CodeBlock jsonReadOrNull() {
    return null;
  }

  @Override
  public CodeBlock jsonWriteList(String v) {
    return null;
  }

  @Override
  public boolean keyable() {
    return false;
  }

  @Override
  public CodeBlock jsonWriteKey(JsonStyle style) {
    throw ReferenceKind.notAKey(this);
  }

  @Override
  public CodeBlock jsonReadKey(JsonStyle style) {
    throw ReferenceKind.notAKey(this);
  }

  @Override
  public void collectMembers(Map<String, Kind> members) {}

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {}
}
