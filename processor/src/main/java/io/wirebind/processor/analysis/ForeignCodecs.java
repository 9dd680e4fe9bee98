package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * Messages read from class files whose codecs are not on the class path: the jar holding them was
 * compiled without Wirebind's processor, so its {@code @WireMessage} annotations (kept in the
 * class files) name codecs nobody generated. Generated code referring to them would fail with
 * javac's "cannot find symbol"; the processor reports it on the element that uses them instead.
 */
final class ForeignCodecs {
  private ForeignCodecs() {}

  /**
   * Whether the codec of the message {@code type} is missing: {@code type} is no source of this
   * compilation, is not given its codec here (an import or an implied base of this compilation),
   * and its {@code X_WireCodec} is not on the class path.
   */
  static boolean missing(ProcessingEnvironment env, SourceTypes sources, TypeElement type) {
    return !sources.inSource(type)
        && !Mixins.addsHere(type, Mirrors.WIRE_MESSAGE)
        && env.getElementUtils().getTypeElement(codec(type)) == null;
  }

  /**
   * The message about the class-file message {@code type} a message of this compilation uses, or
   * null when its codec is there; it names the missing codec and, for an implied base, those of
   * its listed subtypes that are missing too.
   */
  static String check(ProcessingEnvironment env, SourceTypes sources, TypeElement type) {
    if (!missing(env, sources, type)) {
      return null;
    }
    List<TypeElement> classes = new ArrayList<>(List.of(type));
    if (ImpliedBases.isImpliedBase(type)) {
      for (TypeElement subtype : ImpliedBases.listed(type)) {
        if (missing(env, sources, subtype)) {
          classes.add(subtype);
        }
      }
    }
    List<String> names = classes.stream().map(t -> t.getQualifiedName().toString()).toList();
    String who = names.size() == 1 ? names.get(0)
        : names.get(0) + " and its " + (names.size() == 2 ? "subtype " : "subtypes ")
            + Messages.and(names.subList(1, names.size()));
    return Messages.codecNotCompiled(who, classes.stream().map(ForeignCodecs::codec).toList());
  }

  /**
   * Whether {@code base}, a hierarchy of this compilation, lists a subtype from a class file whose
   * codec is missing: then it gets no codec (reported on its {@code @JsonSubTypes} entry), so a
   * message using it gets none either.
   */
  static boolean subtypeMissing(ProcessingEnvironment env, SourceTypes sources, TypeElement base) {
    if (!sources.inSource(base) || !HierarchyAnalyzer.isBase(base)) {
      return false;
    }
    for (TypeElement subtype : ImpliedBases.listed(base)) {
      if (!subtype.equals(base) && Mirrors.has(subtype, Mirrors.WIRE_MESSAGE) && missing(env, sources, subtype)) {
        return true;
      }
    }
    return false;
  }

  /** The message about the subtype {@code subtype} of {@code base}, or null when its codec is there. */
  static String checkSubtype(ProcessingEnvironment env, SourceTypes sources, TypeElement subtype, TypeElement base) {
    if (!missing(env, sources, subtype)) {
      return null;
    }
    return Messages.codecNotCompiled("subtype " + subtype.getQualifiedName() + " of " + base.getSimpleName(),
        List.of(codec(subtype)));
  }

  private static String codec(TypeElement type) {
    return TypeMapper.codecName(ClassName.get(type)).canonicalName();
  }
}
