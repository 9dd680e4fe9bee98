package io.wirebind.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * Everything the generators need to know about one {@code @WireMessage} class.
 *
 * @param type the message class
 * @param codec the generated codec class ({@code Car_WireCodec}, {@code Outer_Inner_WireCodec})
 * @param creation how instances are made: a no-argument constructor, or a constructor taking some
 *     fields (records: the canonical constructor)
 * @param fields the serialized fields in protobuf declaration order (superclass fields first)
 * @param json class-level JSON options
 */
public record MessageModel(
    ClassName type, ClassName codec, Creation creation, List<FieldModel> fields, JsonOptions json) {

  public MessageModel {
    fields = List.copyOf(fields);
  }

  /** Whether decoding builds locals and calls a constructor (records, {@code @JsonCreator}). */
  public boolean immutable() {
    return creation.constructorFields() != null;
  }
}
