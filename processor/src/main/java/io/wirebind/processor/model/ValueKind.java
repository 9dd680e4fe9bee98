package io.wirebind.processor.model;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.annotation.JsonStyle;

/**
 * A kind whose values are immutable and read by one expression: scalars, strings, bytes, enums
 * and the value types. See {@link Kind} for the hooks every kind has.
 */
public non-sealed interface ValueKind extends Kind {

  /** An expression reading one value from the {@code ProtoReader in}. */
  CodeBlock protoRead();

  /**
   * {@link #protoRead()} in a decoder that reuses an instance: {@code held} is an expression for the
   * value that instance holds (possibly null at run time). A kind whose reader can return an equal
   * held value instead of making a new one (strings) overrides this; the others read as usual.
   */
  default CodeBlock protoReadReusing(CodeBlock held) {
    return protoRead();
  }

  /**
   * Whether {@link #protoRead()} gives {@code null} for a value this side does not know (an enum
   * number it lacks); the value is then dropped, as protobuf keeps it out of the field. Such a kind
   * also overrides the map-entry hooks below. By default false.
   */
  default boolean protoReadMayDrop() {
    return false;
  }

  /**
   * Whether {@link #protoRead()} gives {@code null} for a value that is present: a {@code
   * google.protobuf.Value} holding {@code null_value}. An optional then reads it as empty.
   */
  default boolean protoReadMayBeNull() {
    return false;
  }

  /**
   * Whether a JSON property of this kind starts with a quote that is merged into the property's
   * prefix: written by {@code out.writeRawAndString(prefix, v)}. Only strings.
   */
  default boolean jsonQuotedPrefix() {
    return false;
  }

  /** An expression reading a value or JSON {@code null} in one call, or null (the default) when there is none. */
  default CodeBlock jsonReadOrNull() {
    return null;
  }

  /** {@link #jsonReadOrNull()} in a decoder that reuses an instance holding {@code held}, as {@link #protoReadReusing}. */
  default CodeBlock jsonReadOrNullReusing(CodeBlock held) {
    return jsonReadOrNull();
  }

  /** Statements writing a whole list {@code v} of this kind in one call, or null (the default) when there is none. */
  default CodeBlock jsonWriteList(String v) {
    return null;
  }

  /**
   * Statements writing a whole set, collection or iterable {@code v} of this kind in one call, or
   * null when it is written element by element.
   */
  default CodeBlock jsonWriteIterable(String v) {
    return null;
  }

  /**
   * The value a JSON member absent from the input takes in a mutable class, given {@code
   * newInstanceValue}, an expression for the value a new instance has: that value itself for
   * immutable values, a copy for a kind whose values can be changed in place.
   */
  default CodeBlock jsonAbsent(CodeBlock newInstanceValue) {
    return newInstanceValue;
  }

  // ---- map keys

  /**
   * Whether this kind can be a map key (protobuf: integral or string). By default not; a kind that
   * is one answers the two hooks below, which analysis never calls otherwise.
   */
  default boolean keyable() {
    return false;
  }

  /** Statements writing the non-null map key {@code k} as a JSON member name (with quotes). */
  default CodeBlock jsonWriteKey(JsonStyle style) {
    throw notAKey();
  }

  /** An expression giving the key from the member name the {@code JsonReader in} just read. */
  default CodeBlock jsonReadKey(JsonStyle style) {
    throw notAKey();
  }

  private IllegalStateException notAKey() {
    return new IllegalStateException(this + " is not a map key; analysis should have rejected it");
  }

  /**
   * Statements writing the member name of the non-null map key {@code k}, after a comma when the
   * boolean expression {@code comma} is true, and the colon.
   */
  default CodeBlock jsonWriteMemberKey(JsonStyle style, String comma) {
    return CodeBlock.builder()
        .beginControlFlow("if ($L)", comma).addStatement("out.writeByte((byte) ',')").endControlFlow()
        .add(jsonWriteKey(style))
        .addStatement("out.writeByte((byte) ':')")
        .build();
  }

  /**
   * Statements reading the next member name into the map key local {@code k}: by default its
   * hash, then {@link #jsonReadKey}; a string key is read as a {@code String} in one pass.
   */
  default CodeBlock jsonReadKeyLocal(JsonStyle style) {
    return CodeBlock.builder()
        .addStatement("in.readNameHash()")
        .addStatement("$T k = $L", javaType(), jsonReadKey(style))
        .build();
  }

  // ---- map entries (protobuf {key = 1, value = 2}); kinds that drop unknown values override

  /**
   * Whether a map entry's key starts as {@code null} and takes {@link #protoEntryDefault()} only
   * when the entry has none (a default that fails, such as a UUID's, must not run otherwise).
   */
  default boolean protoEntryKeyLazy() {
    return false;
  }

  /** Declares the local holding an entry's value while the entry is read. */
  default CodeBlock protoEntryValueStart() {
    return CodeBlock.of("$T val = null;\n", javaType());
  }

  /** The {@code case} reading an entry's value field with tag {@code tag}. */
  default CodeBlock protoEntryValueCase(int tag) {
    return CodeBlock.of("case $L: val = $L; break;\n", tag, protoRead());
  }

  /**
   * As {@link #protoEntryPut(String)}, running {@code dropped} instead when the value read is one
   * this side lacks ({@link #protoReadMayDrop()}).
   */
  default CodeBlock protoEntryPut(String map, CodeBlock dropped) {
    return protoEntryPut(map);
  }

  /** Statements putting the entry (key {@code k}) into {@code map}, defaulting a missing value. */
  default CodeBlock protoEntryPut(String map) {
    return CodeBlock.builder()
        .beginControlFlow("if (val == null)")
        .addStatement("val = $L", protoEntryDefault())
        .endControlFlow()
        .addStatement("$N.put(k, val)", map)
        .build();
  }
}
