package io.wirebind.processor.analysis;

import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.generate.kind.DynamicKind;
import io.wirebind.processor.generate.kind.EnumForm;
import io.wirebind.processor.generate.kind.ValueObjectKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Jackson's {@code @JsonValue} and {@code @JsonCreator} on an enum, as Jackson 2.18 finds them: a
 * {@code @JsonValue} field or no-argument method of the enum, or a {@code @JsonValue} method of an
 * interface it implements; and a static {@code @JsonCreator} factory of one parameter (delegating:
 * Jackson reads the parameter's type and passes it). Jackson ignores a {@code @JsonCreator} on an
 * enum's constructor, and so does Wirebind. What the generated code cannot call (a private member)
 * or Wirebind does not implement (a properties-based or argument-less creator, several creators) is
 * reported on the member.
 */
final class JacksonEnumForms {
  private static final Set<String> INTEGRAL = Set.of(
      "int", "long", "short", "byte", "java.lang.Integer", "java.lang.Long", "java.lang.Short",
      "java.lang.Byte");

  private final ErrorReporter reporter;

  JacksonEnumForms(ErrorReporter reporter) {
    this.reporter = reporter;
  }

  /** Marks an enum whose form has a mistake (reported). */
  static final EnumForm INVALID = new EnumForm(null, null, false, null, null, false);

  /**
   * The form of {@code type}, null when Jackson writes and reads it by its names, or {@link
   * #INVALID}; {@code map} maps a value or parameter type to its kind (null when unsupported).
   */
  EnumForm analyze(TypeElement type, Function<TypeMirror, Kind> map) {
    String name = type.getSimpleName().toString();
    Element member = valueMember(type);
    String accessor = null;
    ValueKind value = null;
    boolean integral = false;
    boolean ok = true;
    if (member != null) {
      TypeMirror valueType;
      if (member instanceof ExecutableElement m) {
        if (!m.getParameters().isEmpty() || m.getReturnType().getKind() == TypeKind.VOID
            || m.getModifiers().contains(Modifier.STATIC)) {
          reporter.error(member, Messages.badJsonValue(name));
          return INVALID;
        }
        valueType = m.getReturnType();
        accessor = m.getSimpleName() + "()";
      } else {
        valueType = member.asType();
        accessor = member.getSimpleName().toString();
      }
      if (member.getModifiers().contains(Modifier.PRIVATE)) {
        reporter.error(member, EnumFormMessages.privateMember("@JsonValue", name, accessor));
        ok = false;
      }
      value = valueKind(map.apply(valueType));
      if (value == null) {
        reporter.error(member, EnumFormMessages.unsupportedValue(name, valueType.toString()));
        ok = false;
      }
      integral = INTEGRAL.contains(valueType.toString());
    }
    List<ExecutableElement> creators = new ArrayList<>();
    for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
      AnnotationMirror c = Mirrors.find(m, Mirrors.JSON_CREATOR).orElse(null);
      if (c != null && m.getModifiers().contains(Modifier.STATIC)
          && !Mirrors.enumValue(c, "mode", "DEFAULT").equals("DISABLED")) {
        creators.add(m);
      }
    }
    String creator = null;
    ValueKind parameter = null;
    boolean stringCreator = false;
    if (creators.size() > 1) {
      for (ExecutableElement c : creators) {
        reporter.error(c, EnumFormMessages.severalCreators(name));
      }
      return INVALID;
    }
    if (creators.size() == 1) {
      ExecutableElement c = creators.get(0);
      AnnotationMirror mirror = Mirrors.find(c, Mirrors.JSON_CREATOR).orElseThrow();
      if (c.getParameters().size() != 1) {
        reporter.error(c, mirror, null, EnumFormMessages.creatorArity(name, c.getParameters().size()));
        return INVALID;
      }
      if (Mirrors.enumValue(mirror, "mode", "DEFAULT").equals("PROPERTIES")
          || Mirrors.has(c.getParameters().get(0), Mirrors.JSON_PROPERTY)) {
        reporter.error(c, mirror, null, EnumFormMessages.propertiesCreator(name));
        return INVALID;
      }
      if (!c.getReturnType().toString().equals(type.getQualifiedName().toString())) {
        reporter.error(c, EnumFormMessages.creatorReturn(name));
        return INVALID;
      }
      if (c.getModifiers().contains(Modifier.PRIVATE)) {
        reporter.error(c, EnumFormMessages.privateMember("@JsonCreator", name, c.getSimpleName() + "()"));
        ok = false;
      }
      TypeMirror p = c.getParameters().get(0).asType();
      parameter = valueKind(map.apply(p));
      if (parameter == null) {
        reporter.error(c, EnumFormMessages.unsupportedParameter(name, p.toString()));
        ok = false;
      }
      creator = c.getSimpleName().toString();
      stringCreator = p.toString().equals("java.lang.String");
    }
    if (!ok) {
      return INVALID;
    }
    if (accessor == null && creator == null) {
      return null;
    }
    return new EnumForm(accessor, value, integral, creator, parameter, stringCreator);
  }

  /** A kind an enum's value or creator parameter may have: a scalar, string, bytes or JDK value. */
  private static ValueKind valueKind(Kind kind) {
    if (kind instanceof ValueKind v && !(kind instanceof ValueObjectKind) && !(kind instanceof DynamicKind)
        && !v.protoReadMayDrop()) {
      return v;
    }
    return null;
  }

  /** The enum's {@code @JsonValue} member, else that of an interface method it implements, or null. */
  static Element valueMember(TypeElement type) {
    Element own = ValueObjects.valueMember(type);
    if (own != null) {
      return own;
    }
    for (TypeElement s : Mirrors.supertypes(type)) {
      if (s.getKind() != ElementKind.INTERFACE) {
        continue;
      }
      for (ExecutableElement m : ElementFilter.methodsIn(s.getEnclosedElements())) {
        if (Mirrors.find(m, ValueObjects.JSON_VALUE).map(a -> Mirrors.booleanValue(a, "value", true)).orElse(false)) {
          return m;
        }
      }
    }
    return null;
  }
}
