package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.Creation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Creation through a Jackson builder, {@code @JsonDeserialize(builder = X.Builder.class)} on the
 * message with {@code @JsonPOJOBuilder(withPrefix, buildMethodName)} on the builder: as Jackson
 * 2.18, every serialized property is read through the builder's one-argument method named {@code
 * withPrefix + Name} (or carrying {@code @JsonProperty("name")}), then the build method creates the
 * instance. Writing is unchanged (getters and fields).
 */
final class Builders {
  static final String JSON_DESERIALIZE = "com.fasterxml.jackson.databind.annotation.JsonDeserialize";
  static final String JSON_POJO_BUILDER = "com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder";

  private Builders() {}

  /** Whether {@code mirror} is a {@code @JsonDeserialize} naming a builder and nothing else. */
  static boolean onlyBuilder(AnnotationMirror mirror) {
    if (mirror.getElementValues().isEmpty()) {
      return false;
    }
    for (var e : mirror.getElementValues().keySet()) {
      if (!e.getSimpleName().contentEquals("builder")) {
        return false;
      }
    }
    return builderType(mirror) != null;
  }

  /** The builder {@code @JsonDeserialize} on {@code type} names, or null. */
  static TypeElement builderOf(TypeElement type) {
    TypeElement b = Mirrors.find(type, JSON_DESERIALIZE).map(Builders::builderType).orElse(null);
    if (b == null && ImmutablesValues.isImmutablesImplementation(type)) {
      return (TypeElement) ((DeclaredType) ImmutablesValues.builderFactory(type).getReturnType()).asElement();
    }
    return b != null ? b : lombokBuilder(type);
  }

  static final String LOMBOK_BUILDER = "lombok.Builder";
  static final String LOMBOK_JACKSONIZED = "lombok.extern.jackson.Jacksonized";

  /**
   * The builder Lombok's {@code @Builder} + {@code @Jacksonized} generate, or null: Lombok adds the
   * builder class to the class but its {@code @JsonDeserialize(builder)} and {@code
   * @JsonPOJOBuilder} to the syntax tree only, where other processors do not see them, so they are
   * read from the Lombok annotations ({@code builderClassName}, {@code setterPrefix}, {@code
   * buildMethodName}).
   */
  private static TypeElement lombokBuilder(TypeElement type) {
    Optional<AnnotationMirror> builder = Mirrors.find(type, LOMBOK_BUILDER);
    if (builder.isEmpty() || !Mirrors.has(type, LOMBOK_JACKSONIZED)) {
      return null;
    }
    String name = Mirrors.stringValue(builder.get(), "builderClassName");
    if (name == null || name.isEmpty()) {
      name = type.getSimpleName() + "Builder";
    }
    for (TypeElement t : ElementFilter.typesIn(type.getEnclosedElements())) {
      if (t.getSimpleName().contentEquals(name)) {
        return t;
      }
    }
    return null;
  }

  /** {@code withPrefix} and {@code buildMethodName} of {@code @JsonPOJOBuilder}, or of Lombok's. */
  private static String[] naming(TypeElement type, TypeElement builder) {
    Optional<AnnotationMirror> pojo = Mirrors.find(builder, JSON_POJO_BUILDER);
    if (pojo.isPresent()) {
      return new String[] {Mirrors.stringValue(pojo.get(), "withPrefix"),
          Mirrors.stringValue(pojo.get(), "buildMethodName")};
    }
    Optional<AnnotationMirror> lombok = Mirrors.find(type, LOMBOK_BUILDER);
    if (lombok.isPresent() && !Mirrors.has(type, JSON_DESERIALIZE)) {
      String prefix = Mirrors.stringValue(lombok.get(), "setterPrefix");
      String build = Mirrors.stringValue(lombok.get(), "buildMethodName");
      return new String[] {prefix == null ? "" : prefix, build == null || build.isEmpty() ? "build" : build};
    }
    return new String[] {"with", "build"};
  }

  private static TypeElement builderType(AnnotationMirror mirror) {
    var v = Mirrors.explicit(mirror, "builder");
    if (v == null || !(v.getValue() instanceof DeclaredType d)
        || d.asElement().toString().equals("java.lang.Void")) {
      return null;
    }
    return (TypeElement) d.asElement();
  }

