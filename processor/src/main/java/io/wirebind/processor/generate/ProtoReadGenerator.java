package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.NestedKind;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.OptionalType;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.generate.kind.CollectionMessageKind;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Generates the protobuf decoder: one {@code switch} over precomputed tags where each field falls
 * through to the field expected next, decoding into locals that are stored (or passed to the
 * constructor) at the end. Lists, maps, arrays and nested messages of a reused instance are kept.
 */
final class ProtoReadGenerator {
  static final ClassName PROTO_READER = RuntimeNames.PROTO_READER;
  static final ClassName SUPPORT = RuntimeNames.SUPPORT;

  private final MessageModel model;
  private final List<FieldModel> fields;
  private final List<FieldModel> tracked = new ArrayList<>();
  /** What pass-through keeps for each field, decided once ({@link #keeping}). */
  private final Map<FieldModel, FieldKeeping> keeping = new IdentityHashMap<>();

  private ProtoReadGenerator(MessageModel model) {
    this.model = model;
    this.fields = ProtoWriteGenerator.byNumber(model.fields());
    for (FieldModel f : fields) {
      if (isTracked(f)) {
        tracked.add(f);
      }
    }
  }

  /** {@code readProto}, {@code mergeProto}, the shared {@code decodeProto} and {@code skipUnknown}. */
  static List<MethodSpec> methods(MessageModel model) {
    ProtoReadGenerator g = new ProtoReadGenerator(model);
    return List.of(g.readProto(), g.mergeProto(), g.decode(), g.skipUnknown());
  }

  /** What pass-through keeps for {@code f}: decided on the first question, then remembered. */
  private FieldKeeping keeping(FieldModel f) {
    return keeping.computeIfAbsent(f, k -> FieldKeeping.of(model, k));
  }

  /** Containers and nested messages remember whether this decode has seen them. */
  private static boolean isTracked(FieldModel f) {
    TypeModel t = f.type();
    return t instanceof ListType || t instanceof ArrayType || t instanceof MapType || t instanceof NestedKind;
  }

  private MethodSpec readProto() {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder("readProto")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(model.type())
            .addParameter(PROTO_READER, "in")
            .addParameter(model.type(), "reuse");
    if (model.immutable()) {
      // a record is built anew; the one reused lends its strings to keep (HeldValues)
      b.addStatement("return decodeProto(in, reuse, false)");
    } else {
      b.addStatement("return decodeProto(in, reuse != null ? reuse : new $T(), false)", model.type());
    }
    return b.build();
  }

  private MethodSpec mergeProto() {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder("mergeProto")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(model.type())
            .addParameter(PROTO_READER, "in")
            .addParameter(model.type(), "target");
    if (model.immutable()) {
      b.addStatement("return decodeProto(in, target, target != null)");
    } else {
      b.addStatement("return decodeProto(in, target != null ? target : new $T(), true)", model.type());
    }
    return b.build();
  }

  private String seenVar(FieldModel f) {
    return "seen" + (tracked.indexOf(f) >>> 6);
  }

  private CodeBlock bit(FieldModel f) {
    return CodeBlock.of("0x$LL", Long.toHexString(1L << (tracked.indexOf(f) & 63)));
  }

  private CodeBlock isSeen(FieldModel f) {
    return CodeBlock.of("($N & $L) != 0", seenVar(f), bit(f));
  }

  private CodeBlock notSeen(FieldModel f) {
    return CodeBlock.of("($N & $L) == 0", seenVar(f), bit(f));
  }

  private CodeBlock markSeen(FieldModel f) {
    return CodeBlock.of("$N |= $L;\n", seenVar(f), bit(f));
  }

