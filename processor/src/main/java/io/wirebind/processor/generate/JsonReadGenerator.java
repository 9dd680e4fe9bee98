package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JacksonRules;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.NestedKind;
import io.wirebind.processor.model.OneofModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.OptionalType;
import io.wirebind.processor.generate.kind.NullableKind;
import io.wirebind.processor.model.ValueKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Generates a JSON reader for one style: member names are dispatched by a compile-time hash
 * {@code switch} and then verified byte by byte, so a name that merely collides never binds.
 */
final class JsonReadGenerator {
  static final ClassName JSON_READER = RuntimeNames.JSON_READER;
  static final ClassName SUPPORT = ProtoReadGenerator.SUPPORT;

  private final MessageModel model;
  private final JsonStyle style;
  private final JsonNameConstants names;
  /** The members of {@code @JsonUnwrapped} properties, read inline; null when there are none. */
  private final UnwrappedJson.Reading unwrapped;
  /** Whether the reader takes {@code afterId}: it can start after a leading id already matched. */
  private boolean resumable;

  private JsonReadGenerator(MessageModel model, JsonStyle style) {
    this.unwrapped = UnwrappedJson.reading(model, style);
    this.model = unwrapped == null ? model : unwrapped.model();
    this.style = style;
    this.names = new JsonNameConstants(style);
  }

  static String methodName(JsonStyle style) {
    return style == JsonStyle.PROTO3 ? "readJsonProto3" : "readJsonJackson";
  }

  /** Adds the reader for {@code style} and its name constants to {@code codec}. */
  static void addTo(TypeSpec.Builder codec, MessageModel model, JsonStyle style) {
    JsonReadGenerator g = new JsonReadGenerator(model, style);
    MethodSpec method = g.method();
    g.names.addTo(codec);
    codec.addMethod(method);
    if (style == JsonStyle.JACKSON && g.model.json().typeProperty() != null && g.model.json().typeId() != null) {
      g.addAfterTypeId(codec);
    }
  }

  /**
   * {@link OneofModel#AFTER_TYPE_ID}, which the hierarchy's codec calls after reading and matching
   * the leading id, with the object's start marked ({@code start}); a reader that cannot start
   * there reads the object from its start.
   */
  private void addAfterTypeId(TypeSpec.Builder codec) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(OneofModel.AFTER_TYPE_ID)
        .addJavadoc("Jackson JSON after the type id member that opens the object (marked at {@code start}), which the\n"
            + "hierarchy's codec has read and matched to one of this subtype's ids, still the reader's last name.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(model.type())
        .addParameter(JSON_READER, "in")
        .addParameter(model.type(), "reuse")
        .addParameter(TypeName.LONG, "start");
    if (!resumable) {
      codec.addMethod(m.addComment("this reader reads the id itself")
          .addStatement("in.rewind(start)")
          .addStatement("return readJson(in, reuse, $T.JACKSON)", RuntimeNames.JSON_STYLE)
          .build());
      return;
    }
    codec.addMethod(m.beginControlFlow("try")
        .addStatement("return $N(in, reuse, true)", methodName(style))
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $N(in, e)", FailureCode.JSON_FAILURE)
        .endControlFlow()
        .build());
    codec.addMethod(MethodSpec.methodBuilder(methodName(style))
        .addModifiers(Modifier.PRIVATE)
        .returns(model.type())
        .addParameter(JSON_READER, "in")
        .addParameter(model.type(), "reuse")
        .addStatement("return $N(in, reuse, false)", methodName(style))
        .build());
  }

