package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import java.util.List;
import java.util.function.Function;

/**
 * Jackson-style JSON of a message with {@code @JsonFormat(shape = ARRAY)}: its properties as one
 * JSON array in property order, every one written: a value an inclusion rule leaves out is written
 * as {@code null}, Jackson's placeholder, so positions stay put. Read by position. A shorter array leaves the remaining properties as absent members
 * leave them; further elements are skipped (validated) as Jackson skips them. Nested messages keep
 * their own shape: each is written and read by its own codec.
 */
final class ArrayShapeJson {
  private ArrayShapeJson() {}

  /** Whether {@code model} is written as an array in {@code style}. */
  static boolean applies(MessageModel model, JsonStyle style) {
    return style == JsonStyle.JACKSON && model.json().arrayShape();
  }

  /**
   * The body of the writer: {@code condition} is when a property's local (declared here) is
   * included (null: always), {@code nullable} writes it (it may be null).
   */
  static CodeBlock write(MessageModel model, Function<FieldModel, CodeBlock> condition,
      Function<FieldModel, CodeBlock> nullable) {
    CodeBlock.Builder c = CodeBlock.builder();
    c.add("// @JsonFormat(shape = ARRAY): the properties by position\n");
    c.addStatement("out.writeByte((byte) '[')");
    List<FieldModel> fields = JsonWriteGenerator.jsonOrder(model);
    for (int i = 0; i < fields.size(); i++) {
      FieldModel f = fields.get(i);
      if (i != 0) {
        c.addStatement("out.writeByte((byte) ',')");
      }
      c.addStatement("$T $N = $L", f.javaType(), Names.local(f), Access.get(f, "m"));
      CodeBlock included = condition.apply(f);
      if (included == null) {
        c.add(nullable.apply(f));
      } else {
        c.beginControlFlow("if ($L)", included);
        c.add(nullable.apply(f));
        c.nextControlFlow("else");
        c.addStatement("out.writeNull()"); // left out by its inclusion rule: the placeholder
        c.endControlFlow();
      }
    }
    c.addStatement("out.writeByte((byte) ']')");
    return c.build();
  }

  /**
   * Reads the elements into the properties' locals: {@code member} reads one member's value as an
   * object member's would be read (nulls rules, seen bits). Further elements are an error when
   * unknown members are and the class is not created through a constructor, as Jackson's
   * field/setter path fails on them (its constructor path skips them).
   */
  static CodeBlock read(MessageModel model, List<FieldModel> order,
      Function<FieldModel, CodeBlock> member) {
    CodeBlock.Builder c = CodeBlock.builder();
    c.add("// @JsonFormat(shape = ARRAY): the properties by position; a shorter array leaves the rest"
        + " absent,\n// further elements are skipped\n");
    c.addStatement("boolean more = in.startArrayElements()");
    for (FieldModel f : order) {
      c.beginControlFlow("if (more)");
      c.add(member.apply(f));
      c.addStatement("more = in.nextElement()");
      c.endControlFlow();
    }
    if (model.json().failOnUnknown() && !model.immutable()) {
      c.addStatement("if (more) throw in.error($S)", "more elements than the " + order.size()
          + " properties of " + model.rawType().simpleName() + " (unknown members are errors)");
    }
    c.beginControlFlow("while (more)");
    c.addStatement("in.skipValue()");
    c.addStatement("more = in.nextElement()");
    c.endControlFlow();
    return c.build();
  }
}
