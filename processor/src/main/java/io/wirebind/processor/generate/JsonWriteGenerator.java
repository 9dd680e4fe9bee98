package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JavaKind;
import io.wirebind.processor.model.JsonOptions.Style;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.ScalarKind;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.BytesType;
import io.wirebind.processor.model.TypeModel.EnumType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.MessageType;
import io.wirebind.processor.model.TypeModel.Scalar;
import io.wirebind.processor.model.TypeModel.StringType;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import javax.lang.model.element.Modifier;

/**
 * Generates a JSON writer for one style: every {@code {"name":} / {@code ,"name":} prefix is a
 * precomputed byte array written in one copy, with the opening quote of a non-null string merged
 * into it; the comma before a property is decided at generation time wherever the schema allows.
 */
final class JsonWriteGenerator {
  static final ClassName JSON_WRITER = ClassName.get("io.wirebind", "JsonWriter");
  static final ClassName JSON_STYLE = ClassName.get("io.wirebind.annotation", "JsonStyle");
  static final ClassName EXCEPTION = ClassName.get("io.wirebind", "WirebindException");

  /** Whether a comma must precede the next property: never, always, or per the local {@code comma}. */
  private enum Comma { NO, YES, MAYBE }

  private final MessageModel model;
  private final Style style;
  private final String prefix;
  private final Map<String, String> constants = new LinkedHashMap<>();
  private Comma comma;
  private boolean commaVar;
  /** Whether every path through the last property wrote the object's closing brace. */
  private boolean endWritten;

  private JsonWriteGenerator(MessageModel model, Style style) {
    this.model = model;
    this.style = style;
    this.prefix = style == Style.PROTO3 ? "P_" : "J_";
  }

  /** Adds the writer method for {@code style} and its constants to {@code codec}. */
  static void addTo(TypeSpec.Builder codec, MessageModel model, Style style) {
    JsonWriteGenerator g = new JsonWriteGenerator(model, style);
    MethodSpec method = g.method();
    boolean first = true;
    for (Map.Entry<String, String> c : g.constants.entrySet()) {
      FieldSpec.Builder f =
          FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), c.getKey(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
              .initializer("$T.utf8($S)", ProtoReadGenerator.SUPPORT, c.getValue());
      if (first) {
        f.addJavadoc("$L JSON: property prefixes, each written in one copy.\n", style == Style.PROTO3 ? "Proto3" : "Jackson");
        first = false;
      }
      codec.addField(f.build());
    }
    codec.addMethod(method);
  }

  static String methodName(Style style) {
    return style == Style.PROTO3 ? "writeJsonProto3" : "writeJsonJackson";
  }

  static List<FieldModel> jsonOrder(MessageModel model) {
    return model.fields().stream().sorted(Comparator.comparingInt(FieldModel::jsonIndex)).toList();
  }

  private MethodSpec method() {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder(methodName(style))
            .addModifiers(Modifier.PRIVATE)
            .addParameter(model.type(), "m")
            .addParameter(JSON_WRITER, "out");
    List<FieldModel> fields = jsonOrder(model);
    CodeBlock.Builder body = CodeBlock.builder();
    if (fields.isEmpty() || condition(fields.get(0), Names.local(fields.get(0))) != null) {
      body.addStatement("out.writeByte((byte) '{')");
      comma = Comma.NO;
    } else {
      comma = null; // the first property's prefix carries the brace
    }
    for (int i = 0; i < fields.size(); i++) {
      body.add(property(fields.get(i), i == fields.size() - 1));
    }
    if (!endWritten) {
      body.addStatement("out.writeByte((byte) '}')");
    }
    if (commaVar) {
      b.addStatement("boolean comma = false");
    }
    return b.addCode(body.build()).build();
  }

  /** When the property is written; null when always. */
  private CodeBlock condition(FieldModel f, String v) {
    TypeModel t = f.type();
    boolean primitive = t instanceof Scalar s && !s.boxed();
    if (style == Style.PROTO3) {
      if (primitive) {
        return ProtoTypes.isSet((Scalar) t, v);
      }
      return nonEmpty(t, v, true);
    }
    return switch (f.include()) {
      case ALWAYS -> null;
      case NON_NULL -> primitive ? null : CodeBlock.of("$N != null", v);
      case NON_EMPTY -> primitive ? null : nonEmpty(t, v, false);
      case NON_DEFAULT -> primitive ? ProtoTypes.isSet((Scalar) t, v) : nonDefault(t, v);
    };
  }

