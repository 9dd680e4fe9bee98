package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.JavaKind;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.ScalarKind;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.model.WireType;
import java.util.Locale;
import java.util.Map;

/**
 * A number or boolean: {@code int}, {@code Integer}, {@code char}, ... Java {@code byte}, {@code
 * short} and {@code char} travel as {@code int32} (or the chosen 32-bit encoding) and are
 * range-checked when read. In proto3 JSON, 64-bit integers are strings and unsigned encodings are
 * written unsigned; Jackson writes the Java value.
 *
 * @param scalar the protobuf scalar type
 * @param java the Java primitive
 * @param boxed whether the Java type is the box (explicit presence, may be null)
 */
public record Scalar(ScalarKind scalar, JavaKind java, boolean boxed) implements ValueKind {

  @Override
  public TypeName javaType() {
    TypeName p =
        switch (java) {
          case BOOLEAN -> TypeName.BOOLEAN;
          case BYTE -> TypeName.BYTE;
          case SHORT -> TypeName.SHORT;
          case CHAR -> TypeName.CHAR;
          case INT -> TypeName.INT;
          case LONG -> TypeName.LONG;
          case FLOAT -> TypeName.FLOAT;
          case DOUBLE -> TypeName.DOUBLE;
        };
    return boxed ? p.box() : p;
  }

  @Override
  public boolean primitive() {
    return !boxed;
  }

