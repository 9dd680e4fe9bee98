package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.Accessor;
import io.wirebind.processor.model.Creation;
import io.wirebind.processor.model.FieldModel;
import io.wirebind.processor.model.JacksonRules;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.MessageModel;
import io.wirebind.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;

/**
 * Turns a {@code @WireMessage} element into a {@link MessageModel}, reporting every mistake.
 *
 * <p>Steps: the class shape (concrete, static, non-private class or record); its
 * properties ({@link PropertyCollector}); how instances are created (canonical constructor,
 * {@code @JsonCreator} constructor or no-argument constructor); field numbers; types ({@link
 * TypeMapper}); JSON names, inclusion and order ({@link JsonAnalyzer}). Analysis goes on after a
 * mistake to report the others, and returns empty when there was any.
 */
public final class MessageAnalyzer {
  /** Largest protobuf field number. */
  static final int MAX_NUMBER = 536_870_911;

  private final ProcessingEnvironment env;
  private final ErrorReporter reporter;

  private final Generics generics;

  /** Whether a property's type did not exist yet: another processor may generate it in this round. */
  private boolean unresolved;

  /**
   * Whether the last analysis stopped at a type that does not exist yet (and reported nothing):
   * another processor may generate it, so analyze the class again in the next round.
   */
  public boolean waitsForGeneratedTypes() {
    return unresolved;
  }

  /** For a generic message's parameterisation: where it is first used, whose converters it sees too. */
  private Element useSite;

  public MessageAnalyzer(ProcessingEnvironment env, ErrorReporter reporter) {
    this(env, reporter, new Generics(env));
  }

  /** An analyzer that registers the parameterisations of generic messages it meets in {@code generics}. */
  public MessageAnalyzer(ProcessingEnvironment env, ErrorReporter reporter, Generics generics) {
    this.env = env;
    this.reporter = reporter;
    this.generics = generics;
  }

  /**
   * The model of {@code element}, or empty when it has mistakes (all reported). A generic message
   * is checked as declared (its type variables accepted anywhere) and has no model of its own: its
   * parameterisations get theirs from {@link Generics} where they are used.
   */
  public Optional<MessageModel> analyze(Element element) {
    ImmutablesValues.As immutable = ImmutablesValues.valueAs(element);
    if (immutable != null) {
      return analyzeImmutable((TypeElement) element, immutable.impl());
    }
    if (!(element instanceof TypeElement type) || !checkShape(type)) {
      return Optional.empty();
    }
    if (!type.getTypeParameters().isEmpty()) {
      analyze(type, (DeclaredType) type.asType(), null);
      return Optional.empty();
    }
    return analyze(type, (DeclaredType) type.asType(), HierarchyAnalyzer.isOpenBase(type)
        ? HierarchyAnalyzer.ownCodec(ClassName.get(type)) : TypeMapper.codecName(ClassName.get(type)));
  }

  /**
   * The model of {@code type} seen as {@code as} (itself, or a parameterisation of a generic
   * message) with codec class {@code codec}; null {@code codec} checks a generic declaration.
   */
  Optional<MessageModel> analyze(TypeElement type, DeclaredType as, ClassName codec) {
    return analyze(type, as, codec, type);
  }

  /**
   * An Immutables value type {@code type}: the model of the class Immutables generates for it
   * ({@link ImmutablesValues}), as the codec of {@code type}; waits while that class does not exist.
   */
  private Optional<MessageModel> analyzeImmutable(TypeElement type, TypeElement impl) {
    if (impl == null) {
      unresolved = true; // generated later in this compilation
      return Optional.empty();
    }
    if (!ImmutablesValues.isImmutablesImplementation(impl)) {
      reporter.error(type, Messages.notImmutablesImplementation(type.getSimpleName().toString(),
          impl.getQualifiedName().toString()));
      return Optional.empty();
    }
    ImmutablesValues.hideJacksonPlumbing(type, impl);
    return analyze(impl, (DeclaredType) impl.asType(), TypeMapper.codecName(ClassName.get(type)), type)
        .map(m -> new MessageModel(ClassName.get(type), m.codec(), m.creation(), m.fields(), m.json(),
            m.unknownFields(), m.reserved(), m.any()));
  }

