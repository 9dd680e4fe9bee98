package io.wirebind.processor.model;

import com.palantir.javapoet.CodeBlock;

/**
 * A kind whose values are mutable messages with a generated codec: decoded into the instance
 * already there (merged when the field repeats, reused across decodes). The field-level
 * generators read it through {@link #codecInstance()}. See {@link Kind} for the hooks every kind
 * has.
 */
public non-sealed interface NestedKind extends Kind {

  /** An expression for the {@code io.wirebind.Codec} of the values: {@code Car_WireCodec.INSTANCE}. */
  CodeBlock codecInstance();
}