  /** The zero value of the primitive. */
  public CodeBlock zero() {
    return switch (java) {
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

  @Override
  public CodeBlock javaDefault() {
    return boxed ? CodeBlock.of("null") : zero();
  }

  // ---- protobuf

  @Override
  public WireType wireType() {
    return scalar.wireType();
  }

  @Override
  public boolean packable() {
    return true;
  }

  @Override
  public String protoTypeName() {
    return scalar.protoName();
  }

  /** The {@code ProtoWriter} method writing one value. */
  public String writeMethod() {
    return switch (scalar) {
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

  private String readMethod() {
    return switch (scalar) {
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

  @Override
  public CodeBlock protoWrite(String v) {
    return CodeBlock.of("out.$N($L);\n", writeMethod(), v);
  }

  @Override
  public CodeBlock protoRead() {
    CodeBlock raw = CodeBlock.of("in.$N()", readMethod());
    return switch (java) {
      case BYTE -> CodeBlock.of("in.readByteValue($L)", raw);
      case SHORT -> CodeBlock.of("in.readShortValue($L)", raw);
      case CHAR -> CodeBlock.of("in.readCharValue($L)", raw);
      default -> raw;
    };
  }

  @Override
  public boolean protoReadMayDrop() {
    return false;
  }

  @Override
  public CodeBlock protoIsSet(String v) {
    if (boxed) {
      return CodeBlock.of("$N != null", v);
    }
    return switch (java) {
      case BOOLEAN -> CodeBlock.of("$L", v);
      case FLOAT -> CodeBlock.of("Float.floatToRawIntBits($L) != 0", v);
      case DOUBLE -> CodeBlock.of("Double.doubleToRawLongBits($L) != 0L", v);
      case LONG -> CodeBlock.of("$L != 0L", v);
      default -> CodeBlock.of("$L != 0", v);
    };
  }

  @Override
  public CodeBlock protoEntryDefault() {
    return boxed ? CodeBlock.of("$T.valueOf($L)", javaType(), zero()) : zero();
  }

  // ---- JSON

  private boolean unsigned(JsonStyle style, ScalarKind k) {
    return style == JsonStyle.PROTO3 && scalar == k;
  }

  /** An expression writing the value {@code v} (which may be an array element such as {@code a[i]}). */
  public CodeBlock jsonWriteCall(JsonStyle style, String v) {
    boolean p3 = style == JsonStyle.PROTO3;
    return switch (java) {
      case BOOLEAN -> CodeBlock.of("out.writeBoolean($N)", v);
      case FLOAT -> CodeBlock.of("out.writeFloat($N)", v);
      case DOUBLE -> CodeBlock.of("out.writeDouble($N)", v);
      case CHAR -> p3 ? CodeBlock.of("out.writeInt($N)", v) : CodeBlock.of("out.writeChar($N)", v);
      case LONG -> !p3
          ? CodeBlock.of("out.writeLong($N)", v)
          : scalar == ScalarKind.UINT64
              ? CodeBlock.of("out.writeString($T.toUnsignedString($N))", Long.class, v)
              : CodeBlock.of("out.writeQuotedLong($N)", v);
      default -> unsigned(style, ScalarKind.UINT32)
          ? CodeBlock.of("out.writeLong($T.toUnsignedLong($N))", Integer.class, v)
          : CodeBlock.of("out.writeInt($N)", v);
    };
  }

  /**
   * The call writing the property prefix {@code prefix} and this primitive's value {@code v} with
   * one capacity check, or null where the value has no such call (chars, unsigned numbers,
   * proto3's quoted longs).
   */
  public CodeBlock jsonWriteWithPrefix(JsonStyle style, CodeBlock prefix, String v) {
    boolean p3 = style == JsonStyle.PROTO3;
    return switch (java) {
      case BOOLEAN -> CodeBlock.of("out.writeRawAndBoolean($L, $N)", prefix, v);
      case LONG -> p3 ? null : CodeBlock.of("out.writeRawAndLong($L, $N)", prefix, v);
      case INT, SHORT, BYTE -> unsigned(style, ScalarKind.UINT32) ? null : CodeBlock.of("out.writeRawAndInt($L, $N)", prefix, v);
      case DOUBLE -> CodeBlock.of("out.writeRawAndDouble($L, $N)", prefix, v);
      case FLOAT -> CodeBlock.of("out.writeRawAndFloat($L, $N)", prefix, v);
      default -> null;
    };
  }

  /** Whether proto3 JSON writes an array of this scalar element by element (quoted or unsigned). */
  public boolean jsonArrayByElement(JsonStyle style) {
    return style == JsonStyle.PROTO3 && (java == JavaKind.LONG || scalar == ScalarKind.UINT32);
  }

  @Override
  public CodeBlock jsonWrite(JsonStyle style, String v) {
    return CodeBlock.of("$L;\n", jsonWriteCall(style, v));
  }

  @Override
  public CodeBlock jsonRead(JsonStyle style, CodeBlock reuse) {
    return switch (java) {
      case BOOLEAN -> CodeBlock.of("in.readBoolean()");
      case BYTE -> CodeBlock.of("in.readByte()");
      case SHORT -> CodeBlock.of("in.readShort()");
      case CHAR -> style == JsonStyle.PROTO3 ? CodeBlock.of("(char) in.readUnsignedShort()") : CodeBlock.of("in.readChar()");
      case INT -> unsigned(style, ScalarKind.UINT32)
          ? CodeBlock.of("in.readUnsignedInt()")
          : CodeBlock.of("in.readInt()");
      case LONG -> unsigned(style, ScalarKind.UINT64)
          ? CodeBlock.of("in.readUnsignedLong()")
          : CodeBlock.of("in.readLong()");
      case FLOAT -> CodeBlock.of("in.readFloat()");
      case DOUBLE -> CodeBlock.of("in.readDouble()");
    };
  }

  @Override
  public CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    return CodeBlock.of("$N != null", v);
  }

  @Override
  public CodeBlock jsonNonDefault(String v) {
    if (!boxed) {
      return protoIsSet(v);
    }
    String unboxed = CodeBlock.of("$N.$N()", v, java.name().toLowerCase(Locale.ROOT) + "Value").toString();
    return CodeBlock.of("$N != null && $L", v, new Scalar(scalar, java, false).protoIsSet(unboxed));
  }

  @Override
  public boolean jsonQuotedPrefix() {
    return false;
  }

  @Override
  public CodeBlock jsonReadOrNull() {
    return null;
  }

  @Override
  public CodeBlock jsonWriteList(String v) {
    return null;
  }

  // ---- map keys

  @Override
  public boolean keyable() {
    return java != JavaKind.FLOAT && java != JavaKind.DOUBLE;
  }

  @Override
  public CodeBlock jsonWriteKey(JsonStyle style) {
    return switch (java) {
      case BOOLEAN -> CodeBlock.of("out.writeString(k ? \"true\" : \"false\");\n");
      case CHAR -> style == JsonStyle.PROTO3
          ? quoted(CodeBlock.of("out.writeInt(k)"))
          : CodeBlock.of("out.writeChar(k);\n");
      // unsigned only in proto3 JSON; Jackson writes the Java value, and reads it back signed
      case LONG -> unsigned(style, ScalarKind.UINT64)
          ? CodeBlock.of("out.writeString($T.toUnsignedString(k));\n", Long.class)
          : quoted(CodeBlock.of("out.writeLong(k)"));
      case FLOAT, DOUBLE -> throw new IllegalStateException(this + " is not a map key");
      default -> unsigned(style, ScalarKind.UINT32)
          ? quoted(CodeBlock.of("out.writeLong($T.toUnsignedLong(k))", Integer.class))
          : quoted(CodeBlock.of("out.writeInt(k)"));
    };
  }

  private static CodeBlock quoted(CodeBlock write) {
    return CodeBlock.builder()
        .addStatement("out.writeByte((byte) '\"')")
        .addStatement(write)
        .addStatement("out.writeByte((byte) '\"')")
        .build();
  }

  @Override
  public CodeBlock jsonReadKey(JsonStyle style) {
    var support = RuntimeNames.SUPPORT;
    return switch (java) {
      case BOOLEAN -> CodeBlock.of("$T.booleanKey(in)", support);
      case BYTE -> CodeBlock.of("(byte) $T.intKey(in, $T.MIN_VALUE, $T.MAX_VALUE)", support, Byte.class, Byte.class);
      case SHORT -> CodeBlock.of("(short) $T.intKey(in, $T.MIN_VALUE, $T.MAX_VALUE)", support, Short.class, Short.class);
      case CHAR -> style == JsonStyle.PROTO3
          ? CodeBlock.of("(char) $T.intKey(in, 0, 0xFFFF)", support)
          : CodeBlock.of("$T.charKey(in)", support);
      case INT -> unsigned(style, ScalarKind.UINT32)
          ? CodeBlock.of("(int) $T.unsignedKey(in, 0xFFFFFFFFL)", support)
          : CodeBlock.of("$T.intKey(in, $T.MIN_VALUE, $T.MAX_VALUE)", support, Integer.class, Integer.class);
      case LONG -> unsigned(style, ScalarKind.UINT64)
          ? CodeBlock.of("$T.unsignedKey(in, -1L)", support)
          : CodeBlock.of("$T.longKey(in)", support);
      case FLOAT, DOUBLE -> throw new IllegalStateException(this + " is not a map key");
    };
  }

  // ---- codec members: none

  @Override
  public void collectMembers(Map<String, Kind> members) {}

  @Override
  public void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {}
}