  /** The names a member of {@code f} is accepted under (proto3 takes the original name too). */
  private List<String> acceptedNames(FieldModel f) {
    List<String> names = new ArrayList<>();
    names.add(JsonNames.written(f, style));
    if (style == JsonStyle.PROTO3 && !names.contains(f.name())) {
      names.add(f.name());
    }
    if (style == JsonStyle.PROTO3 && !names.contains(f.jsonName())) {
      names.add(f.jsonName());
    }
    if (style == JsonStyle.JACKSON) {
      if (!f.jackson().read() || AnyPropertiesCode.is(model, style, f)) {
        return List.of(); // READ_ONLY: the member is skipped
      }
      for (String alias : f.jackson().aliases()) {
        if (!names.contains(alias)) {
          names.add(alias);
        }
      }
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
    List<FieldModel> fields = model.fields();
    TypeIdReading ids = new TypeIdReading(AnyPropertiesCode.typeIdOptions(model, style), style, fields);
    List<FieldModel> order = new ArrayList<>();
    for (FieldModel f : unwrapped == null ? JsonWriteGenerator.written(model, style) : unwrapped.order()) {
      if (style == JsonStyle.PROTO3 || f.jackson().read()) {
        order.add(f);
      }
    }
    String typeId = ids.leading() ? ids.property() : null;
    // compact JSON's object and first name are matched before null is looked for: one look at the
    // first byte less for every message read (a type id or an array shape starts otherwise)
    boolean started = !order.isEmpty() && typeId == null && !ids.required()
        && !ArrayShapeJson.applies(model, style);
    if (started) {
      names.quoted(order.get(0)); // the constants in the order the fast path below names them
      b.addStatement("boolean started = in.tryStartName($N)", names.braceQuoted(order.get(0)));
      b.beginControlFlow("if (!started && in.tryNull())").addStatement("return null").endControlFlow();
    } else {
      b.beginControlFlow("if (in.tryNull())").addStatement("return null").endControlFlow();
    }
    if (ids.required()) {
      b.addStatement("int typeAt = in.position()");
    }
    if (unwrapped != null) {
      b.addCode(unwrapped.instances());
    }
    if (model.immutable()) {
      for (FieldModel f : fields) {
        b.addStatement("$T $N = $L", f.javaType(), Names.local(f),
            unwrapped != null && unwrapped.leaf(f) ? unwrapped.init(f)
                : AnyPropertiesCode.is(model, style, f) ? AnyPropertiesCode.startImmutable(model) : zero(f.type()));
      }
    } else {
      b.addStatement("$T cur = reuse != null ? reuse : new $T()", model.type(), model.type());
      for (FieldModel f : fields) {
        if (unwrapped != null && unwrapped.leaf(f)) {
          b.addStatement("$T $N = $L", f.javaType(), Names.local(f), unwrapped.init(f));
          continue;
        }
        if (heldArray(f)) {
          b.addStatement("$T $N = $L", ObjectArrayCode.javaType(f), Names.local(f), Access.held(f, "cur"));
          continue;
        }
        if (Access.setterOnly(f)) {
          // Jackson calls the setter of a member present, and nothing else
          b.addStatement("boolean $N = false", Access.readFlag(f));
          b.addStatement("$T $N = $L", f.javaType(), Names.local(f), zero(f.type()));
          continue;
        }
        // absent members keep the value a new instance has, as with Jackson
        CodeBlock init = AnyPropertiesCode.is(model, style, f) ? AnyPropertiesCode.start(f)
            : Access.putEach(f) ? CodeBlock.of("null")
            : containerOrMessage(f.type()) ? Access.get(f, "cur")
            : f.type() instanceof ValueKind k ? k.jsonAbsent(Access.get(f, "DEFAULTS"))
            : Access.get(f, "DEFAULTS");
        b.addStatement("$T $N = $L", f.javaType(), Names.local(f), init);
      }
    }
    int tracked = 0;
    for (FieldModel f : fields) {
      if (tracked(f)) {
        tracked++;
      }
    }
    for (int i = 0; i < tracked; i += 64) {
      b.addStatement("long seen$L = 0L", i >>> 6);
    }
    if (model.unknownFields() != null) {
      b.addCode(UnknownJsonCode.start(model));
    }
    Map<Integer, List<Object[]>> byHash = new TreeMap<>();
    for (FieldModel f : fields) {
      for (String name : acceptedNames(f)) {
        byHash.computeIfAbsent(JsonText.hash(name), h -> new ArrayList<>()).add(new Object[] {f, name});
      }
    }
    List<FieldModel> trackedFields = new ArrayList<>();
    for (FieldModel f : fields) {
      if (tracked(f)) {
        trackedFields.add(f);
      }
    }
    List<FieldModel> required = new ArrayList<>();
    for (FieldModel f : fields) {
      if (style == JsonStyle.JACKSON && f.jackson().required()) {
        required.add(f);
        b.addStatement("boolean $N = false", requiredLocal(f));
      }
    }
    FieldModel any = AnyPropertiesCode.field(model, style);
    if (style == JsonStyle.JACKSON
        && (model.json().failOnUnknown() || model.unknownFields() != null || any != null)) {
      for (String name : AnyPropertiesCode.skipped(model, style)) {
        // ignored names and READ_ONLY members are skipped, never unknown
        byHash.computeIfAbsent(JsonText.hash(name), h -> new ArrayList<>()).add(new Object[] {null, name});
      }
    }
    if (ArrayShapeJson.applies(model, style)) {
      b.addCode(ArrayShapeJson.read(model, order, f -> member(f, trackedFields)));
      return finish(b, fields, trackedFields, required);
    }
    CreatorRepeats repeats = CreatorRepeats.of(model, style, ids);
    b.addCode(repeats.declare());
    if (order.isEmpty()) {
      if (ids.tracked() || ids.checked()) {
        b.addStatement("boolean typed = false");
      }
      b.addStatement("boolean more = in.startObjectMembers()");
    } else {
      b.addStatement("boolean more = true");
      b.addComment("fast path: members in the order they are written, each name matched in one comparison");
      if (typeId != null) {
        // a subtype: its hierarchy's type id comes first, as Jackson writes it; skipped, or
        // assigned to the property of its name when visible
        String constant = names.braceQuotedTypeId(typeId);
        if (ids.resumable()) {
          // the hierarchy's codec may have read and matched the id already (AFTER_TYPE_ID)
          resumable = true;
          b.addParameter(TypeName.BOOLEAN, "afterId");
          b.addStatement("boolean typed = afterId || in.tryStartName($N)", constant);
          b.beginControlFlow("if (afterId)");
          b.addCode(ids.matchedId(r -> repeats.seen(ids.holder(), r)));
          b.nextControlFlow("else if (typed)");
        } else {
          b.addStatement("boolean typed = in.tryStartName($N)", constant);
          b.beginControlFlow("if (typed)");
        }
        b.addCode(ids.idValue(r -> repeats.seen(ids.holder(), r),
            ids.holder() != null ? member(ids.holder(), trackedFields) : null, constant));
        b.endControlFlow();
      } else if (ids.tracked()) {
        b.addStatement("boolean typed = false");
      }
      b.beginControlFlow("ordered:");
      for (int i = 0; i < order.size(); i++) {
        FieldModel f = order.get(i);
        String quoted = names.quoted(f);
        if (i == 0 && typeId != null) {
          b.beginControlFlow(
              "if (typed ? !in.tryNextName($N) && (!(more = in.nextMember()) || !in.tryName($N))"
                  + " : !in.tryStartName($N) && (!(more = in.startObjectMembers()) || !in.tryName($N)))",
              names.commaQuoted(f), quoted, names.braceQuoted(f), quoted);
        } else if (i == 0 && started) {
          b.beginControlFlow(
              "if (!started && (!(more = in.startObjectMembers()) || !in.tryName($N)))", quoted);
        } else if (i == 0) {
          b.beginControlFlow(
              "if (!in.tryStartName($N) && (!(more = in.startObjectMembers()) || !in.tryName($N)))",
              names.braceQuoted(f), quoted);
        } else {
          b.beginControlFlow(
              "if (!in.tryNextName($N) && (!(more = in.nextMember()) || !in.tryName($N)))",
              names.commaQuoted(f), quoted);
        }
        b.addCode(repeats.readInOrder(order.subList(0, i)));
        b.addStatement("break ordered").endControlFlow();
        int at = i;
        b.addCode(ids.read(f, JsonNames.written(f, style), r -> repeats.inOrder(f, order, at, r), member(f, trackedFields)));
      }
      b.addCode(repeats.readInOrder(order));
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
        if (f == null) {
          String skip = names.skipped(name);
          b.beginControlFlow("if (in.nameEquals($N))", skip);
          b.addStatement("in.skipValue()");
          b.addStatement("break member");
          b.endControlFlow();
          continue;
        }
        String constant = names.name(f, name);
        b.beginControlFlow("if (in.nameEquals($N))", constant);
        b.addCode(ids.read(f, name, r -> repeats.anyOrder(f, r), member(f, trackedFields)));
        b.addStatement("break member");
        b.endControlFlow();
      }
      b.addStatement("break");
      b.addCode("$<");
    }
    b.addCode("default:\n$>").addStatement("break").addCode("$<");
    b.endControlFlow();
    if (any != null && ids.exempt()) {
      // the first type id of the subtype's hierarchy is checked and consumed; every other member is kept
      b.addCode(ids.anyMember(names.typeProperty(ids.property()), AnyPropertiesCode.read(model, any, anyValue(any))));
    } else if (any != null) {
      b.addCode(AnyPropertiesCode.read(model, any, anyValue(any))); // every other member, as Jackson keeps it
    } else if (model.json().failOnUnknown() && ids.exempt()) {
      // the type id of the subtype's hierarchy is no unknown member (its first occurrence)
      b.addCode(ids.strictUnknown(names.typeProperty(ids.property()),
          CodeBlock.of("throw in.unknownMember($T.class);\n", model.rawType())));
    } else if (model.json().failOnUnknown()) {
      b.addStatement("throw in.unknownMember($T.class)", model.rawType());
    } else {
      if (ids.checked() && ids.holder() == null) {
        names.typeProperty(ids.property());
      }
      b.addCode(ids.unknown(names.typeProperty(),
          model.unknownFields() != null ? UnknownJsonCode.keep() : CodeBlock.of("in.skipValue();\n")));
    }
    b.endControlFlow();
    b.addStatement("more = in.nextMember()");
    b.endControlFlow();
    if (ids.required()) {
      b.addCode(ids.requireId());
    }
    return finish(b, fields, trackedFields, required);
  }

