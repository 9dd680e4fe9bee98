package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.ListType;
import io.wirebind.processor.model.TypeModel.MapType;
import io.wirebind.processor.model.TypeModel.OptionalType;
import java.util.Comparator;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Generates {@code writeProto}: fields in number order (as protoc writes them), precomputed tags,
 * presence decided by the Java type, packed scalars, nested lengths filled in after the payload.
 */
final class ProtoWriteGenerator {
  static final ClassName PROTO_WRITER = RuntimeNames.PROTO_WRITER;

  private ProtoWriteGenerator() {}

  static MethodSpec writeProto(MessageModel model) {
    MethodSpec.Builder b =
        MethodSpec.methodBuilder("writeProto")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(model.type(), "m")
            .addParameter(PROTO_WRITER, "out");
    for (FieldModel f : byNumber(model.fields())) {
      b.addCode(field(f, model.unknownFields()));
    }
    if (model.unknownFields() != null) {
      b.addCode(UnknownFieldCode.write(model.unknownFields()));
    }
    return b.build();
  }

  static List<FieldModel> byNumber(List<FieldModel> fields) {
    return fields.stream().sorted(Comparator.comparingInt(FieldModel::number)).toList();
  }

  /** Writes the precomputed tag: one raw byte when it fits, else a varint. */
  static CodeBlock writeTag(String constant, int tag) {
    return tag >= 0 && tag < 0x80
        ? CodeBlock.of("out.writeRawByte($N);\n", constant)
        : CodeBlock.of("out.writeTag($N);\n", constant);
  }

  /**
   * One field's block: its presence check and value, with what pass-through keeps for it decided
   * once ({@link FieldKeeping}) and added at the points the shape has for it.
   */
  private static CodeBlock field(FieldModel f, MessageModel.UnknownMember unknown) {
    FieldKeeping keep = FieldKeeping.of(f, unknown);
    String v = Names.local(f);
    TypeModel t = f.type();
    CodeBlock.Builder c = CodeBlock.builder();
    c.add("// $L = $L\n", f.name(), f.number());
    if (ObjectArrayCode.writtenAsArray(f, keep)) {
      // an object array by index: no list view per write
      c.addStatement("$T $N = $L", ObjectArrayCode.javaType(f), v, Access.held(f, "m"));
      c.beginControlFlow("if ($N != null)", v);
      c.add(list(f, (ListType) t, v, Names.tag(f), Tags.primary(f), null, true));
      return c.endControlFlow().build();
    }
    c.addStatement("$T $N = $L", f.javaType(), v, Access.get(f, "m"));
    int tag = Tags.primary(f);
    String tagName = Names.tag(f);
    if (t instanceof Kind k && k.primitive()) {
      c.beginControlFlow("if ($L)", k.protoIsSet(v));
      c.add(writeTag(tagName, tag)).add(k.protoWrite(v));
      c.endControlFlow();
    } else if (t instanceof ArrayType a) {
      c.beginControlFlow("if ($N != null && $N.length != 0)", v, v);
      c.add(array(f, a, v, tagName, tag));
      c.endControlFlow();
    } else if (t instanceof ListType l) {
      c.beginControlFlow("if ($N != null)", v);
      c.add(keep.enumList()
          ? keep.writeEnumList(l, v, writeTag(tagName, tag), nullCheck(f, "e"))
          : keep.before().toBuilder().add(list(f, l, v, tagName, tag, keep.skip())).build());
      c.endControlFlow();
    } else if (t instanceof MapType mt) {
      c.beginControlFlow("if ($N != null)", v);
      c.add(keep.before()).add(map(f, mt, v, tagName, tag, keep.skip())).add(keep.after());
      c.endControlFlow();
    } else if (t instanceof OptionalType o) {
      c.beginControlFlow("if ($L)", o.present(v));
      c.addStatement("$T e = $L", o.element().javaType(), o.get(v));
      c.add(keep.writeSingle(writeTag(tagName, tag).toBuilder().add(o.element().protoWrite("e")).build()));
      c.add(keep.elseInPlace());
      c.endControlFlow();
    } else {
      c.beginControlFlow("if ($L)", ((Kind) t).protoIsSet(v)); // non-null (a JsonNullable: not undefined)
      c.add(writeTag(tagName, tag)).add(((Kind) t).protoWrite(v));
      c.add(keep.elseInPlace());
      c.endControlFlow();
    }
    return c.build();
  }

