package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonOptions;
import java.util.List;

/**
 * How a subtype's Jackson reader treats the type id of its hierarchy, as Jackson 2.18 does: the
 * first member named by {@code @JsonTypeInfo(property)} is the id; it is assigned to the subtype's
 * property of that name only with {@code visible = true}, and otherwise not (that property keeps
 * its default); later members of that name are ordinary members. Kept in a local {@code typed},
 * true once the id has been read.
 */
final class TypeIdReading {
  private final String property;
  private final boolean visible;
  private final boolean leadingId;
  private final boolean strict;
  private final FieldModel holder;

  TypeIdReading(JsonOptions json, JsonStyle style, List<FieldModel> fields) {
    this.property = style == JsonStyle.JACKSON ? json.typeProperty() : null;
    this.visible = json.typeVisible();
    this.leadingId = property != null && json.typeId() != null;
    this.strict = json.failOnUnknown();
    FieldModel found = null;
    if (property != null) {
      for (FieldModel f : fields) {
        if (JsonNames.written(f, style).equals(property)) {
          found = f;
        }
      }
    }
    this.holder = found;
  }

  /** The id member's name, or null when the message is no subtype (or not in Jackson style). */
  String property() {
    return property;
  }

  boolean visible() {
    return visible;
  }

  /** The subtype's property named like the id, or null. */
  FieldModel holder() {
    return holder;
  }

  /**
   * Whether the reader tries the id as the first member (include = PROPERTY, where it is written
   * first). Not when a visible id has no property to go to and unknown members fail: Jackson then
   * rejects the id as an unknown member, which the member loop does.
   */
  boolean leading() {
    return leadingId && !(visible && holder == null && strict);
  }

  /** Whether the first id member is exempt from failing as unknown (it has no property to go to). */
  boolean exempt() {
    return property != null && holder == null && !visible;
  }

  /** Whether the reader declares {@code typed} without reading a leading id. */
  boolean tracked() {
    return !leading() && ((exempt() && strict) || (property != null && !visible && holder != null));
  }

  /** {@code read}, the member {@code f} read under {@code name}, or the skip of the invisible id. */
  CodeBlock read(FieldModel f, String name, CodeBlock read) {
    if (property == null || visible || f != holder || !name.equals(property)) {
      return read;
    }
    return CodeBlock.builder()
        .beginControlFlow("if (!typed)")
        .addStatement("typed = true")
        .addStatement("in.skipValue()")
        .nextControlFlow("else")
        .add(read)
        .endControlFlow()
        .build();
  }
}
