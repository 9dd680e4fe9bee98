package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.JsonText;
import io.wirebind.processor.model.OneofModel;
import io.wirebind.processor.model.OneofModel.Case;
import io.wirebind.processor.model.OneofModel.Include;
import io.wirebind.processor.model.TypeIdWrapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Turns a {@code @WireMessage} sealed interface, sealed class or abstract type with {@code
 * @JsonSubTypes} into a {@link OneofModel}: its subtypes (from {@code permits}, else from {@code
 * @JsonSubTypes}), their case numbers ({@code @WireSubtype}, all or none) and JSON type ids
 * ({@link TypeIds}), reporting every mistake on its element.
 */
public final class HierarchyAnalyzer {
  static final String WIRE_SUBTYPE = "io.wirebind.annotation.WireSubtype";
  static final String JSON_TYPE_ID = "com.fasterxml.jackson.annotation.JsonTypeId";
  static final String JSON_TYPE_ID_RESOLVER = "com.fasterxml.jackson.databind.annotation.JsonTypeIdResolver";

  private final ProcessingEnvironment env;
  private final ErrorReporter reporter;
  private final SourceTypes sources;

  public HierarchyAnalyzer(ProcessingEnvironment env, ErrorReporter reporter) {
    this.env = env;
    this.reporter = reporter;
    this.sources = new SourceTypes(env);
  }

  /** Whether {@code element} is an interface or abstract class, which {@code @WireMessage} makes a hierarchy. */
  public static boolean isHierarchy(Element element) {
    return (element.getKind() == ElementKind.INTERFACE
        || (element.getKind() == ElementKind.CLASS && element.getModifiers().contains(Modifier.ABSTRACT)))
        && !AbstractValues.createdByItself(element);
  }

  /**
   * Whether {@code element} is an <em>open base</em>: a concrete {@code @WireMessage} class that
   * declares {@code @JsonTypeInfo} and {@code @JsonSubTypes} itself. Its values are its own
   * instances and those of the listed subtypes: its codec is a hierarchy's, with the base itself
   * as one more case, whose fields the codec {@link #ownCodec} reads and writes.
   */
  public static boolean isOpenBase(Element element) {
    return element.getKind() == ElementKind.CLASS
        && !element.getModifiers().contains(Modifier.ABSTRACT)
        && Mirrors.has(element, Mirrors.WIRE_MESSAGE)
        && Mirrors.has(element, TypeIds.JSON_TYPE_INFO)
        && Mirrors.has(element, TypeIds.JSON_SUB_TYPES);
  }

  /** Whether {@code element} is a hierarchy or an open base: a type whose codec writes a type id. */
  public static boolean isBase(Element element) {
    return isHierarchy(element) || isOpenBase(element);
  }

  /** The codec of an open base's own fields: {@code Pet_OwnWireCodec} beside {@code Pet_WireCodec}. */
  public static ClassName ownCodec(ClassName base) {
    ClassName codec = TypeMapper.codecName(base);
    String name = codec.simpleName();
    return codec.peerClass(name.substring(0, name.length() - "WireCodec".length()) + OneofModel.OWN_CODEC_SUFFIX);
  }

  /** One subtype as listed: its element and the {@code @JsonSubTypes.Type} naming it, if any. */
  record Listed(TypeElement type, AnnotationMirror entry) {}

