package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.generate.kind.ValueObjectKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import javax.lang.model.util.Types;

/**
 * Finds value objects: classes and records with one Jackson {@code @JsonValue} member (a field, a
 * no-argument method or a record component), created from that value by a one-argument
 * {@code @JsonCreator} constructor or static factory, else a one-argument constructor, else a
 * static {@code of}, {@code valueOf} or {@code from} taking the value, as Jackson's delegating
 * creators do. Cached per class so a class's mistakes are reported once.
 */
final class ValueObjects {
  static final String JSON_VALUE = "com.fasterxml.jackson.annotation.JsonValue";
  private static final List<String> FACTORIES = List.of("of", "valueOf", "from");

  private final Types types;
  private final ErrorReporter reporter;
  private final Map<String, Kind> cache = new HashMap<>();

  ValueObjects(Types types, ErrorReporter reporter) {
    this.types = types;
    this.reporter = reporter;
  }

  /** The member {@code type} is written as, or null when it has no {@code @JsonValue}. */
  static Element valueMember(TypeElement type) {
    for (Element e : type.getEnclosedElements()) {
      if ((e.getKind() == ElementKind.FIELD || e.getKind() == ElementKind.METHOD)
          && Mirrors.find(e, JSON_VALUE).map(m -> Mirrors.booleanValue(m, "value", true)).orElse(false)) {
        return e;
      }
    }
    return null;
  }

  /**
   * The kind of value object {@code type} whose {@code @JsonValue} is {@code member}; {@code
   * mapInner} maps the wrapped type (null when unsupported). Returns {@code invalid} after
   * reporting a mistake on {@code site}.
   */
  Kind analyze(TypeElement type, Element member, Element site, Function<TypeMirror, Kind> mapInner,
      Kind invalid) {
    String key = type.getQualifiedName().toString();
    Kind cached = cache.get(key);
    if (cached != null) {
      return cached;
    }
    Kind model = build(type, member, site, mapInner, invalid);
    cache.put(key, model);
    return model;
  }

  private Kind build(TypeElement type, Element member, Element site, Function<TypeMirror, Kind> mapInner,
      Kind invalid) {
    String name = type.getQualifiedName().toString();
    TypeMirror valueType;
    String unwrap;
    if (member.getKind() == ElementKind.METHOD) {
      ExecutableElement m = (ExecutableElement) member;
      if (!m.getParameters().isEmpty() || m.getReturnType().getKind() == TypeKind.VOID) {
        reporter.error(member, Messages.badJsonValue(name));
        return invalid;
      }
      valueType = m.getReturnType();
      unwrap = m.getSimpleName() + "()";
    } else {
      valueType = member.asType();
      unwrap = member.getSimpleName().toString();
      if (type.getKind() == ElementKind.RECORD) {
        unwrap += "()"; // the component's accessor
      }
    }
    if (member.getModifiers().contains(Modifier.PRIVATE) && !unwrap.endsWith("()")) {
      reporter.error(member, Messages.privateJsonValue(name, unwrap));
      return invalid;
    }
    if (member.getModifiers().contains(Modifier.PRIVATE) && member.getKind() == ElementKind.METHOD) {
      reporter.error(member, Messages.privateJsonValue(name, unwrap));
      return invalid;
    }
    Kind inner = mapInner.apply(valueType);
    if (inner == invalid) {
      return invalid; // already reported
    }
    if (!(inner instanceof ValueKind v) || inner instanceof ValueObjectKind || v.protoReadMayDrop()) {
      reporter.errorOn(site, null, null, Messages.unsupportedJsonValue(name, valueType.toString()));
      return invalid;
    }
    List<String> creator = creator(type, valueType);
    if (creator == null) {
      reporter.errorOn(site, null, null, Messages.noValueCreator(name, valueType.toString()));
      return invalid;
    }
    return new ValueObjectKind(ClassName.get(type), v, unwrap, creator.isEmpty() ? null : creator.get(0));
  }

  /**
   * How to create the object from its value: an empty list for a constructor, the factory's name,
   * or null when there is no usable creator.
   */
  private List<String> creator(TypeElement type, TypeMirror valueType) {
    List<ExecutableElement> constructors = new ArrayList<>();
    List<ExecutableElement> factories = new ArrayList<>();
    for (Element e : type.getEnclosedElements()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        continue;
      }
      if (e.getKind() == ElementKind.CONSTRUCTOR) {
        constructors.add((ExecutableElement) e);
      } else if (e.getKind() == ElementKind.METHOD && e.getModifiers().contains(Modifier.STATIC)
          && types.isSameType(((ExecutableElement) e).getReturnType(), type.asType())) {
        factories.add((ExecutableElement) e);
      }
    }
    for (ExecutableElement c : constructors) {
      if (delegating(c, valueType, true)) {
        return List.of();
      }
    }
    for (ExecutableElement f : factories) {
      if (delegating(f, valueType, true)) {
        return List.of(f.getSimpleName().toString());
      }
    }
    for (ExecutableElement c : constructors) {
      if (delegating(c, valueType, false)) {
        return List.of();
      }
    }
    for (String n : FACTORIES) {
      for (ExecutableElement f : factories) {
        if (f.getSimpleName().contentEquals(n) && delegating(f, valueType, false)) {
          return List.of(n);
        }
      }
    }
    return null;
  }

  /** Whether {@code e} takes exactly the value (and carries {@code @JsonCreator} if asked). */
  private boolean delegating(ExecutableElement e, TypeMirror valueType, boolean annotated) {
    AnnotationMirror creator = Mirrors.find(e, Mirrors.JSON_CREATOR).orElse(null);
    if (annotated != (creator != null)) {
      return false;
    }
    if (creator != null && Set.of("PROPERTIES", "DISABLED").contains(Mirrors.enumValue(creator, "mode", "DEFAULT"))) {
      return false;
    }
    return e.getParameters().size() == 1
        && types.isSameType(types.erasure(e.getParameters().get(0).asType()), types.erasure(valueType));
  }
}
