package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonOptions.Style;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.ScalarKind;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.BytesType;
import io.wirebind.processor.model.TypeModel.EnumConstant;
import io.wirebind.processor.model.TypeModel.EnumType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.MessageType;
import io.wirebind.processor.model.TypeModel.Scalar;
import io.wirebind.processor.model.TypeModel.StringType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Generates a JSON reader for one style: member names are dispatched by a compile-time hash
 * {@code switch} and then verified byte by byte, so a name that merely collides never binds.
 */
final class JsonReadGenerator {
  static final ClassName JSON_READER = ClassName.get("io.wirebind", "JsonReader");
  static final ClassName SUPPORT = ProtoReadGenerator.SUPPORT;

  private final MessageModel model;
  private final Style style;
  private final String prefix;
  private final Map<String, String> nameConstants = new LinkedHashMap<>();

  private JsonReadGenerator(MessageModel model, Style style) {
    this.model = model;
    this.style = style;
    this.prefix = style == Style.PROTO3 ? "PN_" : "JN_";
  }

  static String methodName(Style style) {
    return style == Style.PROTO3 ? "readJsonProto3" : "readJsonJackson";
  }

  /** Adds the reader for {@code style} and its name constants to {@code codec}. */
  static void addTo(TypeSpec.Builder codec, MessageModel model, Style style) {
    JsonReadGenerator g = new JsonReadGenerator(model, style);
    MethodSpec method = g.method();
    boolean first = true;
    for (Map.Entry<String, String> c : g.nameConstants.entrySet()) {
      FieldSpec.Builder f =
          FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), c.getKey(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
              .initializer("$T.utf8($S)", SUPPORT, c.getValue());
      if (first) {
        f.addJavadoc("$L JSON: member names, verified after the hash matched.\n", style == Style.PROTO3 ? "Proto3" : "Jackson");
        first = false;
      }
      codec.addField(f.build());
    }
    codec.addMethod(method);
  }

  /** The names a member of {@code f} is accepted under (proto3 takes the original name too). */
  private List<String> acceptedNames(FieldModel f) {
    List<String> names = new ArrayList<>();
    names.add(JsonNames.written(f, style));
    if (style == Style.PROTO3 && !names.contains(f.name())) {
      names.add(f.name());
    }
    if (style == Style.PROTO3 && !names.contains(f.jsonName())) {
      names.add(f.jsonName());
    }
    return names;
  }

