package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.generate.kind.CollectionMessageKind;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.NestedKind;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel.ArrayType;
import io.wirebind.processor.model.TypeModel.ListType;
import java.util.List;

/**
 * The read code of repeated values that the protobuf decoder, the JSON decoders and the collection
 * message readers share: the collection size limit, packed runs, primitive arrays filled by the
 * runtime, lists that reuse their elements by index, and casts to a narrower declared type.
 */
final class RepeatedReadCode {
  private static final ClassName PROTO_READER = RuntimeNames.PROTO_READER;
  private static final ClassName SUPPORT = RuntimeNames.SUPPORT;

  private RepeatedReadCode() {}

  /**
   * Whether decoding into the list reuses the elements it holds, by index: messages, and the inner
   * collections of a list of collections.
   */
  static boolean reusesElements(ListType l) {
    return (l.element() instanceof NestedKind || l.element() instanceof CollectionMessageKind) && l.indexed();
  }

  /** Casts a support method's {@code List} to the declared type when that is narrower. */
  static CodeBlock castList(FieldModel f, CodeBlock list) {
    return castTo(f, list, List.class);
  }

  /** Casts {@code value} (of type {@code api}) to the field's declared type when that is narrower. */
  private static CodeBlock castTo(FieldModel f, CodeBlock value, Class<?> api) {
    TypeName declared = f.javaType();
    TypeName raw = declared instanceof ParameterizedTypeName p ? p.rawType() : declared;
    return raw.equals(ClassName.get(api)) ? value : CodeBlock.of("($T) $L", declared, value);
  }

  /**
   * Reads a JSON array (not null) into the list local {@code v}, reusing by index the elements it
   * holds ({@link #reusesElements}), as the protobuf decoder does. A list that holds nothing (a
   * new instance's) is appended to in a loop of its own: no element to look up, compare or replace
   * per element (1.05–1.18× on decodes of lists of small messages, docs/PERFORMANCE.md).
   */
  static CodeBlock jsonReusingList(JsonStyle style, FieldModel f, ListType l, String v) {
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("$N = $L", v, castList(f, CodeBlock.of("$T.list($N, true)", SUPPORT, v)));
    c.addStatement("int n = 0");
    c.beginControlFlow("if (in.startArrayElements())");
    c.beginControlFlow("if ($N.isEmpty())", v);
    c.beginControlFlow("do");
    c.add(sizeLimit(f, CodeBlock.of("n")));
    c.addStatement("$N.add($L)", v, jsonElement(style, l, CodeBlock.of("null")));
    c.addStatement("n++");
    c.endControlFlow("while (in.nextElement())");
    c.nextControlFlow("else");
    c.beginControlFlow("do");
    c.add(sizeLimit(f, CodeBlock.of("n")));
    CodeBlock old = CodeBlock.of("n < $N.size() ? $N.get(n) : null", v, v);
    c.addStatement("n = $T.setElement($N, n, $L)", SUPPORT, v, jsonElement(style, l, old));
    c.endControlFlow("while (in.nextElement())");
    c.addStatement("$T.truncate($N, n)", SUPPORT, v);
    c.endControlFlow();
    c.nextControlFlow("else");
    c.addStatement("$T.truncate($N, 0)", SUPPORT, v);
    c.endControlFlow();
    return c.build();
  }

  /** One element of a list that reuses its elements, read into {@code old} (which may be null). */
  private static CodeBlock jsonElement(JsonStyle style, ListType l, CodeBlock old) {
    return l.element() instanceof CollectionMessageKind w
        ? CodeBlock.of("in.tryNull() ? null : $L", w.jsonRead(style, old)) // a message codec reads null itself
        : l.element().jsonRead(style, old);
  }

  /** Reads a packed run, {@code element} per element. */
  static CodeBlock packed(CodeBlock element) {
    CodeBlock.Builder c = CodeBlock.builder();
    c.addStatement("int limit = in.beginPacked()");
    c.beginControlFlow("while (!in.isAtEnd())");
    c.add(element);
    c.endControlFlow();
    c.addStatement("in.endPacked(limit)");
    return c.build();
  }

  /** Fails before a repeated field grows past the reader's collection size limit. */
  static CodeBlock sizeLimit(FieldModel f, CodeBlock size) {
    return CodeBlock.of(
        "if ($L >= in.maxCollectionSize()) throw in.tooManyElements($S, $L + 1L);\n", size, f.name(), size);
  }

  /** The runtime call appending a run of {@code f}'s array to {@code v}, which has {@code n} elements. */
  static CodeBlock arrayCall(FieldModel f, ArrayType a, boolean packed, String v, String n) {
    String name = f.name();
    CodeBlock call;
    if (packed) {
      call = switch (a.element().scalar()) {
        case DOUBLE -> CodeBlock.of("in.readPackedDoubles($N, $N, $S)", v, n, name);
        case FLOAT -> CodeBlock.of("in.readPackedFloats($N, $N, $S)", v, n, name);
        case SFIXED32 -> CodeBlock.of("in.readPackedFixed32s($N, $N, $S)", v, n, name);
        case SFIXED64 -> CodeBlock.of("in.readPackedFixed64s($N, $N, $S)", v, n, name);
        case BOOL -> CodeBlock.of("in.readPackedBools($N, $N, $S)", v, n, name);
        case INT32, UINT32 -> CodeBlock.of("in.readPackedVarint32s($N, $N, $S, false)", v, n, name);
        case SINT32 -> CodeBlock.of("in.readPackedVarint32s($N, $N, $S, true)", v, n, name);
        case INT64, UINT64 -> CodeBlock.of("in.readPackedVarint64s($N, $N, $S, false)", v, n, name);
        case SINT64 -> CodeBlock.of("in.readPackedVarint64s($N, $N, $S, true)", v, n, name);
      };
    } else {
      call = switch (a.element().scalar()) {
        case DOUBLE -> CodeBlock.of("in.readUnpackedDoubles($N, $N, $S, tag)", v, n, name);
        case FLOAT -> CodeBlock.of("in.readUnpackedFloats($N, $N, $S, tag)", v, n, name);
        case BOOL -> CodeBlock.of("in.readUnpackedBools($N, $N, $S, tag)", v, n, name);
        case INT32, UINT32 -> unpacked("Ints", v, n, name, "VARINT");
        case SINT32 -> unpacked("Ints", v, n, name, "ZIGZAG");
        case SFIXED32 -> unpacked("Ints", v, n, name, "FIXED");
        case INT64, UINT64 -> unpacked("Longs", v, n, name, "VARINT");
        case SINT64 -> unpacked("Longs", v, n, name, "ZIGZAG");
        case SFIXED64 -> unpacked("Longs", v, n, name, "FIXED");
      };
    }
    return call;
  }

  private static CodeBlock unpacked(String kind, String v, String n, String name, String encoding) {
    return CodeBlock.of("in.readUnpacked$L($N, $N, $S, tag, $T.$L)", kind, v, n, name, PROTO_READER, encoding);
  }

  /** The empty array a decoder starts a primitive array from. */
  static CodeBlock noArray(ArrayType a) {
    return CodeBlock.of("$T.$N", SUPPORT, switch (a.element().java()) {
      case INT -> "NO_INTS";
      case LONG -> "NO_LONGS";
      case FLOAT -> "NO_FLOATS";
      case DOUBLE -> "NO_DOUBLES";
      case BOOLEAN -> "NO_BOOLEANS";
      default -> throw new IllegalArgumentException("array of " + a.element());
    });
  }
}