  private MethodSpec decode() {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder("decodeProto")
            .addAnnotation(
                com.palantir.javapoet.AnnotationSpec.builder(SuppressWarnings.class)
                    .addMember("value", "$S", "fallthrough")
                    .build())
            .addModifiers(Modifier.PRIVATE)
            .returns(model.type())
            .addParameter(PROTO_READER, "in")
            .addParameter(model.type(), "cur")
            .addParameter(TypeName.BOOLEAN, "merge");
    for (FieldModel f : fields) {
      if (heldArray(f)) {
        b.addStatement("$T $N = $L", ObjectArrayCode.javaType(f), Names.local(f), Access.held(f, "cur"));
        b.addCode(ObjectArrayCode.protoCount(f));
        continue;
      }
      if (Access.setterOnly(f)) {
        b.addStatement("boolean $N = false", Access.readFlag(f));
      }
      b.addStatement("$T $N = $L", f.javaType(), Names.local(f), initial(f));
      if (isMessageList(f)) {
        b.addStatement("int $N = 0", count(f));
      } else if (f.type() instanceof ArrayType) {
        // elements filled, apart from the array's length (its capacity); trimmed at the end
        String v = Names.local(f);
        b.addStatement("int $N = merge && $N != null ? $N.length : 0", count(f), v, v);
      }
    }
    for (int i = 0; i < tracked.size(); i += 64) {
      b.addStatement("long seen$L = 0L", i >>> 6);
    }
    if (model.unknownFields() != null) {
      b.addCode(UnknownFieldCode.start(model));
    }
    b.addStatement("int tag = in.readTag()");
    FailureCode.beginProto(b);
    b.beginControlFlow("while (true)");
    b.beginControlFlow("switch (tag)");
    for (int i = 0; i < fields.size(); i++) {
      FieldModel f = fields.get(i);
      String next = i + 1 < fields.size() ? Names.tag(fields.get(i + 1)) : "0";
      b.addCode("case $N: {\n$>", Names.tag(f));
      if (Access.setterOnly(f)) {
        b.addStatement("$N = true", Access.readFlag(f));
      }
      b.addCode(primaryCase(f, next));
      b.addCode("$<}\n");
    }
    b.addCode("case 0: {\n$>").addCode(finish()).addCode("$<}\n");
    for (FieldModel f : fields) {
      if (Tags.hasAlternative(f)) {
        b.addCode("case $N: {\n$>", Names.altTag(f));
        if (Access.setterOnly(f)) {
          b.addStatement("$N = true", Access.readFlag(f));
        }
        b.addCode(alternativeCase(f));
        b.addStatement("tag = in.readTag()");
        b.addStatement("break");
        b.addCode("$<}\n");
      }
    }
    b.addCode("default:\n$>");
    if (model.unknownFields() != null) {
      b.addCode(UnknownFieldCode.keep());
    } else {
      b.addStatement("skipUnknown(in, tag)");
    }
    b.addStatement("tag = in.readTag()");
    b.addCode("$<");
    b.endControlFlow();
    b.endControlFlow();
    FailureCode.endProto(b, model.rawType().simpleName(), FailureCode.protoFields(fields));
    return b.build();
  }

  /** Whether {@code f} is an object array decoded into the array the instance holds. */
  private boolean heldArray(FieldModel f) {
    return ObjectArrayCode.appliesToProto(model, f);
  }

  private static boolean isMessageList(FieldModel f) {
    return f.type() instanceof ListType l && RepeatedReadCode.reusesElements(l);
  }

  private static String count(FieldModel f) {
    return "n_" + f.name();
  }

  /** The value a local starts from: the current instance's when merging (or reusing containers). */
  private CodeBlock initial(FieldModel f) {
    if (Access.putEach(f)) {
      return CodeBlock.of("null"); // the any-setter method takes the entries read
    }
    if (Access.setterOnly(f)) {
      // its setter is called only when the field is read; a container or message starts from none
      return JsonReadGenerator.zero(f.type());
    }
    CodeBlock get = Access.get(f, "cur");
    if (isTracked(f)) {
      return model.immutable() ? CodeBlock.of("merge ? $L : null", get) : get; // merge: cur != null
    }
    CodeBlock absent = f.type() instanceof OptionalType o ? o.empty() : ((Kind) f.type()).javaDefault();
    return CodeBlock.of("merge ? $L : $L", get, absent);
  }

