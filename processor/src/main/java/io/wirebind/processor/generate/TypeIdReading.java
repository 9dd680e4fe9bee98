package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeIdCheck;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * How a subtype's Jackson reader treats the type id of its hierarchy, as Jackson 2.18 does: the
 * first member named by {@code @JsonTypeInfo(property)} is the id; it must be one of the subtype's
 * ids (any id but another subtype's for the {@code defaultImpl}) and must be present (but for the
 * {@code defaultImpl}); it is assigned to the subtype's property of that name only with {@code
 * visible = true}, and otherwise not (that property keeps its default); later members of that name
 * are ordinary members. Kept in a local {@code typed}, true once the id has been read.
 */
final class TypeIdReading {
  static final String CHECK = "readJacksonTypeId";

  private final String property;
  private final boolean visible;
  private final boolean leadingId;
  private final boolean strict;
  private final FieldModel holder;
  private final TypeIdCheck check;

  TypeIdReading(JsonOptions json, JsonStyle style, List<FieldModel> fields) {
    this.property = style == JsonStyle.JACKSON ? json.typeProperty() : null;
    this.visible = json.typeVisible();
    this.leadingId = property != null && json.typeId() != null;
    this.strict = json.failOnUnknown();
    this.check = property != null ? json.typeIdCheck() : null;
    FieldModel found = null;
    if (property != null) {
      for (FieldModel f : fields) {
        if (JsonNames.written(f, style).equals(property)) {
          found = f;
        }
      }
    }
    this.holder = found;
  }

  /** The id member's name, or null when the message is no subtype (or not in Jackson style). */
  String property() {
    return property;
  }

  boolean visible() {
    return visible;
  }

  /** The subtype's property named like the id, or null. */
  FieldModel holder() {
    return holder;
  }

  /**
   * Whether the reader tries the id as the first member (include = PROPERTY, where it is written
   * first). Not when a visible id has no property to go to and unknown members fail: Jackson then
   * rejects the id as an unknown member, which the member loop does.
   */
  boolean leading() {
    return leadingId && !(visible && holder == null && strict);
  }

  /** Whether the first id member is exempt from failing as unknown (it has no property to go to). */
  boolean exempt() {
    return property != null && holder == null && !visible;
  }

  /** Whether the reader declares {@code typed} without reading a leading id. */
  boolean tracked() {
    return !leading() && (check != null || (exempt() && strict) || (property != null && !visible && holder != null));
  }

  /** Whether the id is checked, and the id member with no property to go to is looked for among unknown members. */
  boolean checked() {
    return check != null;
  }

  /** Whether a missing id fails (after the members, at {@code typeAt}, the object's start). */
  boolean required() {
    return check != null && !check.fallback();
  }

  /** The statements after the members: a missing id fails, as Jackson requires it reading the subtype. */
  CodeBlock requireId() {
    return CodeBlock.builder()
        .beginControlFlow("if (!typed)")
        .addStatement("throw in.errorAt(typeAt, $S)", "missing type id property '" + property + "' for " + check.subtype())
        .endControlFlow()
        .build();
  }

  /**
   * The id's value at the current position: checked, then read as the holder's value ({@code
   * holderRead}) when visible, else consumed.
   */
  CodeBlock idValue(CodeBlock holderRead) {
    boolean assign = visible && holder != null;
    if (check == null) {
      return assign ? holderRead : CodeBlock.of("in.skipValue();\n");
    }
    if (!assign) {
      return CodeBlock.of("$N(in);\n", CHECK);
    }
    return CodeBlock.builder()
        .addStatement("long idMark = in.mark()")
        .addStatement("$N(in)", CHECK)
        .addStatement("in.rewind(idMark)")
        .add(holderRead)
        .build();
  }

  /** {@code read}, the member {@code f} read under {@code name}, or the id when it is the first of its name. */
  CodeBlock read(FieldModel f, String name, CodeBlock read) {
    if (property == null || f != holder || !name.equals(property) || (visible && check == null)) {
      return read;
    }
    return CodeBlock.builder()
        .beginControlFlow("if (!typed)")
        .addStatement("typed = true")
        .add(idValue(read))
        .nextControlFlow("else")
        .add(read)
        .endControlFlow()
        .build();
  }

