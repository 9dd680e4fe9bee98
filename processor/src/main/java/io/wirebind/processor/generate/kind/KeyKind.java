package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * A map key of a kind that is not a key by itself: an enum, a {@code UUID}, or a value object
 * wrapping a string, an integral number or a UUID. Every hook is the key kind's own, apart from the
 * JSON member name, which a key writer and reader added to the codec produce as Jackson does:
 * an enum by {@code name()} (proto3 JSON: its number, as protobuf's {@code JsonFormat} writes an
 * {@code int32} key), a UUID by {@code toString()}, a value object by its {@code @JsonValue}.
 *
 * <p>In protobuf the entry's key is the kind's own form: an enum is written as its number, so the
 * map is {@code map<int32, V>} for a protoc peer (protobuf allows no enum keys); a UUID and a
 * value object wrapping a string are {@code string} keys; a value object wrapping a number is that
 * number's key. An entry whose enum key this side does not know is dropped.
 *
 * @param base the key's kind
 */
public record KeyKind(ValueKind base) implements ValueKind {

  /** Whether {@code kind} can be a key through this class. */
  public static boolean supports(ValueKind kind) {
    if (kind instanceof EnumKind) {
      return true;
    }
    if (kind instanceof LibraryKind l) {
      return l.type() == LibraryType.UUID;
    }
    return kind instanceof ValueObjectKind v && (v.inner().keyable() || supports(v.inner()))
        && !(v.inner() instanceof Scalar s && !s.keyable());
  }

  private String suffix() {
    TypeName t = base.javaType();
    return t instanceof ClassName c ? String.join("_", c.simpleNames()) : "Key";
  }

  private String writer(JsonStyle style) {
    return (style == JsonStyle.PROTO3 ? "proto3Key" : "jsonKey") + suffix();
  }

  private String reader(JsonStyle style) {
    return (style == JsonStyle.PROTO3 ? "proto3ReadKey" : "jsonReadKey") + suffix();
  }

  // ---- the key's JSON member name

  @Override
  public boolean keyable() {
    return true;
  }

  @Override
  public CodeBlock jsonWriteKey(JsonStyle style) {
    return CodeBlock.of("$N(out, k);\n", writer(style));
  }

  /** An enum key in Jackson style is a constant's quoted name: comma, name and colon in one write. */
  @Override
  public CodeBlock jsonWriteMemberKey(JsonStyle style, String comma) {
    if (base instanceof EnumKind e && style == JsonStyle.JACKSON && !e.valued()) {
      return CodeBlock.of("out.writeMemberName($N[k.ordinal()], $L);\n", EnumMembers.quotedNames(e, style), comma);
    }
    return ValueKind.super.jsonWriteMemberKey(style, comma);
  }

  @Override
  public CodeBlock jsonReadKey(JsonStyle style) {
    return CodeBlock.of("$N(in)", reader(style));
  }

  @Override
  public void collectMembers(Map<String, Kind> members) {
    base.collectMembers(members);
    members.putIfAbsent("key " + base.javaType(), this);
  }

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {
    if (slot != Member.JSON_READERS) {
      return;
    }
    MethodSpec.Builder w = MethodSpec.methodBuilder(writer(style))
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(RuntimeNames.JSON_WRITER, "out")
        .addParameter(base.javaType(), "key");
    MethodSpec.Builder r = MethodSpec.methodBuilder(reader(style))
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(base.javaType())
        .addParameter(RuntimeNames.JSON_READER, "in");
    if (base instanceof EnumKind e) {
      enumKey(e, style, w, r);
    } else if (base instanceof ValueObjectKind v && v.inner().keyable()) {
      w.addStatement("$T k = key.$L", v.inner().javaType(), v.unwrap());
      if (!v.inner().primitive()) {
        w.beginControlFlow("if (k == null)")
            .addStatement("throw $T.nullValue($S)", RuntimeNames.SUPPORT, v.type().simpleName())
            .endControlFlow();
      }
      w.addCode(v.inner().jsonWriteKey(style));
      r.addStatement("return $L", v.wrap(v.inner().jsonReadKey(style)));
    } else if (base instanceof ValueObjectKind v) {
      w.addCode(base.jsonWrite(style, "key"));
      r.addStatement("return $L", v.wrap(CodeBlock.of("$T.uuidKey(in)", COLLECTIONS)));
    } else {
      w.addCode(base.jsonWrite(style, "key"));
      r.addStatement("return $T.uuidKey(in)", COLLECTIONS);
    }
    codec.addMethod(w.build()).addMethod(r.build());
  }

