package io.wirebind.processor.analysis;

import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.RuntimeNames;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.generate.kind.BridgeKind;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;

/**
 * Which properties of a message are handed to the application's Jackson mapper (the Jackson
 * bridge, {@link BridgeKind}), and the diagnostics that go with it:
 *
 * <ul>
 *   <li>a property with {@code @WireBridge}: always;
 *   <li>a property whose {@code @JsonSerialize}/{@code @JsonDeserialize} names a serializer or
 *       deserializer ({@code using}, {@code contentUsing}, {@code keyUsing}, {@code nullsUsing}), or
 *       whose type (or a type argument, or an array's component) is a class carrying one: always,
 *       with a warning naming the cost and the converter alternative, unless {@code @WireBridge} or
 *       {@code @SuppressWarnings("wirebind.bridge")} acknowledges it;
 *   <li>under {@code @WireBridge} on the message, an enclosing class or the package: a property
 *       whose type Wirebind does not support.
 * </ul>
 *
 * A bridged property needs {@code wirebind-jackson} (and with it jackson-databind) on the compile
 * class path, which is checked here. In a codec generated for Jackson 3 the property is the Jackson
 * 3 mapper's ({@code Jackson3BridgedProperty}, needing Jackson 3's {@code tools.jackson.databind}),
 * and Jackson 3's {@code tools.jackson.databind.annotation.JsonSerialize}/{@code JsonDeserialize}
 * name handlers too.
 */
final class Bridges {
  static final String WIRE_BRIDGE = "io.wirebind.annotation.WireBridge";
  static final String SUPPRESS = "wirebind.bridge";
  private static final String BRIDGED_PROPERTY = RuntimeNames.BRIDGED_PROPERTY.canonicalName();
  private static final String OBJECT_MAPPER = "com.fasterxml.jackson.databind.ObjectMapper";
  private static final String JACKSON3_BRIDGED_PROPERTY = RuntimeNames.JACKSON3_BRIDGED_PROPERTY.canonicalName();
  private static final String JACKSON3_OBJECT_MAPPER = "tools.jackson.databind.ObjectMapper";
  /** Jackson 3's {@code @JsonSerialize} and {@code @JsonDeserialize}, which a Jackson 3 mapper reads. */
  static final String JACKSON3_SERIALIZE = "tools.jackson.databind.annotation.JsonSerialize";
  static final String JACKSON3_DESERIALIZE = "tools.jackson.databind.annotation.JsonDeserialize";
  private static final String[] HANDLER_ATTRIBUTES = {"using", "contentUsing", "keyUsing", "nullsUsing"};

  /**
   * The Jackson annotations the mapper applies to a bridged property's value itself: Wirebind
   * neither reads nor refuses them there.
   */
  static final Set<String> HANDLED_BY_JACKSON = Set.of("JsonSerialize", "JsonDeserialize", "JsonFormat",
      "JsonTypeInfo", "JsonSubTypes", "JsonTypeIdResolver", "JsonTypeResolver", "JsonView", "JsonFilter",
      "JsonIncludeProperties", "JsonIgnoreProperties", "JsonIdentityInfo", "JsonIdentityReference",
      "JsonRawValue", "JsonKey", "JsonMerge");

  /** Why a property is bridged before its type is looked at. */
  record Upfront(Element at, AnnotationMirror mirror, String cause, boolean acknowledged) {}

  private final ProcessingEnvironment env;
  private final ErrorReporter reporter;
  /** The codec fields' stems in use, upper-cased as the fields name them. */
  private final Set<String> stems = new HashSet<>();

  /** Whether the codecs are generated for Jackson 3. */
  private final boolean jackson3;

  Bridges(ProcessingEnvironment env, ErrorReporter reporter, boolean jackson3) {
    this.env = env;
    this.reporter = reporter;
    this.jackson3 = jackson3;
  }

  /** The annotations naming a property's serializer or deserializer for the mapper the codec serves. */
  private String[] handlerAnnotations() {
    return jackson3
        ? new String[] {JacksonConverters.SERIALIZE, JacksonConverters.DESERIALIZE, JACKSON3_SERIALIZE, JACKSON3_DESERIALIZE}
        : new String[] {JacksonConverters.SERIALIZE, JacksonConverters.DESERIALIZE};
  }

