package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.FieldModel;

/** Code that reads or writes a field of the message instance {@code m}. */
final class Access {
  private Access() {}

  /** {@code m.name} or {@code m.getName()}. */
  static CodeBlock get(FieldModel f, String instance) {
    Accessor a = f.read();
    return a.kind() == Accessor.Kind.METHOD
        ? CodeBlock.of("$L.$N()", instance, a.name())
        : CodeBlock.of("$L.$N", instance, a.name());
  }

  /** {@code m.name = value;} or {@code m.setName(value);}. */
  static CodeBlock set(FieldModel f, String instance, CodeBlock value) {
    Accessor a = f.write();
    return switch (a.kind()) {
      case FIELD -> CodeBlock.of("$L.$N = $L;\n", instance, a.name(), value);
      case METHOD -> CodeBlock.of("$L.$N($L);\n", instance, a.name(), value);
      case CONSTRUCTOR -> throw new IllegalStateException(f.name() + " is set by the constructor");
    };
  }

  /** Whether the field can be written after construction. */
  static boolean settable(FieldModel f) {
    return f.write().kind() != Accessor.Kind.CONSTRUCTOR;
  }
}
