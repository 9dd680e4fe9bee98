package io.wirebind.processor.analysis;

import io.wirebind.processor.model.OneofModel.Include;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Jackson's type ids, as Jackson 2.18 derives them from {@code @JsonTypeInfo}, {@code
 * @JsonSubTypes} and {@code @JsonTypeName}; without them, what {@code @JsonTypeInfo(use = NAME)}
 * gives: the property {@code "@type"} holding the class name after its package ({@code Card},
 * {@code Outer$Card}) or the {@code @JsonTypeName}.
 */
final class TypeIds {
  static final String JSON_TYPE_INFO = "com.fasterxml.jackson.annotation.JsonTypeInfo";
  static final String JSON_SUB_TYPES = "com.fasterxml.jackson.annotation.JsonSubTypes";
  static final String JSON_TYPE_NAME = "com.fasterxml.jackson.annotation.JsonTypeName";

  private final ProcessingEnvironment env;
  private final ErrorReporter reporter;

  TypeIds(ProcessingEnvironment env, ErrorReporter reporter) {
    this.env = env;
    this.reporter = reporter;
  }

  /**
   * The resolved {@code @JsonTypeInfo}.
   *
   * @param use the id kind ({@code NAME}, {@code SIMPLE_NAME}, {@code CLASS}, {@code MINIMAL_CLASS},
   *     {@code DEDUCTION})
   * @param include where the id goes ({@link Include#NONE} for deduction)
   * @param property the id's member name
   * @param defaultImpl the type read when the id is missing or unknown, or null
   * @param visible whether the id is also assigned to the subtype's property of its name
   * @param on the element carrying the annotation (null when absent)
   * @param mirror the annotation (null when absent)
   */
  record Config(String use, Include include, String property, TypeMirror defaultImpl, boolean visible,
      Element on, AnnotationMirror mirror) {}

  /**
   * The {@code @JsonTypeInfo} of {@code base} or of its nearest supertype having one (Jackson
   * inherits it), else the default; null (reported when {@code report}) when unsupported.
   */
  Config config(TypeElement base, boolean report) {
    TypeElement on = null;
    AnnotationMirror info = null;
    Deque<TypeElement> queue = new ArrayDeque<>();
    queue.add(base);
    while (!queue.isEmpty() && info == null) {
      TypeElement t = queue.poll();
      Optional<AnnotationMirror> m = Mirrors.find(t, JSON_TYPE_INFO);
      if (m.isPresent()) {
        on = t;
        info = m.get();
      } else {
        for (TypeMirror s : env.getTypeUtils().directSupertypes(t.asType())) {
          if (s instanceof DeclaredType d && d.asElement() instanceof TypeElement st) {
            queue.add(st);
          }
        }
      }
    }
    if (info == null) {
      return new Config("NAME", Include.PROPERTY, "@type", null, false, null, null);
    }
    // an inherited annotation is reported where it is written, when that hierarchy is analysed
    boolean own = report && on.equals(base);
    String use = Mirrors.enumValue(info, "use", "NAME");
    String include = Mirrors.enumValue(info, "include", "PROPERTY");
    boolean ok = true;
    switch (use) {
      case "NAME", "SIMPLE_NAME", "CLASS", "MINIMAL_CLASS", "DEDUCTION" -> { }
      default -> {
        error(own, on, info, "use", HierarchyMessages.unsupportedUse(use));
        ok = false;
      }
    }
    Include in;
    switch (include) {
      case "PROPERTY" -> in = Include.PROPERTY;
      case "EXISTING_PROPERTY" -> in = Include.EXISTING_PROPERTY;
      case "WRAPPER_OBJECT" -> in = Include.WRAPPER_OBJECT;
      case "WRAPPER_ARRAY" -> in = Include.WRAPPER_ARRAY;
      default -> {
        error(own, on, info, "include", HierarchyMessages.unsupportedInclude(include));
        in = Include.PROPERTY;
        ok = false;
      }
    }
    if (use.equals("DEDUCTION")) {
      in = Include.NONE;
    }
    String required = Mirrors.enumValue(info, "requireTypeIdForSubtypes", "DEFAULT");
    if (!required.equals("DEFAULT")) {
      error(own, on, info, "requireTypeIdForSubtypes",
          HierarchyMessages.unsupportedAttribute("requireTypeIdForSubtypes = " + required));
      ok = false;
    }
    String property = Mirrors.stringValue(info, "property");
    if (property.isEmpty()) {
      property = switch (use) {
        case "CLASS" -> "@class";
        case "MINIMAL_CLASS" -> "@c";
        default -> "@type";
      };
    }
    TypeMirror defaultImpl = null;
    if (Mirrors.value(info, "defaultImpl") instanceof DeclaredType d
        && d.asElement() instanceof TypeElement t) {
      String n = t.getQualifiedName().toString();
      if (!n.equals(JSON_TYPE_INFO) && !n.equals("java.lang.Void")
          && !n.equals("com.fasterxml.jackson.databind.annotation.NoClass")) {
        defaultImpl = d;
      }
    }
    return ok ? new Config(use, in, property, defaultImpl,
        Boolean.TRUE.equals(Mirrors.value(info, "visible")), on, info) : null;
  }

