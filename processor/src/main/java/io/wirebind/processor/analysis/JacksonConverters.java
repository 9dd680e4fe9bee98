package io.wirebind.processor.analysis;

import java.util.List;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * A property's Jackson converters: {@code @JsonSerialize(converter = A.class)} and {@code
 * @JsonDeserialize(converter = B.class)}, where {@code A} is a {@code Converter<T, W>} (usually a
 * {@code StdConverter}) and {@code B} a {@code Converter<W, T>}. The type arguments are read from
 * the converter classes' supertypes; the codec creates each converter once and calls {@code
 * convert}, and the property is written as {@code W} (Jackson's {@code StdDelegatingSerializer}).
 */
final class JacksonConverters {
  static final String SERIALIZE = JacksonAnnotations.DATABIND_PACKAGE + "JsonSerialize";
  static final String DESERIALIZE = JacksonAnnotations.DATABIND_PACKAGE + "JsonDeserialize";
  private static final String CONVERTER = "com.fasterxml.jackson.databind.util.Converter";

  /** The converters of a property: {@code ser} to {@code w}, {@code deser} back. */
  record Found(TypeElement ser, TypeElement deser, TypeMirror w) {}

  /** Marks a property whose converters were reported. */
  static final Found REPORTED = new Found(null, null, null);

  private final Types types;
  private final ErrorReporter reporter;

  JacksonConverters(ProcessingEnvironment env, ErrorReporter reporter) {
    this.types = env.getTypeUtils();
    this.reporter = reporter;
  }

  /** Whether {@code mirror} gives {@code converter} explicitly. */
  static boolean hasConverter(AnnotationMirror mirror) {
    return Mirrors.explicit(mirror, "converter") != null;
  }

  /** The converters of the property read from {@code annotated} of type {@code type}, or null. */
  Found find(List<? extends Element> annotated, TypeMirror type) {
    Optional<Mirrors.Found> ser = Mirrors.findOn(annotated, SERIALIZE)
        .filter(f -> hasConverter(f.mirror()));
    Optional<Mirrors.Found> deser = Mirrors.findOn(annotated, DESERIALIZE)
        .filter(f -> hasConverter(f.mirror()));
    if (ser.isEmpty() && deser.isEmpty()) {
      return null;
    }
    if (ser.isEmpty() || deser.isEmpty()) {
      Mirrors.Found one = ser.orElseGet(deser::get);
      reporter.errorOn(one.element(), one.mirror(), "converter", ser.isPresent()
          ? "@JsonSerialize(converter = ...) needs a @JsonDeserialize(converter = ...) on the same"
              + " property that converts the value back: Wirebind reads a property as it writes it"
          : "@JsonDeserialize(converter = ...) needs a @JsonSerialize(converter = ...) on the same"
              + " property that writes the value it reads: Wirebind reads a property as it writes it");
      return REPORTED;
    }
    DeclaredType[] serArgs = {null};
    TypeElement serClass = converterClass(ser.get(), serArgs);
    DeclaredType[] deserArgs = {null};
    TypeElement deserClass = converterClass(deser.get(), deserArgs);
    if (serClass == null || deserClass == null) {
      return REPORTED;
    }
    TypeMirror in = serArgs[0].getTypeArguments().get(0);
    TypeMirror w = serArgs[0].getTypeArguments().get(1);
    TypeMirror back = deserArgs[0].getTypeArguments().get(0);
    TypeMirror out = deserArgs[0].getTypeArguments().get(1);
    if (!types.isAssignable(type, in)) {
      reporter.errorOn(ser.get().element(), ser.get().mirror(), "converter", serClass.getSimpleName()
          + " converts " + in + ", not the property's " + type + ": give a converter of " + type);
      return REPORTED;
    }
    if (!types.isSameType(w, back) || !types.isAssignable(out, type)) {
      reporter.errorOn(deser.get().element(), deser.get().mirror(), "converter",
          deserClass.getSimpleName() + " converts " + back + " to " + out + ", but "
              + serClass.getSimpleName() + " writes " + w + ": the deserializing converter must"
              + " read " + w + " back into a " + type);
      return REPORTED;
    }
    return new Found(serClass, deserClass, w);
  }

  /** The converter class named by {@code found}, its {@code Converter} supertype in {@code args[0]}. */
  private TypeElement converterClass(Mirrors.Found found, DeclaredType[] args) {
    AnnotationValue v = Mirrors.explicit(found.mirror(), "converter");
    if (!(v.getValue() instanceof DeclaredType d) || d.getKind() == TypeKind.ERROR) {
      return null;
    }
    TypeElement c = (TypeElement) d.asElement();
    DeclaredType converter = converterSupertype(c.asType());
    String problem = null;
    if (converter == null || converter.getTypeArguments().size() != 2
        || converter.getTypeArguments().stream().anyMatch(a -> a.getKind() != TypeKind.DECLARED
            && a.getKind() != TypeKind.ARRAY)) {
      problem = "is not a Converter with concrete type arguments (extend StdConverter<IN, OUT>)";
    } else if (!c.getTypeParameters().isEmpty() || c.getModifiers().contains(Modifier.ABSTRACT)) {
      problem = "is generic or abstract; the codec creates it with new, so give a concrete class";
    } else if (!publicNoArg(c)) {
      problem = "has no public no-argument constructor (or is not public); the codec creates it"
          + " once with new";
    }
    if (problem != null) {
      reporter.error(found.element(), found.mirror(), v, c.getSimpleName() + " " + problem);
      return null;
    }
    args[0] = converter;
    return c;
  }

  private DeclaredType converterSupertype(TypeMirror t) {
    for (TypeMirror s : types.directSupertypes(t)) {
      if (s instanceof DeclaredType d
          && ((TypeElement) d.asElement()).getQualifiedName().contentEquals(CONVERTER)) {
        return d;
      }
      DeclaredType found = converterSupertype(s);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private static boolean publicNoArg(TypeElement c) {
    for (Element e = c; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (!e.getModifiers().contains(Modifier.PUBLIC)
          || e != c && !e.getModifiers().contains(Modifier.STATIC) && e.getEnclosingElement() instanceof TypeElement) {
        return false;
      }
    }
    if (c.getNestingKind().isNested() && !c.getModifiers().contains(Modifier.STATIC)) {
      return false;
    }
    for (ExecutableElement k : ElementFilter.constructorsIn(c.getEnclosedElements())) {
      if (k.getParameters().isEmpty() && k.getModifiers().contains(Modifier.PUBLIC)) {
        return true;
      }
    }
    return false;
  }
}