  /** After the members: required checks, absent containers and messages, the instance. */
  private MethodSpec finish(MethodSpec.Builder b, List<FieldModel> fields,
      List<FieldModel> trackedFields, List<FieldModel> required) {
    for (FieldModel f : required) {
      b.addStatement("if (!$N) throw in.error($S)", requiredLocal(f),
          "missing required member '" + JsonNames.written(f, style) + "'");
    }
    // absent containers and messages
    for (FieldModel f : trackedFields) {
      String v = Names.local(f);
      int idx = trackedFields.indexOf(f);
      CodeBlock unseen = CodeBlock.of("(seen$L & 0x$LL) == 0", idx >>> 6, Long.toHexString(1L << (idx & 63)));
      if (model.immutable() || unwrapped != null && unwrapped.leaf(f) || Access.setterOnly(f)) {
        // locals start null, as Jackson passes null for a missing creator property; a setter-only
        // property's setter is not called when its member is absent
        continue;
      }
      if (style == JsonStyle.JACKSON) {
        // a new instance already holds its own value; a reused one takes a new instance's
        b.beginControlFlow("if (reuse != null && $L)", unseen);
      } else {
        b.beginControlFlow("if ($L)", unseen);
      }
      b.addStatement("$N = $L", v, heldArray(f)
          ? ObjectArrayCode.jsonAbsent(style, f, model.type().toString())
          : JsonAbsentCode.value(model, style, f));
      b.endControlFlow();
    }
    if (model.immutable()) {
      List<CodeBlock> args = new ArrayList<>();
      for (String name : model.creation().constructorFields()) {
        args.add(Access.arg(model, name));
      }
      if (style == JsonStyle.JACKSON && model.creation().builder() != null) {
        b.addCode(Access.build(model, "m", args, f -> {
          int idx = trackedFields.indexOf(f);
          return CodeBlock.of("(seen$L & 0x$LL) != 0", idx >>> 6, Long.toHexString(1L << (idx & 63)));
        }));
      } else {
        b.addStatement("$T m = $L", model.type(), Access.create(model, model.type(), args));
      }
      for (FieldModel f : fields) {
        if (Access.settable(f) && (unwrapped == null || !unwrapped.leaf(f))) {
          b.addCode(Access.set(f, "m", CodeBlock.of("$N", Names.local(f))));
        }
      }
      if (unwrapped != null) {
        b.addCode(unwrapped.assemble("m"));
      }
      if (model.unknownFields() != null) {
        b.addCode(UnknownJsonCode.store(model, "m"));
      }
      b.addStatement("return m");
    } else {
      for (FieldModel f : fields) {
        CodeBlock local = CodeBlock.of("$N", Names.local(f));
        if (heldArray(f)) {
          b.addCode(Access.assign(f, "cur", local));
        } else if (Access.setterOnly(f)) {
          b.addCode(Access.setIfRead(f, "cur", local));
        } else if (unwrapped == null || !unwrapped.leaf(f)) {
          b.addCode(Access.set(f, "cur", local));
        }
      }
      if (unwrapped != null) {
        b.addCode(unwrapped.assemble("cur"));
      }
      if (model.unknownFields() != null) {
        b.addCode(UnknownJsonCode.store(model, "cur"));
      }
      b.addStatement("return cur");
    }
    return b.build();
  }

