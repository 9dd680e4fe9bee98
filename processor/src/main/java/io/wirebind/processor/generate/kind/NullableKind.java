package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.NestedKind;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * openapi-generator's {@code org.openapitools.jackson.nullable.JsonNullable<T>} (recognised by
 * name): a value that is <em>undefined</em>, <em>null</em> or <em>present</em>.
 *
 * <p>Jackson-style JSON, as {@code JsonNullableModule} (0.2.x) with Jackson 2.18: a property holding
 * an undefined value is left out whatever the inclusion; {@code null} is written for null (under
 * every inclusion, {@code NON_NULL} included: only a {@code null} reference is left out there); a
 * present value as the inner type writes it. In a list or map an undefined value is {@code null}.
 * Read: JSON {@code null} is {@code JsonNullable.of(null)}; an absent member leaves the field
 * undefined (a record component: {@code undefined()}); a blank string ({@code ""}, {@code " "}) for
 * any inner type but {@code String} is undefined, as the module reads it.
 *
 * <p>Protobuf: a synthesized message with the inner type as its field 1 ({@code message
 * NullableString { optional string value = 1; }}): the field absent is undefined, the wrapper
 * present and empty is null, the wrapper holding field 1 is present. Proto3 JSON: that message as
 * {@code JsonFormat} prints it ({@code {}} for null, <code>{"value": ...}</code>), an undefined
 * field absent.
 *
 * @param inner the kind of a present value (a {@link CollectionMessageKind} for a collection or map)
 * @param javaType {@code JsonNullable<T>}
 * @param protoName the synthesized message's name: {@code Nullable} and the inner type's name
 * @param suffix the stem of the codec helpers' names, unique per Java type in a codec
 */
public record NullableKind(Kind inner, TypeName javaType, String protoName, String suffix) implements ValueKind {

  /** The qualified name of the class, matched by analysis. */
  public static final String CLASS = "org.openapitools.jackson.nullable.JsonNullable";

  private static final ClassName TYPE = ClassName.bestGuess(CLASS);

