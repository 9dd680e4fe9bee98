package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.CodeBlock;

/** Facts every non-primitive kind shares: explicit presence ({@code null} is absent). */
final class ReferenceKind {
  private ReferenceKind() {}

  static CodeBlock nonNull(String v) {
    return CodeBlock.of("$N != null", v);
  }
}
