package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.ProtoScope;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * A value object: a class written as the one value its Jackson {@code @JsonValue} member gives
 * ({@code record OrderId(@JsonValue String value)} is {@code "abc"} in JSON and a {@code string}
 * field in protobuf), and created from that value by its delegating creator. Every hook is the
 * wrapped kind's, around one accessor call or one creator call; {@code null} is absent.
 *
 * @param type the value object's class
 * @param inner the kind of the wrapped value: a scalar, string, bytes or JDK value type
 * @param unwrap what follows {@code v.} to get the value: {@code value()} or a field name
 * @param factory the static factory creating it, or null for its constructor
 */
public record ValueObjectKind(ClassName type, ValueKind inner, String unwrap, String factory)
    implements ValueKind {
  private static final ClassName SUPPORT = RuntimeNames.SUPPORT;

  /**
   * An expression creating the object from {@code value} through the codec's creating method,
   * which turns an exception of the user's creator into a {@code WirebindException} at the offset
   * of the reader {@code in} in scope (as Jackson's {@code ValueInstantiationException}).
   */
  CodeBlock wrap(CodeBlock value) {
    return CodeBlock.of("$N(in.position(), $L)", creating(), value);
  }

  private String creating() {
    return "create" + String.join("_", type.simpleNames());
  }

  /**
   * Statements binding the wrapped value of {@code v} to a local and running {@code body} on it;
   * a null wrapped value runs {@code ifNull} instead.
   */
  private CodeBlock unwrapped(String v, Function<String, CodeBlock> body, CodeBlock ifNull) {
    String x = v + "Value";
    CodeBlock.Builder c = CodeBlock.builder().add("{\n$>");
    c.addStatement("$T $N = $N.$L", inner.javaType(), x, v, unwrap);
    if (inner.primitive()) {
      c.add(body.apply(x));
    } else {
      c.beginControlFlow("if ($N == null)", x).add(ifNull).nextControlFlow("else");
      c.add(body.apply(x)).endControlFlow();
    }
    return c.add("$<}\n").build();
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
    return unwrapped(v, inner::protoWrite,
        CodeBlock.of("throw $T.nullValue($S);\n", SUPPORT, type.simpleName()));
  }

  @Override
  public CodeBlock protoRead() {
    return wrap(inner.protoRead());
  }

  @Override
  public CodeBlock protoEntryDefault() {
    return wrap(inner.protoEntryDefault());
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return unwrapped(v, x -> inner.jsonWrite(style, x), CodeBlock.of("out.writeNull();\n"));
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return wrap(inner.jsonRead(style, null));
  }

  /** Jackson asks the wrapped value's serializer: {@code OrderId("")} is empty. */
  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    if (style == JsonStyle.PROTO3 || inner.primitive()) {
      return ReferenceKind.nonNull(v);
    }
    return CodeBlock.of("$N != null && $L", v, inner.jsonNonEmpty(style, v + "." + unwrap));
  }

  @Override
  public void collectMembers(Map<String, Kind> members) {
    inner.collectMembers(members);
    members.putIfAbsent("value object " + type.canonicalName(), this);
  }

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {
    if (slot != Member.PROTO_SUPPORT) {
      return;
    }
    CodeBlock create = factory == null
        ? CodeBlock.of("new $T(value)", type)
        : CodeBlock.of("$T.$N(value)", type, factory);
    codec.addMethod(MethodSpec.methodBuilder(creating())
        .addJavadoc("A {@link $T} from {@code value} read at {@code at}, its creator's failure a {@code WirebindException}.\n", type)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(type)
        .addParameter(TypeName.INT, "at")
        .addParameter(inner.javaType(), "value")
        .beginControlFlow("try")
        .addStatement("return $L", create)
        .nextControlFlow("catch ($T x)", Exception.class)
        .addStatement("throw $T.creatorFailed(at, $S, x)", RuntimeNames.ENUM_VALUES, type.simpleName())
        .endControlFlow()
        .build());
  }
}