  private MethodSpec method() {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder(methodName(style))
            .addModifiers(Modifier.PRIVATE)
            .returns(model.type())
            .addParameter(JSON_READER, "in")
            .addParameter(model.type(), "reuse");
    b.beginControlFlow("if (in.tryNull())").addStatement("return null").endControlFlow();
    List<FieldModel> fields = model.fields();
    if (model.immutable()) {
      for (FieldModel f : fields) {
        b.addStatement("$T $N = $L", f.javaType(), Names.local(f), zero(f.type()));
      }
    } else {
      b.addStatement("$T cur = reuse != null ? reuse : new $T()", model.type(), model.type());
      for (FieldModel f : fields) {
        // absent members keep the value a new instance has, as with Jackson
        CodeBlock init = containerOrMessage(f.type()) ? Access.get(f, "cur") : Access.get(f, "DEFAULTS");
        b.addStatement("$T $N = $L", f.javaType(), Names.local(f), init);
      }
    }
    int tracked = 0;
    for (FieldModel f : fields) {
      if (containerOrMessage(f.type())) {
        tracked++;
      }
    }
    for (int i = 0; i < tracked; i += 64) {
      b.addStatement("long seen$L = 0L", i >>> 6);
    }
    Map<Integer, List<Object[]>> byHash = new TreeMap<>();
    for (FieldModel f : fields) {
      for (String name : acceptedNames(f)) {
        byHash.computeIfAbsent(JsonNames.hash(name), h -> new ArrayList<>()).add(new Object[] {f, name});
      }
    }
    List<FieldModel> trackedFields = new ArrayList<>();
    for (FieldModel f : fields) {
      if (containerOrMessage(f.type())) {
        trackedFields.add(f);
      }
    }
    List<FieldModel> order = JsonWriteGenerator.jsonOrder(model);
    if (order.isEmpty()) {
      b.addStatement("boolean more = in.startObjectMembers()");
    } else {
      b.addStatement("boolean more = true");
      b.addComment("fast path: members in the order they are written, each name matched in one comparison");
      b.beginControlFlow("ordered:");
      for (int i = 0; i < order.size(); i++) {
        FieldModel f = order.get(i);
        String quoted = quotedNameConstant(f);
        if (i == 0) {
          b.beginControlFlow(
              "if (!in.tryStartName($N) && (!(more = in.startObjectMembers()) || !in.tryName($N)))",
              braceQuotedNameConstant(f), quoted);
        } else {
          b.beginControlFlow(
              "if (!in.tryNextName($N) && (!(more = in.nextMember()) || !in.tryName($N)))",
              commaQuotedNameConstant(f), quoted);
        }
        b.addStatement("break ordered").endControlFlow();
        b.addCode(member(f, trackedFields));
      }
      b.addStatement("more = in.nextMember()");
      b.endControlFlow();
    }
    b.addComment("any order: names dispatched on their hash, then verified byte by byte");
    b.beginControlFlow("while (more)");
    b.beginControlFlow("member:");
    b.beginControlFlow("switch (in.readNameHash())");
    for (Map.Entry<Integer, List<Object[]>> e : byHash.entrySet()) {
      b.addCode("case $L:\n$>", e.getKey());
      for (Object[] fn : e.getValue()) {
        FieldModel f = (FieldModel) fn[0];
        String name = (String) fn[1];
        String constant = nameConstant(f, name);
        b.beginControlFlow("if (in.nameEquals($N))", constant);
        b.addCode(member(f, trackedFields));
        b.addStatement("break member");
        b.endControlFlow();
      }
      b.addStatement("break");
      b.addCode("$<");
    }
    b.addCode("default:\n$>").addStatement("break").addCode("$<");
    b.endControlFlow();
    if (model.json().failOnUnknown()) {
      b.addStatement("throw in.unknownMember($T.class)", model.type());
    } else {
      b.addStatement("in.skipValue()");
    }
    b.endControlFlow();
    b.addStatement("more = in.nextMember()");
    b.endControlFlow();
    // absent containers and messages
    for (FieldModel f : trackedFields) {
      String v = Names.local(f);
      int idx = trackedFields.indexOf(f);
      CodeBlock unseen = CodeBlock.of("(seen$L & 0x$LL) == 0", idx >>> 6, Long.toHexString(1L << (idx & 63)));
      if (model.immutable()) {
        continue; // locals start null, as Jackson passes null for a missing creator property
      }
      b.beginControlFlow("if ($L)", unseen);
      b.addStatement("$N = $L", v, absentValue(f));
      b.endControlFlow();
    }
    if (model.immutable()) {
      List<CodeBlock> args = new ArrayList<>();
      for (String name : model.creation().constructorFields()) {
        args.add(CodeBlock.of("$N", "v_" + name));
      }
      b.addStatement("$T m = new $T($L)", model.type(), model.type(), CodeBlock.join(args, ", "));
      for (FieldModel f : fields) {
        if (Access.settable(f)) {
          b.addCode(Access.set(f, "m", CodeBlock.of("$N", Names.local(f))));
        }
      }
      b.addStatement("return m");
    } else {
      for (FieldModel f : fields) {
        b.addCode(Access.set(f, "cur", CodeBlock.of("$N", Names.local(f))));
      }
      b.addStatement("return cur");
    }
    return b.build();
  }

  /** What an absent container or message becomes when decoding into a reused instance. */
  private CodeBlock absentValue(FieldModel f) {
    String v = Names.local(f);
    CodeBlock dflt = Access.get(f, "DEFAULTS");
    TypeModel t = f.type();
    if (t instanceof ListType) {
      return CodeBlock.of("$L == null ? null : $L", dflt, ProtoReadGenerator.castList(f, CodeBlock.of("$T.list($N, false)", SUPPORT, v)));
    }
    if (t instanceof MapType) {
      return CodeBlock.of("$L == null ? null : $L", dflt, ProtoReadGenerator.castTo(f, CodeBlock.of("$T.map($N, false)", SUPPORT, v), Map.class));
    }
    if (t instanceof ArrayType) {
      // a copy: the reused array is decoded into later, the defaults' must stay as they are
      return CodeBlock.of("$L == null ? null : $L.clone()", dflt, dflt);
    }
    return dflt;
  }