  /** The model of the hierarchy {@code base}, or empty when it has mistakes (all reported). */
  public Optional<OneofModel> analyze(TypeElement base) {
    int errorsBefore = reporter.errorCount();
    AnnotationMirror wireMessage = Mirrors.find(base, Mirrors.WIRE_MESSAGE).orElse(null);
    if (wireMessage == null || !checkShape(base)) {
      return Optional.empty();
    }
    ArrayShape.refuseOnHierarchy(base, reporter);
    List<Listed> listed = subtypes(base, true);
    if (listed == null) {
      return Optional.empty();
    }
    boolean open = isOpenBase(base);
    if (open) {
      // the base's own instances: one more case, first (case number 1 unless @WireSubtype says)
      listed.removeIf(l -> l.type().equals(base));
      listed.add(0, new Listed(base, null));
    }
    if (listed.isEmpty() || open && listed.size() == 1) {
      reporter.error(base, HierarchyMessages.noSubtypes(base.getSimpleName().toString()));
      return Optional.empty();
    }
    String baseName = base.getSimpleName().toString();
    for (Listed l : listed) {
      String name = l.type().getSimpleName().toString();
      if (open && !l.type().equals(base) && !env.getTypeUtils().isSubtype(
          env.getTypeUtils().erasure(l.type().asType()), env.getTypeUtils().erasure(base.asType()))) {
        reporter.error(base, HierarchyMessages.notASubclass(name, baseName));
      }
      if (!Mirrors.has(l.type(), Mirrors.WIRE_MESSAGE)) {
        reporter.error(base, isHierarchy(l.type())
            ? HierarchyMessages.abstractSubtype(name, baseName)
            : HierarchyMessages.subtypeNotMessage(name, baseName));
      } else if (!l.type().equals(base)) {
        // a subtype from a jar compiled without Wirebind: its codec, which the base's calls, is missing
        String missing = ForeignCodecs.checkSubtype(env, sources, l.type(), base);
        if (missing != null) {
          reporter.errorOn(base, l.entry(), "value", missing);
        }
      }
    }
    int[] numbers = caseNumbers(listed);
    TypeIds ids = new TypeIds(env, reporter);
    TypeIds.Config config = ids.config(base, true);
    if (reporter.errorCount() > errorsBefore || config == null) {
      return Optional.empty();
    }
    List<Case> cases = new ArrayList<>();
    Map<String, String> idOwners = new HashMap<>();
    for (int k = 0; k < listed.size(); k++) {
      TypeElement t = listed.get(k).type();
      ClassName cn = ClassName.get(t);
      boolean self = t.equals(base);
      boolean nested = !self && isBase(t);
      String written = nested ? null : ids.idOf(t, base, config);
      List<String> accepted = new ArrayList<>();
      if (nested) {
        for (TypeElement leaf : leaves(t)) {
          accepted.addAll(ids.acceptedIds(leaf, t, config));
        }
      } else {
        accepted.addAll(ids.acceptedIds(t, base, config));
      }
      if (config.include() != Include.NONE) {
        for (String id : accepted) {
          String previous = idOwners.putIfAbsent(id, cn.simpleName());
          if (previous != null && !previous.equals(cn.simpleName())) {
            reporter.error(base, HierarchyMessages.duplicateTypeId(id, previous, cn.simpleName()));
          }
        }
      }
      // the subtype reads the same id property, checking the same ids, when this base is its parent
      boolean afterTypeId = config.include() == Include.PROPERTY && !nested
          && (self || base.equals(parentHierarchy(env, t)))
          && ForeignCodecs.codecHas(env, sources, t, self, OneofModel.AFTER_TYPE_ID);
      cases.add(new Case(cn, self ? ownCodec(cn) : TypeMapper.codecName(cn), numbers[k],
          protoName(cn.simpleName()), nested, written, accepted, afterTypeId));
    }
    int defaultCase = -1;
    if (config.defaultImpl() != null) {
      for (int k = 0; k < listed.size(); k++) {
        if (env.getTypeUtils().isSameType(listed.get(k).type().asType(), config.defaultImpl())
            && !cases.get(k).hierarchy()) {
          defaultCase = k;
        }
      }
      if (defaultCase < 0) {
        reporter.errorOn(config.on(), config.mirror(), "defaultImpl",
            HierarchyMessages.defaultImplNotSubtype(config.defaultImpl().toString(), baseName));
      }
    }
    List<List<String>> deduction = null;
    if (config.include() == Include.NONE) {
      deduction = new Deduction(env, reporter).fingerprints(base, listed, cases);
    }
    if (reporter.errorCount() > errorsBefore) {
      return Optional.empty();
    }
    List<Integer> order = writeOrder(listed);
    JsonStyle style = JacksonVersion.style(env, wireMessage);
    ClassName name = ClassName.get(base);
    return Optional.of(new OneofModel(name, TypeMapper.codecName(name), style, cases, order, new OneofModel.TypeInfo(config.include(), config.property(), defaultCase, deduction),
        JacksonVersion.jackson(env, wireMessage)));
  }