  /**
   * Why {@code p} is bridged whatever its type ({@code @WireBridge} on it, or a Jackson serializer
   * or deserializer named for it), or null.
   */
  Upfront upfront(Property p) {
    Optional<Mirrors.Found> explicit = Mirrors.findOn(p.annotated(), WIRE_BRIDGE);
    if (explicit.isPresent()) {
      return new Upfront(explicit.get().element(), explicit.get().mirror(), "@WireBridge", true);
    }
    for (String a : handlerAnnotations()) {
      Optional<Mirrors.Found> f = Mirrors.findOn(p.annotated(), a);
      if (f.isPresent()) {
        String attribute = handler(f.get().mirror());
        if (attribute != null) {
          return new Upfront(f.get().element(), f.get().mirror(), "@" + simple(a) + "(" + attribute
              + " = " + className(Mirrors.value(f.get().mirror(), attribute)) + ".class)", false);
        }
      }
    }
    TypeElement annotated = annotatedClass(p.type, new HashSet<>(), handlerAnnotations());
    if (annotated != null) {
      for (String a : handlerAnnotations()) {
        Optional<AnnotationMirror> m = Mirrors.find(annotated, a);
        if (m.isPresent() && handler(m.get()) != null) {
          String attribute = handler(m.get());
          return new Upfront(p.element, null, "@" + simple(a) + "(" + attribute + " = "
              + className(Mirrors.value(m.get(), attribute)) + ".class) on class " + annotated.getSimpleName(),
              false);
        }
      }
    }
    return null;
  }

  /** Whether {@code @WireBridge} on {@code message}, a class enclosing it or its package opts in. */
  static boolean inScope(TypeElement message) {
    for (Element e = message; e != null; e = e.getEnclosingElement()) {
      if (Mirrors.has(e, WIRE_BRIDGE)) {
        return true;
      }
      if (e instanceof PackageElement) {
        break;
      }
    }
    return false;
  }

  /**
   * The kind of bridged property {@code p} of {@code message}, named {@code jacksonName} by
   * Jackson; null when the bridge is not on the class path (reported). Warns for {@code upfront}
   * when it is not acknowledged.
   */
  TypeModel kind(Property p, TypeName message, String jacksonName, Upfront upfront) {
    Element at = upfront == null ? p.element : upfront.at();
    AnnotationMirror mirror = upfront == null ? null : upfront.mirror();
    if (env.getElementUtils().getTypeElement(jackson3 ? JACKSON3_OBJECT_MAPPER : OBJECT_MAPPER) == null) {
      reporter.error(at, mirror, null, jackson3 ? Texts.noDatabind3(p.name) : Texts.noDatabind(p.name));
      return null;
    }
    if (env.getElementUtils().getTypeElement(jackson3 ? JACKSON3_BRIDGED_PROPERTY : BRIDGED_PROPERTY) == null) {
      reporter.error(at, mirror, null, Texts.noBridge(p.name));
      return null;
    }
    if (upfront != null && !upfront.acknowledged() && !suppressed(at) && !suppressed(p.element)) {
      env.getMessager().printMessage(Diagnostic.Kind.WARNING,
          Texts.bridged(p.name, upfront.cause(), p.type.toString()), at, mirror);
    }
    String stem = p.name;
    if (!stems.add(stem.toUpperCase(java.util.Locale.ROOT))) {
      stem = stem + "_" + stems.size(); // two names that differ only in case
    }
    return new BridgeKind(TypeName.get(p.type).withoutAnnotations(), message, jacksonName, stem, jackson3);
  }

  /**
   * Under a {@code @WireBridge} scope: the model of {@code p}'s type, or, when Wirebind does not
   * support it, the bridge (its mistakes are then not reported).
   */
  TypeModel mapInScope(TypeMapper mapper, Property p, TypeMapper.Site site, TypeName message, String jacksonName) {
    ErrorReporter quiet = new ErrorReporter(new QuietMessager());
    ErrorReporter saved = mapper.swapReporter(quiet);
    TypeModel m;
    try {
      m = mapper.map(p.type, site);
    } finally {
      mapper.swapReporter(saved);
    }
    if (m != null && quiet.errorCount() == 0) {
      return m;
    }
    return mapper.sawUnresolvedType() ? null : kind(p, message, jacksonName, null);
  }