  /** Whether {@code f} is an object array decoded into the array the instance holds. */
  private boolean heldArray(FieldModel f) {
    return ObjectArrayCode.applies(model, f) && (unwrapped == null || !unwrapped.leaf(f));
  }

  private static String requiredLocal(FieldModel f) {
    return "required_" + f.name();
  }

  private static boolean containerOrMessage(TypeModel t) {
    return t instanceof ListType || t instanceof MapType || t instanceof NestedKind || t instanceof ArrayType;
  }

  /** A record's local before its member is read: Jackson gives an absent optional as empty. */
  static CodeBlock zero(TypeModel t) {
    if (t instanceof OptionalType o) {
      return o.empty();
    }
    return t instanceof Kind k ? k.javaDefault() : CodeBlock.of("null");
  }

  /** Reads one member's value into its local, as {@code @JsonSetter(nulls)} asks. */
  private CodeBlock member(FieldModel f, List<FieldModel> tracked) {
    JacksonRules.Nulls nulls = style == JsonStyle.JACKSON ? f.jackson().nulls() : JacksonRules.Nulls.SET;
    if (nulls == JacksonRules.Nulls.SET
        || nulls == JacksonRules.Nulls.AS_EMPTY && f.type() instanceof Kind k && k.primitive()) {
      return memberValue(f, tracked, nulls == JacksonRules.Nulls.AS_EMPTY); // a null primitive is already its zero
    }
    if (nulls == JacksonRules.Nulls.AS_EMPTY) {
      return NullsAsEmptyCode.member(f, memberValue(f, tracked), nullSeen(f, tracked),
          heldArray(f) ? ObjectArrayCode.trim(f, Names.local(f), "0") : NullsAsEmptyCode.empty(f));
    }
    CodeBlock.Builder c = CodeBlock.builder();
    if (style == JsonStyle.JACKSON && f.jackson().required()) {
      c.addStatement("$N = true", requiredLocal(f));
    }
    if (nulls == JacksonRules.Nulls.SKIP) {
      // the property keeps the value it had, as if the member were absent
      return c.beginControlFlow("if (!in.tryNull())").add(memberValue(f, tracked)).endControlFlow().build();
    }
    c.addStatement("if (in.tryNull()) throw in.error($S)",
        "null for '" + JsonNames.written(f, style) + "', which does not accept null (@JsonSetter(nulls = FAIL))");
    return c.add(memberValue(f, tracked)).build();
  }

