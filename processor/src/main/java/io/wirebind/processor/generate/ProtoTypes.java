package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.JavaKind;
import io.wirebind.processor.model.ScalarKind;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.BytesType;
import io.wirebind.processor.model.TypeModel.EnumType;
import io.wirebind.processor.model.TypeModel.MessageType;
import io.wirebind.processor.model.TypeModel.Scalar;
import io.wirebind.processor.model.TypeModel.StringType;
import io.wirebind.processor.model.WireType;

/** Protobuf facts per value type: wire types, writer and reader calls, defaults. */
final class ProtoTypes {
  private ProtoTypes() {}

  /** The wire type a single (non-packed) value of {@code t} is written with. */
  static WireType wireType(TypeModel t) {
    if (t instanceof Scalar s) {
      return s.scalar().wireType();
    }
    if (t instanceof EnumType) {
      return WireType.VARINT;
    }
    return WireType.LENGTH_DELIMITED;
  }

  /** Whether repeated values of {@code t} can be packed (scalars and enums). */
  static boolean packable(TypeModel t) {
    return t instanceof Scalar || t instanceof EnumType;
  }

  static String writeMethod(ScalarKind k) {
    return switch (k) {
      case INT32 -> "writeInt32";
      case UINT32 -> "writeUInt32";
      case SINT32 -> "writeSInt32";
      case SFIXED32 -> "writeFixed32";
      case INT64 -> "writeInt64";
      case UINT64 -> "writeUInt64";
      case SINT64 -> "writeSInt64";
      case SFIXED64 -> "writeFixed64";
      case FLOAT -> "writeFloat";
      case DOUBLE -> "writeDouble";
      case BOOL -> "writeBool";
    };
  }

  static String readMethod(ScalarKind k) {
    return switch (k) {
      case INT32, UINT32 -> "readInt32";
      case SINT32 -> "readSInt32";
      case SFIXED32 -> "readFixed32";
      case INT64, UINT64 -> "readInt64";
      case SINT64 -> "readSInt64";
      case SFIXED64 -> "readFixed64";
      case FLOAT -> "readFloat";
      case DOUBLE -> "readDouble";
      case BOOL -> "readBool";
    };
  }

  /**
   * Code writing the value {@code v} (a local of the Java type; never null) without a tag.
   * Message values get their length prefix here.
   */
  static CodeBlock writeValue(TypeModel t, String v) {
    if (t instanceof Scalar s) {
      return CodeBlock.of("out.$N($L);\n", writeMethod(s.scalar()), v);
    }
    if (t instanceof StringType) {
      return CodeBlock.of("out.writeString($L);\n", v);
    }
    if (t instanceof BytesType) {
      return CodeBlock.of("out.writeBytes($L);\n", v);
    }
    if (t instanceof EnumType e) {
      return CodeBlock.of("out.writeInt32($L($L));\n", EnumSupport.toNumber(e), v);
    }
    if (t instanceof MessageType m) {
      return CodeBlock.builder()
          .addStatement("int mark = out.beginLength()")
          .addStatement("$T.INSTANCE.writeProto($L, out)", m.codec(), v)
          .addStatement("out.endLength(mark)")
          .build();
    }
    throw new IllegalArgumentException("not a single value: " + t);
  }

  /**
   * An expression reading one value of {@code t} (not a message, which needs a target) from
   * {@code in}, of the Java type; enums may read as null for an unknown number.
   */
  static CodeBlock readValue(TypeModel t) {
    if (t instanceof Scalar s) {
      CodeBlock raw = CodeBlock.of("in.$N()", readMethod(s.scalar()));
      return switch (s.java()) {
        case BYTE -> CodeBlock.of("in.readByteValue($L)", raw);
        case SHORT -> CodeBlock.of("in.readShortValue($L)", raw);
        case CHAR -> CodeBlock.of("in.readCharValue($L)", raw);
        default -> raw;
      };
    }
    if (t instanceof StringType) {
      return CodeBlock.of("in.readString()");
    }
    if (t instanceof BytesType) {
      return CodeBlock.of("in.readBytes()");
    }
    if (t instanceof EnumType e) {
      return CodeBlock.of("$L(in.readInt32())", EnumSupport.fromNumber(e));
    }
    throw new IllegalArgumentException("not a plain value: " + t);
  }

  /** The condition under which a primitive with implicit presence is written. */
  static CodeBlock isSet(Scalar s, String v) {
    return switch (s.java()) {
      case BOOLEAN -> CodeBlock.of("$L", v);
      case FLOAT -> CodeBlock.of("Float.floatToRawIntBits($L) != 0", v);
      case DOUBLE -> CodeBlock.of("Double.doubleToRawLongBits($L) != 0L", v);
      case LONG -> CodeBlock.of("$L != 0L", v);
      default -> CodeBlock.of("$L != 0", v);
    };
  }

  /** The zero value of a primitive. */
  static CodeBlock zero(JavaKind k) {
    return switch (k) {
      case BOOLEAN -> CodeBlock.of("false");
      case BYTE -> CodeBlock.of("(byte) 0");
      case SHORT -> CodeBlock.of("(short) 0");
      case CHAR -> CodeBlock.of("(char) 0");
      case INT -> CodeBlock.of("0");
      case LONG -> CodeBlock.of("0L");
      case FLOAT -> CodeBlock.of("0f");
      case DOUBLE -> CodeBlock.of("0d");
    };
  }

  /** The value a map entry takes when its key or value field is missing (protobuf defaults). */
  static CodeBlock entryDefault(TypeModel t) {
    if (t instanceof Scalar s) {
      CodeBlock z = zero(s.java());
      return s.boxed() ? CodeBlock.of("$T.valueOf($L)", s.javaType(), z) : z;
    }
    if (t instanceof StringType) {
      return CodeBlock.of("\"\"");
    }
    if (t instanceof BytesType) {
      return CodeBlock.of("new byte[0]");
    }
    if (t instanceof EnumType e) {
      return CodeBlock.of("$T.$N", e.type(), e.defaultConstant().name());
    }
    if (t instanceof MessageType m) {
      return CodeBlock.of("$T.INSTANCE.newDefault()", m.codec());
    }
    throw new IllegalArgumentException("no entry default for " + t);
  }
}