  /** Whether {@code @SuppressWarnings("wirebind.bridge")} or {@code @WireBridge} covers {@code e}. */
  private static boolean suppressed(Element e) {
    for (; e != null; e = e.getEnclosingElement()) {
      if (Mirrors.has(e, WIRE_BRIDGE)) {
        return true;
      }
      Optional<AnnotationMirror> s = Mirrors.find(e, "java.lang.SuppressWarnings");
      if (s.isPresent() && Mirrors.stringsValue(s.get(), "value").contains(SUPPRESS)) {
        return true;
      }
    }
    return false;
  }

  /** The first handler attribute {@code mirror} sets to a class other than Jackson's {@code None}, or null. */
  private static String handler(AnnotationMirror mirror) {
    for (String a : HANDLER_ATTRIBUTES) {
      AnnotationValue v = Mirrors.explicit(mirror, a);
      if (v != null && v.getValue() instanceof DeclaredType d
          && !d.asElement().getSimpleName().contentEquals("None")) {
        return a;
      }
    }
    return null;
  }

  /** A class in {@code type} (itself, type arguments, array components) carrying a Jackson handler. */
  private static TypeElement annotatedClass(TypeMirror type, Set<TypeMirror> seen, String[] annotations) {
    if (type instanceof ArrayType a) {
      return annotatedClass(a.getComponentType(), seen, annotations);
    }
    if (!(type instanceof DeclaredType d) || !seen.add(type)) {
      return null;
    }
    TypeElement t = (TypeElement) d.asElement();
    for (String a : annotations) {
      Optional<AnnotationMirror> m = Mirrors.find(t, a);
      if (m.isPresent() && handler(m.get()) != null) {
        return t;
      }
    }
    for (TypeMirror arg : d.getTypeArguments()) {
      TypeElement found = annotatedClass(arg, seen, annotations);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private static String simple(String qualified) {
    return qualified.substring(qualified.lastIndexOf('.') + 1);
  }

  private static String className(Object value) {
    return value instanceof DeclaredType d ? d.asElement().getSimpleName().toString() : String.valueOf(value);
  }

  /** The elements of the properties that are bridged whatever their type. */
  Set<Element> upfrontElements(List<Property> props) {
    Set<Element> out = new HashSet<>();
    for (Property p : props) {
      if (upfront(p) != null) {
        out.addAll(p.annotated());
      }
    }
    return out;
  }

  /** The messages of the bridge's diagnostics. */
  static final class Texts {
    private Texts() {}

    static final String ADVICE = "or hand it to Jackson with @WireBridge (docs/JSON.md#the-jackson-bridge)";

    static String bridged(String property, String cause, String type) {
      return "property '" + property + "' is written and read by the application's Jackson mapper ("
          + cause + "; Jackson bridge): that costs a Jackson call per value, and its protobuf field is"
          + " a string holding that JSON; a @WireConverter for " + type + " keeps it in the generated"
          + " code (docs/TYPES.md#types-you-dont-own). @WireBridge on the property or"
          + " @SuppressWarnings(\"" + SUPPRESS + "\") acknowledges it";
    }

    static String noDatabind(String property) {
      return "property '" + property + "' is handed to Jackson (Jackson bridge), but jackson-databind"
          + " is not on the class path: add io.wirebind:wirebind-jackson, which brings it";
    }

    static String noDatabind3(String property) {
      return "property '" + property + "' is handed to Jackson 3 (Jackson bridge of a codec generated for"
          + " Jackson 3), but Jackson 3's databind (tools.jackson.core:jackson-databind) is not on the class"
          + " path: add it beside io.wirebind:wirebind-jackson";
    }

    static String noBridge(String property) {
      return "property '" + property + "' is handed to Jackson (Jackson bridge), but the bridge is not"
          + " on the class path: add io.wirebind:wirebind-jackson";
    }
  }
}
