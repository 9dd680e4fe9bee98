package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.MessageModel.UnknownMember;
import io.wirebind.processor.model.RuntimeNames;

/**
 * The code keeping unknown fields in a message's {@code UnknownFieldSet} member: a local {@code
 * unknown} in the decoder (the instance's set, cleared unless merging), each unknown field appended
 * to it, stored at the end, and written back after the known fields. Messages without the member
 * get none of it. The numbers kept in a field's place are written back by {@link FieldKeeping}.
 */
final class UnknownFieldCode {
  static final ClassName SET = RuntimeNames.UNKNOWN_FIELD_SET;
  static final ClassName ENUM_LIST_WRITER = RuntimeNames.ENUM_LIST_WRITER;

  private UnknownFieldCode() {}

  static CodeBlock get(UnknownMember u, String instance) {
    return u.read().kind() == Accessor.Kind.METHOD
        ? CodeBlock.of("$L.$N()", instance, u.read().name())
        : CodeBlock.of("$L.$N", instance, u.read().name());
  }

  /** Declares the decoder's local: the set already there, kept when merging, else cleared or new. */
  static CodeBlock start(MessageModel model) {
    UnknownMember u = model.unknownFields();
    if (model.immutable()) {
      // a new instance gets its own set; merging copies the current one's
      return CodeBlock.builder()
          .addStatement("$T unknown = merge && cur != null && $L != null ? $L.copy() : null",
              SET, get(u, "cur"), get(u, "cur"))
          .build();
    }
    return CodeBlock.builder()
        .addStatement("$T unknown = $L", SET, get(u, "cur"))
        .beginControlFlow("if (!merge && unknown != null)")
        .addStatement("unknown.clear()")
        .endControlFlow()
        .build();
  }

  /** The {@code default:} case: skips the field (checking known numbers' wire types) and keeps it. */
  static CodeBlock keep() {
    return CodeBlock.builder()
        .addStatement("int valueStart = in.position()")
        .addStatement("skipUnknown(in, tag)")
        .addStatement("unknown = $T.keepProto(unknown, in, tag, valueStart)", SET)
        .build();
  }

  /** Before reading a value this side may drop (an enum number it lacks): where its bytes start. */
  static CodeBlock droppedStart() {
    return CodeBlock.builder().addStatement("int droppedAt = in.position()").build();
  }

  /**
   * The {@code else} of a list element's dropped value: its number is kept with its position (the
   * count of elements before it in the list {@code v}), to go back in place, as protobuf-java keeps
   * an open enum's unrecognized numbers in the list.
   */
  static CodeBlock droppedKeepElement(FieldModel f, String v) {
    return CodeBlock.builder()
        .nextControlFlow("else")
        .addStatement("unknown = $T.keepEnumElement(unknown, in, $L, droppedAt, $N.size())", SET, f.number(), v)
        .build();
  }

  /** When decoding first meets an enum list (merging into the list {@code v}). */
  static CodeBlock enumListStart(FieldModel f, String v) {
    return CodeBlock.builder().addStatement("$T.startEnumList(unknown, $L, $N.size())", SET, f.number(), v).build();
  }

  /** At the end of a decoding that met the enum list {@code v}: its size, checked when encoding. */
  static CodeBlock enumListEnd(FieldModel f, String v) {
    return CodeBlock.builder().addStatement("$T.endEnumList(unknown, $L, $N.size())", SET, f.number(), v).build();
  }

  /**
   * The {@code else} of a singular field's dropped value: the field becomes absent and the number
   * is kept for it, to go out in its place (as protobuf-java keeps an open enum's unrecognized
   * number in the field); the last occurrence wins, as for the field.
   */
  static CodeBlock droppedKeepInPlace(FieldModel f, String v, CodeBlock absent) {
    return CodeBlock.builder()
        .nextControlFlow("else")
        .addStatement("$N = $L", v, absent)
        .addStatement("unknown = $T.keepEnum(unknown, in, $L, droppedAt)", SET, f.number())
        .build();
  }

  /** Stores the local into the instance {@code instance}. */
  static CodeBlock store(UnknownMember u, String instance) {
    return u.write().kind() == Accessor.Kind.METHOD
        ? CodeBlock.of("$L.$N(unknown);\n", instance, u.write().name())
        : CodeBlock.of("$L.$N = unknown;\n", instance, u.write().name());
  }

  /** Writes the kept fields after the known ones, where protoc-generated code writes its own. */
  static CodeBlock write(UnknownMember u) {
    return CodeBlock.builder()
        .addStatement("$T unknown = $L", SET, get(u, "m"))
        .beginControlFlow("if (unknown != null)")
        .addStatement("unknown.writeProto(out)")
        .endControlFlow()
        .build();
  }
}
