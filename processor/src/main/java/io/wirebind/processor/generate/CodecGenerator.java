package io.wirebind.processor.generate;

import com.palantir.javapoet.TypeSpec;
import io.wirebind.processor.model.MessageModel;

/** Assembles the codec class of one message from the per-concern generators. */
public final class CodecGenerator {
  private CodecGenerator() {}

  /**
   * The codec type for {@code model}; {@code generatedAnnotation} is the qualified name of the
   * {@code @Generated} annotation to put on it, or null.
   */
  public static TypeSpec generate(MessageModel model, String generatedAnnotation) {
    throw new UnsupportedOperationException("generator not written yet: " + model + generatedAnnotation);
  }
}
