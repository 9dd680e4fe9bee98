package io.wirebind.processor.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The members of a class hierarchy as the property finder ({@link PropertyCollector}) and the
 * creation analysis see them: instance methods in declaration or in Jackson's order, JavaBean
 * accessors of a field, whether generated code in the message's package reaches a member, and
 * the constructors a codec can call.
 */
final class ClassMembers {
  private final Types types;
  private final Elements elements;

  ClassMembers(Types types, Elements elements) {
    this.types = types;
    this.elements = elements;
  }

  /**
   * Instance methods of the hierarchy in Jackson's order: the class's own first, then each
   * superclass's (nearest first); an overridden method sits where its override is.
   */
  List<ExecutableElement> jacksonMethods(List<TypeElement> hierarchy) {
    TypeElement type = hierarchy.get(hierarchy.size() - 1);
    List<ExecutableElement> out = new ArrayList<>();
    for (int i = hierarchy.size() - 1; i >= 0; i--) {
      for (ExecutableElement m : ElementFilter.methodsIn(hierarchy.get(i).getEnclosedElements())) {
        if (m.getModifiers().contains(Modifier.STATIC)) {
          continue;
        }
        boolean overridden = false;
        for (ExecutableElement o : out) {
          if (elements.overrides(o, m, type)) {
            overridden = true;
            break;
          }
        }
        if (!overridden) {
          out.add(m);
        }
      }
    }
    return out;
  }

  TypeElement superclass(TypeElement t) {
    TypeMirror sup = t.getSuperclass();
    if (sup.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement s = (TypeElement) types.asElement(sup);
    return s.getQualifiedName().contentEquals("java.lang.Object") ? null : s;
  }

  /** Instance methods of the hierarchy, superclass first, overridden ones left out. */
  List<ExecutableElement> methods(List<TypeElement> hierarchy) {
    TypeElement type = hierarchy.get(hierarchy.size() - 1);
    List<ExecutableElement> seen = new ArrayList<>();
    List<List<ExecutableElement>> perClass = new ArrayList<>();
    for (int i = hierarchy.size() - 1; i >= 0; i--) {
      List<ExecutableElement> own = new ArrayList<>();
      for (ExecutableElement m : ElementFilter.methodsIn(hierarchy.get(i).getEnclosedElements())) {
        if (m.getModifiers().contains(Modifier.STATIC)) {
          continue;
        }
        boolean overridden = false;
        for (ExecutableElement o : seen) {
          if (elements.overrides(o, m, type)) {
            overridden = true;
            break;
          }
        }
        if (!overridden) {
          own.add(m);
        }
      }
      seen.addAll(own);
      perClass.add(0, own);
    }
    List<ExecutableElement> out = new ArrayList<>();
    perClass.forEach(out::addAll);
    return out;
  }

  /**
   * The accessible JavaBean getter ({@code getX}, {@code isX} for booleans) or setter ({@code
   * setX}) of field {@code name}. {@code X} matches the field either as Java beans capitalize it
   * ({@code xValue}: {@code getXValue}) or as Jackson lower-cases it ({@code url}: {@code
   * getURL}).
   */
  ExecutableElement accessor(
      List<ExecutableElement> methods, DeclaredType self, String name, TypeMirror type,
      boolean getter) {
    PackageElement pkg = elements.getPackageOf(self.asElement());
    for (ExecutableElement m : methods) {
      String method = m.getSimpleName().toString();
      String rest;
      if (getter && method.startsWith("get") && method.length() > 3) {
        rest = method.substring(3);
      } else if (getter && method.startsWith("is") && method.length() > 2
          && (type.getKind() == TypeKind.BOOLEAN
              || type.toString().equals("java.lang.Boolean"))) {
        rest = method.substring(2);
      } else if (!getter && method.startsWith("set") && method.length() > 3) {
        rest = method.substring(3);
      } else {
        continue;
      }
      if (!rest.equals(Messages.capitalize(name)) && !GetterNames.legacyMangle(rest).equals(name)) {
        continue;
      }
      if (!accessible(m, pkg)) {
        continue;
      }
      ExecutableType t = (ExecutableType) types.asMemberOf(self, m);
      if (getter && m.getParameters().isEmpty() && types.isSameType(t.getReturnType(), type)) {
        return m;
      }
      if (!getter && m.getParameters().size() == 1
          && types.isSameType(t.getParameterTypes().get(0), type)) {
        return m;
      }
    }
    return null;
  }

  /** Whether generated code in package {@code pkg} can reach {@code member}. */
  boolean accessible(Element member, PackageElement pkg) {
    Set<Modifier> mods = member.getModifiers();
    if (mods.contains(Modifier.PUBLIC)) {
      return true;
    }
    // an imported class is read through its public members only: its package is not this module's
    return !Mixins.importing() && !mods.contains(Modifier.PRIVATE)
        && elements.getPackageOf(member).getQualifiedName().equals(pkg.getQualifiedName());
  }

  /**
   * The constructor of {@code type} annotated {@code @JsonCreator}, else its static {@code
   * @JsonCreator} factory method returning {@code type} (Jackson calls either), if any.
   */
  static Optional<ExecutableElement> jsonCreator(TypeElement type) {
    for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (Mirrors.has(c, Mirrors.JSON_CREATOR)) {
        return Optional.of(c);
      }
    }
    for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
      if (m.getModifiers().contains(Modifier.STATIC) && Mirrors.has(m, Mirrors.JSON_CREATOR)
          && m.getReturnType() instanceof javax.lang.model.type.DeclaredType d && d.asElement().equals(type)) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  /** Whether {@code type} has a no-argument constructor the codec can call. */
  boolean hasNoArgConstructor(TypeElement type) {
    PackageElement pkg = elements.getPackageOf(type);
    for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (c.getParameters().isEmpty() && accessible(c, pkg)) {
        return true;
      }
    }
    return false;
  }

  static boolean isRecord(TypeElement type) {
    return type.getKind() == ElementKind.RECORD;
  }
}