  /** The synthesized message's name for {@code inner}: {@code NullableString}, {@code NullableListOfInt32}. */
  public static String protoNameOf(Kind inner) {
    String p = inner.protoTypeName();
    String s = p.substring(p.lastIndexOf('.') + 1);
    return "Nullable" + Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  /** {@code JsonNullable.undefined()}. */
  public static CodeBlock undefined() {
    return CodeBlock.of("$T.undefined()", TYPE);
  }

  /** Whether the inner type is {@code String}: the module reads a blank string as undefined for every other type. */
  private boolean string() {
    return inner instanceof StringKind;
  }

  /** The condition for writing a property holding {@code v}: not undefined, and not a null reference. */
  public CodeBlock defined(String v) {
    return CodeBlock.of("$N != null && $N.isPresent()", v, v);
  }

  /** The condition Jackson writes the property under without an inclusion: anything but undefined. */
  public CodeBlock notUndefined(String v) {
    return CodeBlock.of("$N == null || $N.isPresent()", v, v);
  }

  /** An expression reading a value or JSON {@code null} (which is {@code of(null)}, or undefined in proto3 JSON). */
  public CodeBlock jsonReadWithNull(JsonStyle style) {
    return CodeBlock.of("$LRead$L(in)", prefix(style), suffix);
  }

  private static String prefix(JsonStyle style) {
    return style == JsonStyle.PROTO3 ? "proto3" : "json";
  }

  /** A value not given is undefined, as the module's {@code getAbsentValue}. */
  @Override
  public CodeBlock javaDefault() {
    return undefined();
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
    return protoName;
  }

  /** Declares the synthesized message: the inner type as field 1, {@code value}. */
  @Override
  public String protoTypeName(ProtoScope scope) {
    return scope.synthesized(protoName, "Nullable" + SynthesizedNames.part(inner), scope.field(inner, "value", 1) + "\n");
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return CodeBlock.of("writeProto$L(out, $N);\n", suffix, v);
  }

  /** Set unless undefined (or a null reference): null is the empty synthesized message. */
  @Override
  public CodeBlock protoIsSet(String v) {
    return defined(v);
  }

  @Override
  public CodeBlock protoRead() {
    return CodeBlock.of("readProto$L(in)", suffix);
  }

  /** A map entry without its value holds the empty synthesized message: null. */
  @Override
  public CodeBlock protoEntryDefault() {
    return CodeBlock.of("$T.of(null)", TYPE);
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return CodeBlock.of("$LWrite$L($N, out);\n", prefix(style), suffix, v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return jsonReadWithNull(style);
  }

  /** Jackson's {@code NON_EMPTY} leaves out undefined only: {@code of(null)} and {@code of("")} are written. */
  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    return defined(v);
  }

  @Override
  public CodeBlock jsonNonDefault(String v) {
    return defined(v);
  }

  @Override
  public void collectMembers(Map<String, Kind> members) {
    inner.collectMembers(members);
    members.putIfAbsent("nullable " + javaType, this);
  }

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {
    if (slot == Member.JSON_TABLES) {
      codec.addField(FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), value(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("Proto3 JSON of a {@code Nullable...} wrapper message: its one member.\n")
          .initializer("$T.utf8($S)", RuntimeNames.SUPPORT, "{\"value\":")
          .build());
      codec.addField(FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), valueName(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.utf8($S)", RuntimeNames.SUPPORT, "value")
          .build());
    } else if (slot == Member.JSON_READERS) {
      codec.addMethod(jsonWriter(style)).addMethod(jsonReader(style));
    } else {
      codec.addMethod(protoWriter()).addMethod(protoReader());
    }
  }

  /** The constant holding <code>{"value":</code>, the proto3 JSON of the synthesized message holding a value. */
  private String value() {
    return "NULLABLE_VALUE_" + suffix;
  }

  private String valueName() {
    return "NULLABLE_NAME_" + suffix;
  }

  private MethodSpec jsonWriter(JsonStyle style) {
    MethodSpec.Builder b = MethodSpec.methodBuilder(prefix(style) + "Write" + suffix)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(javaType, "m")
        .addParameter(RuntimeNames.JSON_WRITER, "out");
    b.addStatement("$T v = m != null && m.isPresent() ? m.get() : null", inner.javaType());
    if (style == JsonStyle.PROTO3) {
      // the wrapper message as JsonFormat prints it: {} for null (and an undefined element)
      b.beginControlFlow("if (v == null)");
      b.addStatement("out.writeByte((byte) '{')");
      b.nextControlFlow("else");
      b.addStatement("out.writeRaw($N)", value());
      b.addCode(inner.jsonWrite(style, "v"));
      b.endControlFlow();
      b.addStatement("out.writeByte((byte) '}')");
    } else {
      // undefined (in a list or map) and null are both written as null
      b.beginControlFlow("if (v == null)");
      b.addStatement("out.writeNull()");
      b.nextControlFlow("else");
      b.addCode(inner.jsonWrite(style, "v"));
      b.endControlFlow();
    }
    return b.build();
  }

  private MethodSpec jsonReader(JsonStyle style) {
    MethodSpec.Builder b = MethodSpec.methodBuilder(prefix(style) + "Read" + suffix)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(javaType)
        .addParameter(RuntimeNames.JSON_READER, "in");
    if (style == JsonStyle.PROTO3) {
      // JsonFormat: null for a message field leaves it unset
      b.beginControlFlow("if (in.tryNull())").addStatement("return $L", undefined()).endControlFlow();
      b.addStatement("$T v = null", inner.javaType());
      b.beginControlFlow("if (in.startObjectMembers())");
      b.beginControlFlow("do");
      b.addStatement("in.readNameHash()");
      b.beginControlFlow("if (!in.nameEquals($N))", valueName());
      b.addStatement("in.skipValue()");
      b.nextControlFlow("else if (!in.tryNull())");
      b.addStatement("v = $L", inner.jsonRead(style, null));
      b.endControlFlow();
      b.endControlFlow("while (in.nextMember())");
      b.endControlFlow();
      return b.addStatement("return $T.of(v)", TYPE).build();
    }
    b.beginControlFlow("if (in.tryNull())").addStatement("return $T.of(null)", TYPE).endControlFlow();
    if (!string()) {
      // the module reads a blank string as undefined for every type but String
      b.beginControlFlow("if (in.tryBlankString())").addStatement("return $L", undefined()).endControlFlow();
    }
    return b.addStatement("return $T.of($L)", TYPE, inner.jsonRead(style, null)).build();
  }

  private MethodSpec protoWriter() {
    int tag = inner.wireType().tag(1);
    return MethodSpec.methodBuilder("writeProto" + suffix)
        .addJavadoc("Writes a {@code $L} message (length first): empty for null, else the value as field 1.\n", protoName)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(RuntimeNames.PROTO_WRITER, "out")
        .addParameter(javaType, "m")
        .addStatement("int wrapper = out.beginLength()")
        .addStatement("$T v = m.isPresent() ? m.get() : null", inner.javaType())
        .beginControlFlow("if (v != null)")
        .addStatement("out.writeTag($L)", tag)
        .addCode(inner.protoWrite("v"))
        .endControlFlow()
        .addStatement("out.endLength(wrapper)")
        .build();
  }

  private MethodSpec protoReader() {
    int tag = inner.wireType().tag(1);
    MethodSpec.Builder b = MethodSpec.methodBuilder("readProto" + suffix)
        .addJavadoc("Reads a {@code $L} message (length first): null when it has no field 1.\n", protoName)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(javaType)
        .addParameter(RuntimeNames.PROTO_READER, "in")
        .addStatement("$T v = null", inner.javaType())
        .addStatement("int end = in.enter()")
        .beginControlFlow("for (int tag = in.readTag(); tag != 0; tag = in.readTag())")
        .beginControlFlow("if (tag == $L)", tag);
    if (inner instanceof NestedKind n) {
      b.addStatement("v = in.readMessage($L, v)", n.codecInstance()); // a repeated message field merges
    } else {
      b.addStatement("v = $L", ((ValueKind) inner).protoRead());
    }
    return b.nextControlFlow("else if ((tag >>> 3) == 1)")
        .addStatement("throw in.wrongWireType(tag, $S)", protoName + ".value")
        .nextControlFlow("else")
        .addStatement("in.skipField(tag)")
        .endControlFlow()
        .endControlFlow()
        .addStatement("in.leave(end)")
        .addStatement("return $T.of(v)", TYPE)
        .build();
  }
}
