package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.processor.model.English;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeIdWrapper;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The Jackson JSON of a subtype whose hierarchy wraps each value with its type id ({@code
 * WRAPPER_OBJECT}: <code>{"Card":{...}}</code>, {@code WRAPPER_ARRAY}: {@code ["Card",{...}]}):
 * Jackson writes that wrapper for the subtype serialised as its own class too, and requires it
 * reading the subtype as its own class, so the subtype's codec does the same. The hierarchy's
 * codec, which reads the id to pick the case, calls the inner methods ({@link #WRITE_INNER}, {@link
 * #READ_INNER}: the value without the wrapper; their generated names keep the older word
 * "Unwrapped", which is not {@code @JsonUnwrapped}, so that generated codecs stay unchanged).
 */
final class TypeIdWrapperJson {
  static final String WRITE = "writeJsonWrapped";
  static final String READ = "readJsonWrapped";
  static final String WRITE_INNER = "writeJsonUnwrapped";
  static final String READ_INNER = "readJsonUnwrapped";

  private TypeIdWrapperJson() {}

  static void addTo(TypeSpec.Builder b, MessageModel model) {
    TypeIdWrapper w = model.json().typeIdWrapper();
    String name = model.rawType().simpleName();
    String id = "\"" + JsonText.escape(w.writtenId()) + "\"";
    bytes(b, "J_WRAP", w.array() ? "[" + id + "," : "{" + id + ":",
        "Jackson JSON: the wrapper carrying the type id, written and read as Jackson does for this subtype alone.");
    List<String> checks = new ArrayList<>();
    for (int j = 0; j < w.acceptedIds().size(); j++) {
      String constant = "J_WRAP_ID" + (j == 0 ? "" : "_" + j);
      bytes(b, constant, w.acceptedIds().get(j), null);
      checks.add(CodeBlock.of("hash == $L && in.nameEquals($N)", JsonText.hash(w.acceptedIds().get(j)), constant)
          .toString());
    }
    String jacksonWrite = JsonWriteGenerator.methodName(io.wirebind.annotation.JsonStyle.JACKSON);
    String jacksonRead = JsonReadGenerator.methodName(io.wirebind.annotation.JsonStyle.JACKSON);
    b.addMethod(MethodSpec.methodBuilder(WRITE_INNER)
        .addJavadoc("Jackson JSON without the type id wrapper, which the hierarchy's codec writes.\n")
        .addModifiers(Modifier.PUBLIC)
        .addParameter(model.type(), "m")
        .addParameter(RuntimeNames.JSON_WRITER, "out")
        .addStatement("$N(m, out)", jacksonWrite)
        .build());
    b.addMethod(MethodSpec.methodBuilder(READ_INNER)
        .addJavadoc("Jackson JSON without the type id wrapper, which the hierarchy's codec has read.\n")
        .addModifiers(Modifier.PUBLIC)
        .returns(model.type())
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(model.type(), "reuse")
        .addStatement("return $N(in, reuse)", jacksonRead)
        .build());
    b.addMethod(MethodSpec.methodBuilder(WRITE)
        .addModifiers(Modifier.PRIVATE)
        .addParameter(model.type(), "m")
        .addParameter(RuntimeNames.JSON_WRITER, "out")
        .addStatement("out.writeRaw(J_WRAP)")
        .addStatement("$N(m, out)", jacksonWrite)
        .addStatement("out.writeByte((byte) $L)", w.array() ? "']'" : "'}'")
        .build());
    String what = w.array() ? "array" : "object";
    MethodSpec.Builder r = MethodSpec.methodBuilder(READ)
        .addModifiers(Modifier.PRIVATE)
        .returns(model.type())
        .addParameter(RuntimeNames.JSON_READER, "in")
        .addParameter(model.type(), "reuse");
    r.beginControlFlow("if (in.tryNull())").addStatement("return null").endControlFlow();
    r.addStatement("int at = in.position()");
    r.beginControlFlow("if (!in.$N())", w.array() ? "startArrayElements" : "startObjectMembers");
    r.addStatement("throw in.errorAt(at, $S)",
        "expected an " + what + " wrapping " + English.a(name) + " with its type id, found an empty one");
    r.endControlFlow();
    r.addStatement("int idAt = in.position()");
    r.addStatement("int hash = in.$N()", w.array() ? "readWrappedTypeIdHash" : "readNameHash");
    r.beginControlFlow("if (!($L))", String.join(" || ", checks));
    if (model.json().typeIdCheck() != null && model.json().typeIdCheck().fallback()) {
      // the hierarchy's defaultImpl reads an id no other subtype has, as Jackson does
      r.addCode(TypeIdReading.rejectOthers(model.json().typeIdCheck(), "idAt"));
    } else {
      r.addStatement("throw in.errorAt(idAt, \"unknown type id '\" + in.lastName() + $S)",
          "' for " + name + "; known ids: " + String.join(", ", w.acceptedIds()));
    }
    r.endControlFlow();
    if (w.array()) {
      r.addComment("an array holding only the id is null, as Jackson reads it");
      r.beginControlFlow("if (!in.nextElement())").addStatement("return null").endControlFlow();
    }
    r.addStatement("int valueAt = in.position()");
    r.beginControlFlow("if (in.tryNull())");
    r.addStatement("throw in.errorAt(valueAt, $S)", "the " + name + " wrapped with its type id is null, which Jackson rejects too");
    r.endControlFlow();
    r.addStatement("$T v = $N(in, reuse)", model.type(), jacksonRead);
    r.beginControlFlow("if (in.$N())", w.array() ? "nextElement" : "nextMember");
    r.addStatement("throw in.error($S)", "the wrapper " + what + " of " + English.a(name)
        + (w.array() ? " has two elements: the type id and the value" : " has one member: the type id"));
    r.endControlFlow();
    r.addStatement("return v");
    b.addMethod(r.build());
  }

  private static void bytes(TypeSpec.Builder b, String name, String text, String doc) {
    FieldSpec.Builder f = FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), name,
            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.utf8($S)", RuntimeNames.SUPPORT, text);
    if (doc != null) {
      f.addJavadoc(doc + "\n");
    }
    b.addField(f.build());
  }
}
