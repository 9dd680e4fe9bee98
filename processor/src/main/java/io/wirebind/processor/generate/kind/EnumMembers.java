package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.RuntimeNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * The members an enum adds to each codec using it: the number mapping (a table when the numbers
 * are the ordinals, else a {@code switch}), the quoted and plain name tables, and one name reader
 * per JSON style (a hash {@code switch} verified against the plain names).
 */
final class EnumMembers {
  private EnumMembers() {}

  static String suffix(EnumKind e) {
    return String.join("_", e.type().simpleNames());
  }

  /**
   * The table of the enum's constants in ordinal order: the numbers' table when they are the
   * ordinals, and what writers walk instead of an {@code EnumSet} or an {@code EnumMap} (their own
   * order) to allocate no iterator.
   */
  static String constants(EnumKind e) {
    return "VALUES_" + JsonText.constant(suffix(e));
  }

  static String toNumber(EnumKind e) {
    return "number" + suffix(e);
  }

  static String fromNumber(EnumKind e) {
    return "enum" + suffix(e);
  }

  /** The table of quoted constant names, shared by both styles. */
  static String quotedNames(EnumKind e) {
    return "JSON_" + JsonText.constant(suffix(e));
  }

  /** The quoted names written in {@code style}: Jackson's own when a constant is renamed. */
  static String quotedNames(EnumKind e, JsonStyle style) {
    return style == JsonStyle.JACKSON && e.renamed() ? "JACKSON_" + JsonText.constant(suffix(e)) : quotedNames(e);
  }

  /**
   * The names read in {@code style} as (name, ordinal) pairs, indexing {@link #readNamesTable}: the
   * Java names, or for Jackson style of a renamed enum its names and aliases.
   */
  static List<Object[]> readNames(EnumKind e, JsonStyle style) {
    if (style == JsonStyle.JACKSON && e.renamed()) {
      return jacksonNames(e);
    }
    List<Object[]> names = new ArrayList<>();
    for (int i = 0; i < e.constants().size(); i++) {
      names.add(new Object[] {e.constants().get(i).name(), i});
    }
    return names;
  }

  static String readNamesTable(EnumKind e, JsonStyle style) {
    return style == JsonStyle.JACKSON && e.renamed() ? "JACKSON_" + plainNames(e) : plainNames(e);
  }

  /** The names Jackson-style reading accepts for a renamed enum: (name, ordinal) pairs. */
  private static List<Object[]> jacksonNames(EnumKind e) {
    List<Object[]> out = new ArrayList<>();
    for (int i = 0; i < e.constants().size(); i++) {
      EnumConstant c = e.constants().get(i);
      out.add(new Object[] {c.jsonName(), i});
      for (String a : c.aliases()) {
        out.add(new Object[] {a, i});
      }
    }
    return out;
  }

  /** The table of plain (unquoted, unescaped) constant names, for matching input. */
  static String plainNames(EnumKind e) {
    return "NAMES_" + JsonText.constant(suffix(e));
  }

  static String reader(EnumKind e, JsonStyle style) {
    return (style == JsonStyle.PROTO3 ? "proto3Enum" : "jsonEnum") + suffix(e);
  }