  private static final ClassName COLLECTIONS = RuntimeNames.COLLECTION_SUPPORT;

  /** Jackson: by name; proto3: by number. */
  private static void enumKey(EnumKind e, JsonStyle style, MethodSpec.Builder w, MethodSpec.Builder r) {
    if (style == JsonStyle.PROTO3) {
      w.addStatement("out.writeByte((byte) '\"')");
      w.addStatement("out.writeInt($L(key))", EnumMembers.toNumber(e));
      w.addStatement("out.writeByte((byte) '\"')");
      r.addStatement("$T e = $L($T.intKey(in, $T.MIN_VALUE, $T.MAX_VALUE))",
          e.type(), EnumMembers.fromNumber(e), RuntimeNames.SUPPORT, Integer.class, Integer.class);
      r.beginControlFlow("if (e == null)");
      r.addStatement("throw in.error(\"map key '\" + in.lastName() + \"' is not a number of $L\")", e.type().simpleName());
      r.endControlFlow();
      r.addStatement("return e");
      return;
    }
    // Jackson writes an enum key by its @JsonValue, else by its @JsonProperty name (never its
    // ordinal); it reads one through a creator taking a String, else by the @JsonValue texts, else
    // by the names and aliases
    if (e.valued()) {
      EnumFormMembers.writeKey(e, w);
    } else {
      w.addStatement("out.writeRaw($N[key.ordinal()])", EnumMembers.quotedNames(e, style));
    }
    if (EnumFormMembers.readsKey(e)) {
      EnumFormMembers.readKey(e, r);
      return;
    }
    List<Object[]> names = EnumMembers.readNames(e, style);
    for (int j = 0; j < names.size(); j++) {
      r.beginControlFlow("if (in.nameEquals($N[$L]))", EnumMembers.readNamesTable(e, style), j);
      r.addStatement("return $T.$N", e.type(), e.constants().get((Integer) names.get(j)[1]).name());
      r.endControlFlow();
    }
    r.addStatement("throw in.error(\"map key '\" + in.lastName() + \"' is not a constant of $L\")", e.type().simpleName());
  }

  // ---- everything else is the key kind's

  @Override
  public TypeName javaType() {
    return base.javaType();
  }

  @Override
  public CodeBlock javaDefault() {
    return base.javaDefault();
  }

  @Override
  public WireType wireType() {
    return base.wireType();
  }

  @Override
  public boolean packable() {
    return base.packable();
  }

  /** The key type a {@code .proto} file declares: {@code int32} for an enum. */
  @Override
  public String protoTypeName() {
    return base instanceof EnumKind ? "int32" : base.protoTypeName();
  }

  @Override
  public CodeBlock protoWrite(String v) {
    return base.protoWrite(v);
  }

  @Override
  public CodeBlock protoRead() {
    return base.protoRead();
  }

  @Override
  public boolean protoReadMayDrop() {
    return base.protoReadMayDrop();
  }

  @Override
  public CodeBlock protoIsSet(String v) {
    return base.protoIsSet(v);
  }

  @Override
  public CodeBlock protoEntryDefault() {
    return base.protoEntryDefault();
  }

  /** A UUID has no default: an entry without its key is an error, only then. */
  @Override
  public boolean protoEntryKeyLazy() {
    return !(base instanceof EnumKind);
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return base.jsonWrite(style, v);
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return base.jsonRead(style, reuse);
  }

  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    return base.jsonNonEmpty(style, v);
  }

  @Override
  public CodeBlock jsonNonDefault(String v) {
    return base.jsonNonDefault(v);
  }
}
