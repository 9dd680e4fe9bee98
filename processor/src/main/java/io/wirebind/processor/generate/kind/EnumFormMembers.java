package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.RuntimeNames;
import javax.lang.model.element.Modifier;

/**
 * The Jackson-style code of an enum with Jackson's {@code @JsonValue} or a delegating {@code
 * @JsonCreator} ({@link EnumForm}): the value written through one call of the accessor per write,
 * as Jackson's {@code JsonValueSerializer} does; the reader calling the creator directly on the
 * value its parameter's kind reads (a failure of the creator is a {@code WirebindException} at the
 * value's offset), or matching the {@code @JsonValue} texts ({@code EnumValues}); and the same for
 * map keys. A {@code String} value whose text needs no escape is written from bytes taken once
 * when it is the constant's own value object, and a creator taking a {@code String} gets the
 * constant's own value object when the JSON string is exactly its text: equal values either way,
 * made without escaping, decoding or allocating.
 */
final class EnumFormMembers {
  private EnumFormMembers() {}

  /** The codec's {@code EnumValues} of the enum's {@code @JsonValue} texts. */
  static String table(EnumKind e) {
    return "JSON_VALUES_" + JsonText.constant(EnumMembers.suffix(e));
  }

  private static CodeBlock value(EnumKind e, String v) {
    return CodeBlock.of("$N.$L", v, e.form().accessor());
  }

  /** Statements writing the {@code @JsonValue} of the non-null constant {@code v} (null as null). */
  static CodeBlock writeValue(EnumKind e, String v) {
    EnumForm f = e.form();
    String x = v + "Value";
    CodeBlock.Builder c = CodeBlock.builder().add("{\n$>");
    c.addStatement("$T $N = $L", f.value().javaType(), x, value(e, v));
    if (f.value().primitive()) {
      c.add(f.value().jsonWrite(JsonStyle.JACKSON, x));
    } else {
      c.beginControlFlow("if ($N == null)", x).addStatement("out.writeNull()").nextControlFlow("else");
      if (f.value() instanceof StringKind) {
        c.addStatement("$N.writeText(out, $N.ordinal(), $N)", table(e), v, x);
      } else {
        c.add(f.value().jsonWrite(JsonStyle.JACKSON, x));
      }
      c.endControlFlow();
    }
    return c.add("$<}\n").build();
  }

  /** Jackson's {@code JsonValueSerializer.isEmpty}: the value's own emptiness. */
  static CodeBlock nonEmpty(EnumKind e, String v) {
    EnumForm f = e.form();
    if (f.value().primitive()) {
      return ReferenceKind.nonNull(v);
    }
    return CodeBlock.of("$N != null && $L", v, f.value().jsonNonEmpty(JsonStyle.JACKSON, v + "." + f.accessor()));
  }

  static void addTable(TypeSpec.Builder codec, EnumKind e) {
    if (!e.valued()) {
      return;
    }
    CodeBlock.Builder init = CodeBlock.builder()
        .add("new $T($S, $L", RuntimeNames.ENUM_VALUES, e.type().simpleName(), e.form().integral());
    for (EnumConstant c : e.constants()) {
      init.add(", $T.$N.$L", e.type(), c.name(), e.form().accessor());
    }
    codec.addField(
        FieldSpec.builder(RuntimeNames.ENUM_VALUES, table(e), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("The {@code @JsonValue} texts of {@link $T} constants, as Jackson reads them.\n", e.type())
            .initializer(init.add(")").build())
            .build());
  }

  /**
   * Whether the creator takes a {@code String} and the enum has a {@code @JsonValue} table: the
   * reader then hands the creator a constant's own value {@code String} when the JSON string is
   * exactly its text ({@code EnumValues.readText}), an equal argument made without decoding.
   */
  private static boolean textCreator(EnumKind e) {
    return e.valued() && e.form().stringCreator() && e.form().parameter() instanceof StringKind;
  }

  /** Statements calling the creator on the local {@code value} into {@code target}, failing at {@code at}. */
  private static CodeBlock create(EnumKind e, String target) {
    return CodeBlock.builder()
        .beginControlFlow("try")
        .addStatement("$L$T.$N(value)", target, e.type(), e.form().creator())
        .nextControlFlow("catch ($T x)", Exception.class)
        .addStatement("throw $T.creatorFailed(in, at, $S, x)", RuntimeNames.ENUM_VALUES, e.type().simpleName())
        .endControlFlow()
        .build();
  }

  /** The Jackson-style reader: through the creator, else by the {@code @JsonValue} texts. */
  static void addReader(TypeSpec.Builder codec, EnumKind e) {
    MethodSpec.Builder m =
        MethodSpec.methodBuilder(EnumMembers.reader(e, JsonStyle.JACKSON))
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(e.type())
            .addParameter(RuntimeNames.JSON_READER, "in");
    EnumForm f = e.form();
    if (f.created()) {
      m.addStatement("in.peekByte()");
      m.addStatement("int at = in.position()");
      if (textCreator(e)) {
        m.addStatement("$T value = $N.readText(in)", String.class, table(e));
      } else {
        m.addStatement("$T value = $L", f.parameter().javaType(), f.parameter().jsonRead(JsonStyle.JACKSON, null));
      }
      m.addCode(create(e, "return "));
    } else {
      m.addStatement("return $N[$N.read(in)]", EnumMembers.constants(e), table(e));
    }
    codec.addMethod(m.build());
  }

  /** The key writer's statements for the non-null {@code key}: its {@code @JsonValue} as a name. */
  static void writeKey(EnumKind e, MethodSpec.Builder w) {
    EnumForm f = e.form();
    w.addStatement("$T k = key.$L", f.value().javaType(), f.accessor());
    if (!f.value().primitive()) {
      w.beginControlFlow("if (k == null)")
          .addStatement("throw new $T($S)", RuntimeNames.EXCEPTION,
              "a " + e.type().simpleName() + " map key has a null @JsonValue; JSON has no null member name")
          .endControlFlow();
    }
    w.addCode(f.value().jsonWriteKey(JsonStyle.JACKSON));
  }

  /**
   * Whether Jackson reads a map key of {@code e} other than by its names: through a creator taking
   * a {@code String}, or by the {@code @JsonValue} texts.
   */
  static boolean readsKey(EnumKind e) {
    return e.form() != null && (e.form().stringCreator() || e.valued());
  }

  /** The key reader's statements, when {@link #readsKey}. */
  static void readKey(EnumKind e, MethodSpec.Builder r) {
    if (e.form().stringCreator()) {
      r.addStatement("int at = in.position()");
      if (e.valued()) {
        r.addStatement("String value = $N.keyText(in)", table(e));
      } else {
        r.addStatement("String value = in.lastName()");
      }
      r.addStatement("$T k", e.type());
      r.addCode(create(e, "k = "));
      r.beginControlFlow("if (k == null)")
          .addStatement("throw $T.nullKey(in, $S)", RuntimeNames.ENUM_VALUES, e.type().simpleName())
          .endControlFlow();
      r.addStatement("return k");
      return;
    }
    r.addStatement("return $N[$N.readKey(in)]", EnumMembers.constants(e), table(e));
  }
}
