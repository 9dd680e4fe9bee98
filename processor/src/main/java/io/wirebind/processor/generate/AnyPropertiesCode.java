package io.wirebind.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel.MapType;
import java.util.List;

/**
 * The Jackson-style JSON code of a message's {@code @JsonAnyGetter}/{@code @JsonAnySetter} map
 * ({@link MessageModel.AnyMember}): its entries written as members after the declared properties,
 * and undeclared members read into it. A {@code Map<String, Object>} holds JSON trees ({@link
 * io.wirebind.spi.AnyProperties}); a typed {@code Map<String, V>} (a {@link MapType}) has its
 * values read and written as a map field's values are. Protobuf and proto3 JSON treat the map as the
 * field it is ({@code google.protobuf.Struct}, or {@code map<string, V>}), so none of this applies
 * to them.
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

  /** Whether the map is a typed {@code Map<String, V>} rather than one of JSON trees. */
  static boolean typed(FieldModel f) {
    return f.type() instanceof MapType;
  }

  /**
   * Writes the map's entries; {@code comma}: whether a member was written before; {@code entry}
   * writes a typed map's entry {@code k}, {@code val} ({@code "i++ != 0"} tells whether a comma
   * goes before it).
   */
  static CodeBlock write(FieldModel f, CodeBlock comma, CodeBlock entry) {
    if (!typed(f)) {
      return CodeBlock.of("$T.write(out, $L, $L);\n", ANY, Access.get(f, "m"), comma);
    }
    MapType mt = (MapType) f.type();
    return CodeBlock.builder()
        .add("{\n$>")
        .addStatement("$T anyMap = $L", f.javaType(), Access.get(f, "m"))
        .beginControlFlow("if (anyMap != null)")
        .addStatement("int i = $L ? 1 : 0", comma)
        .add(Loops.entries(mt, "anyMap", entry))
        .endControlFlow()
        .add("$<}\n")
        .build();
  }

  /**
   * The local's start value when decoding into a mutable instance: a new instance's own map, as
   * Jackson puts into it; a reused instance takes a copy of a new instance's value.
   */
  static CodeBlock start(FieldModel f) {
    if (Access.putEach(f)) {
      return CodeBlock.of("null"); // the any-setter method takes the members read
    }
    if (typed(f)) {
      CodeBlock defaults = Access.get(f, "DEFAULTS");
      return CodeBlock.of("reuse == null ? $L : $L == null ? null : $L", Access.get(f, "cur"), defaults,
          Containers.copyMap(f, (MapType) f.type(), defaults.toString()));
    }
    return CodeBlock.of("reuse == null ? $L : $T.copyStruct($L)",
        Access.get(f, "cur"), VALUES, Access.get(f, "DEFAULTS"));
  }

  /** The local's start value when decoding into a new instance made by a constructor. */
  static CodeBlock startImmutable(MessageModel model) {
    return model.any().eager() ? CodeBlock.of("new $T<>()", model.any().created()) : CodeBlock.of("null");
  }

  /**
   * Keeps the member whose name was just read in the local, creating the map on the first one;
   * {@code value} reads a typed map's value (which may be null) into {@code sink}, as the JSON
   * reader reads a map field's value.
   */
  static CodeBlock read(MessageModel model, FieldModel f,
      java.util.function.BiFunction<MapType, String, CodeBlock> value) {
    String v = Names.local(f);
    CodeBlock.Builder c = CodeBlock.builder()
        .beginControlFlow("if ($N == null)", v)
        .addStatement("$N = new $T<>()", v, model.any().created())
        .endControlFlow();
    if (!typed(f)) {
      return c.addStatement("$T.read(in, $N)", ANY, v).build();
    }
    return c.add("{\n$>")
        .addStatement("String anyName = in.lastName()")
        .beginControlFlow("if ($N.size() >= in.maxCollectionSize() && !$N.containsKey(anyName))", v, v)
        .addStatement("throw in.error($S + in.maxCollectionSize() + $S)", "the object has more than ",
            " members kept by its @JsonAnySetter map, the limit (Limits.maxCollectionSize)")
        .endControlFlow()
        .add(value.apply((MapType) f.type(), v + ".put(anyName, $L)"))
        .add("$<}\n")
        .build();
  }
}
