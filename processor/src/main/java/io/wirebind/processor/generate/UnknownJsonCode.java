package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.MessageModel.UnknownMember;

/**
 * The JSON side of a message's {@code UnknownFieldSet} member: the reader keeps each unknown
 * member's bytes (name to end of value, validated as a skipped member is) in a local {@code
 * unknown} (the instance's set, cleared: a JSON decode replaces everything), stored at the end; the
 * writer writes them back before the object's closing brace. Messages without the member get none
 * of it, and their generated code is what it was.
 */
final class UnknownJsonCode {
  private UnknownJsonCode() {}

  /** Declares the reader's local: a new instance's set or the reused one's, cleared. */
  static CodeBlock start(MessageModel model) {
    UnknownMember u = model.unknownFields();
    if (model.immutable()) {
      return CodeBlock.builder().addStatement("$T unknown = null", UnknownFieldCode.SET).build();
    }
    CodeBlock get = u.read().kind() == Accessor.Kind.METHOD
        ? CodeBlock.of("cur.$N()", u.read().name())
        : CodeBlock.of("cur.$N", u.read().name());
    return CodeBlock.builder()
        .addStatement("$T unknown = $L", UnknownFieldCode.SET, get)
        .beginControlFlow("if (unknown != null)")
        .addStatement("unknown.clear()")
        .endControlFlow()
        .build();
  }

  /** The unknown-member branch: reads the value and keeps the whole member. */
  static CodeBlock keep() {
    return CodeBlock.builder().addStatement("unknown = $T.keepJson(unknown, in)", UnknownFieldCode.SET).build();
  }

  /** Stores the local into {@code instance} ({@code cur} or {@code m}). */
  static CodeBlock store(MessageModel model, String instance) {
    return UnknownFieldCode.store(model.unknownFields(), instance);
  }

  /**
   * Writes the kept members before the closing brace; {@code comma} is the expression telling
   * whether a member was written before them ({@code true}, {@code false} or the writer's local).
   */
  static CodeBlock write(MessageModel model, String comma) {
    UnknownMember u = model.unknownFields();
    CodeBlock get = u.read().kind() == Accessor.Kind.METHOD
        ? CodeBlock.of("m.$N()", u.read().name())
        : CodeBlock.of("m.$N", u.read().name());
    return CodeBlock.builder()
        .addStatement("$T unknown = $L", UnknownFieldCode.SET, get)
        .beginControlFlow("if (unknown != null)")
        .addStatement("unknown.writeJsonMembers(out, $L)", comma)
        .endControlFlow()
        .build();
  }
}