  /** As above, with {@code @WireMessage} read from {@code declaring}: {@code type} or the value type it implements. */
  private Optional<MessageModel> analyze(TypeElement type, DeclaredType as, ClassName codec, TypeElement declaring) {
    int errorsBefore = reporter.errorCount();
    AnnotationMirror wireMessage = Mirrors.find(declaring, Mirrors.WIRE_MESSAGE).orElse(null);
    if (wireMessage == null) {
      return Optional.empty();
    }
    PropertyCollector collector = new PropertyCollector(env, reporter);
    JsonAnalyzer jsonAnalyzer = new JsonAnalyzer(reporter);
    boolean record = ClassMembers.isRecord(type);
    List<Property> props =
        record ? collector.recordComponents(type, as) : collector.classFields(type, as);
    if (declaring != type) {
      ImmutablesValues.declaredTypes(env, declaring, props);
    }
    MessageModel.UnknownMember unknown = UnknownFields.extract(props, record, reporter);
    List<JsonAnalyzer.Json> json = new ArrayList<>();
    jsonAnalyzer.naming(type);
    Set<Element> propertyElements = new HashSet<>();
    props.forEach(p -> propertyElements.addAll(p.annotated()));
    propertyElements.addAll(collector.ignoredElements);
    if (!record) {
      List<String> ignored = JacksonChecks.droppedNames(type);
      List<Property> kept = new ArrayList<>();
      for (Property p : props) {
        JsonAnalyzer.Json j = jsonAnalyzer.names(p);
        if (!ignored.contains(j.jacksonName)) {
          kept.add(p);
          json.add(j);
        }
      }
      props = kept;
    } else {
      props.forEach(p -> json.add(jsonAnalyzer.names(p)));
      JacksonChecks.ignoredComponents(type, props, json, reporter);
    }
    Creation creation = record ? recordCreation(type, props, collector.ignoredComponents)
        : classCreation(type, props, json);
    Element creator = record ? JacksonChecks.canonicalConstructor(type, props)
        : ClassMembers.jsonCreator(type).orElse(null);
    Bridges bridges = new Bridges(env, reporter, JacksonVersion.jackson(env, wireMessage) == JsonStyle.JACKSON3);
    new JacksonAnnotations(reporter).bridging(bridges.upfrontElements(props)).checkMessage(type, HierarchyAnalyzer.parentHierarchy(env, type),
        propertyElements, creator);
    int[] numbers = numbers(props);
    MessageModel.Reserved reserved = Reservations.check(type, wireMessage, props, numbers, reporter);
    JsonOptions options = HierarchyAnalyzer.asSubtype(env, reporter, type,
        JsonAnalyzer.options(env, type, wireMessage));
    jsonAnalyzer.complete(type, options, props, json);
    List<JacksonRules> rules = new ArrayList<>();
    props.forEach(p -> rules.add(JacksonRulesReader.read(p, reporter)));
    JacksonChecks.allowGettersOrSetters(type, json, rules);
    options = JacksonChecks.withSkipped(type, options, json, rules);
    if (unknown == null) {
      // (an UnknownFieldSet keeps these members, as it keeps every member no property reads)
      options = JacksonChecks.withIgnored(options, collector.ignoredNames, json, rules);
    } else {
      for (Property p : props) {
        if (p.write != null && p.write.kind() == Accessor.Kind.NONE) {
          reporter.error(p.getter, Messages.writtenOnlyWithUnknown(p.implicitName, unknown.name()));
        }
      }
    }
    MessageModel.AnyMember any =
        JacksonAny.find(type, props, json, rules, options, unknown, reporter);
    options = ArrayShape.apply(env, type, options, props, rules, any != null, reporter);

    TypeMapper mapper = new TypeMapper(env, reporter, generics, codec == null).jackson3(options.jackson3());
    mapper.useConverters(converters(type));
    JacksonConverters jacksonConverters = new JacksonConverters(env, reporter);
    UnwrappedAnalyzer unwrapper = new UnwrappedAnalyzer(env, reporter, codec);
    List<FieldModel> fields = new ArrayList<>();
    for (int k = 0; k < props.size(); k++) {
      Property p = props.get(k);
      Optional<Mirrors.Found> wf = Mirrors.findOn(p.annotated(), Mirrors.WIRE_FIELD);
      AnnotationMirror m = wf.map(Mirrors.Found::mirror).orElse(null);
      TypeMapper.Site site =
          new TypeMapper.Site(
              wf.map(Mirrors.Found::element).orElse(p.element),
              m,
              m == null ? "DEFAULT" : Mirrors.enumValue(m, "encoding", "DEFAULT"),
              m == null ? "DEFAULT" : Mirrors.enumValue(m, "keyEncoding", "DEFAULT"));
      Bridges.Upfront bridged = bridges.upfront(p);
      JacksonConverters.Found converted = bridged != null ? null : jacksonConverters.find(p.annotated(), p.type);
      TypeModel typeModel;
      if (bridged != null) {
        typeModel = bridges.kind(p, TypeName.get(as), json.get(k).jacksonName, bridged);
      } else {
        TypeModel mapped = converted != null
            ? (converted == JacksonConverters.REPORTED ? null : mapper.mapJacksonConverted(p.type, converted, site))
            : Bridges.inScope(type) ? bridges.mapInScope(mapper, p, site, TypeName.get(as), json.get(k).jacksonName)
            : mapper.map(p.type, site);
        typeModel = mapped instanceof io.wirebind.processor.generate.kind.BridgeKind ? mapped
            : JsonFormats.apply(mapped, Mirrors.findOn(p.annotated(), JsonFormats.JSON_FORMAT),
                options.jackson3(), reporter);
      }
      boolean packed = m == null || Mirrors.booleanValue(m, "packed", true);
      JsonAnalyzer.Json j = json.get(k);
      if (typeModel != null && p.read != null && p.write != null) {
        fields.add(
            new FieldModel(p.name, numbers[k], j.name, heldAs(typeModel, TypeName.get(p.type).withoutAnnotations()),
                typeModel, p.read,
                p.write, packed, UnwrappedAnalyzer.include(p, typeModel, j.include), j.position,
                unwrapper.attach(p, typeModel, rules.get(k))));
      }
    }
    unresolved |= mapper.sawUnresolvedType();
    if (reporter.errorCount() > errorsBefore || mapper.sawUnresolvedType() || codec == null) {
      return Optional.empty();
    }
    MessageModel model = new MessageModel(TypeName.get(as), codec, creation, fields, options, unknown, reserved, any);
    UnwrappedAnalyzer.checkShared(type, model, reporter);
    return reporter.errorCount() > errorsBefore ? Optional.empty() : Optional.of(model);
  }

