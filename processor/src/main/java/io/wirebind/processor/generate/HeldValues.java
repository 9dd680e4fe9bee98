package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.ValueKind;

/**
 * The value an instance being decoded into already holds, for readers that return it when the
 * input is exactly it (strings: {@code in.readString(held)}), so that decoding unchanged data into
 * a reused instance allocates nothing. Only singular value fields; a fresh decode passes a new
 * instance's value (null unless the class initialises the field), which reads as before.
 */
final class HeldValues {
  private HeldValues() {}

  /**
   * In {@code decodeProto}: {@code cur}'s value, where {@code cur} is the instance decoded into (a
   * new or reused one), or for a record the one reused or merged into, or null.
   */
  static CodeBlock proto(MessageModel model, FieldModel f) {
    if (Access.setterOnly(f)) {
      return CodeBlock.of("null");
    }
    CodeBlock get = Access.get(f, "cur");
    return model.immutable() ? CodeBlock.of("cur != null ? $L : null", get) : get;
  }

  /**
   * In a JSON reader: the value of {@code cur} (a mutable class's new or reused instance), or of
   * {@code reuse} for a record built anew.
   */
  static CodeBlock json(MessageModel model, FieldModel f) {
    if (Access.setterOnly(f)) {
      return CodeBlock.of("null");
    }
    return model.immutable()
        ? CodeBlock.of("reuse != null ? $L : null", Access.get(f, "reuse"))
        : Access.get(f, "cur");
  }

  /** {@link ValueKind#protoRead()}, reusing the held value where the kind can. */
  static CodeBlock protoRead(MessageModel model, FieldModel f, ValueKind k) {
    return k.protoReadReusing(proto(model, f));
  }

  /** {@link ValueKind#jsonReadOrNull()}, reusing the held value where the kind can. */
  static CodeBlock jsonReadOrNull(MessageModel model, FieldModel f, ValueKind k) {
    return k.jsonReadOrNullReusing(json(model, f));
  }
}