  /**
   * The JSON options of the concrete {@code @WireMessage} class {@code type} given its own {@code
   * options}: with the type id member it writes first when it is a subtype of a hierarchy whose
   * Jackson JSON carries the id as a property. Reports a {@code @WireSubtype} outside a hierarchy.
   */
  public static JsonOptions asSubtype(ProcessingEnvironment env, ErrorReporter reporter, TypeElement type,
      JsonOptions options) {
    Optional<AnnotationMirror> ws = Mirrors.find(type, WIRE_SUBTYPE);
    if (ws.isPresent() && parentHierarchy(env, type) == null && !isOpenBase(type)) {
      reporter.error(type, ws.get(), null,
          HierarchyMessages.wireSubtypeOutsideHierarchy(type.getSimpleName().toString()));
    }
    for (Element member : type.getEnclosedElements()) {
      Optional<AnnotationMirror> typeId = Mirrors.find(member, JSON_TYPE_ID);
      if (typeId.isPresent()) {
        reporter.error(member, typeId.get(), null, HierarchyMessages.unsupportedAnnotation("JsonTypeId"));
      }
    }
    TypeElement parent = parentHierarchy(env, type);
    if (parent == null && isOpenBase(type)) {
      parent = type; // the open base's own instances carry its own type id
    }
    if (parent == null) {
      return options;
    }
    TypeIds ids = new TypeIds(env, new ErrorReporter(new QuietMessager()));
    TypeIds.Config config = ids.config(parent, false);
    if (config == null) {
      return options;
    }
    if (config.include() == Include.EXISTING_PROPERTY) {
      // the subtype's own property carries the id: nothing more is written, the reader only
      // needs to know the first such member is the id (assigned only when visible)
      return options.withTypeId(config.property(), null, config.visible())
          .withTypeIdCheck(SubtypeIdChecks.of(env, ids, config, type, parent));
    }
    if (config.include() == Include.WRAPPER_OBJECT || config.include() == Include.WRAPPER_ARRAY) {
      // Jackson wraps a subtype serialised as its own class too, and requires the wrapper reading it
      return options.withTypeIdWrapper(new TypeIdWrapper(config.include() == Include.WRAPPER_ARRAY,
          ids.idOf(type, parent, config), ids.acceptedIds(type, parent, config)))
          .withTypeIdCheck(SubtypeIdChecks.of(env, ids, config, type, parent));
    }
    if (config.include() != Include.PROPERTY) {
      return options;
    }
    String member = "\"" + JsonText.escape(config.property()) + "\":\""
        + JsonText.escape(ids.idOf(type, parent, config)) + "\"";
    return options.withTypeId(config.property(), member, config.visible())
        .withTypeIdCheck(SubtypeIdChecks.of(env, ids, config, type, parent));
  }

  /** The nearest direct supertype of {@code type} that is a {@code @WireMessage} hierarchy, or null. */
  static TypeElement parentHierarchy(ProcessingEnvironment env, TypeElement type) {
    for (TypeMirror s : env.getTypeUtils().directSupertypes(type.asType())) {
      if (s instanceof DeclaredType d && d.asElement() instanceof TypeElement t
          && isBase(t) && Mirrors.has(t, Mirrors.WIRE_MESSAGE)) {
        return t;
      }
    }
    return null;
  }

  /** The concrete subtypes under the hierarchy {@code base}, depth first. */
  List<TypeElement> leaves(TypeElement base) {
    List<TypeElement> out = new ArrayList<>();
    if (isOpenBase(base)) {
      out.add(base);
    }
    List<Listed> listed = subtypes(base, false);
    if (listed != null) {
      for (Listed l : listed) {
        if (l.type().equals(base)) {
          continue;
        }
        if (isBase(l.type())) {
          out.addAll(leaves(l.type()));
        } else {
          out.add(l.type());
        }
      }
    }
    return out;
  }

  /**
   * The subtypes of {@code base}: its permitted subclasses when sealed, else its {@code
   * @JsonSubTypes}; null (reported when {@code report}) when it has neither.
   */
  List<Listed> subtypes(TypeElement base, boolean report) {
    Map<TypeElement, AnnotationMirror> entries = new LinkedHashMap<>();
    Optional<AnnotationMirror> subTypes = Mirrors.find(base, TypeIds.JSON_SUB_TYPES);
    if (subTypes.isPresent()) {
      Object v = Mirrors.value(subTypes.get(), "value");
      if (v instanceof List<?> list) {
        for (Object o : list) {
          if (o instanceof AnnotationValue av && av.getValue() instanceof AnnotationMirror entry
              && Mirrors.value(entry, "value") instanceof DeclaredType d
              && d.asElement() instanceof TypeElement t) {
            entries.putIfAbsent(t, entry);
          }
        }
      }
    }
    List<Listed> out = new ArrayList<>();
    if (base.getModifiers().contains(Modifier.SEALED)) {
      for (TypeMirror p : base.getPermittedSubclasses()) {
        if (p instanceof DeclaredType d && d.asElement() instanceof TypeElement t) {
          out.add(new Listed(t, entries.get(t)));
        }
      }
      return out;
    }
    if (subTypes.isEmpty()) {
      if (report) {
        reporter.error(base, HierarchyMessages.noSubtypeList(base.getSimpleName().toString()));
      }
      return null;
    }
    entries.forEach((t, e) -> out.add(new Listed(t, e)));
    return out;
  }