  /**
   * For a parameterisation: the converters of the use site fill in those the generic message's
   * own scopes lack ({@code Page<Money>} where {@code Page} comes from elsewhere).
   */
  MessageAnalyzer withUseSite(Element site) {
    this.useSite = site;
    return this;
  }

  /** The converters {@code type} sees, and those of the use site of a parameterisation. */
  private Map<String, Converters.Registered> converters(TypeElement type) {
    Converters converters = new Converters(env, reporter);
    Map<String, Converters.Registered> visible = new HashMap<>(converters.visibleFrom(type));
    Element site = useSite;
    while (site != null && !(site instanceof TypeElement)) {
      site = site.getEnclosingElement();
    }
    if (site instanceof TypeElement t && !t.equals(type)) {
      converters.visibleFrom(t).forEach(visible::putIfAbsent);
    }
    return visible;
  }

  /** Checks that a codec can create and reach instances of {@code type}. */
  private boolean checkShape(TypeElement type) {
    ElementKind kind = type.getKind();
    switch (kind) {
      case INTERFACE:
        reporter.error(type, Messages.notAClass("interface"));
        return false;
      case ANNOTATION_TYPE:
        reporter.error(type, Messages.notAClass("annotation type"));
        return false;
      case ENUM:
        reporter.error(type, Messages.notAClass("enum"));
        return false;
      default:
        break;
    }
    boolean ok = true;
    if (type.getModifiers().contains(Modifier.ABSTRACT) && !AbstractValues.createdByItself(type)) {
      reporter.error(type, Messages.abstractClass());
      ok = false;
    }
    NestingKind nesting = type.getNestingKind();
    if (nesting == NestingKind.LOCAL || nesting == NestingKind.ANONYMOUS) {
      reporter.error(type, Messages.localClass());
      return false;
    }
    if (nesting == NestingKind.MEMBER && kind == ElementKind.CLASS
        && !type.getModifiers().contains(Modifier.STATIC)) {
      reporter.error(type, Messages.innerClass());
      ok = false;
    }
    for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      if (t.getModifiers().contains(Modifier.PRIVATE)) {
        reporter.error(type, Messages.privateClass());
        ok = false;
        break;
      }
    }
    return ok;
  }

  /**
   * The canonical constructor, taking each component in order; an ignored one gets its default
   * value. A record's getter that is no component is written only.
   */
  private static Creation recordCreation(TypeElement type, List<Property> props,
      Map<String, String> ignored) {
    List<String> names = new ArrayList<>();
    type.getRecordComponents().forEach(c -> names.add(c.getSimpleName().toString()));
    for (Property p : props) {
      if (p.creatorIndex < 0) {
        p.write = Accessor.none();
      }
    }
    return Creation.constructor(names, ignored);
  }

  /**
   * A Jackson builder ({@link Builders}), else a {@code @JsonCreator} constructor (parameters matched to properties by their
   * {@code @JsonProperty} names), else the no-argument constructor; then checks that every
   * property can be written.
   */
  private Creation classCreation(
      TypeElement type, List<Property> props, List<JsonAnalyzer.Json> json) {
    TypeElement builder = Builders.builderOf(type);
    if (builder != null) {
      return Builders.creation(env, reporter, type, builder, props, json).orElse(Creation.NO_ARGS);
    }
    PropertyCollector collector = new PropertyCollector(env, reporter);
    Optional<ExecutableElement> creator = ClassMembers.jsonCreator(type);
    Creation creation = null;
    int errorsBefore = reporter.errorCount();
    if (creator.isPresent()
        && collector.members.accessible(creator.get(), env.getElementUtils().getPackageOf(type))) {
      List<String> names = new ArrayList<>();
      List<? extends VariableElement> params = creator.get().getParameters();
      for (int i = 0; i < params.size(); i++) {
        VariableElement param = params.get(i);
        String pname = param.getSimpleName().toString();
        Optional<AnnotationMirror> jp = Mirrors.find(param, Mirrors.JSON_PROPERTY);
        String name = jp.map(m -> Mirrors.stringValue(m, "value")).orElse("");
        if (name.isEmpty()) {
          reporter.error(param, Messages.creatorParameterUnnamed(pname));
          continue;
        }
        Property match = null;
        for (int k = 0; k < props.size() && match == null; k++) {
          if (json.get(k).jacksonName.equals(name)) {
            match = props.get(k);
          }
        }
        for (int k = 0; k < props.size() && match == null; k++) {
          if (props.get(k).name.equals(name)) {
            match = props.get(k);
          }
        }
        if (match == null) {
          reporter.errorOn(param, jp.get(), "value",
              Messages.creatorParameterUnknown(pname, name));
          continue;
        }
        match.creatorIndex = i;
        match.creatorParam = param;
        names.add(match.name);
      }
      creation = creator.get().getKind() == ElementKind.METHOD
          ? Creation.factory(names, creator.get().getSimpleName().toString())
          : Creation.constructor(names);
    } else if (collector.members.hasNoArgConstructor(type)) {
      creation = Creation.NO_ARGS;
    } else {
      reporter.error(type, Mixins.importing() ? Messages.noPublicConstructor(type.getSimpleName().toString())
          : Messages.noConstructor(type.getSimpleName().toString()));
    }
    // an unmatched creator parameter could be the missing writer: do not guess
    boolean creatorFailed = reporter.errorCount() > errorsBefore;
    for (Property p : props) {
      if (p.write == null && p.read != null) {
        if (p.creatorIndex >= 0) {
          p.write = Accessor.constructor();
        } else if (p.field == null && p.setter == null) {
          p.write = Accessor.none(); // a computed getter: written, never read
          if (collectionOrMap(p.type) && !p.anyMethods) {
            reporter.error(p.getter, Messages.getterOnlyContainer(p.implicitName));
          }
        } else if (creation != null && !creatorFailed && p.field != null && p.setter == null) {
          boolean isFinal = p.field.getModifiers().contains(Modifier.FINAL);
          boolean hidden = p.read.kind() != Accessor.Kind.FIELD;
          reporter.error(p.element, Messages.noSetter(p.name, isFinal, hidden));
        }
      }
    }
    return creation == null ? Creation.NO_ARGS : creation;
  }

  /**
   * The protobuf number of each property: all from {@code @WireField}, or 1..n in declaration
   * order when none has one. Reports mixing, out-of-range, reserved and duplicate numbers.
   */
  private int[] numbers(List<Property> props) {
    int[] numbers = new int[props.size()];
    Mirrors.Found[] sources = new Mirrors.Found[props.size()];
    Property firstNumbered = null;
    for (int k = 0; k < props.size(); k++) {
      Optional<Mirrors.Found> wf = Mirrors.findOn(props.get(k).annotated(), Mirrors.WIRE_FIELD);
      if (wf.isPresent()) {
        numbers[k] = Mirrors.intValue(wf.get().mirror(), "value", 0);
        sources[k] = wf.get();
      }
      if (numbers[k] != 0 && firstNumbered == null) {
        firstNumbered = props.get(k);
      }
    }
    if (firstNumbered == null) {
      for (int k = 0; k < numbers.length; k++) {
        numbers[k] = k + 1;
      }
      return numbers;
    }
    Map<Integer, String> used = new HashMap<>();
    for (int k = 0; k < props.size(); k++) {
      Property p = props.get(k);
      int n = numbers[k];
      if (n == 0) {
        reporter.error(p.element, Messages.mixedNumbers(p.name, firstNumbered.name));
        continue;
      }
      Mirrors.Found src = sources[k];
      if (n < 1 || n > MAX_NUMBER) {
        reporter.errorOn(src.element(), src.mirror(), "value", Messages.numberOutOfRange(n));
      } else if (n >= 19_000 && n <= 19_999) {
        reporter.errorOn(src.element(), src.mirror(), "value", Messages.numberReserved(n));
      }
      String previous = used.putIfAbsent(n, p.name);
      if (previous != null) {
        reporter.errorOn(src.element(), src.mirror(), "value",
            Messages.duplicateNumber(n, previous));
      }
    }
    return numbers;
  }

  /** Whether {@code t} is a {@code Collection} or {@code Map}. */
  private boolean collectionOrMap(javax.lang.model.type.TypeMirror t) {
    javax.lang.model.util.Types types = env.getTypeUtils();
    for (String name : new String[] {"java.util.Collection", "java.util.Map"}) {
      TypeElement e = env.getElementUtils().getTypeElement(name);
      if (types.isAssignable(types.erasure(t), types.erasure(e.asType()))) {
        return true;
      }
    }
    return false;
  }

  /** The type generated code holds a field's value as: a list for an array or an iterable. */
  private static TypeName heldAs(io.wirebind.processor.model.TypeModel model, TypeName declared) {
    return model instanceof io.wirebind.processor.model.TypeModel.ListType l && l.container().converted()
        ? l.declared() : declared;
  }
}