  private static CodeBlock nonEmpty(TypeModel t, String v, boolean proto3) {
    if (t instanceof StringType && !proto3) {
      return CodeBlock.of("$N != null && !$N.isEmpty()", v, v);
    }
    if (t instanceof ListType || t instanceof MapType) {
      return CodeBlock.of("$N != null && !$N.isEmpty()", v, v);
    }
    if (t instanceof ArrayType || t instanceof BytesType && !proto3) {
      return CodeBlock.of("$N != null && $N.length != 0", v, v);
    }
    return CodeBlock.of("$N != null", v);
  }

  private static CodeBlock nonDefault(TypeModel t, String v) {
    if (t instanceof Scalar s) {
      CodeBlock set = ProtoTypes.isSet(s, CodeBlock.of("$N.$N()", v, s.java().name().toLowerCase(java.util.Locale.ROOT) + "Value").toString());
      return CodeBlock.of("$N != null && $L", v, set);
    }
    return nonEmpty(t, v, false);
  }

  /** Whether the value is known to be non-null where the prefix is written. */
  private boolean nonNull(FieldModel f) {
    TypeModel t = f.type();
    return t instanceof Scalar s && !s.boxed() || condition(f, "x") != null;
  }

  /**
   * Writes one property. A string that is the last property also writes the closing brace with
   * its closing quote ({@link #endWritten}), on every path, so the object ends in one store.
   */
  private CodeBlock property(FieldModel f, boolean last) {
    String v = Names.local(f);
    CodeBlock cond = condition(f, v);
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("$T $N = $L", f.javaType(), v, Access.get(f, "m"));
    if (cond != null) {
      c.beginControlFlow("if ($L)", cond);
    }
    Comma before = comma;
    boolean mergeQuote = f.type() instanceof StringType;
    endWritten = mergeQuote && last;
    String withString = endWritten ? "writeRawAndLastString" : "writeRawAndString";
    if (mergeQuote && nonNull(f)) {
      c.addStatement("out.$N($L, $N)", withString, prefix(f, before, true), v);
    } else if (mergeQuote) {
      c.beginControlFlow("if ($N != null)", v);
      c.addStatement("out.$N($L, $N)", withString, prefix(f, before, true), v);
      c.nextControlFlow("else");
      c.addStatement("out.writeRaw($L)", prefix(f, before, false));
      c.addStatement("out.writeNull()");
      if (endWritten) {
        c.addStatement("out.writeByte((byte) '}')");
      }
      c.endControlFlow();
    } else {
      c.addStatement("out.writeRaw($L)", prefix(f, before, false));
      c.add(nullable(f, f.type(), v));
    }
    if (cond != null) {
      if (before != Comma.YES && !endWritten) {
        commaVar = true;
        c.addStatement("comma = true");
      }
      if (endWritten) {
        c.nextControlFlow("else");
        c.addStatement("out.writeByte((byte) '}')");
      }
      c.endControlFlow();
      comma = before == Comma.YES ? Comma.YES : Comma.MAYBE;
    } else {
      comma = Comma.YES;
    }
    return c.build();
  }

  /** The prefix constant for the comma state, registering it. */
  private CodeBlock prefix(FieldModel f, Comma state, boolean quote) {
    String name = JsonNames.escape(JsonNames.written(f, style));
    String base = prefix + Names.constant(f.name());
    String q = quote ? "\"" : "";
    if (state == null) {
      return CodeBlock.of("$N", constant(base + (quote ? "_Q" : ""), "{\"" + name + "\":" + q));
    }
    String withComma = constant(base + (quote ? "_Q" : ""), ",\"" + name + "\":" + q);
    if (state == Comma.YES) {
      return CodeBlock.of("$N", withComma);
    }
    String first = constant(base + "_FIRST" + (quote ? "_Q" : ""), "\"" + name + "\":" + q);
    return state == Comma.NO ? CodeBlock.of("$N", first) : CodeBlock.of("comma ? $N : $N", withComma, first);
  }

  private String constant(String name, String text) {
    String old = constants.putIfAbsent(name, text);
    if (old != null && !old.equals(text)) {
      throw new IllegalStateException("constant " + name + " has two texts: " + old + " / " + text);
    }
    return name;
  }

  /** Writes {@code v} of type {@code t}, which may be null unless primitive. */
  private CodeBlock nullable(FieldModel f, TypeModel t, String v) {
    if (t instanceof Scalar s && !s.boxed()) {
      return value(f, t, v);
    }
    return CodeBlock.builder()
        .beginControlFlow("if ($N == null)", v)
        .addStatement("out.writeNull()")
        .nextControlFlow("else")
        .add(value(f, t, v))
        .endControlFlow()
        .build();
  }