  private boolean checkShape(TypeElement type) {
    boolean ok = true;
    NestingKind nesting = type.getNestingKind();
    if (nesting == NestingKind.LOCAL || nesting == NestingKind.ANONYMOUS) {
      reporter.error(type, Messages.localClass());
      return false;
    }
    for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      if (t.getModifiers().contains(Modifier.PRIVATE)) {
        reporter.error(type, Messages.privateClass());
        ok = false;
        break;
      }
    }
    if (!type.getTypeParameters().isEmpty()) {
      reporter.error(type, HierarchyMessages.genericHierarchy());
      ok = false;
    }
    Optional<AnnotationMirror> resolver = Mirrors.find(type, JSON_TYPE_ID_RESOLVER);
    if (resolver.isPresent()) {
      reporter.error(type, resolver.get(), null, HierarchyMessages.unsupportedAnnotation("JsonTypeIdResolver"));
      ok = false;
    }
    return ok;
  }

  /** Case numbers: all from {@code @WireSubtype}, or 1..n in listing order; mistakes reported. */
  private int[] caseNumbers(List<Listed> listed) {
    int[] numbers = new int[listed.size()];
    AnnotationMirror[] mirrors = new AnnotationMirror[listed.size()];
    String firstNumbered = null;
    for (int k = 0; k < listed.size(); k++) {
      Optional<AnnotationMirror> ws = Mirrors.find(listed.get(k).type(), WIRE_SUBTYPE);
      if (ws.isPresent()) {
        mirrors[k] = ws.get();
        numbers[k] = Mirrors.intValue(ws.get(), "value", 0);
        if (firstNumbered == null) {
          firstNumbered = listed.get(k).type().getSimpleName().toString();
        }
      }
    }
    if (firstNumbered == null) {
      for (int k = 0; k < numbers.length; k++) {
        numbers[k] = k + 1;
      }
      return numbers;
    }
    Map<Integer, String> used = new HashMap<>();
    for (int k = 0; k < listed.size(); k++) {
      TypeElement t = listed.get(k).type();
      String name = t.getSimpleName().toString();
      int n = numbers[k];
      if (mirrors[k] == null) {
        reporter.error(t, HierarchyMessages.mixedCaseNumbers(name, firstNumbered));
        continue;
      }
      if (n < 1 || n > MessageAnalyzer.MAX_NUMBER) {
        reporter.errorOn(t, mirrors[k], "value", HierarchyMessages.caseNumberOutOfRange(n));
      } else if (n >= 19_000 && n <= 19_999) {
        reporter.errorOn(t, mirrors[k], "value", HierarchyMessages.caseNumberReserved(n));
      }
      String previous = used.putIfAbsent(n, name);
      if (previous != null) {
        reporter.errorOn(t, mirrors[k], "value", HierarchyMessages.duplicateCaseNumber(n, previous));
      }
    }
    return numbers;
  }

  /** Indexes of {@code listed} with every subtype before the listed types it extends. */
  private List<Integer> writeOrder(List<Listed> listed) {
    List<Integer> order = new ArrayList<>();
    for (int k = 0; k < listed.size(); k++) {
      int at = order.size();
      for (int i = 0; i < order.size(); i++) {
        TypeMirror placed = listed.get(order.get(i)).type().asType();
        if (env.getTypeUtils().isSubtype(env.getTypeUtils().erasure(listed.get(k).type().asType()),
            env.getTypeUtils().erasure(placed))) {
          at = i;
          break;
        }
      }
      order.add(at, k);
    }
    return order;
  }

  /** {@code BankTransfer} → {@code bank_transfer}: the case's field name in a {@code .proto} file. */
  static String protoName(String simpleName) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < simpleName.length(); i++) {
      char c = simpleName.charAt(i);
      if (Character.isUpperCase(c) && i > 0) {
        char prev = simpleName.charAt(i - 1);
        boolean nextLower = i + 1 < simpleName.length() && Character.isLowerCase(simpleName.charAt(i + 1));
        if (Character.isLowerCase(prev) || Character.isDigit(prev) || (Character.isUpperCase(prev) && nextLower)) {
          b.append('_');
        }
      }
      b.append(Character.toLowerCase(c));
    }
    return b.toString();
  }
}
