package io.wirebind.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.generate.kind.MessageKind;
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
 * @param unknownFields the member keeping unknown fields ({@code io.wirebind.UnknownFieldSet}), or
 *     null when unknown fields are skipped
 * @param reserved the numbers and names {@code @WireMessage(reserved, reservedNames)} retires
 * @param any the field carrying Jackson's {@code @JsonAnyGetter}/{@code @JsonAnySetter}, or null
 */
public record MessageModel(
    TypeName type, ClassName codec, Creation creation, List<FieldModel> fields, JsonOptions json,
    UnknownMember unknownFields, Reserved reserved, AnyMember any) {

  public MessageModel {
    fields = List.copyOf(fields);
  }

  /** A message without an any-getter/any-setter map. */
  public MessageModel(
      TypeName type, ClassName codec, Creation creation, List<FieldModel> fields, JsonOptions json,
      UnknownMember unknownFields, Reserved reserved) {
    this(type, codec, creation, fields, json, unknownFields, reserved, null);
  }

  /** The message class without type arguments, for {@code Page.class}. */
  public ClassName rawType() {
    return type instanceof ParameterizedTypeName p ? p.rawType() : (ClassName) type;
  }

  /**
   * The name of the message in an exported {@code .proto}: the class's, or for a parameterisation
   * of a generic message its codec's without the suffix ({@code Page_of_Order}).
   */
  public ClassName protoName() {
    if (codec.simpleName().endsWith("_" + OneofModel.OWN_CODEC_SUFFIX) && type instanceof ClassName c) {
      return c.nestedClass("Own"); // an open base's own fields, beside its oneof
    }
    return type instanceof ClassName c ? c : MessageKind.parameterizationName(codec);
  }

  /** Whether the codec is one parameterisation of a generic message. */
  public boolean parameterized() {
    return type instanceof ParameterizedTypeName;
  }

  /** A message that skips unknown fields. */
  public MessageModel(
      TypeName type, ClassName codec, Creation creation, List<FieldModel> fields, JsonOptions json) {
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

  /**
   * The {@code Map<String, Object>} field that is Jackson's {@code @JsonAnyGetter} and {@code
   * @JsonAnySetter}: in Jackson-style JSON its entries are written as members after the declared
   * properties and every undeclared member is read into it; protobuf and proto3 JSON see it as the
   * {@code google.protobuf.Struct} field it is.
   *
   * @param field the Java name of the field (one of {@link #fields()})
   * @param created the map class created when the field is null and a member arrives
   * @param skipped member names skipped rather than kept ({@code @JsonIgnoreProperties} names; a
   *     subtype's first type id member is skipped too, later ones are kept, as Jackson does)
   * @param eager whether the map is created even when no member arrives (a record's: Jackson 2.18
   *     passes an empty map to the constructor)
   */
  public record AnyMember(String field, ClassName created, List<String> skipped, boolean eager) {
    public AnyMember {
      skipped = List.copyOf(skipped);
    }
  }

  /** Whether decoding builds locals and calls a constructor (records, {@code @JsonCreator}). */
  public boolean immutable() {
    return creation.constructorFields() != null;
  }
}
