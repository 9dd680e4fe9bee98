package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.TypeModel.MapType;
import java.util.List;
import java.util.StringJoiner;

/**
 * The one {@code try}/{@code catch} each decoder has: a failure passing out of it gets the field
 * it was reading added to its path, and an exception of the message's own code (constructor,
 * creator, setter, value object) becomes a {@code WirebindException} with its byte offset and
 * path. An exception-table entry costs nothing until something is thrown.
 */
final class FailureCode {
  private FailureCode() {}

  /** Opens the {@code try} of a protobuf decoder, after {@code int tag} is declared. */
  static void beginProto(MethodSpec.Builder b) {
    b.beginControlFlow("try");
  }

  /** Closes the {@code try} of {@link #beginProto}: the path names {@code message} and the field of {@code tag}. */
  static void endProto(MethodSpec.Builder b, String message, String fields) {
    b.nextControlFlow("catch ($T e)", RuntimeException.class);
    b.addStatement("throw in.failure(e, tag, $S, $S)", message, fields);
    b.endControlFlow();
  }

  /** {@code "1 id,2 items[],3 byKey{}"}: the fields by number, for the path of a failure. */
  static String protoFields(List<FieldModel> fields) {
    StringJoiner j = new StringJoiner(",");
    for (FieldModel f : fields) {
      Kind e = Tags.element(f);
      String shape = f.type() instanceof MapType ? "{}" : e != null && !e.packable() ? "[]" : "";
      j.add(f.number() + " " + f.name() + shape);
    }
    return j.toString();
  }

  /** {@code statement}, a JSON decode of {@code message}, in the {@code try} that names the path. */
  static CodeBlock json(CodeBlock statement, String message) {
    return CodeBlock.builder()
        .beginControlFlow("try")
        .add(statement)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw in.failure(e, $S)", message)
        .endControlFlow()
        .build();
  }
}