  /** The constant holding {@code "name":} as written, for the in-order fast path. */
  private String quotedNameConstant(FieldModel f) {
    String constant = prefix.replace("N_", "Q_") + Names.constant(f.name());
    nameConstants.putIfAbsent(constant, "\"" + JsonNames.escape(JsonNames.written(f, style)) + "\":");
    return constant;
  }

  /** The constant holding <code>{"name":</code>: an object's start and its first name at once. */
  private String braceQuotedNameConstant(FieldModel f) {
    String constant = prefix.replace("N_", "B_") + Names.constant(f.name());
    nameConstants.putIfAbsent(constant, "{\"" + JsonNames.escape(JsonNames.written(f, style)) + "\":");
    return constant;
  }

  /** The constant holding {@code ,"name":}: the comma, name and colon matched in one comparison. */
  private String commaQuotedNameConstant(FieldModel f) {
    String constant = prefix.replace("N_", "C_") + Names.constant(f.name());
    nameConstants.putIfAbsent(constant, ",\"" + JsonNames.escape(JsonNames.written(f, style)) + "\":");
    return constant;
  }

  private String nameConstant(FieldModel f, String name) {
    String base = prefix + Names.constant(f.name());
    String constant = name.equals(JsonNames.written(f, style)) ? base : base + "_" + Names.constant(name.replaceAll("[^A-Za-z0-9_]", "_"));
    nameConstants.putIfAbsent(constant, name);
    return constant;
  }

  private static boolean containerOrMessage(TypeModel t) {
    return t instanceof ListType || t instanceof MapType || t instanceof MessageType || t instanceof ArrayType;
  }

  private static CodeBlock zero(TypeModel t) {
    return t instanceof Scalar s && !s.boxed() ? ProtoTypes.zero(s.java()) : CodeBlock.of("null");
  }

  /** Reads one member's value into its local. */
  private CodeBlock member(FieldModel f, List<FieldModel> tracked) {
    String v = Names.local(f);
    TypeModel t = f.type();
    CodeBlock.Builder c = CodeBlock.builder();
    if (containerOrMessage(t)) {
      int idx = tracked.indexOf(f);
      c.addStatement("seen$L |= 0x$LL", idx >>> 6, Long.toHexString(1L << (idx & 63)));
    }
    if (t instanceof Scalar s && !s.boxed()) {
      c.beginControlFlow("if (in.tryNull())");
      c.addStatement("$N = $L", v, ProtoTypes.zero(s.java())); // Jackson: null for a primitive is its default
      c.nextControlFlow("else");
      c.addStatement("$N = $L", v, scalar(s));
      c.endControlFlow();
      return c.build();
    }
    if (t instanceof StringType) {
      return c.addStatement("$N = in.readStringOrNull()", v).build();
    }
    c.beginControlFlow("if (in.tryNull())");
    c.addStatement("$N = null", v);
    c.nextControlFlow("else");
    if (t instanceof ListType l && l.element() instanceof MessageType m && !model.immutable()) {
      // reuse the element instances already in the list, as the protobuf decoder does
      c.addStatement("$N = $L", v, ProtoReadGenerator.castList(f, CodeBlock.of("$T.list($N, true)", SUPPORT, v)));
      c.addStatement("int n = 0");
      c.beginControlFlow("if (in.startArrayElements())");
      c.beginControlFlow("do");
      c.add(ProtoReadGenerator.sizeLimit(f, CodeBlock.of("n")));
      c.addStatement(
          "n = $T.setElement($N, n, $T.INSTANCE.readJson(in, n < $N.size() ? $N.get(n) : null, $T.$L))",
          SUPPORT, v, m.codec(), v, v, JsonWriteGenerator.JSON_STYLE, style.name());
      c.endControlFlow("while (in.nextElement())");
      c.endControlFlow();
      c.addStatement("$T.truncate($N, n)", SUPPORT, v);
    } else if (t instanceof ListType l) {
      CodeBlock list = model.immutable()
          ? CodeBlock.of("new $T<>()", ArrayList.class)
          : CodeBlock.of("$T.list($N, false)", SUPPORT, v);
      c.addStatement("$N = $L", v, ProtoReadGenerator.castList(f, list));
      c.beginControlFlow("if (in.startArrayElements())");
      c.beginControlFlow("do");
      c.add(ProtoReadGenerator.sizeLimit(f, CodeBlock.of("$N.size()", v)));
      c.add(element(l.element(), v + ".add($L)", f));
      c.endControlFlow("while (in.nextElement())");
      c.endControlFlow();
    } else if (t instanceof MapType mt) {
      CodeBlock map = model.immutable()
          ? CodeBlock.of("new $T<>()", LinkedHashMap.class)
          : CodeBlock.of("$T.map($N, false)", SUPPORT, v);
      c.addStatement("$N = $L", v, ProtoReadGenerator.castTo(f, map, Map.class));
      c.beginControlFlow("if (in.startObjectMembers())");
      c.beginControlFlow("do");
      c.addStatement("in.readNameHash()");
      c.addStatement("$T k = $L", mt.key().javaType(), mapKey(mt.key()));
      c.add(element(mt.value(), v + ".put(k, $L)", f));
      c.addStatement(
          "if ($N.size() > in.maxCollectionSize()) throw in.tooManyElements($S, $N.size())", v, f.name(), v);
      c.endControlFlow("while (in.nextMember())");
      c.endControlFlow();
    } else {
      c.addStatement("$N = $L", v, value(t, v, f));
    }
    c.endControlFlow();
    return c.build();
  }

