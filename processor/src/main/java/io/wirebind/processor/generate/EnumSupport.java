package io.wirebind.processor.generate;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.TypeModel.EnumConstant;
import io.wirebind.processor.model.TypeModel.EnumType;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Number mapping of the enums a message uses: a {@code static} pair of methods per enum type,
 * generated into each codec that needs it (so every codec has a single originating element).
 */
final class EnumSupport {
  private EnumSupport() {}

  static String toNumber(EnumType e) {
    return "number" + suffix(e);
  }

  static String fromNumber(EnumType e) {
    return "enum" + suffix(e);
  }

  private static String suffix(EnumType e) {
    return String.join("_", e.type().simpleNames());
  }

  /** The enum types used anywhere in {@code model}'s fields. */
  static Map<String, EnumType> used(MessageModel model) {
    Map<String, EnumType> out = new LinkedHashMap<>();
    for (FieldModel f : model.fields()) {
      collect(f.type(), out);
    }
    return out;
  }

  private static void collect(TypeModel t, Map<String, EnumType> out) {
    if (t instanceof EnumType e) {
      out.putIfAbsent(e.type().canonicalName(), e);
    } else if (t instanceof TypeModel.ListType l) {
      collect(l.element(), out);
    } else if (t instanceof TypeModel.MapType m) {
      collect(m.value(), out);
    }
  }

  /** Adds the mapping methods (and a constants table when numbers are dense) to {@code codec}. */
  static void addTo(TypeSpec.Builder codec, EnumType e) {
    boolean ordinal = true;
    for (int i = 0; i < e.constants().size(); i++) {
      ordinal &= e.constants().get(i).number() == i;
    }
    MethodSpec.Builder to =
        MethodSpec.methodBuilder(toNumber(e))
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(TypeName.INT)
            .addParameter(e.type(), "value");
    MethodSpec.Builder from =
        MethodSpec.methodBuilder(fromNumber(e))
            .addJavadoc("The constant numbered {@code number}, or null for a number this enum lacks.\n")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(e.type())
            .addParameter(TypeName.INT, "number");
    if (ordinal) {
      String table = "VALUES_" + Names.constant(String.join("_", e.type().simpleNames()));
      codec.addField(
          FieldSpec.builder(ArrayTypeName.of(e.type()), table, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
              .initializer("$T.values()", e.type())
              .build());
      to.addStatement("return value.ordinal()");
      from.addStatement(
          "return number >= 0 && number < $L.length ? $L[number] : null", table, table);
    } else {
      to.beginControlFlow("switch (value)");
      for (EnumConstant c : e.constants()) {
        to.addStatement("case $N: return $L", c.name(), c.number());
      }
      to.addStatement("default: throw new $T(value.name())", AssertionError.class);
      to.endControlFlow();
      from.beginControlFlow("switch (number)");
      for (EnumConstant c : e.constants()) {
        from.addStatement("case $L: return $T.$N", c.number(), e.type(), c.name());
      }
      from.addStatement("default: return null");
      from.endControlFlow();
    }
    codec.addMethod(to.build()).addMethod(from.build());
  }
}
