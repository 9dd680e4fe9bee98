package io.wirebind.processor.model.kind;

import com.palantir.javapoet.CodeBlock;

/** Facts every non-primitive kind shares: explicit presence ({@code null} is absent). */
final class ReferenceKind {
  private ReferenceKind() {}

  static final CodeBlock NULL = CodeBlock.of("null");

  static CodeBlock nonNull(String v) {
    return CodeBlock.of("$N != null", v);
  }

  static IllegalStateException notAKey(Object kind) {
    return new IllegalStateException(kind + " is not a map key; analysis should have rejected it");
  }
}