  /** Reads the field in the form it is written, then predicts the next field's tag. */
  private CodeBlock primaryCase(FieldModel f, String next) {
    CodeBlock.Builder c = CodeBlock.builder();
    String v = Names.local(f);
    TypeModel t = f.type();
    boolean repeatedTag = false;
    if (t instanceof NestedKind n) {
      c.addStatement(
          "$N = merge || $L ? in.mergeMessage($L, $N) : in.readMessage($L, $N)",
          v, isSeen(f), n.codecInstance(), v, n.codecInstance(), v);
      c.add(markSeen(f));
    } else if (t instanceof OptionalType o) {
      c.add(optionalRead(f, o, v));
    } else if (t instanceof ValueKind k && k.protoReadMayDrop()) {
      c.add(keptStart());
      c.addStatement("$T e = $L", k.javaType(), k.protoRead());
      c.beginControlFlow("if (e != null)").addStatement("$N = e", v)
          .add(keptInPlace(f, CodeBlock.of("null"))).endControlFlow();
    } else if (t instanceof ArrayType a) {
      c.add(arrayRead(f, a, Tags.primaryIsPacked(f)));
      repeatedTag = !Tags.primaryIsPacked(f);
    } else if (heldArray(f)) {
      if (Tags.primaryIsPacked(f)) {
        c.add(RepeatedReadCode.packed(ObjectArrayCode.protoElement(f)));
      } else {
        c.beginControlFlow("do");
        c.add(ObjectArrayCode.protoElement(f));
        c.endControlFlow("while ((tag = in.readTag()) == $N)", Names.tag(f));
        repeatedTag = true;
      }
      c.add(markSeen(f));
    } else if (t instanceof ListType l) {
      c.add(firstSeenList(f));
      if (Tags.primaryIsPacked(f)) {
        c.add(packedElements(f, l));
      } else {
        c.beginControlFlow("do");
        c.add(listElement(f, l));
        c.endControlFlow("while ((tag = in.readTag()) == $N)", Names.tag(f));
        repeatedTag = true;
      }
    } else if (t instanceof MapType mt) {
      c.beginControlFlow("if ($L)", notSeen(f));
      c.add(markSeen(f));
      c.addStatement("$N = $L", v, model.immutable()
          ? Containers.copyMap(f, mt, v)
          : Containers.reuseMap(f, mt, v, "merge"));
      c.endControlFlow();
      c.beginControlFlow("do");
      c.add(MapReadCode.entry(f, mt, v, keeping(f).entries()
          ? KeptCode.Drop.KEEP : KeptCode.Drop.SKIP));
      c.endControlFlow("while ((tag = in.readTag()) == $N)", Names.tag(f));
      repeatedTag = true;
    } else {
      c.addStatement("$N = $L", v, HeldValues.protoRead(model, f, (ValueKind) t));
    }
    if (repeatedTag) {
      c.addStatement("if (tag != $L) break", next);
    } else {
      c.addStatement("if ((tag = in.readTag()) != $L) break", next);
    }
    return c.build();
  }

  /** Reads the value of an optional; a message merges into the one already there, as protobuf does. */
  private CodeBlock optionalRead(FieldModel f, OptionalType o, String v) {
    CodeBlock.Builder c = CodeBlock.builder();
    if (o.element() instanceof NestedKind n) {
      // ofNullable: a hierarchy's codec reads an empty oneof as null
      c.addStatement("$N = $L", v, o.ofNullable(CodeBlock.of("in.mergeMessage($L, $L ? $L : null)",
          n.codecInstance(), o.present(v), o.get(v))));
    } else if (o.element() instanceof ValueKind k && k.protoReadMayDrop()) {
      c.add(keptStart());
      c.addStatement("$T e = $L", k.javaType(), k.protoRead());
      c.beginControlFlow("if (e != null)").addStatement("$N = $L", v, o.of(CodeBlock.of("e")))
          .add(keptInPlace(f, o.empty())).endControlFlow();
    } else if (keeping(f).wholeSingle()) {
      c.add(KeptCode.single(f, (ValueKind) o.element(), v, o.of(CodeBlock.of("e"))));
    } else if (o.element() instanceof ValueKind k && k.protoReadMayBeNull()) {
      c.addStatement("$N = $L", v, o.ofNullable(k.protoRead()));
    } else {
      c.addStatement("$N = $L", v, o.of(((ValueKind) o.element()).protoRead()));
    }
    return c.build();
  }

  /** Reads a packable repeated field arriving in the form it is not written in. */
  private CodeBlock alternativeCase(FieldModel f) {
    CodeBlock.Builder c = CodeBlock.builder();
    boolean packed = !f.packed();
    if (f.type() instanceof ArrayType a) {
      c.add(arrayRead(f, a, packed));
    } else if (heldArray(f)) {
      c.add(packed ? RepeatedReadCode.packed(ObjectArrayCode.protoElement(f)) : ObjectArrayCode.protoElement(f));
      c.add(markSeen(f));
    } else {
      ListType l = (ListType) f.type();
      c.add(firstSeenList(f));
      if (packed) {
        c.add(packedElements(f, l));
      } else {
        c.add(listElement(f, l));
      }
    }
    return c.build();
  }

