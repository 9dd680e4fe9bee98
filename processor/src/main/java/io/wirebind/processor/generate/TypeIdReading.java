package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
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
import java.util.function.UnaryOperator;
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
  /** The subtype's first id in quotes, when it is printable ASCII without a quote or backslash. */
  private static final String QUOTED = "TYPE_ID_OWN_QUOTED";

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
   * The leading id's value, just after <code>{"property":</code> ({@code constant}) and with {@code
   * typed} true: checked, then read as the holder's value ({@code holderRead}) when visible, else
   * consumed. A {@code null}, object or array is no id to Jackson: the object is then read again from
   * its start with {@code typed} false, where the member is an ordinary one.
   */
  CodeBlock idValue(UnaryOperator<CodeBlock> wrap, CodeBlock memberRead, String constant) {
    boolean assign = visible && holder != null;
    CodeBlock holderRead = assign ? wrap.apply(memberRead) : null;
    if (check == null) {
      return assign ? holderRead : CodeBlock.of("in.skipValue();\n");
    }
    CodeBlock.Builder b = CodeBlock.builder();
    CodeBlock id = idText();
    if (assign && id != null) {
      // the id just checked is the String property's value: taken from the reader, not read again;
      // the subtype's first id as a plain string is matched by its bytes alone
      if (quoted(check)) {
        b.beginControlFlow("if (in.tryQuoted($N))", QUOTED)
            .add(wrap.apply(CodeBlock.of("$N = $S;\n", Names.local(holder), check.accepted().get(0))))
            .nextControlFlow("else if (!$N(in))", CHECK);
      } else {
        b.beginControlFlow("if (!$N(in))", CHECK);
      }
      return b
          .addStatement("in.unreadTypeIdMember($N)", constant)
          .addStatement("typed = false")
          .nextControlFlow("else")
          .add(wrap.apply(id))
          .endControlFlow()
          .build();
    }
    if (assign) {
      b.addStatement("long idMark = in.mark()");
    }
    if (!assign && quoted(check)) {
      b.beginControlFlow("if (!in.tryQuoted($N) && !$N(in))", QUOTED, CHECK);
    } else {
      b.beginControlFlow("if (!$N(in))", CHECK);
    }
    b.addStatement("in.unreadTypeIdMember($N)", constant);
    b.addStatement("typed = false");
    if (assign) {
      b.nextControlFlow("else");
      b.addStatement("in.rewind(idMark)");
      CodeBlock text = text();
      if (text != null) {
        b.beginControlFlow("if (in.peekIsString())").add(holderRead).nextControlFlow("else").add(wrap.apply(text)).endControlFlow();
      } else {
        b.add(holderRead);
      }
    }
    return b.endControlFlow().build();
  }

  /**
   * Whether the reader can start just after a leading id the hierarchy's codec has read and matched
   * ({@link io.wirebind.processor.model.OneofModel#AFTER_TYPE_ID}): the id is checked, and either
   * not assigned or assigned to a {@code String} property, whose value is then the id's text.
   */
  boolean resumable() {
    return check != null && (!(visible && holder != null) || idText() != null);
  }

  /**
   * What reading on after an id the hierarchy's codec has matched does with it: assigns its text
   * (still the reader's last name) to the holder when visible; nothing else.
   */
  CodeBlock matchedId(UnaryOperator<CodeBlock> wrap) {
    return visible && holder != null ? wrap.apply(idText()) : CodeBlock.of("");
  }

  /**
   * Where the holder is a {@code String}: its read of a visible id that is a number or boolean,
   * which Jackson passes on to it as the id's text ({@code "1"}); else null.
   */
  private CodeBlock text() {
    if (holder == null || !holder.javaType().equals(ClassName.get(String.class))) {
      return null;
    }
    return CodeBlock.builder()
        .addStatement("$N = in.lastName()", Names.local(holder))
        .addStatement("in.skipValue()")
        .build();
  }

  /**
   * Where the holder is a {@code String}: its assignment of the id {@link #CHECK} just accepted,
   * which is the text of the id's string (unescaped) or of its number or boolean, as the holder's
   * read would make it: the subtype's first id as a constant when it is that one, else {@code
   * in.lastName()}; else null.
   */
  private CodeBlock idText() {
    if (text() == null) {
      return null;
    }
    if (check.accepted().isEmpty()) {
      return CodeBlock.of("$N = in.lastName();\n", Names.local(holder));
    }
    return CodeBlock.of("$N = in.nameEquals(TYPE_ID_OWN) ? $S : in.lastName();\n",
        Names.local(holder), check.accepted().get(0));
  }

  /**
   * The statement that, at an id member's value with no id read yet, checks it and sets {@code
   * typed}, as a condition true when the value is still to be read as an ordinary member: an id
   * already read, or a {@code null}, object or array, which Jackson passes over as no id.
   */
  private CodeBlock notId() {
    return CodeBlock.of("typed || !(typed = $N(in))", CHECK);
  }

  /**
   * The member {@code f} read under {@code name} ({@code memberRead} wrapped by {@code wrap}), or the
   * id when it is the first of its name.
   */
  CodeBlock read(FieldModel f, String name, UnaryOperator<CodeBlock> wrap, CodeBlock memberRead) {
    CodeBlock read = wrap.apply(memberRead);
    if (property == null || f != holder || !name.equals(property) || (visible && check == null)) {
      return read;
    }
    if (check == null) {
      return CodeBlock.builder()
          .beginControlFlow("if (!typed)")
          .addStatement("typed = true")
          .add(idValue(wrap, memberRead, null))
          .nextControlFlow("else")
          .add(read)
          .endControlFlow()
          .build();
    }
    if (!visible) {
      return CodeBlock.builder().beginControlFlow("if ($L)", notId()).add(read).endControlFlow().build();
    }
    // the id goes to its property too; a value that is no id is that property's ordinary value
    CodeBlock id = idText();
    if (id != null) {
      return CodeBlock.builder()
          .beginControlFlow("if (!typed && (typed = $N(in)))", CHECK)
          .add(wrap.apply(id))
          .nextControlFlow("else")
          .add(read)
          .endControlFlow()
          .build();
    }
    CodeBlock text = text();
    CodeBlock.Builder b = CodeBlock.builder();
    b.add("{\n$>");
    if (text != null) {
      b.addStatement("boolean idText = false");
    }
    b.beginControlFlow("if (!typed)");
    b.addStatement("long idMark = in.mark()");
    b.beginControlFlow("if (typed = $N(in))", CHECK);
    b.addStatement("in.rewind(idMark)");
    if (text != null) {
      b.addStatement("idText = !in.peekIsString()");
    }
    b.endControlFlow();
    b.endControlFlow();
    if (text != null) {
      b.beginControlFlow("if (idText)").add(wrap.apply(text)).nextControlFlow("else").add(read).endControlFlow();
    } else {
      b.add(read);
    }
    return b.add("$<}\n").build();
  }

  /** The skip of an unknown member, which may be the first id member when no property holds it. */
  CodeBlock unknown(String propertyConstant, CodeBlock skip) {
    if (check == null || holder != null) {
      return skip;
    }
    return CodeBlock.builder()
        .beginControlFlow("if (!in.nameEquals($N) || $L)", propertyConstant, notId())
        .add(skip)
        .endControlFlow()
        .build();
  }

  /**
   * An unknown member that fails unless it is the first id member ({@code exempt()}): with a check,
   * a {@code null}, object or array there is no id, and fails as unknown, as Jackson passes it on.
   */
  CodeBlock strictUnknown(String propertyConstant, CodeBlock fail) {
    if (check == null) {
      return CodeBlock.builder()
          .beginControlFlow("if (typed || !in.nameEquals($N))", propertyConstant)
          .add(fail)
          .endControlFlow()
          .addStatement("typed = true")
          .addStatement("in.skipValue()")
          .build();
    }
    return CodeBlock.builder()
        .beginControlFlow("if (!in.nameEquals($N) || $L)", propertyConstant, notId())
        .add(fail)
        .endControlFlow()
        .build();
  }

  /** An any-setter's member, unless it is the first id member ({@code exempt()}), which is checked and consumed. */
  CodeBlock anyMember(String propertyConstant, CodeBlock keep) {
    if (check == null) {
      return CodeBlock.builder()
          .beginControlFlow("if (!typed && in.nameEquals($N))", propertyConstant)
          .addStatement("typed = true")
          .addStatement("in.skipValue()")
          .nextControlFlow("else")
          .add(keep)
          .endControlFlow()
          .build();
    }
    return CodeBlock.builder()
        .beginControlFlow("if (!in.nameEquals($N) || $L)", propertyConstant, notId())
        .add(keep)
        .endControlFlow()
        .build();
  }

  /** Adds {@code readJacksonTypeId} and its constants to the codec of a subtype with a checked id. */
  static void addTo(TypeSpec.Builder b, TypeIdCheck check) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(CHECK)
        .addJavadoc("Jackson JSON: reads the type id, which must be one of this subtype's, as Jackson requires reading\n"
            + "the subtype as its own class" + (check.fallback() ? " (as the hierarchy's defaultImpl, any id no other\n"
            + "subtype has is read as this one)" : "") + "; a number or boolean is its text. False, reading\n"
            + "nothing, for null, an object or an array, which Jackson passes over.\n")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(TypeName.BOOLEAN)
        .addParameter(RuntimeNames.JSON_READER, "in");
    m.addStatement("int at = in.position()");
    m.addStatement("int hash = in.readTypeIdHash()");
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
    if (quoted(check)) {
      b.addField(FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), QUOTED, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("Jackson JSON: the first of them as a JSON string needing no escape, matched by its bytes.\n")
          .initializer("$T.utf8($S)", RuntimeNames.SUPPORT, "\"" + check.accepted().get(0) + "\"")
          .build());
    }
    m.beginControlFlow("if ($L)", String.join(" || ", ok)).addStatement("return true").endControlFlow();
    m.beginControlFlow("if (in.typeIdAbsent(hash))");
    m.addComment("null, an object or an array: no id to Jackson, which looks for a later id member");
    m.addStatement("return false");
    m.endControlFlow();
    m.addCode(rejectOthers(check, "at"));
    if (check.fallback()) {
      m.addStatement("return true");
    }
    b.addMethod(m.build());
  }

  /**
   * Whether the subtype's first id, as a JSON string, needs no escape (printable ASCII without a
   * quote or backslash): a leading id of exactly those bytes is then accepted without hashing it.
   */
  private static boolean quoted(TypeIdCheck check) {
    if (check.accepted().isEmpty()) {
      return false;
    }
    String id = check.accepted().get(0);
    return id.chars().allMatch(c -> c >= 0x20 && c <= 0x7E && c != '"' && c != '\\');
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
