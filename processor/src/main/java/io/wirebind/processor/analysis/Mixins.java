package io.wirebind.processor.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;
import javax.tools.Diagnostic;

/**
 * Annotations added to elements the compilation cannot edit: those of {@code @WireMixin} types
 * (Jackson's mix-ins: class, field, method, constructor and parameter annotations, matched to the
 * target's members by name and parameter types, replacing the target's annotations of the same
 * type) and the implied {@code @WireMessage} of imported classes. {@link Mirrors} reads every
 * annotation through {@link #annotations}, so the analysis of annotated classes serves imported
 * ones unchanged.
 *
 * <p>The overlay of the running processor is installed for the duration of each round ({@link
 * #enter}); compilations on other threads keep their own.
 */
public final class Mixins {
  static final String WIRE_MIXIN = "io.wirebind.annotation.WireMixin";

  private static final ThreadLocal<Mixins> CURRENT = new ThreadLocal<>();

  /** Added annotations by the element they apply to. */
  private final Map<Element, List<AnnotationMirror>> added = new HashMap<>();

  /** Annotations (qualified names) the analysis does not see on an element: implemented otherwise. */
  private final Map<Element, List<String>> hidden = new HashMap<>();

  /** Hides annotation {@code qualifiedName} of {@code element} in this thread's overlay, if any. */
  static void hideHere(Element element, String qualifiedName) {
    Mixins overlay = CURRENT.get();
    if (overlay != null) {
      overlay.hidden.computeIfAbsent(element, e -> new ArrayList<>()).add(qualifiedName);
    }
  }

  /** The mix-in member whose annotations an element of a target carries. */
  private final Map<Element, Element> source = new HashMap<>();

  /** Whether an imported class is being analyzed: only its public members are reachable. */
  private boolean importing;

  static boolean importing() {
    Mixins overlay = CURRENT.get();
    return overlay != null && overlay.importing;
  }

  /** Marks the start and end of an imported class's analysis. */
  public void importing(boolean now) {
    importing = now;
  }

  /** Installs {@code overlay} on this thread until {@link #exit}. */
  public static void enter(Mixins overlay) {
    CURRENT.set(overlay);
  }

  public static void exit() {
    CURRENT.remove();
  }

  /**
   * The annotations of {@code element} as the analysis sees them: the overlay's first, then the
   * element's own of the other types.
   */
  static List<? extends AnnotationMirror> annotations(Element element) {
    Mixins overlay = CURRENT.get();
    List<AnnotationMirror> extra = overlay == null ? null : overlay.added.get(element);
    List<String> hide = overlay == null ? null : overlay.hidden.get(element);
    if (hide != null) {
      List<AnnotationMirror> out = new ArrayList<>();
      for (AnnotationMirror m : extra == null ? element.getAnnotationMirrors() : withOwn(element, extra)) {
        if (hide.stream().noneMatch(h -> Mirrors.named(m, h))) {
          out.add(m);
        }
      }
      return out;
    }
    if (extra == null) {
      return element.getAnnotationMirrors();
    }
    return withOwn(element, extra);
  }

  private static List<AnnotationMirror> withOwn(Element element, List<AnnotationMirror> extra) {
    List<AnnotationMirror> out = new ArrayList<>(extra);
    for (AnnotationMirror own : element.getAnnotationMirrors()) {
      if (extra.stream().noneMatch(m -> sameType(m, own))) {
        out.add(own);
      }
    }
    return out;
  }

  /** The mix-in member that gave {@code element} annotations, or null. */
  public static Element mixinOf(Element element) {
    Mixins overlay = CURRENT.get();
    return overlay == null ? null : overlay.source.get(element);
  }

  /** Adds {@code mirror} to {@code element} unless the overlay already gives it one of that type. */
  public void add(Element element, AnnotationMirror mirror) {
    List<AnnotationMirror> list = added.computeIfAbsent(element, e -> new ArrayList<>());
    if (list.stream().noneMatch(m -> sameType(m, mirror))) {
      list.add(mirror);
    }
  }

  /** Whether this thread's overlay gives {@code element} an annotation of type {@code qualifiedName}. */
  static boolean addsHere(Element element, String qualifiedName) {
    Mixins overlay = CURRENT.get();
    return overlay != null && overlay.adds(element, qualifiedName);
  }

  /** Whether the overlay gives {@code element} an annotation of type {@code qualifiedName}. */
  public boolean adds(Element element, String qualifiedName) {
    List<AnnotationMirror> list = added.get(element);
    return list != null && list.stream().anyMatch(m -> Mirrors.named(m, qualifiedName));
  }

