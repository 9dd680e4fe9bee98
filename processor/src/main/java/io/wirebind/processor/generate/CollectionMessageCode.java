package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Include;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.Kind.Member;
import io.wirebind.processor.model.NestedKind;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.generate.kind.CollectionMessageKind;
import java.util.Collection;
import javax.lang.model.element.Modifier;

/**
 * The codec helpers of each {@link CollectionMessageKind} a message uses: the protobuf writer and reader of
 * the collection message (field 1 written and read by the field-level code of the inner shape), its
 * empty value, and a JSON writer and reader per style.
 */
final class CollectionMessageCode {
  private static final ClassName COLLECTIONS = RuntimeNames.COLLECTION_SUPPORT;
  private static final String OPEN = "WRAPPER_VALUES";
  private static final String NAME = "WRAPPER_VALUES_NAME";

  private CollectionMessageCode() {}

  /** Adds the helpers for {@code slot} of every collection message kind among {@code kinds}. */
  static void addMembers(TypeSpec.Builder codec, Collection<Kind> kinds, Member slot, JsonStyle style) {
    addMembers(codec, kinds, slot, style, false);
  }

  /**
   * As above; {@code note}: the message keeps unknown fields, so a reader counts each enum number it
   * drops ({@code in.noteDropped()}) for the enclosing field to keep the element whole.
   */
  static void addMembers(TypeSpec.Builder codec, Collection<Kind> kinds, Member slot, JsonStyle style,
      boolean note) {
    boolean any = false;
    for (Kind k : kinds) {
      if (!(k instanceof CollectionMessageKind w)) {
        continue;
      }
      any = true;
      switch (slot) {
        case JSON_TABLES -> { }
        case JSON_READERS -> codec.addMethod(jsonWriter(w, style)).addMethod(jsonReader(w, style));
        case PROTO_SUPPORT -> codec.addMethod(protoWriter(w))
            .addMethod(protoReader(w, note && FieldKeeping.mayDrop(w.inner()) ? KeptCode.Drop.NOTE : KeptCode.Drop.SKIP))
            .addMethod(empty(w));
      }
    }
    if (any && slot == Member.JSON_TABLES) {
      codec.addField(FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), OPEN, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("Proto3 JSON of a wrapper message around a nested collection: its one member.\n")
          .initializer("$T.utf8($S)", RuntimeNames.SUPPORT, "\"values\":")
          .build());
      codec.addField(FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), NAME, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.utf8($S)", RuntimeNames.SUPPORT, "values")
          .build());
    }
  }

  /** The collection message's field 1 as a field model, named after the collection message for error messages. */
  private static FieldModel field(CollectionMessageKind w) {
    TypeModel t = w.inner();
    return new FieldModel(w.protoName() + ".values", 1, "values", local(w), t,
        Accessor.field("values"), Accessor.field("values"), true, Include.ALWAYS, 0);
  }

  /** The type generated code holds the inner shape as: a list for an object array. */
  private static TypeName local(CollectionMessageKind w) {
    return w.inner() instanceof ListType l ? l.declared() : w.inner().javaType();
  }

  private static boolean converted(CollectionMessageKind w) {
    return w.inner() instanceof ListType l && l.container().converted();
  }

  /** {@code m} as the local type. */
  private static CodeBlock toLocal(CollectionMessageKind w) {
    return converted(w) ? CodeBlock.of("$T.asList(m)", COLLECTIONS) : CodeBlock.of("m");
  }

  /** The local {@code v} as the Java type. */
  static CodeBlock fromLocal(ListType l, String v) {
    return switch (l.container()) {
      case ARRAY -> CodeBlock.of("$T.toArray($N, $T::new)", COLLECTIONS, v, ArrayTypeName.of(l.element().javaType()));
      case SHORT_ARRAY -> CodeBlock.of("$T.toShorts($N)", COLLECTIONS, v);
      default -> CodeBlock.of("$N", v);
    };
  }

  private static CodeBlock fromLocal(CollectionMessageKind w, String v) {
    return w.inner() instanceof ListType l ? fromLocal(l, v) : CodeBlock.of("$N", v);
  }

  /** A new, empty inner shape, as the local type. */
  private static CodeBlock fresh(CollectionMessageKind w, FieldModel f) {
    TypeModel t = w.inner();
    if (t instanceof ListType l) {
      return Containers.reuse(f, l, "null", "false");
    }
    if (t instanceof MapType m) {
      return Containers.reuseMap(f, m, "null", "false");
    }
    return RepeatedReadCode.noArray((ArrayType) t);
  }

  /**
   * The reader's {@code old} inner shape emptied, to be refilled (a list, set or map the decoder
   * can clear), else a new one: decoding into a reused list of lists allocates nothing when the
   * shapes are unchanged.
   */
  private static CodeBlock emptied(CollectionMessageKind w, FieldModel f) {
    TypeModel t = w.inner();
    if (t instanceof ListType l && !converted(w)) {
      return Containers.reuse(f, l, "old", "false");
    }
    if (t instanceof MapType m) {
      return Containers.reuseMap(f, m, "old", "false");
    }
    return fresh(w, f); // an array: JSON reads into the old one when the length is unchanged
  }

  private static MethodSpec empty(CollectionMessageKind w) {
    FieldModel f = field(w);
    return MethodSpec.methodBuilder("emptyOf" + w.suffix())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(w.javaType())
        .addStatement("$T v = $L", local(w), fresh(w, f))
        .addStatement("return $L", fromLocal(w, "v"))
        .build();
  }

  private static MethodSpec protoWriter(CollectionMessageKind w) {
    FieldModel f = field(w);
    int tag = Tags.primary(f);
    String tagName = Integer.toString(tag);
    MethodSpec.Builder b = MethodSpec.methodBuilder("writeProto" + w.suffix())
        .addJavadoc("Writes a {@code $L} message (length first): the shape as its field 1.\n", w.protoName())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(RuntimeNames.PROTO_WRITER, "out")
        .addParameter(w.javaType(), "m");
    b.addStatement("int wrapper = out.beginLength()");
    b.addStatement("$T v = $L", local(w), toLocal(w));
    TypeModel t = w.inner();
    if (t instanceof ArrayType a) {
      b.beginControlFlow("if (v.length != 0)");
      b.addCode(ProtoWriteGenerator.array(f, a, "v", tagName, tag));
      b.endControlFlow();
    } else if (t instanceof ListType l) {
      b.addCode(ProtoWriteGenerator.list(f, l, "v", tagName, tag));
    } else {
      b.addCode(ProtoWriteGenerator.map(f, (MapType) t, "v", tagName, tag));
    }
    b.addStatement("out.endLength(wrapper)");
    return b.build();
  }

  private static MethodSpec protoReader(CollectionMessageKind w, KeptCode.Drop drop) {
    FieldModel f = field(w);
    TypeModel t = w.inner();
    MethodSpec.Builder b = MethodSpec.methodBuilder("readProto" + w.suffix())
        .addJavadoc("Reads a {@code $L} message (length first).\n", w.protoName())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(w.javaType())
        .addParameter(RuntimeNames.PROTO_READER, "in")
        .addParameter(w.javaType(), "old");
    if (t instanceof ArrayType a) {
      // the old array's room is read over from its start; trimmed (an empty array for none) at the end
      b.addStatement("$T v = old != null ? old : $L", local(w), RepeatedReadCode.noArray(a));
      b.addStatement("int n = 0");
    } else {
      b.addStatement("$T v = $L", local(w), emptied(w, f));
    }
    b.addStatement("int end = in.enter()");
    b.beginControlFlow("for (int tag = in.readTag(); tag != 0; tag = in.readTag())");
    int primary = Tags.primary(f);
    b.beginControlFlow("if (tag == $L)", primary);
    b.addCode(read(f, t, Tags.primaryIsPacked(f), drop));
    if (Tags.hasAlternative(f)) {
      b.nextControlFlow("else if (tag == $L)", Tags.alternative(f));
      b.addCode(read(f, t, !Tags.primaryIsPacked(f), drop));
    }
    b.nextControlFlow("else if ((tag >>> 3) == 1)");
    b.addStatement("throw in.wrongWireType(tag, $S)", f.name());
    b.nextControlFlow("else");
    b.addStatement("in.skipField(tag)");
    b.endControlFlow();
    b.endControlFlow();
    b.addStatement("in.leave(end)");
    if (t instanceof ArrayType) {
      b.addStatement("return $T.trim(v, n)", RuntimeNames.SUPPORT);
    } else {
      b.addStatement("return $L", fromLocal(w, "v"));
    }
    return b.build();
  }

  /** Reads one occurrence of field 1 ({@code packed}: a packed run) into {@code v}. */
  private static CodeBlock read(FieldModel f, TypeModel t, boolean packed, KeptCode.Drop drop) {
    CodeBlock.Builder c = CodeBlock.builder();
    if (t instanceof ArrayType a) {
      c.addStatement("v = $L", RepeatedReadCode.arrayCall(f, a, packed, "v", "n"));
      c.addStatement("n = in.filled()");
      return c.build();
    }
    if (t instanceof MapType m) {
      return MapReadCode.entry(f, m, "v", drop);
    }
    ListType l = (ListType) t;
    if (packed) {
      c.addStatement("int limit = in.beginPacked()");
      c.beginControlFlow("while (!in.isAtEnd())");
      c.add(element(f, l, drop));
      c.endControlFlow();
      c.addStatement("in.endPacked(limit)");
      return c.build();
    }
    return element(f, l, drop);
  }

  private static CodeBlock element(FieldModel f, ListType l, KeptCode.Drop drop) {
    CodeBlock.Builder c = CodeBlock.builder().add(RepeatedReadCode.sizeLimit(f, CodeBlock.of("v.size()")));
    if (l.element() instanceof NestedKind n) {
      return c.addStatement("v.add(in.readMessage($L, null))", n.codecInstance()).build();
    }
    ValueKind e = (ValueKind) l.element();
    if (e.protoReadMayDrop()) {
      c.addStatement("$T e = $L", e.javaType(), e.protoRead())
          .beginControlFlow("if (e != null)").addStatement("v.add(e)");
      if (drop == KeptCode.Drop.NOTE) {
        c.nextControlFlow("else").addStatement("in.noteDropped()");
      }
      return c.endControlFlow().build();
    }
    return c.addStatement("v.add($L)", e.protoRead()).build();
  }

  private static String prefix(JsonStyle style) {
    return style == JsonStyle.PROTO3 ? "proto3" : "json";
  }

  private static MethodSpec jsonWriter(CollectionMessageKind w, JsonStyle style) {
    FieldModel f = field(w);
    MethodSpec.Builder b = MethodSpec.methodBuilder(prefix(style) + "Write" + w.suffix())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(w.javaType(), "m")
        .addParameter(RuntimeNames.JSON_WRITER, "out");
    b.addStatement("$T v = $L", local(w), toLocal(w));
    if (style == JsonStyle.PROTO3) {
      // the wrapper message as JsonFormat prints it: an empty one is {}
      b.addStatement("out.writeByte((byte) '{')");
      b.beginControlFlow("if ($L)", w.inner() instanceof ArrayType ? CodeBlock.of("v.length != 0") : CodeBlock.of("!v.isEmpty()"));
      b.addStatement("out.writeRaw($N)", OPEN);
      b.addCode(JsonWriteGenerator.shapeValue(style, f, w.inner(), "v"));
      b.endControlFlow();
      b.addStatement("out.writeByte((byte) '}')");
    } else {
      b.addCode(JsonWriteGenerator.shapeValue(style, f, w.inner(), "v"));
    }
    return b.build();
  }

  private static MethodSpec jsonReader(CollectionMessageKind w, JsonStyle style) {
    FieldModel f = field(w);
    MethodSpec.Builder b = MethodSpec.methodBuilder(prefix(style) + "Read" + w.suffix())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(w.javaType())
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(w.javaType(), "old");
    if (style == JsonStyle.PROTO3) {
      b.addStatement("$T v = $L", local(w), emptied(w, f));
      b.beginControlFlow("if (in.startObjectMembers())");
      b.beginControlFlow("do");
      b.addStatement("in.readNameHash()");
      b.beginControlFlow("if (in.nameEquals($N) && !in.tryNull())", NAME);
      b.addCode(jsonShape(w, f, style));
      b.nextControlFlow("else if (!in.nameEquals($N))", NAME);
      b.addStatement("in.skipValue()");
      b.endControlFlow();
      b.endControlFlow("while (in.nextMember())");
      b.endControlFlow();
    } else {
      b.addStatement("$T v", local(w));
      b.addCode(jsonShape(w, f, style));
    }
    return b.addStatement("return $L", fromLocal(w, "v")).build();
  }

  /** Reads the inner shape (not null) into {@code v}. */
  private static CodeBlock jsonShape(CollectionMessageKind w, FieldModel f, JsonStyle style) {
    CodeBlock.Builder c = CodeBlock.builder();
    TypeModel t = w.inner();
    if (t instanceof ArrayType a) {
      return c.addStatement("v = $L", JsonElementCode.value(style, a, "old", f)).build();
    }
    c.addStatement("v = $L", emptied(w, f));
    if (t instanceof ListType l) {
      c.beginControlFlow("if (in.startArrayElements())");
      c.beginControlFlow("do");
      c.add(RepeatedReadCode.sizeLimit(f, CodeBlock.of("v.size()")));
      c.add(JsonElementCode.element(style, l.element(), "v.add($L)", f));
      c.endControlFlow("while (in.nextElement())");
      c.endControlFlow();
      return c.build();
    }
    MapType m = (MapType) t;
    c.beginControlFlow("if (in.startObjectMembers())");
    c.beginControlFlow("do");
    c.add(m.key().jsonReadKeyLocal(style));
    c.add(JsonElementCode.element(style, m.value(), "v.put(k, $L)", f));
    c.addStatement("if (v.size() > in.maxCollectionSize()) throw in.tooManyElements($S, v.size())", f.name());
    c.endControlFlow("while (in.nextMember())");
    c.endControlFlow();
    return c.build();
  }
}
