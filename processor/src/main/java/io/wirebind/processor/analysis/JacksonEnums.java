package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.generate.kind.EnumConstant;
import io.wirebind.processor.generate.kind.EnumForm;
import io.wirebind.processor.generate.kind.EnumKind;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Jackson's annotations on an enum: {@code @JsonProperty} and {@code @JsonAlias} on a constant
 * (its Jackson JSON name and further accepted names; proto3 JSON keeps the Java names) and
 * {@code @JsonFormat(shape = NUMBER)} on the enum (written as its ordinal, as Jackson does).
 * {@code @JsonEnumDefaultValue} changes nothing under Jackson's default configuration
 * ({@code READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE} is off), so it changes nothing here.
 */
final class JacksonEnums {
  private JacksonEnums() {}

  static EnumConstant constant(Element constant, String name, int number) {
    String json = Mirrors.find(constant, Mirrors.JSON_PROPERTY)
        .map(m -> Mirrors.stringValue(m, "value"))
        .filter(v -> !v.isEmpty())
        .orElse(name);
    List<String> aliases = Mirrors.find(constant, JacksonRulesReader.JSON_ALIAS)
        .map(m -> Mirrors.stringsValue(m, "value"))
        .orElse(List.of());
    return new EnumConstant(name, number, json, aliases);
  }

  static EnumKind kind(TypeElement type, List<EnumConstant> constants, EnumForm form) {
    EnumKind kind = new EnumKind(ClassName.get(type), constants).withForm(form);
    AnnotationMirror format = Mirrors.findOnClass(type, JsonFormats.JSON_FORMAT).orElse(null);
    return format != null && ordinal(format) ? kind.asOrdinal() : kind;
  }

  /** Whether a {@code @JsonFormat} asks for an enum's ordinal. */
  static boolean ordinal(AnnotationMirror format) {
    return Mirrors.enumValue(format, "shape", "ANY").equals("NUMBER");
  }
}
