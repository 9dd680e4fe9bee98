package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.processor.model.English;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.OneofModel;
import io.wirebind.processor.model.OneofModel.Case;
import io.wirebind.processor.model.OneofModel.Include;
import io.wirebind.processor.model.RuntimeNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * The JSON side of a hierarchy's codec. Jackson style: the type id where {@code @JsonTypeInfo}
 * puts it (a property the subtype's own codec writes first, a wrapper object or array, or nothing
 * for deduction), read by a hash {@code switch} verified byte by byte. A type id that is not the
 * first member costs one validating skip over the members before it, then the object is read
 * from its start ({@code JsonReader.mark}/{@code rewind}). Proto3 style: protobuf's {@code
 * JsonFormat} of the {@code oneof}, <code>{"card":{...}}</code>.
 */
final class OneofJsonGenerator {
  private static final ClassName STYLE = RuntimeNames.JSON_STYLE;
  /** What {@code jacksonCase} returns for an id member holding null, an object or an array: no id to Jackson. */
  private static final int NO_ID = -2;

  private final OneofModel model;
  private final TypeSpec.Builder codec;

  private OneofJsonGenerator(OneofModel model, TypeSpec.Builder codec) {
    this.model = model;
    this.codec = codec;
  }

  static void addTo(TypeSpec.Builder codec, OneofModel model) {
    new OneofJsonGenerator(model, codec).add();
  }

  private void add() {
    codec.addMethod(MethodSpec.methodBuilder("writeJson")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(model.type(), "m")
        .addParameter(RuntimeNames.JSON_WRITER, "out")
        .addParameter(STYLE, "style")
        .beginControlFlow("if (style == $T.PROTO3)", STYLE)
        .addStatement("writeJsonProto3(m, out)")
        .nextControlFlow("else")
        .addStatement("writeJsonJackson(m, out)")
        .endControlFlow()
        .build());
    codec.addMethod(FailureCode.jsonEntry(model.type(), CodeBlock.of(
        "return style == $T.PROTO3 ? readJsonProto3(in, reuse) : readJsonJackson(in, reuse);\n", STYLE)));
    codec.addMethod(FailureCode.jsonFailure(model.type().simpleName(), null));
    codec.addMethod(writeJackson());
    codec.addMethod(writeProto3());
    codec.addMethod(readJackson());
    if (model.typeInfo().include() != Include.NONE) {
      codec.addMethod(jacksonCase());
    }
    if (model.typeInfo().include() == Include.PROPERTY || model.typeInfo().include() == Include.EXISTING_PROPERTY) {
      codec.addMethod(jacksonScan());
    }
    codec.addMethod(readProto3());
  }

  private static String suffix(Case c) {
    return JsonText.constant(c.type().simpleName());
  }