  private void error(boolean report, Element on, AnnotationMirror mirror, String name, String message) {
    if (report) {
      reporter.errorOn(on, mirror, name, message);
    }
  }

  /** The id Jackson writes for the concrete subtype {@code leaf} of the hierarchy {@code parent}. */
  String idOf(TypeElement leaf, TypeElement parent, Config config) {
    String binary = env.getElementUtils().getBinaryName(leaf).toString();
    switch (config.use()) {
      case "CLASS":
        return binary;
      case "MINIMAL_CLASS": {
        String prefix = packagePrefix(parent);
        return binary.startsWith(prefix) ? binary.substring(prefix.length() - 1) : binary;
      }
      default:
        break;
    }
    AnnotationMirror entry = entry(leaf, parent);
    if (entry != null && !Mirrors.stringValue(entry, "name").isEmpty()) {
      return Mirrors.stringValue(entry, "name");
    }
    Optional<AnnotationMirror> typeName = Mirrors.find(leaf, JSON_TYPE_NAME);
    if (typeName.isPresent() && !Mirrors.stringValue(typeName.get(), "value").isEmpty()) {
      return Mirrors.stringValue(typeName.get(), "value");
    }
    if (entry != null && !Mirrors.stringsValue(entry, "names").isEmpty()) {
      return Mirrors.stringsValue(entry, "names").get(0); // no name: Jackson writes the first alias
    }
    if (config.use().equals("SIMPLE_NAME")) {
      int ix = Math.max(binary.lastIndexOf('.'), binary.lastIndexOf('$'));
      return binary.substring(ix + 1);
    }
    return binary.substring(binary.lastIndexOf('.') + 1);
  }

  /** Every id Jackson reads as {@code leaf}: the written one and the {@code names} aliases. */
  List<String> acceptedIds(TypeElement leaf, TypeElement parent, Config config) {
    List<String> out = new ArrayList<>();
    out.add(idOf(leaf, parent, config));
    switch (config.use()) {
      case "MINIMAL_CLASS" -> {
        String full = env.getElementUtils().getBinaryName(leaf).toString();
        if (!out.contains(full)) {
          out.add(full);
        }
      }
      case "NAME", "SIMPLE_NAME" -> {
        AnnotationMirror entry = entry(leaf, parent);
        if (entry != null) {
          for (String alias : Mirrors.stringsValue(entry, "names")) {
            if (!out.contains(alias)) {
              out.add(alias);
            }
          }
        }
      }
      default -> { }
    }
    return out;
  }

  /** {@code com.acme.} for a type in {@code com.acme}: the prefix MINIMAL_CLASS ids drop (but the dot). */
  private String packagePrefix(TypeElement type) {
    PackageElement p = env.getElementUtils().getPackageOf(type);
    return p.isUnnamed() ? "." : p.getQualifiedName() + ".";
  }

  /** The {@code @JsonSubTypes.Type} naming {@code leaf} on {@code parent} or its supertypes, or null. */
  private AnnotationMirror entry(TypeElement leaf, TypeElement parent) {
    Deque<TypeElement> queue = new ArrayDeque<>();
    queue.add(parent);
    while (!queue.isEmpty()) {
      TypeElement t = queue.poll();
      Optional<AnnotationMirror> subTypes = Mirrors.find(t, JSON_SUB_TYPES);
      if (subTypes.isPresent() && Mirrors.value(subTypes.get(), "value") instanceof List<?> list) {
        for (Object o : list) {
          if (o instanceof AnnotationValue av && av.getValue() instanceof AnnotationMirror e
              && Mirrors.value(e, "value") instanceof DeclaredType d && d.asElement().equals(leaf)) {
            return e;
          }
        }
      }
      for (TypeMirror s : env.getTypeUtils().directSupertypes(t.asType())) {
        if (s instanceof DeclaredType d && d.asElement() instanceof TypeElement st) {
          queue.add(st);
        }
      }
    }
    return null;
  }
}