  static void addNameTables(TypeSpec.Builder codec, EnumKind e) {
    TypeName table = ArrayTypeName.of(ArrayTypeName.of(TypeName.BYTE));
    CodeBlock.Builder init = CodeBlock.builder().add("{");
    for (int i = 0; i < e.constants().size(); i++) {
      init.add(i == 0 ? "" : ", ")
          .add("$T.utf8($S)", RuntimeNames.SUPPORT, "\"" + JsonText.escape(e.constants().get(i).name()) + "\"");
    }
    codec.addField(
        FieldSpec.builder(table, quotedNames(e), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Quoted JSON names of {@link $T} constants, by ordinal.\n", e.type())
            .initializer(init.add("}").build())
            .build());
    CodeBlock.Builder plain = CodeBlock.builder().add("{");
    for (int i = 0; i < e.constants().size(); i++) {
      plain.add(i == 0 ? "" : ", ").add("$T.utf8($S)", RuntimeNames.SUPPORT, e.constants().get(i).name());
    }
    codec.addField(
        FieldSpec.builder(table, plainNames(e), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Names of {@link $T} constants as read, by ordinal.\n", e.type())
            .initializer(plain.add("}").build())
            .build());
    if (!e.renamed()) {
      return;
    }
    CodeBlock.Builder jq = CodeBlock.builder().add("{");
    for (int i = 0; i < e.constants().size(); i++) {
      jq.add(i == 0 ? "" : ", ")
          .add("$T.utf8($S)", RuntimeNames.SUPPORT, "\"" + JsonText.escape(e.constants().get(i).jsonName()) + "\"");
    }
    codec.addField(
        FieldSpec.builder(table, quotedNames(e, JsonStyle.JACKSON), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Quoted Jackson names ({@code @JsonProperty}) of {@link $T} constants, by ordinal.\n", e.type())
            .initializer(jq.add("}").build())
            .build());
    CodeBlock.Builder jp = CodeBlock.builder().add("{");
    List<Object[]> names = jacksonNames(e);
    for (int i = 0; i < names.size(); i++) {
      jp.add(i == 0 ? "" : ", ").add("$T.utf8($S)", RuntimeNames.SUPPORT, (String) names.get(i)[0]);
    }
    codec.addField(
        FieldSpec.builder(table, "JACKSON_" + plainNames(e), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Jackson names and aliases of {@link $T} constants as read.\n", e.type())
            .initializer(jp.add("}").build())
            .build());
  }

  /**
   * The reader for {@code style}: by name (a hash {@code switch}, verified), and for Jackson also by
   * ordinal, for proto3 also by number.
   */
  static void addReader(TypeSpec.Builder codec, EnumKind e, JsonStyle style) {
    MethodSpec.Builder m =
        MethodSpec.methodBuilder(reader(e, style))
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(e.type())
            .addParameter(RuntimeNames.JSON_READER, "in");
    m.beginControlFlow("if (in.peekIsNumber())");
    if (style == JsonStyle.PROTO3) {
      m.addStatement("int number = in.readInt()");
      m.addStatement("return $L(number)", fromNumber(e)); // unknown numbers read as null
    } else {
      m.addStatement("int ordinal = in.readInt()");
      m.beginControlFlow("if (ordinal < 0 || ordinal >= $L)", e.constants().size());
      m.addStatement("throw in.error($S + ordinal)", "no constant of " + e.type().simpleName() + " has index ");
      m.endControlFlow();
      m.addStatement("return $T.values()[ordinal]", e.type());
    }
    m.endControlFlow();
    m.addStatement("int at = in.position()");
    List<Object[]> names = readNames(e, style);
    String plain = readNamesTable(e, style);
    Map<Integer, List<Integer>> byHash = new TreeMap<>();
    for (int j = 0; j < names.size(); j++) {
      byHash.computeIfAbsent(JsonText.hash((String) names.get(j)[0]), h -> new ArrayList<>()).add(j);
    }
    m.beginControlFlow("switch (in.readStringHash())");
    for (Map.Entry<Integer, List<Integer>> h : byHash.entrySet()) {
      m.addCode("case $L:\n$>", h.getKey());
      for (int j : h.getValue()) {
        m.beginControlFlow("if (in.nameEquals($N[$L]))", plain, j);
        m.addStatement("return $T.$N", e.type(), e.constants().get((Integer) names.get(j)[1]).name());
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

  /** The number mapping methods (and a constants table when the numbers are the ordinals). */
  static void addNumberMapping(TypeSpec.Builder codec, EnumKind e) {
    boolean ordinal = true;
    for (int i = 0; i < e.constants().size(); i++) {
      ordinal &= e.constants().get(i).number() == i;
    }
    MethodSpec.Builder to =
        MethodSpec.methodBuilder(toNumber(e))
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(TypeName.INT)
            .addParameter(e.type(), "value");
    MethodSpec.Builder from =
        MethodSpec.methodBuilder(fromNumber(e))
            .addJavadoc("The constant numbered {@code number}, or null for a number this enum lacks.\n")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(e.type())
            .addParameter(TypeName.INT, "number");
    String table = constants(e);
    codec.addField(
        FieldSpec.builder(ArrayTypeName.of(e.type()), table, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("$T.values()", e.type())
            .build());
    if (ordinal) {
      to.addStatement("return value.ordinal()");
      from.addStatement("return number >= 0 && number < $L.length ? $L[number] : null", table, table);
    } else {
      to.beginControlFlow("switch (value)");
      for (EnumConstant c : e.constants()) {
        to.addStatement("case $N: return $L", c.name(), c.number());
      }
      to.addStatement("default: throw new $T(value.name())", AssertionError.class);
      to.endControlFlow();
      from.beginControlFlow("switch (number)");
      for (EnumConstant c : e.constants()) {
        from.addStatement("case $L: return $T.$N", c.number(), e.type(), c.name());
      }
      from.addStatement("default: return null");
      from.endControlFlow();
    }
    codec.addMethod(to.build()).addMethod(from.build());
  }
}
