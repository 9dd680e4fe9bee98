package io.wirebind.processor.model;

import io.wirebind.annotation.JsonStyle;
import java.util.List;

/**
 * Class-level JSON options.
 *
 * @param style Jackson-compatible or proto3 JSON ({@code @WireMessage(json = ...)})
 * @param failOnUnknown whether an unknown property is an error
 * @param typeProperty for a subtype of a hierarchy whose Jackson JSON carries the type id as a
 *     property: its name ({@code @type}, skipped when reading even if unknown members fail); else null
 * @param typeId with {@code typeProperty}: the member written first, {@code "@type":"Card"} (escaped,
 *     no comma), written and read first; null for {@code include = EXISTING_PROPERTY}, where the
 *     subtype's own property carries the id, or when there is no {@code typeProperty}
 * @param skipped names whose members Jackson-style reading skips even when unknown members are
 *     errors: {@code @JsonIgnoreProperties} names and {@code READ_ONLY} properties
 * @param typeVisible {@code @JsonTypeInfo(visible)}: whether the first {@code typeProperty} member
 *     (the id) is also assigned to the subtype's property of that name, as Jackson does; when false
 *     that property keeps its default (later members of that name are read as usual)
 * @param typeIdWrapper for a subtype of a hierarchy whose type id wraps the value: that wrapper;
 *     else null
 * @param typeIdCheck with {@code typeProperty}: which ids the subtype read as its own class accepts;
 *     else null
 * @param arrayShape {@code @JsonFormat(shape = ARRAY)} on the class: Jackson-style JSON writes and
 *     reads the properties as one JSON array, in property order
 * @param jackson the Jackson whose default mapper the Jackson-style JSON matches: {@code JACKSON}
 *     (2.x) or {@code JACKSON3}
 */
public record JsonOptions(
    JsonStyle style, boolean failOnUnknown, String typeProperty, String typeId, List<String> skipped,
    boolean typeVisible, TypeIdWrapper typeIdWrapper, TypeIdCheck typeIdCheck, boolean arrayShape,
    JsonStyle jackson) {
  public static final JsonOptions DEFAULT = new JsonOptions(JsonStyle.JACKSON, false);

  public JsonOptions {
    skipped = List.copyOf(skipped);
  }

  public JsonOptions(
      JsonStyle style, boolean failOnUnknown, String typeProperty, String typeId, List<String> skipped,
      boolean typeVisible, TypeIdWrapper typeIdWrapper, TypeIdCheck typeIdCheck, boolean arrayShape) {
    this(style, failOnUnknown, typeProperty, typeId, skipped, typeVisible, typeIdWrapper, typeIdCheck, arrayShape,
        style == JsonStyle.JACKSON3 ? JsonStyle.JACKSON3 : JsonStyle.JACKSON);
  }

  /** Whether the Jackson-style JSON follows Jackson 3's defaults. */
  public boolean jackson3() {
    return jackson == JsonStyle.JACKSON3;
  }

  /** These options with the Jackson-style JSON following {@code jackson}'s defaults. */
  public JsonOptions withJackson(JsonStyle jackson) {
    return new JsonOptions(style, failOnUnknown, typeProperty, typeId, skipped, typeVisible, typeIdWrapper, typeIdCheck, arrayShape, jackson);
  }

  public JsonOptions(
      JsonStyle style, boolean failOnUnknown, String typeProperty, String typeId, List<String> skipped,
      boolean typeVisible, TypeIdWrapper typeIdWrapper) {
    this(style, failOnUnknown, typeProperty, typeId, skipped, typeVisible, typeIdWrapper, null, false);
  }

  public JsonOptions(JsonStyle style, boolean failOnUnknown) {
    this(style, failOnUnknown, null, null, List.of(), false, null, null, false);
  }

  public JsonOptions(JsonStyle style, boolean failOnUnknown, String typeProperty, String typeId) {
    this(style, failOnUnknown, typeProperty, typeId, List.of(), false, null, null, false);
  }

  /** These options with the type id member {@code typeId} named {@code typeProperty}. */
  public JsonOptions withTypeId(String typeProperty, String typeId, boolean typeVisible) {
    return new JsonOptions(style, failOnUnknown, typeProperty, typeId, skipped, typeVisible, typeIdWrapper, typeIdCheck, arrayShape, jackson);
  }

  /** These options with the type-id wrapper {@code wrapper}. */
  public JsonOptions withTypeIdWrapper(TypeIdWrapper wrapper) {
    return new JsonOptions(style, failOnUnknown, typeProperty, typeId, skipped, typeVisible, wrapper, typeIdCheck, arrayShape, jackson);
  }

  /** These options with the check of the type id member. */
  public JsonOptions withTypeIdCheck(TypeIdCheck check) {
    return new JsonOptions(style, failOnUnknown, typeProperty, typeId, skipped, typeVisible, typeIdWrapper, check, arrayShape, jackson);
  }

  /** These options with {@code @JsonFormat(shape = ARRAY)}. */
  public JsonOptions withArrayShape() {
    return new JsonOptions(style, failOnUnknown, typeProperty, typeId, skipped, typeVisible, typeIdWrapper, typeIdCheck, true, jackson);
  }

  /** These options with {@code failOnUnknown}. */
  public JsonOptions withFailOnUnknown(boolean fail) {
    return new JsonOptions(style, fail, typeProperty, typeId, skipped, typeVisible, typeIdWrapper, typeIdCheck, arrayShape, jackson);
  }

  /** These options with the names Jackson-style reading skips. */
  public JsonOptions withSkipped(List<String> skipped) {
    return new JsonOptions(style, failOnUnknown, typeProperty, typeId, skipped, typeVisible, typeIdWrapper, typeIdCheck, arrayShape, jackson);
  }
}
