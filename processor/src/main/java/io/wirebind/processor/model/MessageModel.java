package io.wirebind.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.List;

/**
 * Everything the generators need to know about one {@code @WireMessage} class.
 *
 * @param type the message class, or one parameterisation of a generic message ({@code Page<Order>})
 * @param codec the generated codec class ({@code Car_WireCodec}, {@code Outer_Inner_WireCodec})
 * @param creation how instances are made: a no-argument constructor, or a constructor taking some
 *     fields (records: the canonical constructor)
 * @param fields the serialized fields in protobuf declaration order (superclass fields first)
 * @param json class-level JSON options
 */
public record MessageModel(
    TypeName type, ClassName codec, Creation creation, List<FieldModel> fields, JsonOptions json) {

  public MessageModel {
    fields = List.copyOf(fields);
  }

  /** The message class without type arguments, for {@code Page.class}. */
  public ClassName rawType() {
    return type instanceof ParameterizedTypeName p ? p.rawType() : (ClassName) type;
  }

  /** Whether the codec is one parameterisation of a generic message. */
  public boolean parameterized() {
    return type instanceof ParameterizedTypeName;
  }

  /** Whether decoding builds locals and calls a constructor (records, {@code @JsonCreator}). */
  public boolean immutable() {
    return creation.constructorFields() != null;
  }
}
