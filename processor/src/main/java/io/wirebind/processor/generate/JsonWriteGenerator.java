package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Include;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.OptionalType;
import io.wirebind.processor.model.UnwrappedGroup;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.generate.kind.ConverterKind;
import io.wirebind.processor.generate.kind.NullableKind;
import io.wirebind.processor.generate.kind.Scalar;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Generates a JSON writer for one style: every {@code {"name":} / {@code ,"name":} prefix is a
 * precomputed byte array written in one copy, with the opening quote of a non-null string merged
 * into it; the comma before a property is decided at generation time wherever the schema allows.
 */
final class JsonWriteGenerator {
  static final ClassName JSON_WRITER = RuntimeNames.JSON_WRITER;
  static final ClassName JSON_STYLE = RuntimeNames.JSON_STYLE;
  static final ClassName EXCEPTION = RuntimeNames.EXCEPTION;

  /** Whether a comma must precede the next property: never, always, or per the local {@code comma}. */
  enum Comma { NO, YES, MAYBE }

  private final MessageModel model;
  private final JsonStyle style;
  private final String prefix;
  private final Map<String, String> constants = new LinkedHashMap<>();
  private Comma comma;
  private boolean commaVar;
  /** Whether every path through the last property wrote the object's closing brace. */
  private boolean endWritten;
  /** What the first property's prefix starts with when it carries the brace: the brace, and a subtype's type id. */
  private String lead = "{";

  private JsonWriteGenerator(MessageModel model, JsonStyle style) {
    this.model = model;
    this.style = style;
    this.prefix = style == JsonStyle.PROTO3 ? "P_" : "J_";
  }

  /** Adds the writer method for {@code style} and its constants to {@code codec}. */
  static void addTo(TypeSpec.Builder codec, MessageModel model, JsonStyle style) {
    JsonWriteGenerator g = new JsonWriteGenerator(model, style);
    MethodSpec method = g.method();
    JsonNameConstants.addUtf8Constants(codec, g.constants, style, "property prefixes, each written in one copy");
    codec.addMethod(method);
  }

  static String methodName(JsonStyle style) {
    return style == JsonStyle.PROTO3 ? "writeJsonProto3" : "writeJsonJackson";
  }

  static List<FieldModel> jsonOrder(MessageModel model) {
    return model.fields().stream().sorted(Comparator.comparingInt(FieldModel::jsonIndex)).toList();
  }

  /** The properties written in {@code style}, in order ({@code WRITE_ONLY} ones are not). */
  static List<FieldModel> written(MessageModel model, JsonStyle style) {
    return jsonOrder(model).stream()
        .filter(f -> style == JsonStyle.PROTO3 || f.jackson().written())
        .filter(f -> !AnyPropertiesCode.is(model, style, f))
        .toList();
  }

  private MethodSpec method() {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder(methodName(style))
            .addModifiers(Modifier.PRIVATE)
            .addParameter(model.type(), "m")
            .addParameter(JSON_WRITER, "out");
    if (ArrayShapeJson.applies(model, style)) {
      return b.addCode(ArrayShapeJson.write(model, f -> condition(f, Names.local(f)),
          f -> nullable(f, f.type(), Names.local(f)))).build();
    }
    List<FieldModel> fields = written(model, style);
    Map<String, UnwrappedGroup> groups = UnwrappedJson.groups(model, style);
    CodeBlock.Builder body = CodeBlock.builder();
    String typeId = style == JsonStyle.JACKSON ? model.json().typeId() : null;
    boolean firstCarries = !fields.isEmpty() && !groups.containsKey(fields.get(0).name())
        && condition(fields.get(0), Names.local(fields.get(0))) == null;
    lead = "{";
    if (typeId != null && firstCarries) {
      // a subtype of a hierarchy: Jackson writes the type id first, here in the first property's prefix
      lead = "{" + typeId + ",";
      comma = null;
    } else if (typeId != null) {
      body.addStatement("out.writeRaw($N)", constant(prefix + "TYPE_ID", "{" + typeId));
      comma = Comma.YES;
    } else if (fields.isEmpty() || groups.containsKey(fields.get(0).name())
        || condition(fields.get(0), Names.local(fields.get(0))) != null) {
      body.addStatement("out.writeByte((byte) '{')");
      comma = Comma.NO;
    } else {
      comma = null; // the first property's prefix carries the brace
    }
    FieldModel any = AnyPropertiesCode.field(model, style);
    boolean keeps = model.unknownFields() != null; // kept members go last: no brace merged before
    for (int i = 0; i < fields.size(); i++) {
      UnwrappedGroup group = groups.get(fields.get(i).name());
      body.add(group != null ? UnwrappedJson.write(this, group, "m")
          : property(fields.get(i), !keeps && any == null && i == fields.size() - 1, "m"));
    }
    if (keeps) {
      body.add(UnknownJsonCode.write(model, comma == Comma.YES ? "true" : comma == Comma.MAYBE ? "comma" : "false"));
    }
    if (any != null) {
      body.add(AnyPropertiesCode.write(any, comma == Comma.YES ? CodeBlock.of("true")
          : comma == Comma.NO ? CodeBlock.of("false") : CodeBlock.of("comma"), anyEntry(any)));
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
    boolean primitive = primitive(t);
    if (t instanceof OptionalType o) {
      return optionalCondition(f, o, v);
    }
    if (t instanceof NullableKind n) {
      return nullableCondition(f, n, v);
    }
    if (style == JsonStyle.PROTO3) {
      if (primitive) {
        return ((Kind) t).protoIsSet(v);
      }
      return nonEmpty(t, v, style);
    }
    return switch (f.include()) {
      case ALWAYS -> null;
      case NON_NULL, NON_ABSENT -> primitive ? null : CodeBlock.of("$N != null", v);
      case NON_EMPTY -> primitive ? null : nonEmpty(t, v, style);
      case NON_DEFAULT -> primitive ? ((Kind) t).protoIsSet(v) : nonDefault(t, v);
    };
  }

  /**
   * An optional: written when present under proto3, NON_ABSENT, NON_EMPTY and NON_DEFAULT (Jackson
   * 2.18 writes {@code Optional.of("")} and {@code OptionalInt.of(0)} under all three); NON_NULL and
   * ALWAYS write an empty one as null.
   */
  private CodeBlock optionalCondition(FieldModel f, OptionalType o, String v) {
    if (style == JsonStyle.PROTO3) {
      return o.present(v);
    }
    return switch (f.include()) {
      case ALWAYS -> null;
      case NON_NULL -> CodeBlock.of("$N != null", v);
      case NON_ABSENT, NON_EMPTY, NON_DEFAULT -> o.present(v);
    };
  }

  /**
   * A {@code JsonNullable}: undefined is never written (the module's property writer leaves it out
   * under every inclusion); a null reference is written as null without an inclusion, left out
   * under the others; {@code of(null)} is written as null under all of them, as Jackson 2.18 does.
   */
  private CodeBlock nullableCondition(FieldModel f, NullableKind n, String v) {
    return style == JsonStyle.JACKSON && f.include() == Include.ALWAYS ? n.notUndefined(v) : n.defined(v);
  }

  private static boolean primitive(TypeModel t) {
    return t instanceof Kind k && k.primitive();
  }

  private static CodeBlock nonEmpty(TypeModel t, String v, JsonStyle style) {
    if (t instanceof Kind k) {
      return k.jsonNonEmpty(style, v);
    }
    if (t instanceof ArrayType) {
      return CodeBlock.of("$N != null && $N.length != 0", v, v);
    }
    return CodeBlock.of("$N != null && !$N.isEmpty()", v, v); // a list or a map
  }

  private static CodeBlock nonDefault(TypeModel t, String v) {
    return t instanceof Kind k ? k.jsonNonDefault(v) : nonEmpty(t, v, JsonStyle.JACKSON);
  }

  /** Whether the value is known to be non-null where the prefix is written. */
  private boolean nonNull(FieldModel f) {
    return primitive(f.type()) || condition(f, "x") != null;
  }

  /**
   * Writes one property. A string that is the last property also writes the closing brace with
   * its closing quote ({@link #endWritten}), on every path, so the object ends in one store.
   */
  CodeBlock property(FieldModel f, boolean last, String instance) {
    String v = Names.local(f);
    CodeBlock cond = condition(f, v);
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("$T $N = $L", f.javaType(), v, Access.get(f, instance));
    if (cond != null) {
      c.beginControlFlow("if ($L)", cond);
    }
    Comma before = comma;
    ConverterKind toString = f.type() instanceof ConverterKind k && k.stringWire() && !raw(f) ? k : null;
    boolean mergeQuote = toString != null || f.type() instanceof ValueKind k && k.jsonQuotedPrefix() && !raw(f);
    endWritten = mergeQuote && last;
    String withString = endWritten ? "writeRawAndLastString" : "writeRawAndString";
    String s = v;
    if (toString != null) {
      // converted to a String: the converter first, then its String with the prefix as a String
      // field is; in a block (the condition's, else its own), as the name could be another
      // property's local
      s = v + "Wire";
      if (cond == null) {
        c.add("{\n$>");
      }
      c.addStatement("$T $N = $L", toString.wire(), s, nonNull(f) ? toString.toWire(CodeBlock.of("$N", v))
          : CodeBlock.of("$N == null ? null : $L", v, toString.toWire(CodeBlock.of("$N", v))));
    }
    if (mergeQuote && toString == null && nonNull(f)) {
      c.addStatement("out.$N($L, $N)", withString, prefix(f, before, true), v);
    } else if (mergeQuote) {
      c.beginControlFlow("if ($N != null)", s);
      c.addStatement("out.$N($L, $N)", withString, prefix(f, before, true), s);
      c.nextControlFlow("else");
      c.addStatement("out.writeRaw($L)", prefix(f, before, false));
      c.addStatement("out.writeNull()");
      if (endWritten) {
        c.addStatement("out.writeByte((byte) '}')");
      }
      c.endControlFlow();
      if (toString != null && cond == null) {
        c.add("$<}\n");
      }
    } else if (withPrefix(f, before, v) != null) {
      c.addStatement(withPrefix(f, before, v));
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

  /** A primitive written with its prefix in one call ({@code writeRawAndInt}, ...), or null. */
  private CodeBlock withPrefix(FieldModel f, Comma before, String v) {
    return f.type() instanceof Scalar s && s.primitive() && !raw(f)
        ? s.jsonWriteWithPrefix(style, prefix(f, before, false), v)
        : null;
  }

  /** The comma state before the next property, for {@link UnwrappedJson}. */
  Comma comma() {
    return comma;
  }

  void comma(Comma state) {
    comma = state;
  }

  /** Declares the {@code comma} local. */
  void commaVariable() {
    commaVar = true;
  }

  /** The prefix constant for the comma state, registering it. */
  private CodeBlock prefix(FieldModel f, Comma state, boolean quote) {
    String name = JsonText.escape(JsonNames.written(f, style));
    String base = prefix + Names.constant(f.name());
    String q = quote ? "\"" : "";
    if (state == null) {
      return CodeBlock.of("$N", constant(base + (quote ? "_Q" : ""), lead + "\"" + name + "\":" + q));
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

  /** The elements of {@code v} by its iterator, comma-separated: sets, collections, lists without random access. */
  private static CodeBlock iterated(ListType l, String v, CodeBlock element) {
    CodeBlock body = CodeBlock.builder()
        .beginControlFlow("if (i++ != 0)").addStatement("out.writeByte((byte) ',')").endControlFlow()
        .add(element)
        .build();
    return CodeBlock.builder().addStatement("int i = 0").add(Loops.iterated(l, v, body)).build();
  }

  /** Writes the non-null shape {@code v} in {@code style}: the body of a collection message's JSON writer. */
  static CodeBlock shapeValue(JsonStyle style, FieldModel f, TypeModel t, String v) {
    return new JsonWriteGenerator(null, style).value(f, t, v);
  }

  /** Writes {@code v} of type {@code t}, which may be null unless primitive. */
  private CodeBlock nullable(FieldModel f, TypeModel t, String v) {
    if (primitive(t)) {
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

  /** Whether {@code f} is a String written as raw JSON text ({@code @JsonRawValue}). */
  private boolean raw(FieldModel f) {
    return style == JsonStyle.JACKSON && f.jackson().raw();
  }

  /** Writes the non-null value {@code v}: an empty optional as null, as Jackson does. */
  private CodeBlock value(FieldModel f, TypeModel t, String v) {
    if (t == f.type() && raw(f)) {
      return CodeBlock.of("out.writeRaw($N.getBytes($T.UTF_8));\n", v, java.nio.charset.StandardCharsets.class);
    }
    if (t instanceof OptionalType o) {
      return CodeBlock.builder()
          .beginControlFlow("if ($N.isPresent())", v)
          .addStatement("$T e = $L", o.element().javaType(), o.get(v))
          .add(o.element().jsonWrite(style, "e"))
          .nextControlFlow("else")
          .addStatement("out.writeNull()")
          .endControlFlow()
          .build();
    }
    if (t instanceof Kind k) {
      return k.jsonWrite(style, v);
    }
    if (t instanceof ArrayType a) {
      return array(a, v);
    }
    if (t instanceof ListType l && l.element() instanceof ValueKind k) {
      CodeBlock whole = l.indexed() ? k.jsonWriteList(v) : k.jsonWriteIterable(v);
      if (whole != null) {
        return whole;
      }
    }
    if (t instanceof ListType l) {
      // by index where CodecSupport.indexed allows it: an iterator is an allocation whenever
      // escape analysis gives up on a large writer method
      CodeBlock element = nullable(f, l.element(), "e");
      CodeBlock.Builder c = CodeBlock.builder();
      c.addStatement("out.writeByte((byte) '[')");
      if (!l.indexed()) {
        c.add(iterated(l, v, element));
        return c.addStatement("out.writeByte((byte) ']')").build();
      }
      c.beginControlFlow("if ($T.indexed($N))", RuntimeNames.SUPPORT, v);
      c.beginControlFlow("for (int i = 0, n = $N.size(); i < n; i++)", v);
      c.beginControlFlow("if (i != 0)").addStatement("out.writeByte((byte) ',')").endControlFlow();
      c.addStatement("$T e = $N.get(i)", l.element().javaType(), v);
      c.add(element);
      c.endControlFlow();
      c.nextControlFlow("else");
      c.add(iterated(l, v, element));
      c.endControlFlow();
      c.addStatement("out.writeByte((byte) ']')");
      return c.build();
    }
    MapType mt = (MapType) t;
    CodeBlock.Builder entry = CodeBlock.builder();
    entry.beginControlFlow("if (k == null)");
    entry.addStatement("throw new $T($S)", EXCEPTION, "field '" + f.name() + "' has a null map key, which JSON cannot represent");
    entry.endControlFlow();
    entry.add(mt.key().jsonWriteMemberKey(style, "i++ != 0"));
    entry.add(nullable(f, mt.value(), "val"));
    return CodeBlock.builder()
        .addStatement("out.writeByte((byte) '{')")
        .addStatement("int i = 0")
        .add(Loops.entries(mt, v, entry.build()))
        .addStatement("out.writeByte((byte) '}')")
        .build();
  }

  /** Writes the entry {@code k}, {@code val} of a typed any-getter map as a member; null for a map of trees. */
  private CodeBlock anyEntry(FieldModel any) {
    if (!(any.type() instanceof MapType mt)) {
      return null;
    }
    return CodeBlock.builder()
        .beginControlFlow("if (k == null)")
        .addStatement("throw new $T($S)", EXCEPTION, "the @JsonAnyGetter map '" + any.name()
            + "' has a null key, which JSON cannot represent")
        .endControlFlow()
        .add(mt.key().jsonWriteMemberKey(style, "i++ != 0"))
        .add(nullable(any, mt.value(), "val"))
        .build();
  }

  private CodeBlock array(ArrayType a, String v) {
    Scalar s = a.element();
    if (s.jsonArrayByElement(style)) {
      CodeBlock.Builder c = CodeBlock.builder();
      c.addStatement("out.writeByte((byte) '[')");
      c.beginControlFlow("for (int i = 0; i < $N.length; i++)", v);
      c.beginControlFlow("if (i != 0)").addStatement("out.writeByte((byte) ',')").endControlFlow();
      c.addStatement(s.jsonWriteCall(style, v + "[i]"));
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
}