  /** Writes the non-null value {@code v}. */
  private CodeBlock value(FieldModel f, TypeModel t, String v) {
    if (t instanceof Scalar s) {
      return CodeBlock.of("$L;\n", scalar(s, v));
    }
    if (t instanceof StringType) {
      return CodeBlock.of("out.writeString($N);\n", v);
    }
    if (t instanceof BytesType) {
      return CodeBlock.of("out.writeBase64($N);\n", v);
    }
    if (t instanceof EnumType e) {
      return CodeBlock.of("out.writeRaw($N[$N.ordinal()]);\n", enumNames(e), v);
    }
    if (t instanceof MessageType m) {
      return CodeBlock.of("$T.INSTANCE.writeJson($N, out, $T.$L);\n", m.codec(), v, JSON_STYLE, style.name());
    }
    if (t instanceof ArrayType a) {
      return array(a, v);
    }
    if (t instanceof ListType l && l.element() instanceof StringType) {
      return CodeBlock.of("out.writeStringList($N);\n", v);
    }
    if (t instanceof ListType l) {
      // by index where the list allows it: an iterator is an allocation whenever escape analysis
      // gives up on a large writer method
      CodeBlock element = nullable(f, l.element(), "e");
      CodeBlock.Builder c = CodeBlock.builder();
      c.addStatement("out.writeByte((byte) '[')");
      c.beginControlFlow("if ($N instanceof $T)", v, RandomAccess.class);
      c.beginControlFlow("for (int i = 0, n = $N.size(); i < n; i++)", v);
      c.beginControlFlow("if (i != 0)").addStatement("out.writeByte((byte) ',')").endControlFlow();
      c.addStatement("$T e = $N.get(i)", l.element().javaType(), v);
      c.add(element);
      c.endControlFlow();
      c.nextControlFlow("else");
      c.addStatement("int i = 0");
      c.beginControlFlow("for ($T e : $N)", l.element().javaType(), v);
      c.beginControlFlow("if (i++ != 0)").addStatement("out.writeByte((byte) ',')").endControlFlow();
      c.add(element);
      c.endControlFlow();
      c.endControlFlow();
      c.addStatement("out.writeByte((byte) ']')");
      return c.build();
    }
    MapType mt = (MapType) t;
    TypeName entry =
        ParameterizedTypeName.get(ClassName.get(Map.Entry.class), mt.key().javaType(), mt.value().javaType());
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("out.writeByte((byte) '{')");
    c.addStatement("int i = 0");
    c.beginControlFlow("for ($T e : $N.entrySet())", entry, v);
    c.beginControlFlow("if (i++ != 0)").addStatement("out.writeByte((byte) ',')").endControlFlow();
    c.addStatement("$T k = e.getKey()", mt.key().javaType());
    c.beginControlFlow("if (k == null)");
    c.addStatement("throw new $T($S)", EXCEPTION, "field '" + f.name() + "' has a null map key, which JSON cannot represent");
    c.endControlFlow();
    c.add(mapKey(mt.key()));
    c.addStatement("out.writeByte((byte) ':')");
    c.addStatement("$T val = e.getValue()", mt.value().javaType());
    c.add(nullable(f, mt.value(), "val"));
    c.endControlFlow();
    c.addStatement("out.writeByte((byte) '}')");
    return c.build();
  }

  private CodeBlock mapKey(TypeModel key) {
    if (key instanceof StringType) {
      return CodeBlock.of("out.writeString(k);\n");
    }
    Scalar s = (Scalar) key;
    return switch (s.java()) {
      case BOOLEAN -> CodeBlock.of("out.writeString(k ? \"true\" : \"false\");\n");
      case CHAR -> style == Style.PROTO3
          ? quoted(CodeBlock.of("out.writeInt(k)"))
          : CodeBlock.of("out.writeChar(k);\n");
      // unsigned only in proto3 JSON; Jackson writes the Java value, and reads it back signed
      case LONG -> style == Style.PROTO3 && s.scalar() == ScalarKind.UINT64
          ? CodeBlock.of("out.writeString($T.toUnsignedString(k));\n", Long.class)
          : quoted(CodeBlock.of("out.writeLong(k)"));
      default -> style == Style.PROTO3 && s.scalar() == ScalarKind.UINT32
          ? quoted(CodeBlock.of("out.writeLong($T.toUnsignedLong(k))", Integer.class))
          : quoted(CodeBlock.of("out.writeInt(k)"));
    };
  }

