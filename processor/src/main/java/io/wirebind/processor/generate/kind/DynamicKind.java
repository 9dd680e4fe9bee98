package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;

/**
 * A dynamic value holding a JSON tree: {@code Object}, {@code Map<String, Object>} or {@code
 * List<Object>} (as a whole: the map is a {@code google.protobuf.Struct}, not a protobuf map of
 * values). Every hook is one static call into the runtime's {@code DynamicValues}; explicit
 * presence ({@code null} is absent, an empty map or list is an empty message). Decoded maps and
 * lists are mutable, so a JSON member absent from the input takes a copy of a new instance's value.
 *
 * @param form which of the three
 * @param declared the declared Java type ({@code Object}, {@code Map<String, Object>}, {@code
 *     HashMap<String, Object>}, {@code List<Object>}, ...)
 */
public record DynamicKind(Form form, TypeName declared) implements ValueKind {
  private static final ClassName VALUES = RuntimeNames.DYNAMIC_VALUES;

  /** The three forms, each with its runtime methods' stem and its protobuf message. */
  public enum Form {
    /** {@code Object}: any value, {@code google.protobuf.Value}. */
    VALUE("Value", "google.protobuf.Value"),
    /** {@code Map<String, Object>}: {@code google.protobuf.Struct}. */
    STRUCT("Struct", "google.protobuf.Struct"),
    /** {@code List<Object>}: {@code google.protobuf.ListValue}. */
    LIST("ListValue", "google.protobuf.ListValue");

    private final String stem;
    private final String protoName;

    Form(String stem, String protoName) {
      this.stem = stem;
      this.protoName = protoName;
    }
  }

  /** {@code Object} as a field, element, map value or optional's value. */
  public static DynamicKind value() {
    return new DynamicKind(Form.VALUE, ClassName.OBJECT);
  }

  @Override
  public TypeName javaType() {
    return declared;
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
    return form.protoName;
  }

  @Override
  public String protoTypeName(ProtoScope scope) {
    return WellKnownProtos.reference(scope, form.protoName);
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return CodeBlock.of("$T.write$L(out, $N);\n", VALUES, form.stem, v);
  }

  @Override
  public CodeBlock protoRead() {
    return CodeBlock.of("$T.read$L(in)", VALUES, form.stem);
  }

  /** A {@code Value} holding {@code null_value} reads as {@code null}. */
  @Override
  public boolean protoReadMayBeNull() {
    return form == Form.VALUE;
  }

  /** A map entry without a value: the empty message, which is {@code null} for a {@code Value}. */
  @Override
  public CodeBlock protoEntryDefault() {
    return CodeBlock.of("$T.default$L()", VALUES, form.stem);
  }

  private String jsonStem(JsonStyle style) {
    return style == JsonStyle.PROTO3 ? form.stem + "Proto3" : form.stem;
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return CodeBlock.of("$T.write$L(out, $N);\n", VALUES, jsonStem(style), v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return CodeBlock.of("$T.read$L(in)", VALUES, jsonStem(style));
  }

  /**
   * Jackson asks the serializer of the value's class: an empty string, map or collection is empty;
   * proto3 JSON writes every message that is set, empty ones too.
   */
  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    if (style == JsonStyle.PROTO3) {
      return ReferenceKind.nonNull(v);
    }
    return form == Form.VALUE
        ? CodeBlock.of("$T.nonEmpty($N)", VALUES, v)
        : CodeBlock.of("$N != null && !$N.isEmpty()", v, v);
  }

  /** Jackson's {@code NON_DEFAULT} on the property excludes what {@code NON_EMPTY} does. */
  @Override
  public CodeBlock jsonNonDefault(String v) {
    return jsonNonEmpty(JsonStyle.JACKSON, v);
  }

  @Override
  public CodeBlock jsonAbsent(CodeBlock newInstanceValue) {
    return CodeBlock.of("$T.copy$L($L)", VALUES, form.stem, newInstanceValue);
  }
}