  /**
   * Applies the members of {@code mixin} to {@code target}; a member matching nothing gets a
   * warning, as Jackson ignores it silently.
   */
  public void apply(ProcessingEnvironment env, TypeElement mixin, TypeElement target) {
    for (AnnotationMirror m : mixin.getAnnotationMirrors()) {
      if (!Mirrors.named(m, WIRE_MIXIN)) {
        put(target, m, mixin);
      }
    }
    Types types = env.getTypeUtils();
    List<? extends Element> members = env.getElementUtils().getAllMembers(target);
    for (Element member : mixin.getEnclosedElements()) {
      if (member.getAnnotationMirrors().isEmpty() && !parametersAnnotated(member)) {
        continue;
      }
      Element match = null;
      if (member.getKind() == ElementKind.FIELD) {
        for (VariableElement f : ElementFilter.fieldsIn(members)) {
          if (f.getSimpleName().equals(member.getSimpleName())) {
            match = f;
          }
        }
      } else if (member.getKind() == ElementKind.METHOD) {
        for (ExecutableElement m : ElementFilter.methodsIn(members)) {
          if (m.getSimpleName().equals(member.getSimpleName())
              && sameParameters(types, m, (ExecutableElement) member)) {
            match = m;
          }
        }
      } else if (member.getKind() == ElementKind.CONSTRUCTOR) {
        for (ExecutableElement c : ElementFilter.constructorsIn(target.getEnclosedElements())) {
          if (sameParameters(types, c, (ExecutableElement) member)) {
            match = c;
          }
        }
      } else {
        continue;
      }
      if (match == null) {
        env.getMessager().printMessage(Diagnostic.Kind.WARNING,
            Messages.mixinMemberUnmatched(describe(member), target.getQualifiedName().toString()), member);
        continue;
      }
      for (AnnotationMirror m : member.getAnnotationMirrors()) {
        put(match, m, member);
      }
      if (member instanceof ExecutableElement from && match instanceof ExecutableElement to) {
        for (int i = 0; i < from.getParameters().size(); i++) {
          for (AnnotationMirror m : from.getParameters().get(i).getAnnotationMirrors()) {
            put(to.getParameters().get(i), m, from.getParameters().get(i));
          }
        }
      }
    }
  }

  private void put(Element element, AnnotationMirror mirror, Element from) {
    List<AnnotationMirror> list = added.computeIfAbsent(element, e -> new ArrayList<>());
    list.removeIf(m -> sameType(m, mirror));
    list.add(mirror);
    source.putIfAbsent(element, from);
  }

  private static boolean parametersAnnotated(Element member) {
    return member instanceof ExecutableElement e
        && e.getParameters().stream().anyMatch(p -> !p.getAnnotationMirrors().isEmpty());
  }

  private static boolean sameParameters(Types types, ExecutableElement a, ExecutableElement b) {
    if (a.getParameters().size() != b.getParameters().size()) {
      return false;
    }
    for (int i = 0; i < a.getParameters().size(); i++) {
      TypeMirror x = types.erasure(a.getParameters().get(i).asType());
      TypeMirror y = types.erasure(b.getParameters().get(i).asType());
      if (!types.isSameType(x, y)) {
        return false;
      }
    }
    return true;
  }

  private static boolean sameType(AnnotationMirror a, AnnotationMirror b) {
    return ((TypeElement) a.getAnnotationType().asElement()).getQualifiedName()
        .equals(((TypeElement) b.getAnnotationType().asElement()).getQualifiedName());
  }

  /** A member as a message names it: {@code field street}, {@code method getCity()}, {@code constructor Address(String, String)}. */
  public static String describe(Element e) {
    switch (e.getKind()) {
      case FIELD:
        return "field " + e.getEnclosingElement().getSimpleName() + "." + e.getSimpleName();
      case METHOD:
        return "method " + e.getEnclosingElement().getSimpleName() + "." + e.getSimpleName()
            + parameters((ExecutableElement) e);
      case CONSTRUCTOR:
        return "constructor " + e.getEnclosingElement().getSimpleName() + parameters((ExecutableElement) e);
      case PARAMETER:
        Element owner = e.getEnclosingElement();
        return "parameter " + e.getSimpleName() + " of " + describe(owner);
      case RECORD_COMPONENT:
        return "record component " + e.getEnclosingElement().getSimpleName() + "." + e.getSimpleName();
      default:
        return e instanceof TypeElement t ? "class " + t.getQualifiedName() : e.toString();
    }
  }

  private static String parameters(ExecutableElement e) {
    StringBuilder b = new StringBuilder("(");
    for (VariableElement p : e.getParameters()) {
      String t = p.asType().toString();
      b.append(b.length() > 1 ? ", " : "").append(t.substring(t.lastIndexOf('.', t.indexOf('<') < 0 ? t.length() : t.indexOf('<')) + 1));
    }
    return b.append(')').toString();
  }
}
