package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * A property handed to the application's Jackson mapper (the Jackson bridge, module {@code
 * wirebind-jackson}): its whole value, whatever its type, is written and read by the mapper as
 * that mapper writes and reads the property of {@code owner} named {@code jacksonName}, through a
 * {@code BridgedProperty} the codec holds in a static final field. JSON (both styles): the
 * mapper's bytes; reading hands the mapper exactly the bytes of the value (JSON {@code null}
 * included, which the property's deserializer may turn into a value). Protobuf: a {@code string}
 * field holding that JSON. Only ever the kind of a whole property, never an element or key.
 *
 * @param type the property's declared type
 * @param owner the message class, whose Jackson bean (de)serializer has the property
 * @param jacksonName the property's name for Jackson
 * @param stem the codec field's name stem, unique in a codec
 * @param jackson3 whether the codec is generated for Jackson 3: the property is then the Jackson 3
 *     mapper's ({@code Jackson3BridgedProperty}, given by {@code Jackson3Bridge}), else Jackson 2's
 */
public record BridgeKind(TypeName type, TypeName owner, String jacksonName, String stem, boolean jackson3)
    implements ValueKind {

  /** The comment the exported {@code .proto} puts after the field. */
  public static final String PROTO_COMMENT = "// JSON text of this property, as the application's Jackson"
      + " mapper writes it (Wirebind's Jackson bridge)";

  private String field() {
    return "BRIDGE_" + stem.toUpperCase(java.util.Locale.ROOT);
  }

  @Override
  public TypeName javaType() {
    return type;
  }

  @Override
  public boolean primitive() {
    return type.isPrimitive();
  }

  @Override
  public CodeBlock javaDefault() {
    if (!type.isPrimitive()) {
      return CodeBlock.of("null");
    }
    return type.equals(TypeName.BOOLEAN) ? CodeBlock.of("false") : CodeBlock.of("($T) 0", type);
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
    return CodeBlock.of("$N.writeProto($L, out);\n", field(), v);
  }

  @Override
  public CodeBlock protoRead() {
    return type.isPrimitive() ? CodeBlock.of("$N.readProtoOr(in, $L)", field(), javaDefault())
        : CodeBlock.of("$N.readProto(in)", field());
  }

  /** A primitive property is always written: its JSON is never empty. */
  @Override
  public CodeBlock protoIsSet(String v) {
    return type.isPrimitive() ? CodeBlock.of("true") : ReferenceKind.nonNull(v);
  }

  @Override
  public CodeBlock protoEntryDefault() {
    throw new IllegalStateException("a bridged property is never a map entry");
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return CodeBlock.of("$N.writeJson($L, out);\n", field(), v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return CodeBlock.of("$N.readJson(in)", field());
  }

  /** Jackson's NON_EMPTY asks the serializer the mapper uses for the value. */
  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    if (type.isPrimitive()) {
      return CodeBlock.of("true");
    }
    return style == JsonStyle.PROTO3 ? ReferenceKind.nonNull(v)
        : CodeBlock.of("$N != null && $N.nonEmpty($N)", v, field(), v);
  }

  @Override
  public CodeBlock jsonNonDefault(String v) {
    return type.isPrimitive() ? CodeBlock.of("$N != $L", v, javaDefault()) : jsonNonEmpty(JsonStyle.JACKSON, v);
  }

  /** The mapper reads JSON {@code null} too: a property's deserializer may give a value for it. */
  @Override
  public CodeBlock jsonReadOrNull() {
    return type.isPrimitive() ? null : jsonRead(JsonStyle.JACKSON, null);
  }

  @Override
  public void collectMembers(Map<String, Kind> members) {
    members.putIfAbsent("bridge " + stem, this);
  }

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {
    if (slot != Member.JSON_TABLES) {
      return;
    }
    TypeName boxed = type.isPrimitive() ? type.box() : type;
    ClassName runtime = jackson3 ? RuntimeNames.JACKSON3_BRIDGED_PROPERTY : RuntimeNames.BRIDGED_PROPERTY;
    codec.addField(FieldSpec.builder(ParameterizedTypeName.get(runtime, boxed), field(),
            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Property '$L', written and read by the application's Jackson mapper (Jackson bridge).\n",
            jacksonName)
        .initializer("$T.of($T.class, $S)", runtime, rawOwner(), jacksonName)
        .build());
  }

  private TypeName rawOwner() {
    return owner instanceof ParameterizedTypeName p ? p.rawType() : owner;
  }
}