  /** The skip of an unknown member, which may be the first id member when no property holds it. */
  CodeBlock unknown(String propertyConstant, CodeBlock skip) {
    if (check == null || holder != null) {
      return skip;
    }
    return CodeBlock.builder()
        .beginControlFlow("if (!typed && in.nameEquals($N))", propertyConstant)
        .addStatement("typed = true")
        .addStatement("$N(in)", CHECK)
        .nextControlFlow("else")
        .add(skip)
        .endControlFlow()
        .build();
  }

  /** Adds {@code readJacksonTypeId} and its constants to the codec of a subtype with a checked id. */
  static void addTo(TypeSpec.Builder b, TypeIdCheck check) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(CHECK)
        .addJavadoc("Jackson JSON: reads the type id, which must be one of this subtype's, as Jackson requires reading\n"
            + "the subtype as its own class" + (check.fallback() ? " (as the hierarchy's defaultImpl, any id no other\n"
            + "subtype has is read as this one)" : "") + ".\n")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(RuntimeNames.JSON_READER, "in");
    m.addStatement("int at = in.position()");
    m.beginControlFlow("if (in.tryNull())");
    m.addComment("Jackson reads a null id as a missing one");
    if (check.fallback()) {
      m.addStatement("return");
    } else {
      m.addStatement("throw in.errorAt(at, $S)", "missing type id for " + check.subtype() + " (null)");
    }
    m.endControlFlow();
    m.addStatement("int hash = in.readStringHash()");
    List<String> ok = new ArrayList<>();
    for (int j = 0; j < check.accepted().size(); j++) {
      String constant = "TYPE_ID_OWN" + (j == 0 ? "" : "_" + j);
      FieldSpec.Builder f = FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), constant,
              Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.utf8($S)", RuntimeNames.SUPPORT, check.accepted().get(j));
      if (j == 0) {
        f.addJavadoc("Jackson JSON: the type ids read as this subtype.\n");
      }
      b.addField(f.build());
      ok.add(CodeBlock.of("hash == $L && in.nameEquals($N)", JsonText.hash(check.accepted().get(j)), constant).toString());
    }
    m.beginControlFlow("if ($L)", String.join(" || ", ok)).addStatement("return").endControlFlow();
    m.addCode(rejectOthers(check, "at"));
    b.addMethod(m.build());
  }

  /**
   * After the id just read (still in {@code in.lastName()}, starting at {@code at}) matched none of
   * the subtype's own ids: fails naming it, but for the {@code defaultImpl}, which reads any id no
   * other subtype has.
   */
  static CodeBlock rejectOthers(TypeIdCheck check, String at) {
    CodeBlock.Builder m = CodeBlock.builder();
    m.addStatement("String id = in.lastName()");
    Map<String, List<String>> byOwner = new LinkedHashMap<>();
    check.others().entrySet().stream().sorted(Map.Entry.comparingByKey())
        .forEach(e -> byOwner.computeIfAbsent(e.getValue(), o -> new ArrayList<>()).add(e.getKey()));
    if (!byOwner.isEmpty()) {
      m.beginControlFlow("switch (id)");
      for (Map.Entry<String, List<String>> e : byOwner.entrySet()) {
        for (String id : e.getValue()) {
          m.add("case $S:\n", id);
        }
        m.addStatement("$>throw in.errorAt($N, \"type id '\" + id + $S)$<", at,
            "' is " + e.getKey() + "'s, not " + check.subtype() + "'s");
      }
      m.add("default:\n$>").addStatement("break").add("$<");
      m.endControlFlow();
    }
    if (!check.fallback()) {
      m.addStatement("throw in.errorAt($N, \"unknown type id '\" + id + $S)", at,
          "' for " + check.subtype() + "; known ids: " + String.join(", ", check.accepted()));
    }
    return m.build();
  }
}