  static CodeBlock array(FieldModel f, ArrayType a, String v, String tagName, int tag) {
    CodeBlock.Builder c = CodeBlock.builder();
    TypeName element = a.element().javaType();
    if (!f.packed()) {
      c.beginControlFlow("for ($T e : $N)", element, v);
      c.add(writeTag(tagName, tag)).add(a.element().protoWrite("e"));
      c.endControlFlow();
      return c.build();
    }
    c.add(writeTag(tagName, tag));
    switch (a.element().scalar()) {
      case DOUBLE -> c.addStatement("out.writeVarint32($N.length << 3)", v).addStatement("out.writeRawDoubles($N)", v);
      case FLOAT -> c.addStatement("out.writeVarint32($N.length << 2)", v).addStatement("out.writeRawFloats($N)", v);
      case SFIXED32 -> c.addStatement("out.writeVarint32($N.length << 2)", v).addStatement("out.writeRawFixed32s($N)", v);
      case SFIXED64 -> c.addStatement("out.writeVarint32($N.length << 3)", v).addStatement("out.writeRawFixed64s($N)", v);
      case BOOL -> c.addStatement("out.writeVarint32($N.length)", v).addStatement("out.writeRawBools($N)", v);
      default -> {
        c.addStatement("int mark = out.beginPacked()");
        c.beginControlFlow("for ($T e : $N)", element, v);
        c.add(a.element().protoWrite("e"));
        c.endControlFlow();
        c.addStatement("out.endPacked(mark)");
      }
    }
    return c.build();
  }

  private static CodeBlock nullCheck(FieldModel f, String e) {
    return CodeBlock.builder()
        .beginControlFlow("if ($N == null)", e)
        .addStatement("throw $T.nullElement($S)", PROTO_WRITER, f.name())
        .endControlFlow()
        .build();
  }

  static CodeBlock list(FieldModel f, ListType l, String v, String tagName, int tag) {
    return list(f, l, v, tagName, tag, null);
  }

  /** {@code skip}: a statement ending an element's turn early (its kept bytes written), or null. */
  static CodeBlock list(FieldModel f, ListType l, String v, String tagName, int tag, CodeBlock skip) {
    return list(f, l, v, tagName, tag, skip, false);
  }

  /** {@code array}: {@code v} is the object array itself rather than a list. */
  private static CodeBlock list(FieldModel f, ListType l, String v, String tagName, int tag, CodeBlock skip,
      boolean array) {
    CodeBlock.Builder c = CodeBlock.builder();
    if (l.element().packable() && f.packed()) {
      c.beginControlFlow(array ? "if ($N.length != 0)" : "if (!$N.isEmpty())", v);
      c.add(writeTag(tagName, tag));
      c.addStatement("int mark = out.beginPacked()");
      c.add(elements(l, v, array, nullCheck(f, "e").toBuilder().add(l.element().protoWrite("e")).build()));
      c.addStatement("out.endPacked(mark)");
      c.endControlFlow();
      return c.build();
    }
    CodeBlock.Builder element = nullCheck(f, "e").toBuilder();
    if (skip != null) {
      element.add(skip);
    }
    element.add(writeTag(tagName, tag)).add(l.element().protoWrite("e"));
    return c.add(elements(l, v, array, element.build())).build();
  }

  /** {@code body} per element {@code e}: a for-each over an array is an indexed loop already. */
  private static CodeBlock elements(ListType l, String v, boolean array, CodeBlock body) {
    if (!array) {
      return Loops.elements(l, v, body);
    }
    return CodeBlock.builder()
        .beginControlFlow("for ($T e : $N)", l.element().javaType(), v)
        .add(body)
        .endControlFlow()
        .build();
  }

  static CodeBlock map(FieldModel f, MapType mt, String v, String tagName, int tag) {
    return map(f, mt, v, tagName, tag, null);
  }

  /** {@code skip}: a statement ending an entry's turn early (its kept bytes written), or null. */
  static CodeBlock map(FieldModel f, MapType mt, String v, String tagName, int tag, CodeBlock skip) {
    CodeBlock.Builder c = CodeBlock.builder();
    c.beginControlFlow("if (k == null || val == null)");
    c.addStatement("throw $T.nullElement($S)", PROTO_WRITER, f.name());
    c.endControlFlow();
    if (skip != null) {
      c.add(skip);
    }
    c.add(writeTag(tagName, tag));
    c.addStatement("int entry = out.beginLength()");
    c.addStatement("out.writeRawByte($L)", Tags.entryKey(mt));
    c.add(mt.key().protoWrite("k"));
    c.addStatement("out.writeRawByte($L)", Tags.entryValue(mt));
    c.add(mt.value().protoWrite("val"));
    c.addStatement("out.endLength(entry)");
    return Loops.entries(mt, v, c.build());
  }
}