  /** Reads one element (which may be null) and hands it to {@code sink} ({@code "list.add($L)"}). */
  private CodeBlock element(TypeModel t, String sink, FieldModel f) {
    CodeBlock.Builder c = CodeBlock.builder();
    if (t instanceof StringType) {
      return c.addStatement(sink, "in.readStringOrNull()").build();
    }
    c.beginControlFlow("if (in.tryNull())");
    c.addStatement(sink, "null");
    c.nextControlFlow("else");
    c.addStatement(sink, value(t, null, f));
    c.endControlFlow();
    return c.build();
  }

  /** An expression reading a non-null value; {@code reuse} names a local to decode into. */
  private CodeBlock value(TypeModel t, String reuse, FieldModel f) {
    if (t instanceof Scalar s) {
      return scalar(s);
    }
    if (t instanceof StringType) {
      return CodeBlock.of("in.readString()");
    }
    if (t instanceof BytesType) {
      return CodeBlock.of("in.readBase64()");
    }
    if (t instanceof EnumType e) {
      return CodeBlock.of("$L(in)", enumReader(e, style));
    }
    if (t instanceof MessageType m) {
      return CodeBlock.of("$T.INSTANCE.readJson(in, $L, $T.$L)", m.codec(), reuse == null ? "null" : reuse,
          JsonWriteGenerator.JSON_STYLE, style.name());
    }
    ArrayType a = (ArrayType) t;
    String method = switch (a.element().java()) {
      case INT -> "readIntArray";
      case LONG -> "readLongArray";
      case FLOAT -> "readFloatArray";
      case DOUBLE -> "readDoubleArray";
      case BOOLEAN -> "readBooleanArray";
      default -> throw new IllegalArgumentException("array of " + a);
    };
    return CodeBlock.of("in.$N($L, $S)", method, reuse == null ? "null" : reuse, f.name());
  }

  private CodeBlock scalar(Scalar s) {
    return switch (s.java()) {
      case BOOLEAN -> CodeBlock.of("in.readBoolean()");
      case BYTE -> CodeBlock.of("in.readByte()");
      case SHORT -> CodeBlock.of("in.readShort()");
      case CHAR -> style == Style.PROTO3 ? CodeBlock.of("(char) in.readUnsignedShort()") : CodeBlock.of("in.readChar()");
      case INT -> s.scalar() == ScalarKind.UINT32 && style == Style.PROTO3
          ? CodeBlock.of("in.readUnsignedInt()")
          : CodeBlock.of("in.readInt()");
      case LONG -> s.scalar() == ScalarKind.UINT64 && style == Style.PROTO3
          ? CodeBlock.of("in.readUnsignedLong()")
          : CodeBlock.of("in.readLong()");
      case FLOAT -> CodeBlock.of("in.readFloat()");
      case DOUBLE -> CodeBlock.of("in.readDouble()");
    };
  }

