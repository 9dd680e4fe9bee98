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
 * @param unknownFields the member keeping unknown fields ({@code io.wirebind.UnknownFieldSet}), or
 *     null when unknown fields are skipped
 * @param reserved the numbers and names {@code @WireMessage(reserved, reservedNames)} retires
 */
public record MessageModel(
    ClassName type, ClassName codec, Creation creation, List<FieldModel> fields, JsonOptions json,
    UnknownMember unknownFields, Reserved reserved) {

  public MessageModel {
    fields = List.copyOf(fields);
  }

  /** A message that skips unknown fields. */
  public MessageModel(
      ClassName type, ClassName codec, Creation creation, List<FieldModel> fields, JsonOptions json) {
    this(type, codec, creation, fields, json, null, Reserved.NONE);
  }

  /** Retired field numbers and names, in declaration order. */
  public record Reserved(List<Integer> numbers, List<String> names) {
    public static final Reserved NONE = new Reserved(List.of(), List.of());

    public Reserved {
      numbers = List.copyOf(numbers);
      names = List.copyOf(names);
    }
  }

  /**
   * The member of type {@code io.wirebind.UnknownFieldSet} that keeps the fields a message's class
   * does not declare.
   *
   * @param name the Java name
   * @param read how generated code reads it
   * @param write how generated code stores it (a field or a setter)
   */
  public record UnknownMember(String name, Accessor read, Accessor write) {}

  /** Whether decoding builds locals and calls a constructor (records, {@code @JsonCreator}). */
  public boolean immutable() {
    return creation.constructorFields() != null;
  }
}
