package io.wirebind.processor.generate.kind;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.Kind;
import io.wirebind.processor.model.TypeModel;

/**
 * The qualified name of a synthesized message (a collection message or a {@code Nullable...}
 * message), for when two element classes of one simple name (in two packages, or nested in two
 * classes) would give two synthesized messages the same name ({@code ListOfPoint}): each message
 * or enum element is then named by its package and enclosing classes ({@code ListOfComAcmeAPoint},
 * {@code ListOfComAcmeShapesCirclePart}); anything else keeps its part of the plain name.
 * Deterministic, and unique as Java's qualified names are.
 */
public final class SynthesizedNames {
  private SynthesizedNames() {}

  /** The qualified synthesized message name of an inner shape. */
  public static String qualified(TypeModel inner) {
    if (inner instanceof TypeModel.MapType m) {
      return "MapOf" + part(m.key()) + part(m.value());
    }
    Kind element = inner instanceof TypeModel.ListType l ? l.element() : ((TypeModel.ArrayType) inner).element();
    return "ListOf" + part(element);
  }

  static String part(Kind k) {
    if (k instanceof NullableKind n) {
      return "Nullable" + part(n.inner());
    }
    if (k instanceof CollectionMessageKind w) {
      return qualified(w.inner());
    }
    if (k instanceof ConverterKind c) {
      return part(c.inner());
    }
    if ((k instanceof MessageKind || k instanceof EnumKind) && k.javaType() instanceof ClassName c) {
      StringBuilder b = new StringBuilder();
      for (String s : c.packageName().split("\\.")) {
        b.append(cap(s));
      }
      for (String s : c.simpleNames()) {
        b.append(cap(s));
      }
      return b.toString();
    }
    String p = k.protoTypeName();
    return cap(p.substring(p.lastIndexOf('.') + 1));
  }

  private static String cap(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