  private CodeBlock firstSeenList(FieldModel f) {
    String v = Names.local(f);
    CodeBlock.Builder c = CodeBlock.builder();
    c.beginControlFlow("if ($L)", notSeen(f));
    c.add(markSeen(f));
    boolean messages = isMessageList(f);
    ListType l = (ListType) f.type();
    c.addStatement("$N = $L", v, model.immutable()
        ? Containers.copy(f, l, v)
        : Containers.reuse(f, l, v, messages ? "true" : "merge"));
    if (messages) {
      c.addStatement(
          "$N = $L", count(f), model.immutable() ? CodeBlock.of("$N.size()", v) : CodeBlock.of("merge ? $N.size() : 0", v));
    }
    if (keeping(f).enumList()) {
      c.add(UnknownFieldCode.enumListStart(f, v));
    }
    c.endControlFlow();
    return c.build();
  }

  private CodeBlock packedElements(FieldModel f, ListType l) {
    return RepeatedReadCode.packed(listElement(f, l));
  }

  private CodeBlock listElement(FieldModel f, ListType l) {
    String v = Names.local(f);
    if (l.element() instanceof NestedKind n && !l.indexed()) {
      return CodeBlock.builder()
          .add(RepeatedReadCode.sizeLimit(f, CodeBlock.of("$N.size()", v)))
          .addStatement("$N.add(in.readMessage($L, null))", v, n.codecInstance())
          .build();
    }
    if (l.element() instanceof NestedKind n) {
      return CodeBlock.builder()
          .add(RepeatedReadCode.sizeLimit(f, CodeBlock.of("$N", count(f))))
          .addStatement("$N = $T.readElement(in, $L, $N, $N)", count(f), SUPPORT, n.codecInstance(), v, count(f))
          .build();
    }
    if (l.element() instanceof CollectionMessageKind w && l.indexed()) {
      // into the inner collection already at the index
      String n = count(f);
      CodeBlock read = w.protoRead(CodeBlock.of("$N < $N.size() ? $N.get($N) : null", n, v, v, n));
      CodeBlock.Builder c = CodeBlock.builder().add(RepeatedReadCode.sizeLimit(f, CodeBlock.of("$N", n)));
      if (keeping(f).wholeElements()) {
        return c.add(KeptCode.element(f, w, read, CodeBlock.of("$N = $T.setElement($N, $N, e)", n, SUPPORT, v, n)))
            .build();
      }
      return c.addStatement("$N = $T.setElement($N, $N, $L)", n, SUPPORT, v, n, read).build();
    }
    ValueKind e = (ValueKind) l.element();
    CodeBlock.Builder c = CodeBlock.builder().add(RepeatedReadCode.sizeLimit(f, CodeBlock.of("$N.size()", v)));
    if (keeping(f).wholeElements()) {
      return c.add(KeptCode.element(f, e, v)).build();
    }
    if (e.protoReadMayDrop()) {
      return c.add(keptStart()).addStatement("$T e = $L", e.javaType(), e.protoRead())
          .beginControlFlow("if (e != null)")
          .addStatement("$N.add(e)", v)
          .add(model.unknownFields() == null ? CodeBlock.of("") : UnknownFieldCode.droppedKeepElement(f, v))
          .endControlFlow()
          .build();
    }
    return c.addStatement("$N.add($L)", v, e.protoRead()).build();
  }

  /** With an unknown-field member: where a value this side may drop (an enum number) starts. */
  private CodeBlock keptStart() {
    return model.unknownFields() == null ? CodeBlock.of("") : UnknownFieldCode.droppedStart();
  }

  /** With an unknown-field member: a singular field's dropped number, kept to go out in its place. */
  private CodeBlock keptInPlace(FieldModel f, CodeBlock absent) {
    return model.unknownFields() == null
        ? CodeBlock.of("") : UnknownFieldCode.droppedKeepInPlace(f, Names.local(f), absent);
  }

