package io.wirebind.processor.analysis;

import io.wirebind.processor.model.Accessor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Finds the serialized properties of a message: record components, or the instance fields of a
 * class and its superclasses (superclass fields first), with the getters and setters that reach
 * them. Excluded: static and {@code transient} fields, {@code @WireIgnore} and Jackson's
 * {@code @JsonIgnore} on the field, getter or setter.
 *
 * <p>The codec lives in the message's package, so a non-private field (or method) declared in a
 * class of that package is accessed directly; elsewhere only public members are.
 */
final class PropertyCollector {
  private final Types types;
  private final Elements elements;
  private final ErrorReporter reporter;
  /** The field, getter and setter of every ignored property (their annotations are moot). */
  final Set<Element> ignoredElements = new java.util.HashSet<>();

  PropertyCollector(ProcessingEnvironment env, ErrorReporter reporter) {
    this.types = env.getTypeUtils();
    this.elements = env.getElementUtils();
    this.reporter = reporter;
  }

  /** The properties of record {@code type}: every component, read by its accessor. */
  List<Property> recordComponents(TypeElement type) {
    List<Property> out = new ArrayList<>();
    Map<String, VariableElement> fields = new java.util.HashMap<>();
    for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
      fields.put(f.getSimpleName().toString(), f);
    }
    int index = 0;
    for (RecordComponentElement c : type.getRecordComponents()) {
      String name = c.getSimpleName().toString();
      VariableElement field = fields.get(name);
      // javac (17) cannot place diagnostics on a record component; its field points at the same
      // source
      Property p = new Property(name, field != null ? field : c, c.asType(), field);
      p.component = c;
      p.getter = c.getAccessor();
      p.read = Accessor.method(name);
      p.write = Accessor.constructor();
      p.creatorIndex = index++;
      if (ignored(p)) {
        reporter.error(p.element, Messages.ignoredRecordComponent(name));
      }
      out.add(p);
    }
    return out;
  }

  /**
   * The properties of class {@code type}, with read accessors; write accessors are set here when
   * a field or setter allows, and checked by the caller once the creator is known.
   */
  List<Property> classFields(TypeElement type) {
    DeclaredType self = (DeclaredType) type.asType();
    List<TypeElement> hierarchy = new ArrayList<>();
    for (TypeElement t = type; t != null; t = superclass(t)) {
      hierarchy.add(0, t);
    }
    List<ExecutableElement> methods = methods(hierarchy);
    PackageElement pkg = elements.getPackageOf(type);
    List<Property> out = new ArrayList<>();
    for (TypeElement t : hierarchy) {
      for (VariableElement f : ElementFilter.fieldsIn(t.getEnclosedElements())) {
        Set<Modifier> mods = f.getModifiers();
        if (mods.contains(Modifier.STATIC) || mods.contains(Modifier.TRANSIENT)) {
          continue;
        }
        String name = f.getSimpleName().toString();
        TypeMirror fieldType = types.asMemberOf(self, f);
        Property p = new Property(name, f, fieldType, f);
        p.getter = accessor(methods, self, name, fieldType, true);
        p.setter = accessor(methods, self, name, fieldType, false);
        if (ignored(p) && !UnknownFields.isUnknownFieldSet(p)) {
          ignoredElements.addAll(p.annotated());
          continue;
        }
        boolean fieldAccessible = accessible(f, pkg);
        if (fieldAccessible) {
          p.read = Accessor.field(name);
        } else if (p.getter != null) {
          p.read = Accessor.method(p.getter.getSimpleName().toString());
          String jackson = JsonNames.fromGetter(p.getter.getSimpleName().toString());
          if (!jackson.equals(name)) {
            // Jackson does not link the getter to the private field: a getter-only property
            p.implicitName = jackson;
            p.fieldLinked = false;
          }
        } else {
          reporter.error(f, Messages.noGetter(name, mods.contains(Modifier.PRIVATE)
              ? null
              : elements.getPackageOf(f).getQualifiedName().toString()));
        }
        if (fieldAccessible && !mods.contains(Modifier.FINAL)) {
          p.write = Accessor.field(name);
        } else if (p.setter != null) {
          p.write = Accessor.method(p.setter.getSimpleName().toString());
        }
        out.add(p);
      }
    }
    return out;
  }

  private boolean ignored(Property p) {
    if (JacksonChecks.ignoredType(p.type)) {
      return true;
    }
    for (Element e : p.annotated()) {
      if (Mirrors.has(e, Mirrors.WIRE_IGNORE) || Mirrors.has(e, Mirrors.JSON_IGNORE)
          && Mirrors.booleanValue(Mirrors.find(e, Mirrors.JSON_IGNORE).get(), "value", true)) {
        return true;
      }
    }
    return false;
  }

  private TypeElement superclass(TypeElement t) {
    TypeMirror sup = t.getSuperclass();
    if (sup.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement s = (TypeElement) types.asElement(sup);
    return s.getQualifiedName().contentEquals("java.lang.Object") ? null : s;
  }

  /** Instance methods of the hierarchy, superclass first, overridden ones left out. */
  private List<ExecutableElement> methods(List<TypeElement> hierarchy) {
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
  private ExecutableElement accessor(
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
      if (!rest.equals(Messages.capitalize(name)) && !JsonNames.legacyMangle(rest).equals(name)) {
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
    return !mods.contains(Modifier.PRIVATE)
        && elements.getPackageOf(member).getQualifiedName().equals(pkg.getQualifiedName());
  }

  /** The constructor of {@code type} annotated {@code @JsonCreator}, if any. */
  static Optional<ExecutableElement> jsonCreator(TypeElement type) {
    for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (Mirrors.has(c, Mirrors.JSON_CREATOR)) {
        return Optional.of(c);
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
