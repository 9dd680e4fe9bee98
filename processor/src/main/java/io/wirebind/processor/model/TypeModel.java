package io.wirebind.processor.model;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.kind.Scalar;

/**
 * What a field holds: one value of a {@link Kind}, or a <em>shape</em> of kinds (a list, a
 * primitive array, a map). Shapes belong to the field-level generators (tags, packing, seen bits,
 * reuse); everything that depends on the element type is asked of its kind.
 */
public sealed interface TypeModel permits Kind, TypeModel.ListType, TypeModel.ArrayType, TypeModel.MapType {

  /** The Java type of a value of this shape, as generated code declares it. */
  TypeName javaType();

  /**
   * {@code List<E>} (declared as {@code List} or {@code ArrayList}); decoded as an {@code
   * ArrayList}.
   *
   * @param element the kind of the elements (boxed when a scalar)
   * @param declared the declared Java type
   */
  record ListType(Kind element, TypeName declared) implements TypeModel {
    @Override
    public TypeName javaType() {
      return declared;
    }
  }

  /**
   * A primitive array other than {@code byte[]}: {@code int[] long[] float[] double[] boolean[]},
   * copied in bulk by the runtime.
   *
   * @param element an unboxed scalar
   */
  record ArrayType(Scalar element) implements TypeModel {
    @Override
    public TypeName javaType() {
      return ArrayTypeName.of(element.javaType());
    }
  }

  /**
   * {@code Map<K, V>} (declared as {@code Map}, {@code HashMap} or {@code LinkedHashMap}); decoded
   * as a {@code LinkedHashMap}, which keeps input order.
   *
   * @param key a kind that {@link ValueKind#keyable() can be a key}
   * @param value any kind
   * @param declared the declared Java type
   */
  record MapType(ValueKind key, Kind value, TypeName declared) implements TypeModel {
    @Override
    public TypeName javaType() {
      return declared;
    }
  }
}