  /**
   * Appends a run of a primitive array after its {@code count(f)} filled elements; the runtime
   * grows the array geometrically and reports the new count in {@code in.filled()}.
   */
  private CodeBlock arrayRead(FieldModel f, ArrayType a, boolean packed) {
    String v = Names.local(f);
    String n = count(f);
    CodeBlock call = RepeatedReadCode.arrayCall(f, a, packed, v, n);
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("$N = $L", v, call).addStatement("$N = in.filled()", n).add(markSeen(f));
    if (!packed && !f.packed()) {
      // the unpacked reader consumed the following tags of the same field; the next tag is unread
      c.addStatement("tag = in.readTag()");
    }
    return c.build();
  }

  /** At the end of input: resets what was absent, then stores the locals or constructs. */
  private CodeBlock finish() {
    CodeBlock.Builder c = CodeBlock.builder();
    for (FieldModel f : tracked) {
      String v = Names.local(f);
      if (heldArray(f)) {
        c.beginControlFlow("if ($L)", isSeen(f));
        c.addStatement("$N = $L", v, ObjectArrayCode.trim(f, v, count(f))); // the same array when full
        c.nextControlFlow("else if (!merge)");
        c.addStatement("$N = $L", v, ObjectArrayCode.trim(f, v, "0"));
        c.endControlFlow();
        continue;
      }
      if (isMessageList(f)) {
        c.beginControlFlow("if ($L)", isSeen(f));
        c.addStatement("$T.truncate($N, $N)", SUPPORT, v, count(f));
        c.nextControlFlow("else if (!merge)");
      } else if (f.type() instanceof ArrayType) {
        c.beginControlFlow("if ($L)", isSeen(f));
        c.addStatement("$N = $T.trim($N, $N)", v, SUPPORT, v, count(f)); // no copy when full
        c.nextControlFlow("else if (!merge)");
      } else {
        c.beginControlFlow("if (!merge && $L)", notSeen(f));
      }
      c.addStatement("$N = $L", v, absent(f));
      c.endControlFlow();
      if (keeping(f).enumList()) {
        c.beginControlFlow("if ($L)", isSeen(f)).add(UnknownFieldCode.enumListEnd(f, v)).endControlFlow();
      }
    }
    if (model.immutable()) {
      List<CodeBlock> args = new ArrayList<>();
      for (String name : model.creation().constructorFields()) {
        args.add(Access.arg(model, name));
      }
      c.addStatement("$T m = $L", model.type(), Access.create(model, model.type(), args));
      for (FieldModel f : fields) {
        if (Access.settable(f)) {
          c.add(Access.set(f, "m", CodeBlock.of("$N", Names.local(f))));
        }
      }
      if (model.unknownFields() != null) {
        c.add(UnknownFieldCode.store(model.unknownFields(), "m"));
      }
      c.addStatement("return m");
    } else {
      for (FieldModel f : fields) {
        CodeBlock local = CodeBlock.of("$N", Names.local(f));
        c.add(heldArray(f) ? Access.assign(f, "cur", local)
            : Access.setterOnly(f) ? Access.setIfRead(f, "cur", local) : Access.set(f, "cur", local));
      }
      if (model.unknownFields() != null) {
        c.add(UnknownFieldCode.store(model.unknownFields(), "cur"));
      }
      c.addStatement("return cur");
    }
    return c.build();
  }

  /** The value of a container or message field absent from the input. */
  private CodeBlock absent(FieldModel f) {
    String v = Names.local(f);
    TypeModel t = f.type();
    if (t instanceof ListType l) {
      return Containers.reuse(f, l, model.immutable() ? "null" : v, "false");
    }
    if (t instanceof MapType mt) {
      return Containers.reuseMap(f, mt, model.immutable() ? "null" : v, "false");
    }
    if (t instanceof ArrayType a) {
      return RepeatedReadCode.noArray(a);
    }
    return CodeBlock.of("null");
  }

  /** Known field numbers arriving with a wire type their type cannot have are errors. */
  private MethodSpec skipUnknown() {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder("skipUnknown")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .addParameter(PROTO_READER, "in")
            .addParameter(TypeName.INT, "tag");
    if (fields.isEmpty()) {
      return b.addStatement("in.skipField(tag)").build();
    }
    b.beginControlFlow("switch (tag >>> 3)");
    for (FieldModel f : fields) {
      b.addStatement("case $L: throw in.wrongWireType(tag, $S)", f.number(), f.name());
    }
    b.addStatement("default: in.skipField(tag)");
    b.endControlFlow();
    return b.build();
  }
}
