package io.wirebind.processor.model;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.annotation.JsonStyle;
import java.util.Map;

/**
 * The kind of one value (a scalar, a string, an enum, a message, ...): everything the generators
 * need to know about a type, one hook each. A kind is chosen once, during analysis; the generators
 * never ask which kind they hold, they call its hooks, which return code making direct static calls
 * into the runtime (no adapter object, no virtual call per field at run time).
 *
 * <p>There are two families. A {@link ValueKind} is an immutable value read by an expression. A
 * {@link NestedKind} is a mutable message decoded into the instance already there through its
 * codec; the field-level generators track it with a seen bit, merge it when it repeats and keep it
 * on reuse. A JDK value type is no kind of its own but a row of the registry {@code LibraryType}
 * (see "Adding a type" in CONTRIBUTING.md); a new kind is a class in {@code
 * io.wirebind.processor.generate.kind} answering the hooks that have no default, chosen in the
 * analysis' {@code TypeMapper}.
 *
 * <p>Hooks that write code get the name of a local holding a non-null value ({@code v}); the
 * generated code around them has {@code out} (a {@code ProtoWriter} or {@code JsonWriter}) or
 * {@code in} (a {@code ProtoReader} or {@code JsonReader}) in scope.
 */
public sealed interface Kind extends TypeModel permits ValueKind, NestedKind {

  // ---- Java

  /**
   * Whether values are a Java primitive: never null, implicit presence (zero is not written). By
   * default a reference: {@code null} is absent.
   */
  default boolean primitive() {
    return false;
  }

  /** The value a decoder's local starts from: a primitive's zero, else (the default) {@code null}. */
  default CodeBlock javaDefault() {
    return CodeBlock.of("null");
  }

  // ---- protobuf

  /** The wire type one value is written with (not packed). */
  WireType wireType();

  /** Whether a repeated field of this kind is written packed (numbers, bools, enums). */
  boolean packable();

  /** The type as a {@code .proto} file names it: {@code int32}, {@code string}, {@code Car}. */
  String protoTypeName();

  /**
   * The type as the exported {@code .proto} file names it, declaring what it needs through {@code
   * scope} (imports, references to other files, synthesized messages). Kinds whose type is
   * a protobuf scalar keep this default.
   */
  default String protoTypeName(ProtoScope scope) {
    return protoTypeName();
  }

  /** Statements writing the value {@code v} without a tag (messages with their length). */
  CodeBlock protoWrite(String v);

  /**
   * The condition under which a field holding {@code v} is written: non-zero for a primitive,
   * non-null (the default) for every other kind.
   */
  default CodeBlock protoIsSet(String v) {
    return CodeBlock.of("$N != null", v);
  }

  /**
   * The value a map entry takes when its value (or key) field is missing: protobuf's default. An
   * expression that may use the {@code ProtoReader in} (to fail at its offset when there is none).
   */
  CodeBlock protoEntryDefault();

  // ---- JSON

  /** Statements writing the non-null value {@code v} in {@code style}. */
  CodeBlock jsonWrite(JsonStyle style, String v);

  /**
   * An expression reading a non-null value in {@code style}; {@code reuse} is an expression for an
   * instance to decode into (only nested kinds use it), or {@code null}.
   */
  CodeBlock jsonRead(JsonStyle style, CodeBlock reuse);

  /**
   * The condition for writing the property under {@code @JsonInclude(NON_EMPTY)} (Jackson) or in
   * proto3 JSON (which writes every non-null reference, empty strings included). By default
   * non-null: a kind with an empty value (a string, a collection wrapper) overrides it.
   */
  default CodeBlock jsonNonEmpty(JsonStyle style, String v) {
    return CodeBlock.of("$N != null", v);
  }

  /**
   * The condition for writing the property under {@code @JsonInclude(NON_DEFAULT)}: by default
   * Jackson's {@code NON_EMPTY} condition, as Jackson applies it to a property of a value type.
   */
  default CodeBlock jsonNonDefault(String v) {
    return jsonNonEmpty(JsonStyle.JACKSON, v);
  }

  // ---- the codec class

  /**
   * Adds the members this kind needs in a codec (tables, helper methods) to {@code members}, keyed
   * so that a kind used by several fields adds them once. Called once per codec for every kind a
   * message uses; the generators place each {@link Member} at its slot. By default none.
   */
  default void collectMembers(Map<String, Kind> members) {}

  /**
   * Adds this kind's members for {@code slot} ({@code style} is set for the JSON reader slot) to
   * {@code codec}; only called for kinds that {@link #collectMembers} registered. By default none.
   */
  default void addMembers(TypeSpec.Builder codec, Member slot, JsonStyle style) {}

  /** Where a kind's codec members go, in the order of the generated class. */
  enum Member {
    /** After the JSON dispatch methods, before the writers: tables shared by both styles. */
    JSON_TABLES,
    /** After each style's reader method. */
    JSON_READERS,
    /** At the end of the class: protobuf number mapping. */
    PROTO_SUPPORT
  }
}
