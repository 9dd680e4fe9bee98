package io.wirebind.processor.analysis;

import io.wirebind.processor.model.MessageModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;

/**
 * Classes the compilation cannot annotate: {@code @WireImport} lists them, {@code @WireMixin}
 * adds annotations to them ({@link Mixins}). Each imported class is given an implied {@code
 * @WireMessage} in the overlay, so other messages use it like any message, and is analyzed by
 * {@link MessageAnalyzer} as an annotated class is; mistakes inside it are reported on the import
 * (or on the mix-in member that carries the offending annotation), naming the foreign member.
 */
public final class Imports {
  public static final String WIRE_IMPORT = "io.wirebind.annotation.WireImport";
  public static final String WIRE_MIXIN = Mixins.WIRE_MIXIN;

  /** Where a class is imported: the annotated element, the annotation and its class literal. */
  record Site(Element element, AnnotationMirror mirror, AnnotationValue value) {}

  private final ProcessingEnvironment env;
  private final Mixins overlay;
  private final Map<TypeElement, Site> imported = new LinkedHashMap<>();
  private final Map<TypeElement, TypeElement> mixinOf = new HashMap<>();

  public Imports(ProcessingEnvironment env, Mixins overlay) {
    this.env = env;
    this.overlay = overlay;
  }

  /** An analyzed import: its model (empty after errors) and the element its codec originates from. */
  public record Analyzed(Optional<MessageModel> model, Element origin) {}

  /**
   * Registers this round's mix-ins and imports in the overlay; call before the round's messages
   * are analyzed, so they see imported classes as messages. Returns the classes to analyze.
   */
  public List<TypeElement> register(RoundEnvironment round) {
    List<TypeElement> fresh = new ArrayList<>();
    TypeElement mixinAnnotation = env.getElementUtils().getTypeElement(WIRE_MIXIN);
    if (mixinAnnotation != null) {
      for (Element e : round.getElementsAnnotatedWith(mixinAnnotation)) {
        if (!(e instanceof TypeElement mixin)) {
          continue;
        }
        AnnotationMirror mirror = Mirrors.find(mixin, WIRE_MIXIN).orElseThrow();
        AnnotationValue value = Mirrors.explicit(mirror, "target");
        if (value == null || !(value.getValue() instanceof DeclaredType d)
            || !(d.asElement() instanceof TypeElement target)) {
          continue;
        }
        TypeElement previous = mixinOf.putIfAbsent(target, mixin);
        if (previous != null) {
          env.getMessager().printMessage(Diagnostic.Kind.ERROR,
              Messages.mixinTargetTwice(target.getQualifiedName().toString(),
                  previous.getQualifiedName().toString()), mixin, mirror, value);
          continue;
        }
        overlay.apply(env, mixin, target);
        if (!target.getAnnotationMirrors().stream().anyMatch(m -> Mirrors.named(m, Mirrors.WIRE_MESSAGE))
            && !imported.containsKey(target)) {
          if (check(target, new Site(mixin, mirror, value))) {
            fresh.add(target);
          }
        }
      }
    }
    TypeElement importAnnotation = env.getElementUtils().getTypeElement(WIRE_IMPORT);
    if (importAnnotation != null) {
      Set<Element> sites = new LinkedHashSet<>(round.getElementsAnnotatedWith(importAnnotation));
      for (Element e : sites) {
        AnnotationMirror mirror = Mirrors.find(e, WIRE_IMPORT).orElseThrow();
        AnnotationValue list = Mirrors.explicit(mirror, "value");
        if (list == null || !(list.getValue() instanceof List<?> values)) {
          continue;
        }
        for (Object o : values) {
          AnnotationValue value = (AnnotationValue) o;
          if (!(value.getValue() instanceof TypeMirror t)) {
            continue;
          }
          Site site = new Site(e, mirror, value);
          if (!(t instanceof DeclaredType d) || !(d.asElement() instanceof TypeElement type)) {
            env.getMessager().printMessage(Diagnostic.Kind.ERROR,
                Messages.importNotAClass(t.toString(), "a " + t.getKind().toString().toLowerCase()), e, mirror, value);
            continue;
          }
          if (imported.containsKey(type)) {
            if (imported.get(type).element() != mixinOf.get(type)) {
              env.getMessager().printMessage(Diagnostic.Kind.ERROR,
                  Messages.importTwice(type.getQualifiedName().toString()), e, mirror, value);
            }
            continue;
          }
          if (check(type, site)) {
            fresh.add(type);
          }
        }
      }
    }
    return fresh;
  }

