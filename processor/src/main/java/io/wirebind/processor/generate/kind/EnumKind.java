package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;
import java.util.List;
import java.util.Map;

/**
 * A Java enum: protobuf {@code enum} by number (an unknown number is dropped, or kept in the
 * message's unknown-field set when it has one), JSON by name (Jackson
 * also takes the ordinal, proto3 JSON the number). The number mapping, the name tables and the
 * name readers are members of each codec that uses the enum ({@link EnumMembers}), so every codec
 * keeps a single originating element.
 *
 * @param type the enum class
 * @param constants every constant with its protobuf number, in declaration order
 * @param jsonOrdinal whether Jackson-style JSON writes the ordinal
 * @param form Jackson's {@code @JsonValue} and {@code @JsonCreator} of the enum, or null
 */
public record EnumKind(ClassName type, List<EnumConstant> constants, boolean jsonOrdinal, EnumForm form)
    implements ValueKind {
  public EnumKind {
    constants = List.copyOf(constants);
  }

  public EnumKind(ClassName type, List<EnumConstant> constants) {
    this(type, constants, false, null);
  }

  /**
   * This enum written as its ordinal in Jackson-style JSON ({@code @JsonFormat(shape = NUMBER)});
   * Jackson writes a {@code @JsonValue} whatever the shape.
   */
  public EnumKind asOrdinal() {
    return valued() ? this : new EnumKind(type, constants, true, form);
  }

  /** This enum with Jackson's {@code @JsonValue} and {@code @JsonCreator} of {@code form}. */
  public EnumKind withForm(EnumForm form) {
    return new EnumKind(type, constants, jsonOrdinal, form);
  }

  /** Whether Jackson-style JSON writes this enum as its {@code @JsonValue}. */
  public boolean valued() {
    return form != null && form.valued();
  }

  /** Whether a constant has a Jackson JSON name or alias of its own. */
  boolean renamed() {
    return constants.stream().anyMatch(EnumConstant::renamed);
  }

  @Override
  public TypeName javaType() {
    return type;
  }

  /** The constant decoded when a map entry lacks its value: number 0, else the first. */
  public EnumConstant defaultConstant() {
    return constants.stream().filter(c -> c.number() == 0).findFirst().orElse(constants.get(0));
  }

  // ---- protobuf

  @Override
  public WireType wireType() {
    return WireType.VARINT;
  }

  @Override
  public boolean packable() {
    return true;
  }

  @Override
  public String protoTypeName() {
    return String.join(".", type.simpleNames());
  }

  @Override
  public String protoTypeName(ProtoScope scope) {
    return scope.enumType(this);
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return CodeBlock.of("out.writeInt32($L($L));\n", EnumMembers.toNumber(this), v);
  }

  @Override
  public CodeBlock protoRead() {
    return CodeBlock.of("$L(in.readInt32())", EnumMembers.fromNumber(this));
  }

  @Override
  public boolean protoReadMayDrop() {
    return true;
  }

  @Override
  public CodeBlock protoEntryDefault() {
    return CodeBlock.of("$T.$N", type, defaultConstant().name());
  }

  /** The entry keeps the number: a missing value is the default constant, an unknown one drops the entry. */
  @Override
  public CodeBlock protoEntryValueStart() {
    return CodeBlock.of("int number = $L;\n", defaultConstant().number());
  }

  @Override
  public CodeBlock protoEntryValueCase(int tag) {
    return CodeBlock.of("case $L: number = in.readInt32(); break;\n", tag);
  }

  @Override
  public CodeBlock protoEntryPut(String map, CodeBlock dropped) {
    return CodeBlock.builder()
        .addStatement("$T val = $L(number)", type, EnumMembers.fromNumber(this))
        .beginControlFlow("if (val != null)")
        .addStatement("$N.put(k, val)", map)
        .nextControlFlow("else")
        .add(dropped)
        .endControlFlow()
        .build();
  }

  @Override
  public CodeBlock protoEntryPut(String map) {
    return CodeBlock.builder()
        .addStatement("$T val = $L(number)", type, EnumMembers.fromNumber(this))
        .beginControlFlow("if (val != null)")
        .addStatement("$N.put(k, val)", map)
        .endControlFlow()
        .build();
  }

  // ---- JSON

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    if (style == JsonStyle.JACKSON && valued()) {
      return EnumFormMembers.writeValue(this, v);
    }
    if (style == JsonStyle.JACKSON && jsonOrdinal) {
      return CodeBlock.of("out.writeInt($N.ordinal());\n", v);
    }
    return CodeBlock.of("out.writeRaw($N[$N.ordinal()]);\n", EnumMembers.quotedNames(this, style), v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return CodeBlock.of("$L(in)", EnumMembers.reader(this, style));
  }

  /** Jackson asks the {@code @JsonValue}'s serializer: a constant whose value is {@code ""} is empty. */
  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    if (style == JsonStyle.JACKSON && valued()) {
      return EnumFormMembers.nonEmpty(this, v);
    }
    return ReferenceKind.nonNull(v);
  }

  /**
   * The codec's table of this enum's constants in ordinal order, which is an {@code EnumSet}'s and
   * an {@code EnumMap}'s own order.
   */
  public String constantsTable() {
    return EnumMembers.constants(this);
  }

  // ---- codec members

  @Override
  public void collectMembers(Map<String, Kind> members) {
    members.putIfAbsent("enum " + type.canonicalName(), this);
    if (form != null && form.value() != null) {
      form.value().collectMembers(members);
    }
    if (form != null && form.parameter() != null) {
      form.parameter().collectMembers(members);
    }
  }

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {
    switch (slot) {
      case JSON_TABLES -> {
        EnumMembers.addNameTables(codec, this);
        EnumFormMembers.addTable(codec, this);
      }
      case JSON_READERS -> {
        if (style == JsonStyle.JACKSON && form != null && (form.created() || form.valued())) {
          EnumFormMembers.addReader(codec, this);
        } else {
          EnumMembers.addReader(codec, this, style);
        }
      }
      case PROTO_SUPPORT -> EnumMembers.addNumberMapping(codec, this);
    }
  }
}
