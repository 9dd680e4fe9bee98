package io.wirebind.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.List;

/** The shape of a field's value, shared by the protobuf and JSON generators. */
public sealed interface TypeModel {

  /** The Java type of a value of this shape, as generated code declares it. */
  TypeName javaType();

  /**
   * A number or boolean: {@code int}, {@code Integer}, {@code char}, ...
   *
   * @param scalar the protobuf scalar type
   * @param java the Java primitive
   * @param boxed whether the Java type is the box (explicit presence, may be null)
   */
  record Scalar(ScalarKind scalar, JavaKind java, boolean boxed) implements TypeModel {
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
  }

  /** {@code String}: protobuf {@code string}. */
  record StringType() implements TypeModel {
    @Override
    public TypeName javaType() {
      return ClassName.get(String.class);
    }
  }

  /** {@code byte[]}: protobuf {@code bytes}, JSON base64. */
  record BytesType() implements TypeModel {
    @Override
    public TypeName javaType() {
      return com.palantir.javapoet.ArrayTypeName.of(TypeName.BYTE);
    }
  }

  /**
   * A Java enum: protobuf {@code enum} by number, JSON by name.
   *
   * @param type the enum class
   * @param constants every constant with its protobuf number, in declaration order
   */
  record EnumType(ClassName type, List<EnumConstant> constants) implements TypeModel {
    public EnumType {
      constants = List.copyOf(constants);
    }

    @Override
    public TypeName javaType() {
      return type;
    }

    /** The constant decoded when a map entry lacks its value: number 0, else the first. */
    public EnumConstant defaultConstant() {
      return constants.stream().filter(c -> c.number() == 0).findFirst().orElse(constants.get(0));
    }
  }

  /** One enum constant and its protobuf number. */
  record EnumConstant(String name, int number) {}

  /**
   * A nested {@code @WireMessage} class.
   *
   * @param type the message class
   * @param codec its generated codec class
   */
  record MessageType(ClassName type, ClassName codec) implements TypeModel {
    @Override
    public TypeName javaType() {
      return type;
    }
  }

  /**
   * {@code List<E>} (declared as {@code List}, {@code Collection}, {@code Iterable} or {@code
   * ArrayList}); decoded as an {@code ArrayList}.
   *
   * @param element a boxed {@link Scalar}, {@link StringType}, {@link BytesType}, {@link EnumType}
   *     or {@link MessageType}
   * @param declared the declared Java type
   */
  record ListType(TypeModel element, TypeName declared) implements TypeModel {
    @Override
    public TypeName javaType() {
      return declared;
    }
  }

  /**
   * A primitive array other than {@code byte[]}: {@code int[] long[] float[] double[] boolean[]}.
   *
   * @param element an unboxed scalar
   */
  record ArrayType(Scalar element) implements TypeModel {
    @Override
    public TypeName javaType() {
      return com.palantir.javapoet.ArrayTypeName.of(element.javaType());
    }
  }

  /**
   * {@code Map<K, V>} (declared as {@code Map}, {@code HashMap} or {@code LinkedHashMap}); decoded
   * as a {@code LinkedHashMap}, which keeps input order.
   *
   * @param key a boxed integral or boolean {@link Scalar}, or {@link StringType}
   * @param value any type but a list, array or map
   * @param declared the declared Java type
   */
  record MapType(TypeModel key, TypeModel value, TypeName declared) implements TypeModel {
    @Override
    public TypeName javaType() {
      return declared;
    }
  }
}
