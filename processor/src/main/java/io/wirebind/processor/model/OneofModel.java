package io.wirebind.processor.model;

import com.palantir.javapoet.ClassName;
import io.wirebind.annotation.JsonStyle;
import java.util.List;

/**
 * A {@code @WireMessage} hierarchy (a sealed interface or class, or an abstract type listing its
 * subtypes with {@code @JsonSubTypes}): a protobuf message holding one {@code oneof} of its
 * subtypes, and in JSON an object carrying a type id.
 *
 * @param type the base type
 * @param codec its generated codec class
 * @param style the JSON style of {@code toJson} ({@code @WireMessage(json = ...)})
 * @param cases the subtypes in case-number order
 * @param writeOrder indexes into {@code cases} in the order the writers test {@code instanceof}: a
 *     subtype before any case it extends
 * @param typeInfo how Jackson-style JSON carries the type id
 * @param jackson the Jackson whose JSON the Jackson style matches: {@code JACKSON} or {@code JACKSON3}
 */
public record OneofModel(
    ClassName type,
    ClassName codec,
    JsonStyle style,
    List<Case> cases,
    List<Integer> writeOrder,
    TypeInfo typeInfo,
    JsonStyle jackson) {

  /**
   * How the codec of an open base's own fields ends ({@code Pet_OwnWireCodec}); the message of
   * those fields is {@code Own}, nested in the base's in an exported {@code .proto}.
   */
  public static final String OWN_CODEC_SUFFIX = "OwnWireCodec";

  /**
   * The public method of a subtype's codec reading its Jackson JSON on from just after the type id
   * member at the object's start, which the hierarchy's codec has read and matched to one of the
   * subtype's ids: the subtype's decoder neither reads nor matches the id again.
   */
  public static final String AFTER_TYPE_ID = "readJsonAfterTypeId";

  public OneofModel {
    cases = List.copyOf(cases);
    writeOrder = List.copyOf(writeOrder);
  }

  public OneofModel(
      ClassName type, ClassName codec, JsonStyle style, List<Case> cases, List<Integer> writeOrder,
      TypeInfo typeInfo) {
    this(type, codec, style, cases, writeOrder, typeInfo,
        style == JsonStyle.JACKSON3 ? JsonStyle.JACKSON3 : JsonStyle.JACKSON);
  }

  /**
   * One subtype.
   *
   * @param type the subtype
   * @param codec its generated codec
   * @param number the protobuf field number of its case in the {@code oneof}
   * @param protoName the case's field name in a {@code .proto} file ({@code bank_transfer})
   * @param hierarchy whether the subtype is itself a hierarchy (its codec writes its own type id)
   * @param writtenId the JSON type id written for it (null for a nested hierarchy)
   * @param acceptedIds every JSON type id read as this case (for a nested hierarchy: its leaves')
   * @param afterTypeId whether the case's codec has {@link #AFTER_TYPE_ID}, which reads on after an
   *     id the hierarchy's codec has matched first in the object: the id property is this
   *     hierarchy's ({@code include = PROPERTY}) and the subtype's codec is generated here or has it
   */
  public record Case(
      ClassName type,
      ClassName codec,
      int number,
      String protoName,
      boolean hierarchy,
      String writtenId,
      List<String> acceptedIds,
      boolean afterTypeId) {
    public Case {
      acceptedIds = List.copyOf(acceptedIds);
    }

    /** Whether this case is the open base's own instances (its codec writes the base's fields). */
    public boolean base() {
      return codec.simpleName().endsWith("_" + OWN_CODEC_SUFFIX);
    }

    /** The message of the case in a {@code .proto} file: the subtype's, or the open base's {@code Own}. */
    public ClassName protoType() {
      return base() ? type.nestedClass("Own") : type;
    }

    /** The proto3 JSON name of the case, as protobuf's {@code JsonFormat} writes it. */
    public String proto3Name() {
      return JsonText.lowerCamel(protoName);
    }
  }

  /** Where Jackson puts the type id ({@code @JsonTypeInfo.As}). */
  public enum Include { PROPERTY, EXISTING_PROPERTY, WRAPPER_OBJECT, WRAPPER_ARRAY, NONE }

  /**
   * The JSON type id.
   *
   * @param include where it goes ({@link Include#NONE} for {@code use = DEDUCTION})
   * @param property the member holding it, for the two property forms
   * @param defaultCase the index of the case read when the id is missing or unknown, or -1
   * @param deduction for {@code DEDUCTION}: each case's JSON property names
   */
  public record TypeInfo(Include include, String property, int defaultCase, List<List<String>> deduction) {
    public TypeInfo {
      deduction = deduction == null ? null : List.copyOf(deduction);
    }
  }
}