  private void bytes(String name, String text, String doc) {
    FieldSpec.Builder f = FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), name,
            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.utf8($S)", RuntimeNames.SUPPORT, text);
    if (doc != null) {
      f.addJavadoc(doc + "\n");
    }
    codec.addField(f.build());
  }

  /** An {@code instanceof} chain over the cases, most specific first, with {@code body} per case. */
  private void chain(MethodSpec.Builder m, java.util.function.Function<Case, CodeBlock> body) {
    boolean first = true;
    for (int k : model.writeOrder()) {
      Case c = model.cases().get(k);
      if (first) {
        m.beginControlFlow("if ($L)", OneofCodecGenerator.is(c, "m"));
        first = false;
      } else {
        m.nextControlFlow("else if ($L)", OneofCodecGenerator.is(c, "m"));
      }
      m.addCode(body.apply(c));
    }
    m.nextControlFlow("else");
    m.addStatement(OneofCodecGenerator.noCase(model, "m"));
    m.endControlFlow();
  }

  private CodeBlock writeCase(Case c, String style) {
    return CodeBlock.of("$L.writeJson($L, out, $T.$L);\n", OneofCodecGenerator.codecOf(c),
        OneofCodecGenerator.cast(c, "m"), STYLE, style);
  }

  private MethodSpec writeJackson() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("writeJsonJackson")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(model.type(), "m")
        .addParameter(RuntimeNames.JSON_WRITER, "out");
    Include include = model.typeInfo().include();
    boolean wrapper = include == Include.WRAPPER_OBJECT || include == Include.WRAPPER_ARRAY;
    if (wrapper) {
      boolean doc = true;
      for (Case c : model.cases()) {
        if (!c.hierarchy()) {
          String id = "\"" + JsonText.escape(c.writtenId()) + "\"";
          bytes("J_WRAP_" + suffix(c), include == Include.WRAPPER_OBJECT ? "{" + id + ":" : "[" + id + ",",
              doc ? "Jackson JSON: the wrappers carrying each subtype's type id." : null);
          doc = false;
        }
      }
    }
    chain(m, c -> {
      if (!wrapper || c.hierarchy()) {
        // a property type id is written by the subtype's codec, as Jackson writes it for the subtype alone
        return writeCase(c, "JACKSON");
      }
      // the subtype's own codec would write the wrapper too (as Jackson does for it alone)
      return CodeBlock.builder()
          .addStatement("out.writeRaw($N)", "J_WRAP_" + suffix(c))
          .addStatement("$L.$N($L, out)", OneofCodecGenerator.codecOf(c), TypeIdWrapperJson.WRITE_INNER,
              OneofCodecGenerator.cast(c, "m"))
          .addStatement("out.writeByte((byte) $L)", include == Include.WRAPPER_OBJECT ? "'}'" : "']'")
          .build();
    });
    return m.build();
  }

  private MethodSpec writeProto3() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("writeJsonProto3")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(model.type(), "m")
        .addParameter(RuntimeNames.JSON_WRITER, "out");
    boolean doc = true;
    for (Case c : model.cases()) {
      bytes("P_" + suffix(c), "{\"" + c.proto3Name() + "\":",
          doc ? "Proto3 JSON: the object holding the set case of the oneof." : null);
      doc = false;
    }
    chain(m, c -> CodeBlock.builder()
        .addStatement("out.writeRaw($N)", "P_" + suffix(c))
        .add(writeCase(c, "PROTO3"))
        .addStatement("out.writeByte((byte) '}')")
        .build());
    return m.build();
  }

  private CodeBlock readCase(Case c, String style) {
    return CodeBlock.of("$L.readJson(in, $L, $T.$L)", OneofCodecGenerator.codecOf(c),
        OneofCodecGenerator.reuseAs(c, "reuse"), STYLE, style);
  }

  private String typeName() {
    return model.type().simpleName();
  }

  private MethodSpec readJackson() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("readJsonJackson")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(model.type())
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(model.type(), "reuse");
    m.beginControlFlow("if (in.tryNull())").addStatement("return null").endControlFlow();
    m.addStatement("long start = in.mark()");
    m.addStatement("int at = in.position()");
    OneofModel.TypeInfo info = model.typeInfo();
    switch (info.include()) {
      case PROPERTY, EXISTING_PROPERTY -> readProperty(m, info);
      case WRAPPER_OBJECT, WRAPPER_ARRAY -> readTypeIdWrapper(m, info.include() == Include.WRAPPER_OBJECT);
      case NONE -> readDeduced(m, info);
    }
    return m.build();
  }

  /** The type id as a member: scan to it (first in the fast path), then read the object from its start. */
  private void readProperty(MethodSpec.Builder m, OneofModel.TypeInfo info) {
    bytes("TYPE_PROPERTY", info.property(), "Jackson JSON: the member holding the type id.");
    bytes("TYPE_FIRST", "{\"" + JsonText.escape(info.property()) + "\":", null);
    m.addStatement("int kase");
    m.addComment("the type id is usually the first member; any other member before it is skipped once");
    m.beginControlFlow("if (!in.tryStartName(TYPE_FIRST) || (kase = jacksonCase(in, in.position(), in.readTypeIdHash())) == $L)",
        NO_ID);
    m.addStatement("kase = jacksonScan(in, start)");
    List<Integer> handed = new ArrayList<>();
    for (int k = 0; k < model.cases().size(); k++) {
      if (model.cases().get(k).afterTypeId() && k != info.defaultCase()) {
        handed.add(k); // the default case takes unknown ids too: it reads and checks the id itself
      }
    }
    if (!handed.isEmpty()) {
      m.nextControlFlow("else");
      m.addComment("the id first, and one of the case's own: its subtype reads on after it");
      m.beginControlFlow("switch (kase)");
      for (int k : handed) {
        Case c = model.cases().get(k);
        m.addStatement("case $L: return $L.$N(in, $L, start)", k, OneofCodecGenerator.codecOf(c),
            OneofModel.AFTER_TYPE_ID, OneofCodecGenerator.reuseAs(c, "reuse"));
      }
      m.addCode("default:\n$>").addStatement("break").addCode("$<");
      m.endControlFlow();
    }
    m.endControlFlow();
    m.addStatement("in.rewind(start)");
    m.beginControlFlow("switch (kase)");
    for (int k = 0; k < model.cases().size(); k++) {
      m.addStatement("case $L: return $L", k, readCase(model.cases().get(k), "JACKSON"));
    }
    m.addCode("default:\n$>");
    if (info.defaultCase() >= 0) {
      m.addStatement("return $L", readCase(model.cases().get(info.defaultCase()), "JACKSON"));
    } else {
      m.addStatement("throw in.errorAt(at, $S)", "missing type id property '" + info.property() + "' for " + typeName());
    }
    m.addCode("$<");
    m.endControlFlow();
  }

  /**
   * The case of the first id member that holds an id, scanning the object from {@code start}; -1
   * when there is none. A member holding null, an object or an array is passed over, as Jackson does.
   */
  private MethodSpec jacksonScan() {
    OneofModel.TypeInfo info = model.typeInfo();
    MethodSpec.Builder m = MethodSpec.methodBuilder("jacksonScan")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(TypeName.INT)
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(TypeName.LONG, "start");
    m.addStatement("in.rewind(start)");
    m.beginControlFlow("if (in.startObjectMembers())");
    m.beginControlFlow("do");
    m.beginControlFlow("if (in.readNameHash() == $L && in.nameEquals(TYPE_PROPERTY))", JsonText.hash(info.property()));
    m.addStatement("int kase = jacksonCase(in, in.position(), in.readTypeIdHash())");
    m.beginControlFlow("if (kase != $L)", NO_ID).addStatement("return kase").endControlFlow();
    m.endControlFlow();
    m.addStatement("in.skipValue()");
    m.endControlFlow("while (in.nextMember())");
    m.endControlFlow();
    m.addStatement("return -1");
    return m.build();
  }

  private void readTypeIdWrapper(MethodSpec.Builder m, boolean object) {
    String what = object ? "an object" : "an array";
    m.beginControlFlow("if (!in.$N())", object ? "startObjectMembers" : "startArrayElements");
    m.addStatement("throw in.errorAt(at, $S)", "expected " + what + " wrapping " + English.a(typeName())
        + " with its type id, found an empty one");
    m.endControlFlow();
    m.addStatement("int kase = jacksonCase(in, in.position(), in.$N())", object ? "readNameHash" : "readWrappedTypeIdHash");
    if (!object) {
      m.addComment("an array holding only the id is null, as Jackson reads it");
      m.beginControlFlow("if (!in.nextElement())").addStatement("return null").endControlFlow();
    }
    m.addStatement("int valueAt = in.position()");
    m.beginControlFlow("if (in.tryNull())");
    m.addStatement("throw in.errorAt(valueAt, $S)", "the " + typeName() + " wrapped with its type id is null, which Jackson rejects too");
    m.endControlFlow();
    m.addStatement("$T v", model.type());
    m.beginControlFlow("switch (kase)");
    for (int k = 0; k < model.cases().size(); k++) {
      Case c = model.cases().get(k);
      if (c.hierarchy()) {
        m.addCode("case $L:\n$>", k);
        m.addComment("a nested hierarchy reads its own wrapper");
        m.addStatement("in.rewind(start)");
        m.addStatement("return $L", readCase(c, "JACKSON"));
        m.addCode("$<");
      } else {
        m.addStatement("case $L: v = $L.$N(in, $L); break", k, OneofCodecGenerator.codecOf(c),
            TypeIdWrapperJson.READ_INNER, OneofCodecGenerator.reuseAs(c, "reuse"));
      }
    }
    m.addStatement("default: throw new $T()", AssertionError.class);
    m.endControlFlow();
    m.beginControlFlow("if (in.$N())", object ? "nextMember" : "nextElement");
    m.addStatement("throw in.error($S)", "the wrapper " + (object ? "object" : "array") + " of " + English.a(typeName())
        + (object ? " has one member: the type id" : " has two elements: the type id and the value"));
    m.endControlFlow();
    m.addStatement("return v");
  }

  /** {@code DEDUCTION}: each known member name narrows the candidates, as Jackson deduces. */
  private void readDeduced(MethodSpec.Builder m, OneofModel.TypeInfo info) {
    List<List<String>> prints = info.deduction();
    Map<String, Long> masks = new java.util.LinkedHashMap<>();
    int empty = -1;
    for (int k = 0; k < prints.size(); k++) {
      for (String n : prints.get(k)) {
        masks.merge(n, 1L << k, (a, b) -> a | b);
      }
      if (prints.get(k).isEmpty()) {
        empty = k;
      }
    }
    List<String> names = new ArrayList<>(masks.keySet());
    for (int i = 0; i < names.size(); i++) {
      bytes("DEDUCE_" + i, names.get(i), i == 0 ? "Jackson JSON: the member names that tell subtypes apart." : null);
    }
    Map<Integer, List<Integer>> byHash = new TreeMap<>();
    for (int i = 0; i < names.size(); i++) {
      byHash.computeIfAbsent(JsonText.hash(names.get(i)), h -> new ArrayList<>()).add(i);
    }
    long all = prints.size() == 64 ? -1L : (1L << prints.size()) - 1;
    m.addStatement("long candidates = 0x$LL", Long.toHexString(all));
    m.addStatement("int kase = $L", empty);
    m.beginControlFlow("if (in.startObjectMembers())");
    m.addStatement("kase = -1");
    m.beginControlFlow("do");
    m.beginControlFlow("switch (in.readNameHash())");
    for (Map.Entry<Integer, List<Integer>> e : byHash.entrySet()) {
      m.addCode("case $L:\n$>", e.getKey());
      for (int i : e.getValue()) {
        m.beginControlFlow("if (in.nameEquals(DEDUCE_$L))", i);
        m.addStatement("candidates &= 0x$LL", Long.toHexString(masks.get(names.get(i))));
        m.endControlFlow();
      }
      m.addStatement("break");
      m.addCode("$<");
    }
    m.addCode("default:\n$>").addStatement("break").addCode("$<");
    m.endControlFlow();
    m.beginControlFlow("if ($T.bitCount(candidates) == 1)", Long.class);
    m.addStatement("kase = $T.numberOfTrailingZeros(candidates)", Long.class);
    m.addStatement("break");
    m.endControlFlow();
    m.addStatement("in.skipValue()");
    m.endControlFlow("while (in.nextMember())");
    m.endControlFlow();
    m.addStatement("in.rewind(start)");
    m.beginControlFlow("switch (kase)");
    for (int k = 0; k < model.cases().size(); k++) {
      m.addStatement("case $L: return $L", k, readCase(model.cases().get(k), "JACKSON"));
    }
    m.addCode("default:\n$>");
    if (info.defaultCase() >= 0) {
      m.addStatement("return $L", readCase(model.cases().get(info.defaultCase()), "JACKSON"));
    } else {
      m.addStatement("throw in.errorAt(at, \"cannot deduce a unique subtype of $L (\" + $T.bitCount(candidates) + \" candidates match)\")",
          typeName(), Long.class);
    }
    m.addCode("$<");
    m.endControlFlow();
  }

  /** The case of the type id just hashed (a hash {@code switch}, verified); unknown: default or an error. */
  private MethodSpec jacksonCase() {
    OneofModel.TypeInfo info = model.typeInfo();
    MethodSpec.Builder m = MethodSpec.methodBuilder("jacksonCase")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(TypeName.INT)
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(TypeName.INT, "at")
        .addParameter(TypeName.INT, "hash");
    Map<Integer, List<String[]>> byHash = new TreeMap<>();
    List<String> known = new ArrayList<>();
    boolean doc = true;
    for (int k = 0; k < model.cases().size(); k++) {
      Case c = model.cases().get(k);
      for (int j = 0; j < c.acceptedIds().size(); j++) {
        String id = c.acceptedIds().get(j);
        String constant = "ID_" + suffix(c) + (j == 0 ? "" : "_" + j);
        bytes(constant, id, doc ? "Jackson JSON: the type ids read as each case." : null);
        doc = false;
        byHash.computeIfAbsent(JsonText.hash(id), h -> new ArrayList<>()).add(new String[] {constant, String.valueOf(k)});
        known.add(id);
      }
    }
    m.beginControlFlow("switch (hash)");
    for (Map.Entry<Integer, List<String[]>> e : byHash.entrySet()) {
      m.addCode("case $L:\n$>", e.getKey());
      for (String[] idCase : e.getValue()) {
        m.beginControlFlow("if (in.nameEquals($N))", idCase[0]);
        m.addStatement("return $L", idCase[1]);
        m.endControlFlow();
      }
      m.addStatement("break");
      m.addCode("$<");
    }
    m.addCode("default:\n$>").addStatement("break").addCode("$<");
    m.endControlFlow();
    if (info.include() == Include.PROPERTY || info.include() == Include.EXISTING_PROPERTY) {
      m.beginControlFlow("if (in.typeIdAbsent(hash))");
      m.addComment("null, an object or an array: no id to Jackson, which looks for a later id member");
      m.addStatement("return $L", NO_ID);
      m.endControlFlow();
    }
    if (info.defaultCase() >= 0) {
      m.addStatement("return $L", info.defaultCase());
    } else {
      m.addStatement("throw in.errorAt(at, \"unknown type id '\" + in.lastName() + $S)",
          "' for " + typeName() + "; known ids: " + String.join(", ", known));
    }
    return m.build();
  }

  /** Protobuf's {@code JsonFormat} of the oneof: at most one member, named by the case (or its proto name). */
  private MethodSpec readProto3() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("readJsonProto3")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(model.type())
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(model.type(), "reuse");
    m.beginControlFlow("if (in.tryNull())").addStatement("return null").endControlFlow();
    m.addStatement("$T m = null", model.type());
    m.addStatement("boolean set = false");
    Map<Integer, List<String[]>> byHash = new TreeMap<>();
    boolean doc = true;
    for (int k = 0; k < model.cases().size(); k++) {
      Case c = model.cases().get(k);
      List<String> names = new ArrayList<>(List.of(c.proto3Name()));
      if (!c.protoName().equals(c.proto3Name())) {
        names.add(c.protoName());
      }
      for (int j = 0; j < names.size(); j++) {
        String constant = "NAME_" + suffix(c) + (j == 0 ? "" : "_PROTO");
        bytes(constant, names.get(j), doc ? "Proto3 JSON: the member names of the cases (JSON and proto names)." : null);
        doc = false;
        byHash.computeIfAbsent(JsonText.hash(names.get(j)), h -> new ArrayList<>()).add(new String[] {constant, String.valueOf(k)});
      }
    }
    m.beginControlFlow("if (in.startObjectMembers())");
    m.beginControlFlow("do");
    m.addStatement("int at = in.position()");
    m.beginControlFlow("member:");
    m.beginControlFlow("switch (in.readNameHash())");
    for (Map.Entry<Integer, List<String[]>> e : byHash.entrySet()) {
      m.addCode("case $L:\n$>", e.getKey());
      for (String[] nc : e.getValue()) {
        Case c = model.cases().get(Integer.parseInt(nc[1]));
        m.beginControlFlow("if (in.nameEquals($N))", nc[0]);
        m.beginControlFlow("if (set)");
        m.addStatement("throw in.errorAt(at, $S)", "a second case of the oneof of " + typeName() + ": only one may be set");
        m.endControlFlow();
        m.addStatement("m = $L", readCase(c, "PROTO3"));
        m.addStatement("set = m != null");
        m.addStatement("break member");
        m.endControlFlow();
      }
      m.addStatement("break");
      m.addCode("$<");
    }
    m.addCode("default:\n$>").addStatement("break").addCode("$<");
    m.endControlFlow();
    m.addStatement("in.skipValue()");
    m.endControlFlow();
    m.endControlFlow("while (in.nextMember())");
    m.endControlFlow();
    m.addStatement("return m");
    return m.build();
  }
}
