package io.wirebind.processor.generate;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.WildcardTypeName;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.UnwrappedGroup;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.TypeModel.MapType;
import java.util.List;
import java.util.StringJoiner;
import javax.lang.model.element.Modifier;

/**
 * The one {@code try}/{@code catch} each decoder has: a failure passing out of it gets the field
 * it was reading added to its path, and an exception of the message's own code (constructor,
 * creator, setter, value object) becomes a {@code WirebindException} with its byte offset and
 * path. An exception-table entry costs nothing until something is thrown.
 */
final class FailureCode {
  private FailureCode() {}

  /** The name of the method building the exception a JSON decoder throws on failure. */
  static final String JSON_FAILURE = "jsonFailure";

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

  /**
   * {@code "1 id=long,2 items[]=Line,3 byKey{}=Line|String,4 qtys[v]=int"}: the fields by number,
   * with how they repeat ({@code []} one element per tag, {@code [v]}, {@code [4]}, {@code [8]}
   * packable varint, 32- and 64-bit elements, {@code {}} map entries) and the Java type a value is
   * read as (an element's; a map's value and key), for the path of a failure.
   */
  static String protoFields(List<FieldModel> fields) {
    StringJoiner j = new StringJoiner(",");
    for (FieldModel f : fields) {
      Kind e = Tags.element(f);
      String shape = "";
      String type = typeName(f.javaType());
      if (f.type() instanceof MapType m) {
        shape = "{}";
        type = typeName(m.value().javaType()) + "|" + typeName(m.key().javaType());
      } else if (e != null) {
        shape = !e.packable() ? "[]" : switch (e.wireType()) {
          case FIXED32 -> "[4]";
          case FIXED64 -> "[8]";
          default -> "[v]";
        };
        type = typeName(e.javaType());
      }
      j.add(f.number() + " " + f.name() + shape + "=" + type);
    }
    return j.toString();
  }

  /**
   * {@code "id=long;items=List<Line>|Line;byKey=Map<String, Line>|Line|String;*=Object"}: the JSON
   * properties a decoder reads (unwrapped members, aliases and proto3 names included; {@code *} the
   * any-properties' values) with their declared Java type, then an element's, or a map value's and
   * key's, for the expected type of a failure. Names holding {@code ;}, {@code =} or {@code |} are
   * left out (the failure then names no type).
   */
  static String jsonProperties(MessageModel model) {
    java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
    for (FieldModel f : model.fields()) {
      if (!UnwrappedGroup.isGroup(f)) {
        property(out, f, f.jsonName());
        property(out, f, JsonText.lowerCamel(f.jsonName()));
        f.jackson().aliases().forEach(a -> property(out, f, a));
      }
    }
    for (UnwrappedGroup g : UnwrappedGroup.of(model)) {
      for (FieldModel f : g.leaves()) {
        property(out, f, f.jsonName());
      }
    }
    if (model.any() != null) {
      for (FieldModel f : model.fields()) {
        if (f.name().equals(model.any().field())) {
          out.putIfAbsent("*", f.type() instanceof MapType m ? typeName(m.value().javaType())
              : f.javaType() instanceof ParameterizedTypeName p && p.typeArguments().size() == 2
                  ? typeName(p.typeArguments().get(1)) : "Object");
        }
      }
    }
    StringJoiner j = new StringJoiner(";");
    out.forEach((name, type) -> j.add(name + "=" + type));
    return j.toString();
  }

  private static void property(java.util.Map<String, String> out, FieldModel f, String name) {
    if (name.isEmpty() || name.indexOf(';') >= 0 || name.indexOf('=') >= 0 || name.indexOf('|') >= 0
        || name.equals("*")) {
      return;
    }
    String type = typeName(f.javaType());
    Kind e = Tags.element(f);
    if (f.type() instanceof MapType m) {
      type += "|" + typeName(m.value().javaType()) + "|" + typeName(m.key().javaType());
    } else if (e != null) {
      type += "|" + typeName(e.javaType());
    }
    out.putIfAbsent(name, type);
  }

  /** {@code t} with simple class names (a nested class without its outer ones), as a user reads it: {@code Map<String, List<Line>>}. */
  static String typeName(TypeName t) {
    if (t instanceof ClassName c) {
      return c.simpleName();
    }
    if (t instanceof ParameterizedTypeName p) {
      StringJoiner args = new StringJoiner(", ", "<", ">");
      p.typeArguments().forEach(a -> args.add(typeName(a)));
      return typeName(p.rawType()) + args;
    }
    if (t instanceof ArrayTypeName a) {
      return typeName(a.componentType()) + "[]";
    }
    if (t instanceof WildcardTypeName w) {
      return w.lowerBounds().isEmpty()
          ? (w.upperBounds().isEmpty() || w.upperBounds().get(0).equals(ClassName.OBJECT)
              ? "?" : "? extends " + typeName(w.upperBounds().get(0)))
          : "? super " + typeName(w.lowerBounds().get(0));
    }
    return t.withoutAnnotations().toString();
  }

  /**
   * {@code readJson}: {@code dispatch}, the JSON decode by style as it is without a {@code try}, in
   * the {@code try} whose handler is one call of {@link #jsonFailure}. HotSpot inlines a
   * {@code readJson} into the decoder of the message holding it only while it has at most 35 bytes
   * of bytecode (MaxInlineSize: C1 and C2's infrequent call sites) and, for C1, its operand stack
   * and locals beyond the parameters stay within C1InlineStackLimit; a handler naming the message
   * and its properties itself takes 37 bytes and one more stack slot, this one 32 and none.
   */
  static MethodSpec jsonEntry(TypeName type, CodeBlock dispatch) {
    return MethodSpec.methodBuilder("readJson")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(type)
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(type, "reuse")
        .addParameter(RuntimeNames.JSON_STYLE, "style")
        .beginControlFlow("try")
        .addCode(dispatch)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw $N(in, e)", JSON_FAILURE)
        .endControlFlow()
        .build();
  }

  /**
   * The handler of {@link #jsonEntry}, out of line: the failure of the decoder of {@code message}
   * with its path, and the expected type from its {@code properties} (null: none).
   */
  static MethodSpec jsonFailure(String message, String properties) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(JSON_FAILURE)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(RuntimeNames.EXCEPTION)
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(RuntimeException.class, "e");
    if (properties == null) {
      m.addStatement("return in.failure(e, $S)", message);
    } else {
      m.addStatement("return in.failure(e, $S, $S)", message, properties);
    }
    return m.build();
  }
}