  /**
   * The creation of {@code type} through {@code builder}; every property gets its value through
   * the builder. Reports what Jackson could not use or would read differently.
   */
  static Optional<Creation> creation(ProcessingEnvironment env, ErrorReporter reporter,
      TypeElement type, TypeElement builder, List<Property> props, List<JsonAnalyzer.Json> json) {
    int before = reporter.errorCount();
    Types types = env.getTypeUtils();
    PackageElement pkg = env.getElementUtils().getPackageOf(type);
    PropertyCollector collector = new PropertyCollector(env, reporter);
    String bname = builder.getSimpleName().toString();
    // Immutables: ImmutableX.builder(), methods named as the attributes (some taking an Iterable)
    boolean immutables = ImmutablesValues.isImmutablesImplementation(type)
        && !Mirrors.has(type, JSON_DESERIALIZE);
    if (builder.getKind() != ElementKind.CLASS || builder.getModifiers().contains(Modifier.ABSTRACT)
        || !builder.getTypeParameters().isEmpty()
        || builder.getNestingKind() == NestingKind.MEMBER && !builder.getModifiers().contains(Modifier.STATIC)
        || !collector.members.accessible(builder, pkg) || !immutables && !collector.members.hasNoArgConstructor(builder)) {
      reporter.error(type, Texts.unusableBuilder(bname));
      return Optional.empty();
    }
    String[] naming = immutables ? new String[] {"", "build"} : naming(type, builder);
    String prefix = naming[0];
    String buildName = naming[1];
    ExecutableElement build = null;
    List<ExecutableElement> setters = new ArrayList<>();
    for (TypeElement t = builder; t != null; t = superclass(t)) {
      for (ExecutableElement m : ElementFilter.methodsIn(t.getEnclosedElements())) {
        if (m.getModifiers().contains(Modifier.STATIC) || !collector.members.accessible(m, pkg)) {
          continue;
        }
        if (m.getParameters().isEmpty() && m.getSimpleName().contentEquals(buildName) && build == null) {
          build = m;
        } else if (m.getParameters().size() == 1 && !Mirrors.has(m, Mirrors.JSON_IGNORE)) {
          setters.add(m);
        }
      }
    }
    if (build == null) {
      reporter.error(builder, Texts.noBuildMethod(bname, buildName));
    } else if (!types.isAssignable(build.getReturnType(), types.erasure(type.asType()))) {
      reporter.error(build, Texts.buildReturns(bname, buildName, build.getReturnType().toString(),
          type.getSimpleName().toString()));
    }
    List<String> fields = new ArrayList<>();
    List<String> methods = new ArrayList<>();
    for (int k = 0; k < props.size(); k++) {
      Property p = props.get(k);
      ExecutableElement found = null;
      for (ExecutableElement m : setters) {
        String name = propertyName(m, prefix);
        if (name != null && (name.equals(json.get(k).jacksonName) || name.equals(p.implicitName))) {
          found = m;
          break;
        }
      }
      if (found == null) {
        reporter.error(p.element, Texts.noBuilderMethod(bname, p.name, prefix.isEmpty() ? p.implicitName
            : prefix + Character.toUpperCase(p.implicitName.charAt(0)) + p.implicitName.substring(1)));
        continue;
      }
      if (!types.isAssignable(found.getReturnType(), builder.asType())) {
        reporter.error(found, Texts.notChained(bname, found.getSimpleName().toString()));
      }
      TypeMirror param = found.getParameters().get(0).asType();
      if (immutables ? !types.isAssignable(types.erasure(p.type), types.erasure(param))
          : !types.isSameType(types.erasure(param), types.erasure(p.type))) {
        reporter.error(found, Texts.builderParameter(bname, found.getSimpleName().toString(),
            param.toString(), p.name, p.type.toString()));
      }
      p.write = Accessor.constructor();
      fields.add(p.name);
      methods.add(found.getSimpleName().toString());
    }
    if (reporter.errorCount() > before) {
      return Optional.empty();
    }
    return Optional.of(Creation.builder(fields, immutables
        ? Creation.Builder.fromFactory(ClassName.get(builder), methods, buildName, ClassName.get(type),
            ImmutablesValues.builderFactory(type).getSimpleName().toString())
        : new Creation.Builder(ClassName.get(builder), methods, buildName)));
  }

  /** The property a one-argument builder method sets, as Jackson names it, or null. */
  private static String propertyName(ExecutableElement m, String prefix) {
    Optional<AnnotationMirror> jp = Mirrors.find(m, Mirrors.JSON_PROPERTY);
    String explicit = jp.map(a -> Mirrors.stringValue(a, "value")).orElse("");
    if (!explicit.isEmpty()) {
      return explicit;
    }
    String n = m.getSimpleName().toString();
    if (prefix.isEmpty()) {
      return n;
    }
    if (n.length() <= prefix.length() || !n.startsWith(prefix)) {
      return null;
    }
    // Jackson's legacy mangling: the leading upper-case run in lower case
    StringBuilder s = new StringBuilder(n.substring(prefix.length()));
    for (int i = 0; i < s.length() && Character.isUpperCase(s.charAt(i)); i++) {
      s.setCharAt(i, Character.toLowerCase(s.charAt(i)));
    }
    return s.toString();
  }

  private static TypeElement superclass(TypeElement t) {
    TypeMirror sup = t.getSuperclass();
    if (sup.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement s = (TypeElement) ((DeclaredType) sup).asElement();
    return s.getQualifiedName().contentEquals("java.lang.Object") ? null : s;
  }

  /** The diagnostic texts. */
  static final class Texts {
    private Texts() {}

    static String unusableBuilder(String builder) {
      return "builder " + builder + " cannot be created: it must be a non-abstract, non-generic,"
          + " static, non-private class with a non-private no-argument constructor, as Jackson"
          + " creates it";
    }

    static String noBuildMethod(String builder, String build) {
      return "builder " + builder + " has no non-private no-argument method " + build + "(); add it,"
          + " or name the build method with @JsonPOJOBuilder(buildMethodName = \"...\")";
    }

    static String buildReturns(String builder, String build, String returned, String type) {
      return "builder method " + builder + "." + build + "() returns " + returned + ", not " + type
          + "; return the built " + type;
    }

    static String noBuilderMethod(String builder, String property, String method) {
      return "property '" + property + "' has no method in builder " + builder
          + ", so Jackson cannot read it; add a one-argument method " + method + "(...) to " + builder;
    }

    static String notChained(String builder, String method) {
      return "builder method " + builder + "." + method + " does not return the builder; return"
          + " this " + builder;
    }

    static String builderParameter(String builder, String method, String param, String property,
        String type) {
      return "builder method " + builder + "." + method + " takes " + param + ", but property '"
          + property + "' is " + type + "; take the property's type";
    }
  }
}
