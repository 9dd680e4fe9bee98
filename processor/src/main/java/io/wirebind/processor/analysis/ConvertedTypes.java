package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.TypeModel;
import io.wirebind.processor.model.ValueKind;
import io.wirebind.processor.generate.kind.ConverterKind;
import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;

/**
 * The converted types of one message, for its {@link TypeMapper}: a type with a registered
 * {@code @WireConverter} (wherever it appears, map keys included) and a property with Jackson
 * converters become a {@link ConverterKind} around the kind of the converter's {@code W}. {@code W}
 * is mapped without converters (no chains), once per message; its mistakes are reported on the
 * registration.
 */
final class ConvertedTypes {
  private final TypeMapper mapper;
  /** The converters the message sees, by {@link Converters#key}. */
  private Map<String, Converters.Registered> converters = Map.of();
  /** The kinds of the converters' W (null: unsupported, reported). */
  private final Map<String, Kind> wireKinds = new HashMap<>();
  /** Whether a converter's W is being mapped: converters do not apply inside it. */
  private boolean wireMode;

  ConvertedTypes(TypeMapper mapper) {
    this.mapper = mapper;
  }

  void use(Map<String, Converters.Registered> visible) {
    this.converters = visible;
  }

  /** The converter registered for {@code type}, or null (and always null inside a converter's W). */
  Converters.Registered registeredFor(TypeMirror type) {
    return wireMode || converters.isEmpty() || type.getKind() != TypeKind.DECLARED
        ? null : converters.get(Converters.key(type));
  }

  /** {@code type} through its {@code @WireConverter}; {@link TypeMapper#NOT_A_MESSAGE} when W is unsupported. */
  Kind value(TypeMirror type, Converters.Registered r) {
    String converter = r.converter().simpleName();
    Kind w = wire(r.w(), "converter " + r.converter().canonicalName(), r.scope(), r.mirror(), r.value(),
        Converters.Texts.unsupportedWire(converter, r.t().toString(), r.w().toString()));
    if (w == null) {
      return TypeMapper.NOT_A_MESSAGE;
    }
    return new ConverterKind(TypeName.get(type).withoutAnnotations(), TypeName.get(r.w()), w, r.converter(), null,
        String.join("_", r.converter().simpleNames()), false);
  }

  /** A map key of a converted type: W's key kind around the conversion. */
  ValueKind key(TypeMirror type, Converters.Registered r, TypeMapper.Site site) {
    Kind value = value(type, r);
    if (!(value instanceof ConverterKind c)) {
      return TypeMapper.NOT_A_KEY;
    }
    TypeMirror w = r.w().getKind().isPrimitive()
        ? mapper.types().boxedClass((PrimitiveType) r.w()).asType() : r.w();
    boolean saved = wireMode;
    wireMode = true;
    ValueKind key;
    try {
      key = mapper.mapWireKey(w, new TypeMapper.Site(site.element(), null, "DEFAULT", "DEFAULT"));
    } finally {
      wireMode = saved;
    }
    if (key == TypeMapper.NOT_A_KEY) {
      return TypeMapper.NOT_A_KEY;
    }
    if (key == null) {
      mapper.reporter().errorOn(site.element(), null, null, Converters.Texts.notAKey(r.converter().simpleName(),
          type.toString(), r.w().toString()));
      return TypeMapper.NOT_A_KEY;
    }
    return c.asKey(key);
  }

  /**
   * A property with Jackson's {@code @JsonSerialize(converter)} and {@code @JsonDeserialize(converter)}:
   * its whole value through them; null when W is unsupported (reported on the property).
   */
  TypeModel mapJacksonConverted(TypeMirror type, JacksonConverters.Found found, TypeMapper.Site site) {
    if (mapper.unresolved(type) || mapper.unresolved(found.w())) {
      return null;
    }
    if (type.getKind().isPrimitive()) {
      mapper.reporter().errorOn(site.element(), null, null, "a property with Jackson converters must have"
          + " a reference type; declare it as " + mapper.types().boxedClass((PrimitiveType) type));
      return null;
    }
    ClassName ser = ClassName.get(found.ser());
    ClassName deser = ClassName.get(found.deser());
    String converter = ser.equals(deser) ? ser.simpleName() : ser.simpleName() + "/" + deser.simpleName();
    Kind w = wire(found.w(), "Jackson converter " + converter, site.element(), null, null,
        Converters.Texts.unsupportedWire(converter, type.toString(), found.w().toString()));
    if (w == null) {
      return null;
    }
    String stem = String.join("_", ser.simpleNames())
        + (ser.equals(deser) ? "" : "_" + String.join("_", deser.simpleNames()));
    return new ConverterKind(TypeName.get(type).withoutAnnotations(), TypeName.get(found.w()), w, ser, deser, stem,
        false);
  }

  /**
   * The kind of a converter's {@code W}, mapped without converters; its mistakes are reported on
   * the registration ({@code at}, with {@code mirror} and {@code value} when given), after {@code
   * who}. Null when unsupported.
   */
  private Kind wire(TypeMirror w, String who, Element at, AnnotationMirror mirror, AnnotationValue value,
      String unsupported) {
    String key = who + " " + w;
    if (wireKinds.containsKey(key)) {
      return wireKinds.get(key);
    }
    ErrorReporter saved = mapper.swapReporter(redirected(mapper.reporter(), at, mirror, value, who + ": "));
    boolean savedMode = wireMode;
    wireMode = true;
    Kind k;
    try {
      if (mapper.unresolved(w)) {
        k = null;
      } else {
        k = mapper.mapWire(w, new TypeMapper.Site(at, null, "DEFAULT", "DEFAULT"));
        if (k == null) {
          saved.error(at, mirror, value, unsupported);
        } else if (k == TypeMapper.NOT_A_MESSAGE) {
          k = null;
        }
      }
    } finally {
      mapper.swapReporter(saved);
      wireMode = savedMode;
    }
    wireKinds.put(key, k);
    return k;
  }

  /** A reporter counting into {@code parent} whose errors land on one registration. */
  private static ErrorReporter redirected(ErrorReporter parent, Element at, AnnotationMirror mirror,
      AnnotationValue value, String prefix) {
    return new ErrorReporter(new QuietMessager() {
      @Override
      public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {
        parent.error(at, mirror, value, prefix + msg);
      }

      @Override
      public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {
        parent.error(at, mirror, value, prefix + msg);
      }

      @Override
      public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a,
          AnnotationValue v) {
        parent.error(at, mirror, value, prefix + msg);
      }
    });
  }
}
