package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * The {@code @WireConverter} classes a message sees: those its {@code @WireConverters} scopes
 * register (the message class, the classes enclosing it, its package's {@code package-info}), the
 * nearest scope winning. Everything is read from the message's own declaration and its package, so
 * an isolating (incremental) build recompiles a message whenever a registration it sees changes.
 *
 * <p>A converter has {@code static W write(T)} and {@code static T read(W)}, each taking one
 * parameter, accessible from the message's package and declaring no checked exception.
 */
final class Converters {
  static final String WIRE_CONVERTER = "io.wirebind.annotation.WireConverter";
  static final String WIRE_CONVERTERS = "io.wirebind.annotation.WireConverters";

  /** Types a converter cannot be for: Wirebind gives them their own meaning in every position. */
  private static final Set<String> RESERVED = Set.of("java.lang.String", "java.lang.Object",
      "java.util.Optional", "java.util.List", "java.util.Collection", "java.util.Set",
      "java.util.Map", "java.lang.Iterable");

  /**
   * A converter registered for {@code t}, where it is registered (to report a {@code W} that is
   * not supported on that registration).
   */
  record Registered(ClassName converter, TypeMirror t, TypeMirror w, Element scope,
      AnnotationMirror mirror, AnnotationValue value) {}

  private final ProcessingEnvironment env;
  private final Types types;
  private final ErrorReporter reporter;

  Converters(ProcessingEnvironment env, ErrorReporter reporter) {
    this.env = env;
    this.types = env.getTypeUtils();
    this.reporter = reporter;
  }

  /** The key a type is registered and looked up by: its name with type arguments, no annotations. */
  static String key(TypeMirror t) {
    return TypeName.get(t).withoutAnnotations().toString();
  }

  /**
   * The converters {@code message} sees, by {@link #key}; mistakes in a registration are reported
   * on it (and its converters are left out).
   */
  Map<String, Registered> visibleFrom(TypeElement message) {
    List<Element> scopes = new ArrayList<>();
    for (Element e = message; e != null; e = e.getEnclosingElement()) {
      if (e instanceof TypeElement || e instanceof PackageElement) {
        scopes.add(e);
      }
      if (e instanceof PackageElement) {
        break;
      }
    }
    Map<String, Registered> out = new HashMap<>();
    for (Element scope : scopes) { // nearest first: an outer scope does not replace an inner one
      for (Map.Entry<String, Registered> r : registered(scope, packageOf(message)).entrySet()) {
        out.putIfAbsent(r.getKey(), r.getValue());
      }
    }
    return out;
  }

  private static PackageElement packageOf(Element e) {
    while (!(e instanceof PackageElement p)) {
      e = e.getEnclosingElement();
    }
    return p;
  }

  /** The converters {@code @WireConverters} on {@code scope} registers, by the type they convert. */
  private Map<String, Registered> registered(Element scope, PackageElement from) {
    Map<String, Registered> out = new LinkedHashMap<>();
    AnnotationMirror mirror = Mirrors.find(scope, WIRE_CONVERTERS).orElse(null);
    if (mirror == null) {
      return out;
    }
    AnnotationValue listValue = Mirrors.explicit(mirror, "value");
    if (listValue == null || !(listValue.getValue() instanceof List<?> list)) {
      return out;
    }
    for (Object o : list) {
      AnnotationValue value = (AnnotationValue) o;
      if (!(value.getValue() instanceof DeclaredType d) || d.getKind() == TypeKind.ERROR) {
        continue; // javac reports the unresolved class
      }
      TypeElement converter = (TypeElement) d.asElement();
      Signature s = signature(converter, from);
      if (s.problem != null) {
        reporter.error(scope, mirror, value, Texts.notAConverter(converter.getSimpleName().toString(), s.problem));
        continue;
      }
      Registered r = new Registered(ClassName.get(converter), s.t, s.w, scope, mirror, value);
      Registered previous = out.putIfAbsent(key(s.t), r);
      if (previous != null) {
        reporter.error(scope, mirror, value, Texts.twoConverters(key(s.t),
            previous.converter().simpleName(), converter.getSimpleName().toString()));
      }
    }
    return out;
  }

  /** The types a converter maps, or the problem that makes it none. */
  record Signature(TypeMirror t, TypeMirror w, String problem, Element at) {
    static Signature problem(String text, Element at) {
      return new Signature(null, null, text, at);
    }
  }

  /**
   * The signature of {@code converter} as used from package {@code from} (null: from anywhere in
   * its own package, when checking it where it is declared).
   */
  Signature signature(TypeElement converter, PackageElement from) {
    if (converter.getKind() != ElementKind.CLASS && converter.getKind() != ElementKind.RECORD
        && converter.getKind() != ElementKind.INTERFACE) {
      return Signature.problem("a converter is a class with static write and read methods", converter);
    }
    if (!accessible(converter, from)) {
      return Signature.problem("it is not accessible from package " + from.getQualifiedName()
          + "; make it public", converter);
    }
    ExecutableElement write = null;
    ExecutableElement read = null;
    for (ExecutableElement m : ElementFilter.methodsIn(converter.getEnclosedElements())) {
      String name = m.getSimpleName().toString();
      if (!name.equals("write") && !name.equals("read")) {
        continue;
      }
      if (!m.getModifiers().contains(Modifier.STATIC)) {
        return Signature.problem("its " + name + " method must be static", m);
      }
      if (m.getParameters().size() != 1 || m.getReturnType().getKind() == TypeKind.VOID
          || !m.getTypeParameters().isEmpty()) {
        return Signature.problem("its " + name + " method must take one value and return one, with"
            + " no type parameters: static W write(T value) and static T read(W wire)", m);
      }
      if (name.equals("write") ? write != null : read != null) {
        return Signature.problem("it has two " + name + " methods; keep one", m);
      }
      if (m.getModifiers().contains(Modifier.PRIVATE) || !m.getModifiers().contains(Modifier.PUBLIC)
          && from != null && !packageOf(converter).equals(from)) {
        return Signature.problem("its " + name + " method is not accessible from package "
            + (from == null ? "" : from.getQualifiedName()) + "; make it public", m);
      }
      for (TypeMirror thrown : m.getThrownTypes()) {
        if (checked(thrown)) {
          return Signature.problem("its " + name + " method declares the checked exception " + thrown
              + "; throw an unchecked one (it becomes a WirebindException)", m);
        }
      }
      if (name.equals("write")) {
        write = m;
      } else {
        read = m;
      }
    }
    if (write == null || read == null) {
      return Signature.problem("it needs both static W write(T value) and static T read(W wire)"
          + (write == null ? "; write is missing" : "; read is missing"), converter);
    }
    TypeMirror t = write.getParameters().get(0).asType();
    TypeMirror w = write.getReturnType();
    if (!types.isSameType(read.getReturnType(), t) || !types.isSameType(read.getParameters().get(0).asType(), w)) {
      return Signature.problem("write maps " + t + " to " + w + " but read maps "
          + read.getParameters().get(0).asType() + " to " + read.getReturnType()
          + "; read must take what write returns and return what write takes", read);
    }
    if (t.getKind() != TypeKind.DECLARED || RESERVED.contains(erasedName(t)) || unboxes(t)) {
      return Signature.problem("it converts " + t + ", which Wirebind maps itself in every position;"
          + " a converter is for a class such as Money (convert the elements, not the collection)", write);
    }
    return new Signature(t, w, null, null);
  }

  private boolean unboxes(TypeMirror t) {
    try {
      types.unboxedType(t);
      return true;
    } catch (IllegalArgumentException notABox) {
      return false;
    }
  }

  private static String erasedName(TypeMirror t) {
    return ((TypeElement) ((DeclaredType) t).asElement()).getQualifiedName().toString();
  }

  private boolean checked(TypeMirror thrown) {
    TypeMirror runtime = env.getElementUtils().getTypeElement("java.lang.RuntimeException").asType();
    TypeMirror error = env.getElementUtils().getTypeElement("java.lang.Error").asType();
    return !types.isSubtype(thrown, runtime) && !types.isSubtype(thrown, error);
  }

  private static boolean accessible(TypeElement type, PackageElement from) {
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        return false;
      }
      if (!e.getModifiers().contains(Modifier.PUBLIC) && from != null && !packageOf(e).equals(from)) {
        return false;
      }
    }
    return true;
  }

  /** Checks a {@code @WireConverter} class where it is declared, reporting on the offending method. */
  void check(TypeElement converter) {
    Signature s = signature(converter, null);
    if (s.problem != null) {
      reporter.error(s.at, Texts.notAConverter(converter.getSimpleName().toString(), s.problem));
    }
  }

  /** The message texts of converters. */
  static final class Texts {
    private Texts() {}

    static String notAConverter(String name, String problem) {
      return name + " is not a usable converter: " + problem;
    }

    static String twoConverters(String type, String first, String second) {
      return "two converters for " + type + " in one scope: " + first + " and " + second
          + "; register one (a nearer scope may register another)";
    }

    static String unsupportedWire(String converter, String t, String w) {
      return "converter " + converter + " writes " + t + " as " + w + ", which Wirebind does not"
          + " support: W must be a scalar, String, a value type, an enum, a @WireMessage class or a"
          + " collection, map or array of them";
    }

    static String notAKey(String converter, String t, String w) {
      return "map key type " + t + " is converted by " + converter + " to " + w + ", which cannot be"
          + " a map key; convert it to a String or an integral number, or use it as a value";
    }
  }
}