  /** Checks that {@code type} can be imported and registers it; reports on the site otherwise. */
  private boolean check(TypeElement type, Site site) {
    String name = type.getQualifiedName().toString();
    String error = null;
    if (type.getAnnotationMirrors().stream().anyMatch(m -> Mirrors.named(m, Mirrors.WIRE_MESSAGE))) {
      error = Messages.importAnnotated(name);
    } else if (type.getKind() != ElementKind.CLASS && type.getKind() != ElementKind.RECORD) {
      error = Messages.importNotAClass(name, type.getKind() == ElementKind.ENUM ? "an enum"
          : type.getKind() == ElementKind.INTERFACE ? "an interface" : "an annotation type");
    } else if (!publicChain(type) && !Sources.inCompilation(env, type)) {
      // (a class of this compilation may be package-private: its codec is generated beside it)
      error = Messages.importNotPublic(name);
    }
    if (error != null) {
      env.getMessager().printMessage(Diagnostic.Kind.ERROR, error, site.element(), site.mirror(), site.value());
      return false;
    }
    imported.put(type, site);
    if (!overlay.adds(type, Mirrors.WIRE_MESSAGE)) {
      TypeElement wireMessage = env.getElementUtils().getTypeElement(Mirrors.WIRE_MESSAGE);
      overlay.add(type, new Implied((DeclaredType) wireMessage.asType()));
    }
    return true;
  }

  private static boolean publicChain(TypeElement type) {
    for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      if (!t.getModifiers().contains(Modifier.PUBLIC)
          || (t.getNestingKind() == NestingKind.MEMBER && t.getKind() == ElementKind.CLASS
              && !t.getModifiers().contains(Modifier.STATIC))) {
        return false;
      }
    }
    return true;
  }

  /** Analyzes {@code type}, imported this round, as a message; errors land on its import site. */
  public Analyzed analyze(TypeElement type, Generics generics) {
    Site site = imported.get(type);
    ErrorReporter reporter = new ErrorReporter(new ImportMessager(env, type, site));
    overlay.importing(true);
    try {
      Element useSite = site.element() instanceof TypeElement ? site.element() : type;
      return new Analyzed(new MessageAnalyzer(env, reporter, generics).withUseSite(useSite).analyze(type),
          site.element());
    } finally {
      overlay.importing(false);
    }
  }

  /** The {@code @WireMessage} an imported class is read as: every attribute at its default. */
  record Implied(DeclaredType type) implements AnnotationMirror {
    @Override
    public DeclaredType getAnnotationType() {
      return type;
    }

    @Override
    public Map<? extends ExecutableElement, ? extends AnnotationValue> getElementValues() {
      return Map.of();
    }
  }

  /**
   * Puts a diagnostic about a foreign element where the user can act on it: on the mix-in member
   * that gave it the annotation, else on the import; source elements keep their own position.
   */
  private static final class ImportMessager implements Messager {
    private final ProcessingEnvironment env;
    private final Messager out;
    private final TypeElement type;
    private final Site site;

    ImportMessager(ProcessingEnvironment env, TypeElement type, Site site) {
      this.env = env;
      this.out = env.getMessager();
      this.type = type;
      this.site = site;
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg) {
      out.printMessage(kind, msg);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {
      printMessage(kind, msg, e, null, null);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {
      printMessage(kind, msg, e, a, null);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a,
        AnnotationValue v) {
      if (e != null && Sources.inCompilation(env, e)) {
        if (a != null && v != null) {
          out.printMessage(kind, msg, e, a, v);
        } else if (a != null) {
          out.printMessage(kind, msg, e, a);
        } else {
          out.printMessage(kind, msg, e);
        }
        return;
      }
      String text = Messages.inImported(type.getQualifiedName().toString(),
          e == null || e.equals(type) ? null : Mixins.describe(e), msg.toString());
      Element mixin = e == null ? null : Mixins.mixinOf(e);
      if (mixin != null && !(e instanceof TypeElement)) {
        out.printMessage(kind, text, mixin);
      } else {
        out.printMessage(kind, text, site.element(), site.mirror(), site.value());
      }
    }
  }
}
