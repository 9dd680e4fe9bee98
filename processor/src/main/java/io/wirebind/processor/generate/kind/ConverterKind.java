package io.wirebind.processor.generate.kind;

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
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * A type Wirebind does not support ({@code T}), written as the type a user converter maps it to
 * ({@code W}): every hook is {@code W}'s kind's, around one call of the converter. Two sources:
 * a {@code @WireConverter} class, called through its static {@code write(T)} and {@code read(W)},
 * and a property's Jackson {@code @JsonSerialize(converter = A.class)} with {@code
 * @JsonDeserialize(converter = B.class)}, whose {@code StdConverter}s the codec creates once in
 * static final fields and calls through {@code convert}.
 *
 * <p>Each conversion goes through a small static helper of the codec ({@code toWire_X}, {@code
 * fromWire_X}) that turns what the converter throws into a {@code WirebindException} (with the
 * offset where the value started, when reading). Converters never see {@code null}: a null {@code T}
 * is absent (protobuf) or {@code null} (JSON) as for any reference. A converter giving a null
 * {@code W} writes JSON {@code null} and fails in protobuf. A {@code T} decoded from a {@code W}
 * message is a new value each time: reuse and merging stop at the converter.
 *
 * @param type {@code T}
 * @param wire {@code W}, as the helpers declare it
 * @param inner the kind of {@code W} (a {@link ValueKind} or a message); for a map key, {@code W}'s
 *     key kind
 * @param converter the converter: for {@code @WireConverter}, the class; for Jackson, the
 *     serializing converter
 * @param readConverter for Jackson, the deserializing converter (may equal {@code converter}); null
 *     for {@code @WireConverter}
 * @param stem the helpers' name stem, unique per converter in a codec
 * @param key whether this is the kind of a map key (then it adds the key helpers)
 */
