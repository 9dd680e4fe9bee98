package io.wirebind.processor.analysis;

import io.wirebind.processor.generate.kind.Scalar;
import io.wirebind.processor.model.JavaKind;
import io.wirebind.processor.model.ScalarKind;
import java.util.Set;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Java primitives and their boxes as protobuf scalars: the {@link JavaKind} of a type, which kinds
 * may be map keys or primitive arrays, and the {@link Scalar} a {@code @WireField} encoding picks.
 */
final class ScalarTypes {
  static final Set<JavaKind> KEY_KINDS =
      Set.of(JavaKind.INT, JavaKind.LONG, JavaKind.BOOLEAN, JavaKind.SHORT, JavaKind.BYTE,
          JavaKind.CHAR);

  static final Set<JavaKind> ARRAY_KINDS =
      Set.of(JavaKind.INT, JavaKind.LONG, JavaKind.FLOAT, JavaKind.DOUBLE, JavaKind.BOOLEAN);

  private ScalarTypes() {}

  static JavaKind boxed(Types types, TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return null;
    }
    try {
      return primitive(types.unboxedType(type).getKind());
    } catch (IllegalArgumentException notABox) {
      return null;
    }
  }

  static JavaKind primitive(TypeKind kind) {
    return switch (kind) {
      case BOOLEAN -> JavaKind.BOOLEAN;
      case BYTE -> JavaKind.BYTE;
      case SHORT -> JavaKind.SHORT;
      case CHAR -> JavaKind.CHAR;
      case INT -> JavaKind.INT;
      case LONG -> JavaKind.LONG;
      case FLOAT -> JavaKind.FLOAT;
      case DOUBLE -> JavaKind.DOUBLE;
      default -> null;
    };
  }

  static boolean integral(JavaKind kind) {
    return kind != JavaKind.BOOLEAN && kind != JavaKind.FLOAT && kind != JavaKind.DOUBLE;
  }

  /** The scalar for {@code kind}; the encoding is ignored for non-integral kinds. */
  static Scalar scalar(JavaKind kind, String encoding, boolean boxed) {
    boolean wide = kind == JavaKind.LONG;
    ScalarKind s =
        switch (kind) {
          case BOOLEAN -> ScalarKind.BOOL;
          case FLOAT -> ScalarKind.FLOAT;
          case DOUBLE -> ScalarKind.DOUBLE;
          default ->
              switch (encoding) {
                case "ZIGZAG" -> wide ? ScalarKind.SINT64 : ScalarKind.SINT32;
                case "FIXED" -> wide ? ScalarKind.SFIXED64 : ScalarKind.SFIXED32;
                case "UNSIGNED" -> wide ? ScalarKind.UINT64 : ScalarKind.UINT32;
                default -> wide ? ScalarKind.INT64 : ScalarKind.INT32;
              };
        };
    return new Scalar(s, kind, boxed);
  }
}