  private CodeBlock mapKey(TypeModel key) {
    if (key instanceof StringType) {
      return CodeBlock.of("in.lastName()");
    }
    Scalar s = (Scalar) key;
    return switch (s.java()) {
      case BOOLEAN -> CodeBlock.of("$T.booleanKey(in)", SUPPORT);
      case BYTE -> CodeBlock.of("(byte) $T.intKey(in, $T.MIN_VALUE, $T.MAX_VALUE)", SUPPORT, Byte.class, Byte.class);
      case SHORT -> CodeBlock.of("(short) $T.intKey(in, $T.MIN_VALUE, $T.MAX_VALUE)", SUPPORT, Short.class, Short.class);
      case CHAR -> style == Style.PROTO3
          ? CodeBlock.of("(char) $T.intKey(in, 0, 0xFFFF)", SUPPORT)
          : CodeBlock.of("$T.charKey(in)", SUPPORT);
      case INT -> s.scalar() == ScalarKind.UINT32 && style == Style.PROTO3
          ? CodeBlock.of("(int) $T.unsignedKey(in, 0xFFFFFFFFL)", SUPPORT)
          : CodeBlock.of("$T.intKey(in, $T.MIN_VALUE, $T.MAX_VALUE)", SUPPORT, Integer.class, Integer.class);
      case LONG -> s.scalar() == ScalarKind.UINT64 && style == Style.PROTO3
          ? CodeBlock.of("$T.unsignedKey(in, -1L)", SUPPORT)
          : CodeBlock.of("$T.longKey(in)", SUPPORT);
      default -> throw new IllegalArgumentException("map key " + s);
    };
  }

  static String enumReader(EnumType e, Style style) {
    return (style == Style.PROTO3 ? "proto3Enum" : "jsonEnum") + String.join("_", e.type().simpleNames());
  }

  /**
   * Adds the enum readers for {@code style}: by name (a {@code switch} on the string), and for
   * Jackson also by ordinal, for proto3 also by number.
   */
  static void addEnumReaders(TypeSpec.Builder codec, MessageModel model, Style style) {
    for (EnumType e : EnumSupport.used(model).values()) {
      MethodSpec.Builder m =
          MethodSpec.methodBuilder(enumReader(e, style))
              .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
              .returns(e.type())
              .addParameter(JSON_READER, "in");
      m.beginControlFlow("if (in.peekIsNumber())");
      if (style == Style.PROTO3) {
        m.addStatement("int number = in.readInt()");
        m.addStatement("return $L(number)", EnumSupport.fromNumber(e)); // unknown numbers read as null
      } else {
        m.addStatement("int ordinal = in.readInt()");
        m.beginControlFlow("if (ordinal < 0 || ordinal >= $L)", e.constants().size());
        m.addStatement("throw in.error($S + ordinal)", "no constant of " + e.type().simpleName() + " has index ");
        m.endControlFlow();
        m.addStatement("return $T.values()[ordinal]", e.type());
      }
      m.endControlFlow();
      m.addStatement("int at = in.position()");
      Map<Integer, List<Integer>> byHash = new TreeMap<>();
      for (int i = 0; i < e.constants().size(); i++) {
        byHash.computeIfAbsent(JsonNames.hash(e.constants().get(i).name()), h -> new ArrayList<>()).add(i);
      }
      m.beginControlFlow("switch (in.readStringHash())");
      for (Map.Entry<Integer, List<Integer>> h : byHash.entrySet()) {
        m.addCode("case $L:\n$>", h.getKey());
        for (int i : h.getValue()) {
          m.beginControlFlow("if (in.nameEquals($N[$L]))", JsonWriteGenerator.enumPlainNames(e), i);
          m.addStatement("return $T.$N", e.type(), e.constants().get(i).name());
          m.endControlFlow();
        }
        m.addStatement("break");
        m.addCode("$<");
      }
      m.addCode("default:\n$>").addStatement("break").addCode("$<");
      m.endControlFlow();
      m.addStatement(
          "throw in.errorAt(at, \"'\" + in.lastName() + \"' is not a constant of $L\")", e.type().simpleName());
      codec.addMethod(m.build());
    }
  }
}
