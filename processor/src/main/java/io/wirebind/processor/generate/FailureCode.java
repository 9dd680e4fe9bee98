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
import io.wirebind.processor.model.UnwrappedGroup;
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

  /** As {@link #json(CodeBlock, String)}, naming the expected type from the message's {@code properties}. */
  static CodeBlock json(CodeBlock statement, String message, String properties) {
    return CodeBlock.builder()
        .beginControlFlow("try")
        .add(statement)
        .nextControlFlow("catch ($T e)", RuntimeException.class)
        .addStatement("throw in.failure(e, $S, $S)", message, properties)
        .endControlFlow()
        .build();
  }
}