public record ConverterKind(TypeName type, TypeName wire, Kind inner, ClassName converter,
    ClassName readConverter, String stem, boolean key) implements ValueKind {
  private static final ClassName CONVERTERS = RuntimeNames.CONVERTERS;

  /** Whether the converter is a pair of Jackson {@code StdConverter}s (else a {@code @WireConverter}). */
  public boolean jackson() {
    return readConverter != null;
  }

  /** This converter as the kind of a map key whose {@code W} key kind is {@code keyInner}. */
  public ConverterKind asKey(ValueKind keyInner) {
    return new ConverterKind(type, wire, keyInner, converter, readConverter, stem, true);
  }

  /**
   * Whether {@code W} is a {@code String}: a JSON property then writes the converted value with its
   * prefix in one call, as a {@code String} property ({@code writeRawAndString}).
   */
  public boolean stringWire() {
    return inner instanceof StringKind;
  }

  /** An expression converting the non-null {@code T} expression {@code v} to {@code W}. */
  public CodeBlock toWire(CodeBlock v) {
    return CodeBlock.of("toWire_$L($L)", stem, v);
  }

  /** An expression converting the {@code W} expression {@code w}, read at offset {@code at}. */
  private CodeBlock fromWire(CodeBlock at, CodeBlock w) {
    return CodeBlock.of("fromWire_$L($L, $L)", stem, at, w);
  }

  /** {@code inner}'s reading expression, from the {@code ProtoReader in}. */
  private CodeBlock innerProtoRead() {
    return inner instanceof NestedKind n
        ? CodeBlock.of("in.readMessage($L, null)", n.codecInstance())
        : ((ValueKind) inner).protoRead();
  }

  /**
   * Statements converting {@code v} to a local and running {@code body} on it; a null {@code W}
   * runs {@code ifNull}.
   */
  private CodeBlock converted(String v, Function<String, CodeBlock> body, CodeBlock ifNull) {
    String w = v + "Wire";
    CodeBlock.Builder c = CodeBlock.builder().add("{\n$>");
    c.addStatement("$T $N = $L", wire, w, toWire(CodeBlock.of("$N", v)));
    if (wire.isPrimitive()) {
      c.add(body.apply(w));
    } else {
      c.beginControlFlow("if ($N == null)", w).add(ifNull).nextControlFlow("else");
      c.add(body.apply(w)).endControlFlow();
    }
    return c.add("$<}\n").build();
  }

  private CodeBlock nullWritten() {
    return CodeBlock.of("throw $T.nullWritten($S, $S);\n", CONVERTERS, converterName(), typeName());
  }

  private String converterName() {
    return jackson() && !readConverter.equals(converter)
        ? converter.simpleName() + "/" + readConverter.simpleName() : converter.simpleName();
  }

  private String typeName() {
    return type.toString();
  }

  @Override
  public TypeName javaType() {
    return type;
  }

  @Override
  public WireType wireType() {
    return inner.wireType();
  }

  @Override
  public boolean packable() {
    return inner.packable();
  }

  @Override
  public String protoTypeName() {
    return inner.protoTypeName();
  }

  @Override
  public String protoTypeName(ProtoScope scope) {
    return inner.protoTypeName(scope);
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return converted(v, inner::protoWrite, nullWritten());
  }

  @Override
  public CodeBlock protoRead() {
    return fromWire(CodeBlock.of("in.position()"), innerProtoRead());
  }

  @Override
  public CodeBlock protoEntryDefault() {
    return fromWire(CodeBlock.of("in.position()"), inner.protoEntryDefault());
  }

  /** A missing key is converted only when the entry has none. */
  @Override
  public boolean protoEntryKeyLazy() {
    return true;
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return converted(v, x -> inner.jsonWrite(style, x), CodeBlock.of("out.writeNull();\n"));
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return fromWire(CodeBlock.of("in.position()"), inner.jsonRead(style, null));
  }

  /** Jackson's {@code StdDelegatingSerializer} asks {@code W}'s serializer whether the converted value is empty. */
  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    if (style == JsonStyle.PROTO3 || wire.isPrimitive()) {
      return ReferenceKind.nonNull(v);
    }
    return CodeBlock.of("$N != null && nonEmpty_$L($N)", v, stem, v);
  }

  // ---- map keys: W's key kind, around the conversion

  @Override
  public boolean keyable() {
    return key;
  }

  @Override
  public CodeBlock jsonWriteKey(JsonStyle style) {
    return CodeBlock.of("jsonWriteKey_$L_$L(out, k);\n", stem, style.name());
  }

  @Override
  public CodeBlock jsonWriteMemberKey(JsonStyle style, String comma) {
    return CodeBlock.of("jsonWriteMemberKey_$L_$L(out, k, $L);\n", stem, style.name(), comma);
  }

  @Override
  public CodeBlock jsonReadKey(JsonStyle style) {
    return fromWire(CodeBlock.of("in.position()"), keyInner().jsonReadKey(style));
  }

  /** Reads {@code W}'s key into a block's {@code k}, then converts it into this scope's {@code k}. */
  @Override
  public CodeBlock jsonReadKeyLocal(JsonStyle style) {
    return CodeBlock.builder()
        .addStatement("int kAt = in.position()")
        .addStatement("$T kWire", wire)
        .add("{\n$>")
        .add(keyInner().jsonReadKeyLocal(style))
        .addStatement("kWire = k")
        .add("$<}\n")
        .addStatement("$T k = $L", type, fromWire(CodeBlock.of("kAt"), CodeBlock.of("kWire")))
        .build();
  }

  private ValueKind keyInner() {
    return (ValueKind) inner;
  }

  // ---- codec members

  @Override
  public void collectMembers(Map<String, Kind> members) {
    inner.collectMembers(members);
    members.putIfAbsent("converter " + stem, key ? new ConverterKind(type, wire, inner, converter,
        readConverter, stem, false) : this);
    if (key) {
      members.putIfAbsent("converter key " + stem, this);
    }
  }

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {
    if (key) {
      if (slot == Member.JSON_READERS) {
        addKeyWriters(codec, style);
      }
      return;
    }
    if (slot == Member.JSON_TABLES) {
      addConversions(codec);
    }
  }

  private void addConversions(TypeSpec.Builder codec) {
    ClassName exceptions = CONVERTERS;
    CodeBlock write;
    CodeBlock read;
    if (jackson()) {
      String writeField = "CONVERTER_" + stem.toUpperCase(java.util.Locale.ROOT);
      String readField = readConverter.equals(converter) ? writeField : writeField + "_READ";
      codec.addField(FieldSpec.builder(converter, writeField, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("The Jackson converters of $L, created once.\n", typeName())
          .initializer("new $T()", converter).build());
      if (!readField.equals(writeField)) {
        codec.addField(FieldSpec.builder(readConverter, readField, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("new $T()", readConverter).build());
      }
      write = CodeBlock.of("$N.convert(v)", writeField);
      read = CodeBlock.of("$N.convert(w)", readField);
    } else {
      write = CodeBlock.of("$T.write(v)", converter);
      read = CodeBlock.of("$T.read(w)", converter);
    }
    codec.addMethod(MethodSpec.methodBuilder("toWire_" + stem)
        .addJavadoc("$L to $L through $L; what it throws becomes a WirebindException.\n",
            typeName(), wire.toString(), converterName())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(wire)
        .addParameter(type, "v")
        .beginControlFlow("try")
        .addStatement("return $L", write)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.writeFailed($S, $S, e)", exceptions, converterName(), typeName())
        .endControlFlow()
        .build());
    codec.addMethod(MethodSpec.methodBuilder("fromWire_" + stem)
        .addJavadoc("$L read at byte {@code at} to $L through $L.\n", wire.toString(), typeName(), converterName())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(type)
        .addParameter(TypeName.INT, "at")
        .addParameter(wire, "w")
        .beginControlFlow("try")
        .addStatement("return $L", read)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $T.readFailed($S, $S, at, e)", exceptions, converterName(), typeName())
        .endControlFlow()
        .build());
    if (!wire.isPrimitive()) {
      codec.addMethod(MethodSpec.methodBuilder("nonEmpty_" + stem)
          .addJavadoc("Whether Jackson's NON_EMPTY writes the non-null $L: its converted value is not empty.\n",
              typeName())
          .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
          .returns(TypeName.BOOLEAN)
          .addParameter(type, "v")
          .addStatement("$T w = $L", wire, toWire(CodeBlock.of("v")))
          .addStatement("return $L", CodeBlock.of("w != null && $L", inner.jsonNonEmpty(JsonStyle.JACKSON, "w")))
          .build());
    }
  }

  private void addKeyWriters(TypeSpec.Builder codec, JsonStyle style) {
    ValueKind k = keyInner();
    codec.addMethod(MethodSpec.methodBuilder("jsonWriteKey_" + stem + "_" + style.name())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(RuntimeNames.JSON_WRITER, "out")
        .addParameter(type, "key")
        .addStatement("$T k = $L", wire, toWire(CodeBlock.of("key")))
        .addCode(nullKey())
        .addCode(k.jsonWriteKey(style))
        .build());
    codec.addMethod(MethodSpec.methodBuilder("jsonWriteMemberKey_" + stem + "_" + style.name())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(RuntimeNames.JSON_WRITER, "out")
        .addParameter(type, "key")
        .addParameter(TypeName.BOOLEAN, "comma")
        .addStatement("$T k = $L", wire, toWire(CodeBlock.of("key")))
        .addCode(nullKey())
        .addCode(k.jsonWriteMemberKey(style, "comma"))
        .build());
  }

  private CodeBlock nullKey() {
    return wire.isPrimitive() ? CodeBlock.of("") : CodeBlock.builder()
        .beginControlFlow("if (k == null)")
        .addStatement("throw $T.nullWritten($S, $S)", CONVERTERS, converterName(), typeName() + " map key")
        .endControlFlow()
        .build();
  }
}