  private static CodeBlock quoted(CodeBlock write) {
    return CodeBlock.builder()
        .addStatement("out.writeByte((byte) '\"')")
        .addStatement(write)
        .addStatement("out.writeByte((byte) '\"')")
        .build();
  }

  private CodeBlock scalar(Scalar s, String v) {
    boolean p3 = style == Style.PROTO3;
    return switch (s.java()) {
      case BOOLEAN -> CodeBlock.of("out.writeBoolean($N)", v);
      case FLOAT -> CodeBlock.of("out.writeFloat($N)", v);
      case DOUBLE -> CodeBlock.of("out.writeDouble($N)", v);
      case CHAR -> p3 ? CodeBlock.of("out.writeInt($N)", v) : CodeBlock.of("out.writeChar($N)", v);
      case LONG -> !p3
          ? CodeBlock.of("out.writeLong($N)", v)
          : s.scalar() == ScalarKind.UINT64
              ? CodeBlock.of("out.writeString($T.toUnsignedString($N))", Long.class, v)
              : CodeBlock.of("out.writeQuotedLong($N)", v);
      default -> p3 && s.scalar() == ScalarKind.UINT32
          ? CodeBlock.of("out.writeLong($T.toUnsignedLong($N))", Integer.class, v)
          : CodeBlock.of("out.writeInt($N)", v);
    };
  }

  private CodeBlock array(ArrayType a, String v) {
    Scalar s = a.element();
    if (style == Style.PROTO3 && (s.java() == JavaKind.LONG || s.scalar() == ScalarKind.UINT32)) {
      CodeBlock.Builder c = CodeBlock.builder();
      c.addStatement("out.writeByte((byte) '[')");
      c.beginControlFlow("for (int i = 0; i < $N.length; i++)", v);
      c.beginControlFlow("if (i != 0)").addStatement("out.writeByte((byte) ',')").endControlFlow();
      c.addStatement(scalar(s, v + "[i]"));
      c.endControlFlow();
      c.addStatement("out.writeByte((byte) ']')");
      return c.build();
    }
    String method = switch (s.java()) {
      case INT -> "writeIntArray";
      case LONG -> "writeLongArray";
      case FLOAT -> "writeFloatArray";
      case DOUBLE -> "writeDoubleArray";
      case BOOLEAN -> "writeBooleanArray";
      default -> throw new IllegalArgumentException("array of " + s);
    };
    return CodeBlock.of("out.$N($N);\n", method, v);
  }

  /** The table of quoted constant names of an enum, shared by both styles. */
  static String enumNames(EnumType e) {
    return "JSON_" + Names.constant(String.join("_", e.type().simpleNames()));
  }

  /** The table of plain (unquoted, unescaped) constant names of an enum, for matching input. */
  static String enumPlainNames(EnumType e) {
    return "NAMES_" + Names.constant(String.join("_", e.type().simpleNames()));
  }

  /** Adds the quoted-name tables of the enums {@code model} uses. */
  static void addEnumTables(TypeSpec.Builder codec, MessageModel model) {
    for (EnumType e : EnumSupport.used(model).values()) {
      CodeBlock.Builder init = CodeBlock.builder().add("{");
      for (int i = 0; i < e.constants().size(); i++) {
        init.add(i == 0 ? "" : ", ")
            .add("$T.utf8($S)", ProtoReadGenerator.SUPPORT, "\"" + JsonNames.escape(e.constants().get(i).name()) + "\"");
      }
      codec.addField(
          FieldSpec.builder(ArrayTypeName.of(ArrayTypeName.of(TypeName.BYTE)), enumNames(e), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
              .addJavadoc("Quoted JSON names of {@link $T} constants, by ordinal.\n", e.type())
              .initializer(init.add("}").build())
              .build());
      CodeBlock.Builder plain = CodeBlock.builder().add("{");
      for (int i = 0; i < e.constants().size(); i++) {
        plain.add(i == 0 ? "" : ", ").add("$T.utf8($S)", ProtoReadGenerator.SUPPORT, e.constants().get(i).name());
      }
      codec.addField(
          FieldSpec.builder(ArrayTypeName.of(ArrayTypeName.of(TypeName.BYTE)), enumPlainNames(e), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
              .addJavadoc("Names of {@link $T} constants as read, by ordinal.\n", e.type())
              .initializer(plain.add("}").build())
              .build());
    }
  }
}
