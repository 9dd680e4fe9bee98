package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.RuntimeNames;
import java.util.List;

/**
 * The Jackson-style JSON code of a message's {@code @JsonAnyGetter}/{@code @JsonAnySetter} map
 * ({@link MessageModel.AnyMember}): its entries written as members after the declared properties,
 * and undeclared members read into it. Protobuf and proto3 JSON treat the map as the {@code
 * google.protobuf.Struct} field it is, so none of this applies to them.
 */
final class AnyPropertiesCode {
  private static final ClassName ANY = RuntimeNames.ANY_PROPERTIES;
  private static final ClassName VALUES = RuntimeNames.DYNAMIC_VALUES;

  private AnyPropertiesCode() {}

  /** The any map's field when {@code style} gives it its Jackson meaning, else null. */
  static FieldModel field(MessageModel model, JsonStyle style) {
    if (style != JsonStyle.JACKSON || model.any() == null) {
      return null;
    }
    for (FieldModel f : model.fields()) {
      if (f.name().equals(model.any().field())) {
        return f;
      }
    }
    return null;
  }

  /** Whether {@code f} is the any map in {@code style} (it is then no property of its own). */
  static boolean is(MessageModel model, JsonStyle style, FieldModel f) {
    return field(model, style) == f;
  }

  /** The names whose members are skipped, never unknown nor kept. */
  static List<String> skipped(MessageModel model, JsonStyle style) {
    return field(model, style) != null ? model.any().skipped() : model.json().skipped();
  }

  /**
   * The options the type id reading follows: with the map, as if unknown members failed (the
   * first id member is exempt and skipped, later ones are members like any other).
   */
  static JsonOptions typeIdOptions(MessageModel model, JsonStyle style) {
    JsonOptions o = model.json();
    return field(model, style) == null ? o : o.withFailOnUnknown(true);
  }

  /** Writes the map's entries; {@code comma}: whether a member was written before. */
  static CodeBlock write(FieldModel f, CodeBlock comma) {
    return CodeBlock.of("$T.write(out, $L, $L);\n", ANY, Access.get(f, "m"), comma);
  }

  /**
   * The local's start value when decoding into a mutable instance: a new instance's own map, as
   * Jackson puts into it; a reused instance takes a copy of a new instance's value.
   */
  static CodeBlock start(FieldModel f) {
    if (Access.putEach(f)) {
      return CodeBlock.of("null"); // the any-setter method takes the members read
    }
    return CodeBlock.of("reuse == null ? $L : $T.copyStruct($L)",
        Access.get(f, "cur"), VALUES, Access.get(f, "DEFAULTS"));
  }

  /** The local's start value when decoding into a new instance made by a constructor. */
  static CodeBlock startImmutable(MessageModel model) {
    return model.any().eager() ? CodeBlock.of("new $T<>()", model.any().created()) : CodeBlock.of("null");
  }

  /** Keeps the member whose name was just read in the local, creating the map on the first one. */
  static CodeBlock read(MessageModel model, FieldModel f) {
    String v = Names.local(f);
    return CodeBlock.builder()
        .beginControlFlow("if ($N == null)", v)
        .addStatement("$N = new $T<>()", v, model.any().created())
        .endControlFlow()
        .addStatement("$T.read(in, $N)", ANY, v)
        .build();
  }
}