  /** What reading a member marks: its required flag and its seen bit, if it has them. */
  private CodeBlock nullSeen(FieldModel f, List<FieldModel> tracked) {
    CodeBlock.Builder c = CodeBlock.builder();
    if (style == JsonStyle.JACKSON && f.jackson().required()) {
      c.addStatement("$N = true", requiredLocal(f));
    }
    if (tracked(f)) {
      int idx = tracked.indexOf(f);
      c.addStatement("seen$L |= 0x$LL", idx >>> 6, Long.toHexString(1L << (idx & 63)));
    }
    return c.build();
  }

  /**
   * Whether reading {@code f} sets a seen bit: containers and messages (an absent one gets a new
   * instance's value), and every property of a Jackson builder (Jackson calls only the methods of
   * the members present, so the builder keeps its own value for the others).
   */
  private boolean tracked(FieldModel f) {
    return containerOrMessage(f.type()) || style == JsonStyle.JACKSON && model.creation().builder() != null;
  }

  private CodeBlock memberValue(FieldModel f, List<FieldModel> tracked) {
    return memberValue(f, tracked, false);
  }

  /** {@code nullAsZero}: null reads as a primitive's zero even under Jackson 3 ({@code @JsonSetter(nulls = AS_EMPTY)}). */
  private CodeBlock memberValue(FieldModel f, List<FieldModel> tracked, boolean nullAsZero) {
    String v = Names.local(f);
    TypeModel t = f.type();
    CodeBlock.Builder c = CodeBlock.builder();
    if (style == JsonStyle.JACKSON && f.jackson().required()) {
      c.addStatement("$N = true", requiredLocal(f));
    }
    if (tracked(f)) {
      int idx = tracked.indexOf(f);
      c.addStatement("seen$L |= 0x$LL", idx >>> 6, Long.toHexString(1L << (idx & 63)));
    }
    if (Access.setterOnly(f)) {
      c.addStatement("$N = true", Access.readFlag(f));
    }
    if (t instanceof Kind k && k.primitive()) {
      c.beginControlFlow("if (in.tryNull())");
      if (model.json().jackson3() && !nullAsZero) {
        // Jackson 3: FAIL_ON_NULL_FOR_PRIMITIVES is on
        c.addStatement("throw in.error($S)", "null for '" + JsonNames.written(f, style) + "', a "
            + k.javaType() + ", which Jackson 3 rejects (FAIL_ON_NULL_FOR_PRIMITIVES)");
      } else {
        c.addStatement("$N = $L", v, k.javaDefault()); // Jackson 2: null for a primitive is its default
      }
      c.nextControlFlow("else");
      c.addStatement("$N = $L", v, k.jsonRead(style, null));
      c.endControlFlow();
      return c.build();
    }
    if (t instanceof NullableKind n) {
      return c.addStatement("$N = $L", v, n.jsonReadWithNull(style)).build(); // null is of(null)
    }
    if (t instanceof ValueKind k && k.jsonReadOrNull() != null) {
      boolean held = unwrapped == null || !unwrapped.leaf(f); // a leaf's instance is another one
      return c.addStatement("$N = $L", v, held ? HeldValues.jsonReadOrNull(model, f, k) : k.jsonReadOrNull()).build();
    }
    if (t instanceof OptionalType o) {
      c.beginControlFlow("if (in.tryNull())");
      c.addStatement("$N = $L", v, o.empty()); // Jackson reads null into an empty optional
      c.nextControlFlow("else");
      c.addStatement("$N = $L", v, o.ofNullable(o.element().jsonRead(style, null)));
      c.endControlFlow();
      return c.build();
    }
    c.beginControlFlow("if (in.tryNull())");
    c.addStatement("$N = null", v);
    c.nextControlFlow("else");
    if (heldArray(f)) {
      c.add(ObjectArrayCode.jsonArray(style, f, sink -> JsonElementCode.element(style, ((ListType) t).element(), sink, f)));
    } else if (t instanceof ListType l && RepeatedReadCode.reusesElements(l) && !model.immutable()
        && ContentNullsCode.of(f, style) == JacksonRules.Nulls.SET) {
      // reuse the element instances (messages, inner collections) already in the list, as the
      // protobuf decoder does
      c.add(RepeatedReadCode.jsonReusingList(style, f, l, v));
    } else if (t instanceof ListType l) {
      CodeBlock list = model.immutable() && l.indexed()
          ? Containers.newList(f, l)
          : Containers.reuse(f, l, model.immutable() ? "null" : v, "false");
      c.addStatement("$N = $L", v, list);
      c.beginControlFlow("if (in.startArrayElements())");
      c.beginControlFlow("do");
      c.add(RepeatedReadCode.sizeLimit(f, CodeBlock.of("$N.size()", v)));
      c.add(JsonElementCode.element(style, l.element(), v + ".add($L)", f));
      c.endControlFlow("while (in.nextElement())");
      c.endControlFlow();
    } else if (t instanceof MapType mt) {
      c.addStatement("$N = $L", v, model.immutable() ? Containers.newMap(f, mt) : Containers.reuseMap(f, mt, v, "false"));
      c.beginControlFlow("if (in.startObjectMembers())");
      c.beginControlFlow("do");
      c.add(mt.key().jsonReadKeyLocal(style));
      c.add(JsonElementCode.element(style, mt.value(), v + ".put(k, $L)", f));
      c.addStatement(
          "if ($N.size() > in.maxCollectionSize()) throw in.tooManyElements($S, $N.size())", v, f.name(), v);
      c.endControlFlow("while (in.nextMember())");
      c.endControlFlow();
    } else {
      c.addStatement("$N = $L", v, JsonElementCode.value(style, t, v, f));
    }
    c.endControlFlow();
    return c.build();
  }

  /** Reads a typed any-setter map's value into a sink, as a map field's value is read. */
  private java.util.function.BiFunction<MapType, String, CodeBlock> anyValue(FieldModel any) {
    return (mt, sink) -> JsonElementCode.element(style, mt.value(), sink, any);
  }
}
