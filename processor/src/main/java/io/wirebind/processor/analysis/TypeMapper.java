package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.JavaKind;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.generate.kind.BytesKind;
import io.wirebind.processor.generate.kind.CharsKind;
import io.wirebind.processor.generate.kind.DynamicKind;
import io.wirebind.processor.generate.kind.EnumKind;
import io.wirebind.processor.generate.kind.KeyKind;
import io.wirebind.processor.generate.kind.LibraryKind;
import io.wirebind.processor.generate.kind.LibraryType;
import io.wirebind.processor.generate.kind.MessageKind;
import io.wirebind.processor.generate.kind.NullableKind;
import io.wirebind.processor.generate.kind.Scalar;
import io.wirebind.processor.generate.kind.StringKind;
import io.wirebind.processor.generate.kind.TextKeyKind;
import io.wirebind.processor.generate.kind.ValueObjectKind;
import io.wirebind.processor.generate.kind.CollectionMessageKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Maps a field's {@link TypeMirror} to a {@link TypeModel}, applying the {@code @WireField}
 * encodings.
 *
 * <p>Collections: a list may be declared as {@code List} or {@code ArrayList} (decoded into an
 * {@code ArrayList}: decoders add to it and reuse it), a {@code Collection} (an {@code ArrayList}),
 * a {@code Set}, {@code HashSet} or {@code LinkedHashSet} (a {@code LinkedHashSet}), a {@code
 * SortedSet}, {@code NavigableSet} or {@code TreeSet} of comparable elements (a {@code TreeSet}) or
 * an {@code EnumSet}, an {@code Iterable} (an {@code ArrayList}); a map as {@code Map}, {@code
 * HashMap} or {@code LinkedHashMap} (decoded into a {@code LinkedHashMap}), {@code SortedMap},
 * {@code NavigableMap} or {@code TreeMap} of comparable keys (a {@code TreeMap}) or an {@code
 * EnumMap}. Object arrays, {@code short[]} and iterables are held as lists by generated code
 * ({@link TypeModel.Container#converted()}); {@code char[]} is a string. A collection, map or array
 * inside another (or an optional) is a {@link CollectionMessageKind}. Other collection types ({@code
 * LinkedList}, ...) are unsupported.
 *
 * <p>Dynamic values: {@code Object}, and {@code List<Object>} and {@code Map<String, Object>} as a
 * whole (in any of the declarations above), hold a JSON tree ({@link DynamicKind}); they are single
 * values wherever they appear, so a list of maps of that kind is a list of {@code Struct}s.
 */
final class TypeMapper {
  private final ProcessingEnvironment env;
  private final Types types;
  private final TypeMirror comparable;
  /** Where mistakes go: the message's reporter, or a registration's while mapping a converter's W. */
  private ErrorReporter reporter;
  /** The converters the message sees. */
  private final ConvertedTypes converted = new ConvertedTypes(this);
  private final EnumAnalyzer enums;
  private final ValueObjects valueObjects;
  private final Generics generics;
  /** The codec helpers' stems of this message's synthesized messages. */
  private final SynthesizedSuffixes synthesizedSuffixes = new SynthesizedSuffixes();
  /** Whether type variables are accepted (as placeholders): checking a generic declaration. */
  private final boolean lenient;
  /** Whether types map to what Jackson 3's default mapper writes ({@code Year} as a number, …). */
  private boolean jackson3;

  /** Maps types as Jackson 3's default mapper writes them from now on when {@code on}. */
  TypeMapper jackson3(boolean on) {
    jackson3 = on;
    return this;
  }

  /** Whether a class is compiled here, so that annotating it is advice a user can follow. */
  private final SourceTypes sources;
  /** Unsupported types reported, by class and type: a type is reported once per class. */
  private final java.util.Set<String> reported = new java.util.HashSet<>();

  TypeMapper(ProcessingEnvironment env, ErrorReporter reporter) {
    this(env, reporter, new Generics(env), false);
  }

  TypeMapper(ProcessingEnvironment env, ErrorReporter reporter, Generics generics, boolean lenient) {
    this.env = env;
    this.generics = generics;
    this.lenient = lenient;
    this.types = env.getTypeUtils();
    this.comparable = types.erasure(env.getElementUtils().getTypeElement("java.lang.Comparable").asType());
    this.reporter = reporter;
    this.enums = new EnumAnalyzer(reporter);
    this.valueObjects = new ValueObjects(types, reporter);
    this.sources = new SourceTypes(env);
  }

  /** Uses the converters a message sees ({@link Converters#visibleFrom}). */
  void useConverters(Map<String, Converters.Registered> visible) {
    converted.use(visible);
  }

  /** {@link ConvertedTypes#mapJacksonConverted}. */
  TypeModel mapJacksonConverted(TypeMirror type, JacksonConverters.Found found, Site site) {
    return converted.mapJacksonConverted(type, found, site);
  }

  /**
   * Where a field's type is being mapped: the element to report on, its {@code @WireField} (or
   * null) and the encodings it chooses.
   */
  record Site(Element element, AnnotationMirror wireField, String encoding, String keyEncoding) {}

  /**
   * Whether a type did not resolve: javac reports that itself, and the message gets no model
   * (another processor may generate the type; a later compile then sees it).
   */
  private boolean unresolved;

  boolean sawUnresolvedType() {
    return unresolved;
  }

  /** The model of {@code type}, or null when it is unsupported (reported on the site). */
  TypeModel map(TypeMirror type, Site site) {
    if (containsError(type)) {
      unresolved = true;
      return null;
    }
    if (lenient && Generics.mentionsTypeVariable(type)) {
      return DynamicKind.value(); // checked where the generic message is parameterised
    }
    boolean[] integral = {false};
    TypeModel model = mapField(type, site, integral);
    if (model == null) {
      return null;
    }
    boolean uuidBytes = usesUuidBytes(model);
    if (site.encoding().equals("BYTES") ? !uuidBytes : !site.encoding().equals("DEFAULT") && !integral[0]) {
      reporter.errorOn(site.element(), site.wireField(), "encoding",
          Messages.encodingOnWrongType("encoding", site.encoding(), type.toString()));
      return null;
    }
    if (!site.keyEncoding().equals("DEFAULT") && !integralKey(model)) {
      reporter.errorOn(site.element(), site.wireField(), "keyEncoding",
          Messages.encodingOnWrongType("keyEncoding", site.keyEncoding(), type.toString()));
      return null;
    }
    return model;
  }

  private static boolean containsError(TypeMirror type) {
    return switch (type.getKind()) {
      case ERROR -> true;
      case ARRAY -> containsError(((ArrayType) type).getComponentType());
      case DECLARED -> ((DeclaredType) type).getTypeArguments().stream()
          .anyMatch(TypeMapper::containsError);
      default -> false;
    };
  }

  private static boolean usesUuidBytes(TypeModel model) {
    TypeModel element = model instanceof TypeModel.ListType l ? l.element()
        : model instanceof TypeModel.MapType m ? m.value()
        : model instanceof TypeModel.OptionalType o ? o.element() : model;
    return element instanceof LibraryKind k && k.type() == LibraryType.UUID_BYTES;
  }

  private static boolean integralKey(TypeModel model) {
    return model instanceof TypeModel.MapType m
        && m.key() instanceof Scalar s
        && s.java() != JavaKind.BOOLEAN;
  }

  private TypeModel mapField(TypeMirror type, Site site, boolean[] integral) {
    if (type.getKind() == TypeKind.ARRAY) {
      TypeMirror component = ((ArrayType) type).getComponentType();
      if (component.getKind() == TypeKind.BYTE) {
        return new BytesKind();
      }
      JavaKind kind = ScalarTypes.primitive(component.getKind());
      if (kind == JavaKind.CHAR) {
        return new CharsKind();
      }
      if (kind == JavaKind.SHORT) {
        integral[0] = true;
        Scalar s = ScalarTypes.scalar(kind, site.encoding(), true);
        return new TypeModel.ListType(s, listOf(s), TypeModel.Container.SHORT_ARRAY);
      }
      if (kind == null && !(component.getKind() == TypeKind.DECLARED
          && !((DeclaredType) component).getTypeArguments().isEmpty())) {
        Kind element = mapValue(component, site, site.encoding(), integral);
        if (element == null || element instanceof DynamicKind) {
          reporter.errorOn(site.element(), null, null, Messages.unsupportedElement(component.toString()));
          return null;
        }
        return element == NOT_A_MESSAGE ? null
            : new TypeModel.ListType(element, listOf(element), TypeModel.Container.ARRAY);
      }
      if (kind == null || !ScalarTypes.ARRAY_KINDS.contains(kind)) {
        return unsupported(type, site);
      }
      integral[0] = ScalarTypes.integral(kind);
      return new TypeModel.ArrayType(ScalarTypes.scalar(kind, site.encoding(), false));
    }
    String erasure = ContainerTypes.qualifiedName(type);
    DynamicKind dynamic = ContainerTypes.dynamic(type);
    if (dynamic != null) {
      return dynamic;
    }
    if (erasure != null && ContainerTypes.COLLECTIONS.containsKey(erasure)) {
      List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
      if (args.size() != 1 || !ContainerTypes.concrete(args.get(0))) {
        reporter.errorOn(site.element(), null, null, Messages.rawCollection(type.toString()));
        return null;
      }
      Kind element = mapValue(args.get(0), site, site.encoding(), integral);
      if (element == null) {
        reporter.errorOn(site.element(), null, null,
            Messages.unsupportedElement(args.get(0).toString()));
        return null;
      }
      TypeModel.Container container = ContainerTypes.COLLECTIONS.get(erasure);
      if (container == TypeModel.Container.SORTED_SET && !comparable(args.get(0))) {
        reporter.errorOn(site.element(), null, null, Messages.notComparable(type.toString()));
        return null;
      }
      return element == NOT_A_MESSAGE ? null : new TypeModel.ListType(element,
          container.converted() ? listOf(element) : TypeName.get(type), container);
    }
    if (erasure != null && erasure.equals("java.util.Optional")) {
      List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
      if (args.size() != 1 || !ContainerTypes.concrete(args.get(0))) {
        reporter.errorOn(site.element(), null, null, Messages.rawCollection(type.toString()));
        return null;
      }
      Kind element = mapValue(args.get(0), site, site.encoding(), integral);
      if (element == null) {
        reporter.errorOn(site.element(), null, null, Messages.unsupportedElement(args.get(0).toString()));
        return null;
      }
      if (element instanceof NullableKind) {
        reporter.errorOn(site.element(), null, null, Messages.nestedNullable(type.toString()));
        return null;
      }
      return element == NOT_A_MESSAGE ? null
          : new TypeModel.OptionalType(element, TypeName.get(type), TypeModel.OptionalType.Flavor.OBJECT);
    }
    TypeModel.OptionalType.Flavor primitiveOptional = erasure == null ? null : switch (erasure) {
      case "java.util.OptionalInt" -> TypeModel.OptionalType.Flavor.INT;
      case "java.util.OptionalLong" -> TypeModel.OptionalType.Flavor.LONG;
      case "java.util.OptionalDouble" -> TypeModel.OptionalType.Flavor.DOUBLE;
      default -> null;
    };
    if (primitiveOptional != null) {
      JavaKind kind = switch (primitiveOptional) {
        case INT -> JavaKind.INT;
        case LONG -> JavaKind.LONG;
        default -> JavaKind.DOUBLE;
      };
      integral[0] = ScalarTypes.integral(kind);
      return new TypeModel.OptionalType(ScalarTypes.scalar(kind, site.encoding(), false), TypeName.get(type), primitiveOptional);
    }
    if (erasure != null && ContainerTypes.MAPS.contains(erasure)) {
      List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
      if (args.size() != 2
          || !ContainerTypes.concrete(args.get(0))
          || !ContainerTypes.concrete(args.get(1))) {
        reporter.errorOn(site.element(), null, null, Messages.rawCollection(type.toString()));
        return null;
      }
      ValueKind key = mapKey(args.get(0), site);
      if (key == null) {
        reporter.errorOn(site.element(), null, null,
            Messages.unsupportedMapKey(args.get(0).toString()));
        return null;
      }
      Kind value = mapValue(args.get(1), site, site.encoding(), integral);
      if (value == null) {
        reporter.errorOn(site.element(), null, null,
            Messages.unsupportedMapValue(args.get(1).toString()));
        return null;
      }
      TypeModel.MapContainer container = ContainerTypes.MAP_TYPES.get(erasure);
      if (container == TypeModel.MapContainer.SORTED_MAP && !comparable(args.get(0))) {
        reporter.errorOn(site.element(), null, null, Messages.keyNotComparable(type.toString()));
        return null;
      }
      return value == NOT_A_MESSAGE || key == NOT_A_KEY ? null
          : new TypeModel.MapType(key, value, TypeName.get(type), container);
    }
    Kind single = mapSingle(type, site, site.encoding(), integral);
    if (single == null) {
      return unsupported(type, site);
    }
    return single == NOT_A_MESSAGE ? null : single;
  }

  /**
   * A list element, array component, map value or optional value: a single value, or a collection,
   * map or array inside it as a {@link CollectionMessageKind}; never a primitive.
   */
  private Kind mapValue(TypeMirror type, Site site, String encoding, boolean[] integral) {
    if (type.getKind() == TypeKind.ARRAY) {
      return ((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE
          ? new BytesKind()
          : collectionMessage(type, site, integral);
    }
    String name = ContainerTypes.qualifiedName(type);
    if (name != null && (ContainerTypes.COLLECTIONS.containsKey(name) || ContainerTypes.MAPS.contains(name))) {
      DynamicKind dynamic = ContainerTypes.dynamic(type);
      return dynamic != null ? dynamic : collectionMessage(type, site, integral);
    }
    return mapSingle(type, site, encoding, integral);
  }

  /**
   * A collection, map or array inside another one (or an optional): the inner shape in a wrapper
   * message; null when it cannot be one (an {@code Iterable}), {@link #NOT_A_MESSAGE} when a
   * mistake inside was reported.
   */
  private Kind collectionMessage(TypeMirror type, Site site, boolean[] integral) {
    TypeModel inner = mapField(type, site, integral);
    if (inner == null) {
      return NOT_A_MESSAGE;
    }
    if (inner instanceof Kind k) {
      return k;
    }
    if (inner instanceof TypeModel.OptionalType
        || inner instanceof TypeModel.ListType l && l.container() == TypeModel.Container.ITERABLE) {
      return null;
    }
    TypeName javaType = TypeName.get(type);
    return new CollectionMessageKind(inner, javaType, CollectionMessageKind.protoNameOf(inner), synthesizedSuffixes.claim(javaType));
  }

  /**
   * openapi-generator's {@code JsonNullable<T>}: the inner type in any position a value may take
   * (a collection or map inside through its collection message); never nested in itself.
   */
  private Kind nullable(DeclaredType type, Site site, boolean[] integral) {
    List<? extends TypeMirror> args = type.getTypeArguments();
    if (args.size() != 1 || !ContainerTypes.concrete(args.get(0))) {
      reporter.errorOn(site.element(), null, null, Messages.rawCollection(type.toString()));
      return NOT_A_MESSAGE;
    }
    String innerName = ContainerTypes.qualifiedName(args.get(0));
    if (innerName != null && (innerName.equals(NullableKind.CLASS) || innerName.startsWith("java.util.Optional"))) {
      reporter.errorOn(site.element(), null, null, Messages.nestedNullable(type.toString()));
      return NOT_A_MESSAGE;
    }
    Kind inner = mapValue(args.get(0), site, site.encoding(), integral);
    if (inner == null) {
      reporter.errorOn(site.element(), null, null, Messages.unsupportedElement(args.get(0).toString()));
      return NOT_A_MESSAGE;
    }
    if (inner == NOT_A_MESSAGE) {
      return NOT_A_MESSAGE;
    }
    TypeName javaType = TypeName.get(type);
    return new NullableKind(inner, javaType, NullableKind.protoNameOf(inner), synthesizedSuffixes.claim(javaType));
  }

  private static TypeName listOf(Kind element) {
    return ParameterizedTypeName.get(ClassName.get(List.class), element.javaType());
  }

  /**
   * A map key: a string or integral box, or (through {@link KeyKind}) an enum, a UUID or a value
   * object wrapping one of those; null when unsupported (not reported).
   */
  private ValueKind mapKey(TypeMirror type, Site site) {
    String encoding = site.keyEncoding();
    JavaKind kind = ScalarTypes.boxed(types, type);
    if (kind != null && ScalarTypes.KEY_KINDS.contains(kind)) {
      return ScalarTypes.scalar(kind, kind == JavaKind.BOOLEAN ? "DEFAULT" : encoding, true);
    }
    if (kind == JavaKind.FLOAT || kind == JavaKind.DOUBLE) {
      return TextKeyKind.of(ScalarTypes.scalar(kind, "DEFAULT", true));
    }
    if ("java.lang.String".equals(ContainerTypes.qualifiedName(type))) {
      return new StringKind();
    }
    Converters.Registered registered = converted.registeredFor(type);
    if (registered != null) {
      return converted.key(type, registered, site);
    }
    if (type.getKind() != TypeKind.DECLARED || ScalarTypes.boxed(types, type) != null
        || !((DeclaredType) type).getTypeArguments().isEmpty()) {
      return null;
    }
    Kind single = mapSingle(type, site, "DEFAULT", new boolean[1]);
    if (single == NOT_A_MESSAGE) {
      return NOT_A_KEY;
    }
    if (single instanceof ValueKind v && TextKeyKind.of(v) != null) {
      return TextKeyKind.of(v);
    }
    if (single instanceof EnumKind e && e.valued() && !e.form().value().keyable()) {
      reporter.errorOn(site.element(), null, null,
          EnumFormMessages.keyValue(type.toString(), e.form().value().javaType().toString()));
      return NOT_A_KEY;
    }
    if (single instanceof ValueKind v && KeyKind.supports(v)) {
      return new KeyKind(v);
    }
    if (single instanceof ValueObjectKind) {
      reporter.errorOn(site.element(), null, null, Messages.valueObjectKey(type.toString()));
      return NOT_A_KEY;
    }
    return null;
  }

  /** Marks a key type already reported (an enum or value object with mistakes). */
  static final ValueKind NOT_A_KEY = new StringKind();

  /** Marks a type already reported as not being a message. */
  static final Kind NOT_A_MESSAGE = new StringKind();

  /** A scalar, String, byte[], enum or message; null when unsupported (not reported). */
  private Kind mapSingle(TypeMirror type, Site site, String encoding, boolean[] integral) {
    JavaKind primitive = ScalarTypes.primitive(type.getKind());
    if (primitive != null) {
      integral[0] = ScalarTypes.integral(primitive);
      return ScalarTypes.scalar(primitive, encoding, false);
    }
    if (type.getKind() == TypeKind.ARRAY) {
      return ((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE
          ? new BytesKind()
          : null;
    }
    if (type.getKind() != TypeKind.DECLARED) {
      return null;
    }
    JavaKind box = ScalarTypes.boxed(types, type);
    if (box != null) {
      integral[0] = ScalarTypes.integral(box);
      return ScalarTypes.scalar(box, encoding, true);
    }
    Converters.Registered registered = converted.registeredFor(type);
    if (registered != null) {
      return converted.value(type, registered);
    }
    TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
    String name = element.getQualifiedName().toString();
    if (name.equals("java.lang.String")) {
      return new StringKind();
    }
    LibraryType library = LibraryType.of(name);
    if (library != null && jackson3) {
      library = library.jackson3();
    }
    if (library != null) {
      return new LibraryKind(library == LibraryType.UUID && encoding.equals("BYTES") ? LibraryType.UUID_BYTES : library);
    }
    if (element.getKind() == ElementKind.ENUM) {
      if (jackson3 && name.equals("java.time.Month")) {
        reporter.errorOn(site.element(), null, null, Messages.monthUnderJackson3());
        return NOT_A_MESSAGE;
      }
      Element byToString = jackson3 ? Jackson3Enums.byToString(env, element) : null;
      if (byToString != null) {
        reporter.errorOn(site.element(), null, null,
            Messages.enumByToString(element.getSimpleName().toString(), byToString.getSimpleName().toString()));
        return NOT_A_MESSAGE;
      }
      return enums.analyze(element, t -> mapSingle(t, site, "DEFAULT", new boolean[1]));
    }
    if (name.equals("java.lang.Object")) {
      return DynamicKind.value();
    }
    if (!element.getTypeParameters().isEmpty() && Mirrors.has(element, Mirrors.WIRE_MESSAGE)) {
      ClassName codec = generics.require((DeclaredType) type, site.element(), reporter);
      return codec == null ? NOT_A_MESSAGE : new MessageKind(TypeName.get(type), codec);
    }
    if (name.equals(NullableKind.CLASS)) {
      return nullable((DeclaredType) type, site, integral);
    }
    if (!((DeclaredType) type).getTypeArguments().isEmpty()) {
      return ContainerTypes.dynamic(type);
    }
    if (Mirrors.has(element, Mirrors.WIRE_MESSAGE) || ImpliedBases.isImpliedBase(element)) {
      // an implied base from a class file (its subtypes compiled with it): its codec is in its jar
      String missing = ForeignCodecs.check(env, sources, element);
      if (missing != null) {
        reportOnce(site, name, missing);
        return NOT_A_MESSAGE;
      }
      if (ForeignCodecs.subtypeMissing(env, sources, element)) {
        reporter.countOnly(); // reported on the base's @JsonSubTypes entry, which gets no codec
        return NOT_A_MESSAGE;
      }
      ClassName cn = ClassName.get(element);
      return new MessageKind(cn, codecName(cn));
    }
    Element valueMember = ValueObjects.valueMember(element);
    if (valueMember != null && (element.getKind() == ElementKind.CLASS || element.getKind() == ElementKind.RECORD)) {
      return valueObjects.analyze(element, valueMember, site.element(),
          t -> mapSingle(t, site, "DEFAULT", new boolean[1]), NOT_A_MESSAGE);
    }
    if ((element.getKind() == ElementKind.CLASS || element.getKind() == ElementKind.RECORD)
        && !name.startsWith("java.") && !name.startsWith("javax.")) {
      reportOnce(site, name, sources.inSource(element) ? Messages.notAMessage(name) : Messages.unsupportedType(name));
      return NOT_A_MESSAGE;
    }
    return null;
  }

  // ---- hooks for ConvertedTypes

  /** A converter's W as a value (a primitive W as its scalar); null when unsupported (not reported). */
  Kind mapWire(TypeMirror w, Site site) {
    return w.getKind().isPrimitive()
        ? mapSingle(w, site, "DEFAULT", new boolean[1])
        : mapValue(w, site, "DEFAULT", new boolean[1]);
  }

  /** A converter's W as a map key; null when it cannot be one (not reported). */
  ValueKind mapWireKey(TypeMirror w, Site site) {
    return mapKey(w, site);
  }

  /** Sends mistakes to {@code to} from now on; returns the reporter used until now. */
  ErrorReporter swapReporter(ErrorReporter to) {
    ErrorReporter was = reporter;
    reporter = to;
    return was;
  }

  ErrorReporter reporter() {
    return reporter;
  }

  Types types() {
    return types;
  }

  /** Whether {@code type} did not resolve; remembered so the message gets no model. */
  boolean unresolved(TypeMirror type) {
    if (containsError(type)) {
      unresolved = true;
      return true;
    }
    return false;
  }

  private TypeModel unsupported(TypeMirror type, Site site) {
    reportOnce(site, type.toString(), Messages.unsupportedType(type.toString()));
    return null;
  }

  /** Reports {@code message} about {@code type} on the first field of a class that has it. */
  private void reportOnce(Site site, String type, String message) {
    Element owner = site.element();
    while (owner != null && !(owner instanceof TypeElement)) {
      owner = owner.getEnclosingElement();
    }
    String key = (owner == null ? "" : ((TypeElement) owner).getQualifiedName()) + " " + type;
    if (reported.add(key)) {
      reporter.errorOn(site.element(), null, null, message);
    } else {
      reporter.countOnly();
    }
  }

  /** {@code Car_WireCodec}, {@code Outer_Inner_WireCodec}, in the message's package. */
  static ClassName codecName(ClassName message) {
    return ClassName.get(
        message.packageName(), String.join("_", message.simpleNames()) + "_WireCodec");
  }

  private boolean comparable(TypeMirror element) {
    return types.isAssignable(types.erasure(element), comparable);
  }
}
