package io.wirebind.processor.analysis;

import io.wirebind.processor.model.Accessor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
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
  /** The hierarchy's methods, accessors and what the codec reaches. */
  final ClassMembers members;
  /** The field, getter and setter of every ignored property (their annotations are moot). */
  final Set<Element> ignoredElements = new java.util.HashSet<>();

  PropertyCollector(ProcessingEnvironment env, ErrorReporter reporter) {
    this.types = env.getTypeUtils();
    this.elements = env.getElementUtils();
    this.reporter = reporter;
    this.members = new ClassMembers(types, elements);
  }

  /** The properties of record {@code type} as declared. */
  List<Property> recordComponents(TypeElement type) {
    return recordComponents(type, (DeclaredType) type.asType());
  }

  /** The properties of class {@code type} as declared. */
  List<Property> classFields(TypeElement type) {
    return classFields(type, (DeclaredType) type.asType());
  }

  /**
   * The properties of record {@code type} seen as {@code as} (a parameterisation binds its type
   * variables): every component, read by its accessor.
   */
  List<Property> recordComponents(TypeElement type, DeclaredType as) {
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
      TypeMirror componentType = field != null ? types.asMemberOf(as, field)
          : ((ExecutableType) types.asMemberOf(as, c.getAccessor())).getReturnType();
      Property p = new Property(name, field != null ? field : c, componentType, field);
      p.component = c;
      p.getter = c.getAccessor();
      p.read = Accessor.method(name);
      p.write = Accessor.constructor();
      p.creatorIndex = index++;
      if (p.annotated().stream().anyMatch(e -> Mirrors.has(e, Mirrors.WIRE_IGNORE))) {
        reporter.error(p.element, Messages.ignoredRecordComponent(name));
      } else if (ignored(p) && !UnknownFields.isUnknownFieldSet(p)) {
        // Jackson 2.18 leaves it out of the JSON, ignores its member and passes null / 0
        ignoredComponents.put(name, defaultValue(componentType));
        ignoredNames.add(name);
        ignoredElements.addAll(p.annotated());
        continue;
      }
      out.add(p);
    }
    recordGetters(type, as, out);
    return out;
  }

  /** Record components left out ({@code @JsonIgnore}), with the value passed for each. */
  final Map<String, String> ignoredComponents = new java.util.LinkedHashMap<>();

  /** The Java literal of the default value of {@code t}: 0, false or null. */
  private static String defaultValue(TypeMirror t) {
    return switch (t.getKind()) {
      case BOOLEAN -> "false";
      case BYTE -> "(byte) 0";
      case SHORT -> "(short) 0";
      case CHAR -> "'\\0'";
      case INT -> "0";
      case LONG -> "0L";
      case FLOAT -> "0.0f";
      case DOUBLE -> "0.0";
      default -> "null";
    };
  }

  /**
   * The getters of a record that are no component's: Jackson 2.18 writes them as for a class
   * ({@code getX()}, {@code isX()} for booleans, annotated methods), and reading ignores them.
   */
  private void recordGetters(TypeElement type, DeclaredType as, List<Property> out) {
    Set<String> names = new java.util.HashSet<>();
    Set<Element> accessors = new java.util.HashSet<>();
    for (RecordComponentElement c : type.getRecordComponents()) {
      names.add(c.getSimpleName().toString());
      accessors.add(c.getAccessor());
    }
    List<ExecutableElement> methods = new ArrayList<>();
    for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
      if (!accessors.contains(m) && m.getParameters().isEmpty()) {
        methods.add(m);
      }
    }
    BeanMembers bean = new BeanMembers(List.of(), methods);
    ignoredElements.addAll(bean.dropped);
    PackageElement pkg = elements.getPackageOf(type);
    Set<String> taken = new java.util.HashSet<>();
    out.forEach(p -> taken.add(p.name));
    for (BeanMembers.Linked l : bean.properties.values()) {
      if (names.contains(l.implicit) || l.getters.isEmpty()) {
        l.all().forEach(m -> ignoredElements.add(m.element()));
        continue;
      }
      Property p = property(l, as, pkg);
      if (p != null) {
        p.uniqueJavaName(taken);
        out.add(p);
      }
    }
  }

  /**
   * The properties of class {@code type} as Jackson 2.18 finds them ({@link BeanMembers}), with
   * the accessors Jackson uses: the getter to write JSON when there is one, else the field; the
   * setter to read, else the field. A write accessor left null is checked by the caller once the
   * creator is known; a property with a getter and neither field nor setter is written only
   * ({@link Accessor#none()}). Types are seen as members of {@code as}: type variables of generic
   * superclasses (and of {@code type} itself, for a parameterisation) are bound.
   *
   * <p>The list is in "declaration order", which numbers protobuf fields 1..n: a property sits
   * where its field is declared (superclass fields first), or where the private field its
   * accessors are named after is ({@code _float} for {@code getFloat()}, {@code xValue} for {@code
   * getXValue()}: the names equal without underscores and case); the others follow in method
   * order, superclass first, named after the private field their explicit name matches if there
   * is one ({@code nickname} for {@code @JsonProperty("nickname") getNickname_JsonNullable()}),
   * else by their implicit name.
   */
  List<Property> classFields(TypeElement type, DeclaredType as) {
    DeclaredType self = as;
    List<TypeElement> hierarchy = new ArrayList<>();
    for (TypeElement t = type; t != null; t = members.superclass(t)) {
      hierarchy.add(0, t);
    }
    PackageElement pkg = elements.getPackageOf(type);
    List<VariableElement> fields = new ArrayList<>();
    List<Property> out = new ArrayList<>();
    Set<String> unknownNames = new java.util.HashSet<>();
    for (TypeElement t : hierarchy) {
      for (VariableElement f : ElementFilter.fieldsIn(t.getEnclosedElements())) {
        if (f.getModifiers().contains(Modifier.STATIC)) {
          continue;
        }
        TypeMirror fieldType = types.asMemberOf(self, f);
        Property p = new Property(f.getSimpleName().toString(), f, fieldType, f);
        if (UnknownFields.isUnknownFieldSet(p)) {
          unknownField(p, members.methods(hierarchy), self, pkg);
          unknownNames.add(p.name);
          out.add(p);
        } else {
          fields.add(f);
        }
      }
    }
    BeanMembers bean = new BeanMembers(fields, members.jacksonMethods(hierarchy));
    ignoredElements.addAll(bean.dropped);
    ignoredNames.addAll(bean.ignoredNames);
    List<ExecutableElement> sourceOrder = members.methods(hierarchy);
    Set<VariableElement> anchors = new java.util.HashSet<>();
    List<Property> found = new ArrayList<>();
    java.util.Map<Property, Integer> position = new java.util.HashMap<>();
    for (BeanMembers.Linked l : bean.properties.values()) {
      if (unknownNames.contains(l.implicit)) {
        l.all().forEach(m -> ignoredElements.add(m.element()));
        continue;
      }
      Property p = property(l, self, pkg);
      if (p == null) {
        l.all().forEach(m -> ignoredElements.add(m.element())); // reported once, on the property
        continue;
      }
      if (ignored(p)) {
        ignoredElements.addAll(p.annotated());
        continue;
      }
      int at;
      if (p.field != null) {
        at = fields.indexOf(p.field);
      } else {
        VariableElement anchor = anchor(l.implicit, fields, bean, anchors);
        if (anchor != null) {
          anchors.add(anchor);
          p.javaName(anchor.getSimpleName().toString());
          at = fields.indexOf(anchor);
        } else {
          Element first = p.getter != null ? p.getter : p.setter;
          at = fields.size() + sourceOrder.indexOf(first);
          VariableElement named = l.explicitNames().size() == 1
              ? anchor(l.explicitNames().iterator().next(), fields, bean, anchors) : null;
          if (named != null) {
            // accessors named otherwise (java's getNickname_JsonNullable()) renamed to the field
            // the value lives in: the property takes the field's name, and keeps its place
            anchors.add(named);
            p.javaName(named.getSimpleName().toString());
          }
        }
      }
      position.put(p, at);
      found.add(p);
    }
    Property any = anyMethods(members.jacksonMethods(hierarchy), self, pkg);
    if (any != null) {
      VariableElement anchor = anchor(any.implicitName, fields, bean, anchors);
      if (anchor != null) {
        any.javaName(anchor.getSimpleName().toString());
      }
      position.put(any, anchor != null ? fields.indexOf(anchor)
          : fields.size() + sourceOrder.indexOf(any.getter != null ? any.getter : any.setter));
      found.add(any);
    }
    found.sort(java.util.Comparator.comparingInt(position::get));
    Set<String> taken = new java.util.HashSet<>();
    out.forEach(p -> taken.add(p.name));
    for (Property p : found) {
      p.uniqueJavaName(taken);
      out.add(p);
    }
    return out;
  }

  /** The Jackson names the class ignores on reading ({@code @JsonIgnore} on an accessor or field). */
  final Set<String> ignoredNames = new java.util.LinkedHashSet<>();

  /**
   * The property Jackson makes of {@code l}, with its accessors; null (reported) when Jackson's
   * choice cannot be followed.
   */
  private Property property(BeanMembers.Linked l, DeclaredType self, PackageElement pkg) {
    Element at = !l.fields.isEmpty() ? l.fields.get(0).element()
        : !l.getters.isEmpty() ? l.getters.get(0).element() : l.setters.get(0).element();
    Set<String> explicit = l.explicitNames();
    if (explicit.size() > 1) {
      reporter.error(at, Messages.conflictingNames(l.implicit, explicit,
          l.all().stream().anyMatch(m -> m.explicit() == null && m.visible())));
      return null;
    }
    ExecutableElement getter = null;
    if (l.getters.size() == 1) {
      getter = (ExecutableElement) l.getters.get(0).element();
    } else if (l.getters.size() > 1) {
      // Jackson 2.18 prefers getX() to isX(); any other pair is its "Conflicting getter definitions"
      List<BeanMembers.Member> regular = l.getters.stream()
          .filter(m -> BeanMembers.beanName(m.element().getSimpleName().toString(), "get") != null)
          .toList();
      boolean restAreIs = l.getters.stream().allMatch(m -> regular.contains(m)
          || BeanMembers.beanName(m.element().getSimpleName().toString(), "is") != null);
      if (regular.size() != 1 || !restAreIs) {
        reporter.error(l.getters.get(1).element(), Messages.conflictingAccessors(l.implicit, "getter"));
        return null;
      }
      getter = (ExecutableElement) regular.get(0).element();
    }
    if (l.setters.size() > 1) {
      reporter.error(l.setters.get(1).element(), Messages.conflictingAccessors(l.implicit, "setter"));
      return null;
    }
    ExecutableElement setter = l.setters.isEmpty() ? null : (ExecutableElement) l.setters.get(0).element();
    // a field shadowing a superclass field of the same name wins, as in Jackson
    VariableElement field = l.fields.isEmpty() ? null
        : (VariableElement) l.fields.get(l.fields.size() - 1).element();
    TypeMirror type = getter != null ? ((ExecutableType) types.asMemberOf(self, getter)).getReturnType()
        : field != null ? types.asMemberOf(self, field)
        : ((ExecutableType) types.asMemberOf(self, setter)).getParameterTypes().get(0);
    if (setter != null) {
      TypeMirror in = ((ExecutableType) types.asMemberOf(self, setter)).getParameterTypes().get(0);
      if (!types.isSameType(in, type)) {
        reporter.error(setter, Messages.accessorTypes(l.implicit, type.toString(), in.toString()));
        return null;
      }
    }
    String name = field != null ? field.getSimpleName().toString() : l.implicit;
    Property p = new Property(name, field != null ? field : at, type, field);
    p.getter = getter;
    p.setter = setter;
    p.implicitName = l.implicit;
    p.fieldLinked = l.viaField;
    p.discovered = l.discovered;
    if (getter != null) {
      if (members.accessible(getter, pkg)) {
        p.read = Accessor.method(getter.getSimpleName().toString());
      } else {
        reporter.error(getter, Messages.hiddenAccessor(l.implicit, "writes",
            getter.getSimpleName() + "()"));
      }
    } else if (field != null) {
      if (members.accessible(field, pkg)) {
        p.read = Accessor.field(field.getSimpleName().toString());
      } else {
        reporter.error(field, Messages.noGetter(name, field.getModifiers().contains(Modifier.PRIVATE)
            ? null : elements.getPackageOf(field).getQualifiedName().toString()));
      }
    } else {
      p.read = Accessor.none(); // a setter-only property: read from JSON, never written (Jackson 2.18)
      p.setterOnly = true;
    }
    boolean fieldWritable = field != null && members.accessible(field, pkg)
        && !field.getModifiers().contains(Modifier.FINAL)
        && types.isSameType(types.asMemberOf(self, field), type);
    if (setter != null) {
      if (members.accessible(setter, pkg)) {
        p.write = Accessor.method(setter.getSimpleName().toString());
      } else if (fieldWritable) {
        p.write = Accessor.field(field.getSimpleName().toString());
      } else {
        reporter.error(setter, Messages.hiddenAccessor(l.implicit, "reads",
            setter.getSimpleName() + "(value)"));
      }
    } else if (fieldWritable) {
      p.write = Accessor.field(field.getSimpleName().toString());
    }
    return p;
  }

  /**
   * The map of {@code @JsonAnyGetter} and {@code @JsonAnySetter} methods ({@code Map<String, V>
   * getX()}, {@code put(String, V)}), as one property written through the getter and read entry by
   * entry through the setter; null when there is neither. {@link JacksonAny} checks the rest.
   */
  private Property anyMethods(List<ExecutableElement> methods, DeclaredType self, PackageElement pkg) {
    ExecutableElement getter = null;
    ExecutableElement setter = null;
    for (ExecutableElement m : methods) {
      if (m.getModifiers().contains(Modifier.STATIC)) {
        continue;
      }
      if (m.getParameters().isEmpty() && enabled(m, JacksonAny.ANY_GETTER) && getter == null) {
        getter = m;
      } else if (m.getParameters().size() == 2 && enabled(m, JacksonAny.ANY_SETTER)
          && setter == null) {
        setter = m;
      }
    }
    if (getter == null && setter == null) {
      return null;
    }
    ExecutableElement at = getter != null ? getter : setter;
    TypeMirror type;
    if (getter != null) {
      type = ((ExecutableType) types.asMemberOf(self, getter)).getReturnType();
    } else {
      List<? extends TypeMirror> params =
          ((ExecutableType) types.asMemberOf(self, setter)).getParameterTypes();
      TypeElement map = elements.getTypeElement("java.util.Map");
      type = types.getDeclaredType(map, params.get(0), params.get(1));
    }
    String implicit = getter != null ? beanNameOrSelf(getter.getSimpleName().toString()) : "any";
    Property p = new Property(implicit, at, type, null);
    p.getter = getter;
    p.setter = setter;
    p.anyMethods = true;
    p.implicitName = implicit;
    p.fieldLinked = false;
    if (getter != null) {
      if (members.accessible(getter, pkg)) {
        p.read = Accessor.method(getter.getSimpleName().toString());
      } else {
        reporter.error(getter, Messages.hiddenAccessor(implicit, "writes the members of",
            getter.getSimpleName() + "()"));
      }
    }
    if (setter != null) {
      List<? extends TypeMirror> params =
          ((ExecutableType) types.asMemberOf(self, setter)).getParameterTypes();
      TypeMirror value = type instanceof DeclaredType d && d.getTypeArguments().size() == 2
          ? d.getTypeArguments().get(1) : null;
      if (!params.get(0).toString().equals("java.lang.String") || value == null
          || !types.isSameType(params.get(1), value)) {
        reporter.error(setter, Messages.anySetterTypes(setter.getSimpleName().toString(),
            type.toString()));
      } else if (members.accessible(setter, pkg)) {
        p.write = Accessor.put(setter.getSimpleName().toString());
      } else {
        reporter.error(setter, Messages.hiddenAccessor(implicit, "reads the other members into",
            setter.getSimpleName() + "(key, value)"));
      }
    }
    return p;
  }

  private static String beanNameOrSelf(String method) {
    String n = BeanMembers.beanName(method, "get");
    return n != null ? n : method;
  }

  private static boolean enabled(Element e, String annotation) {
    return Mirrors.find(e, annotation).map(m -> Mirrors.booleanValue(m, "enabled", true))
        .orElse(false);
  }

  /**
   * The field a fieldless property's accessors are named after, for its protobuf position and
   * Java name: unlinked, not yet taken, equal to {@code implicit} without underscores and case.
   */
  private static VariableElement anchor(String implicit, List<VariableElement> fields,
      BeanMembers bean, Set<VariableElement> taken) {
    String want = implicit.replace("_", "").toLowerCase(java.util.Locale.ROOT);
    for (VariableElement f : fields) {
      String n = f.getSimpleName().toString();
      if (!taken.contains(f) && !bean.properties.containsKey(n) && bean.dropped.contains(f)
          && n.replace("_", "").toLowerCase(java.util.Locale.ROOT).equals(want)) {
        return f;
      }
    }
    return null;
  }

  /** The {@code UnknownFieldSet} member, reached as before: the field, else its getter and setter. */
  private void unknownField(Property p, List<ExecutableElement> methods, DeclaredType self,
      PackageElement pkg) {
    VariableElement f = p.field;
    p.getter = members.accessor(methods, self, p.name, p.type, true);
    p.setter = members.accessor(methods, self, p.name, p.type, false);
    if (members.accessible(f, pkg)) {
      p.read = Accessor.field(p.name);
    } else if (p.getter != null) {
      p.read = Accessor.method(p.getter.getSimpleName().toString());
    }
    if (members.accessible(f, pkg) && !f.getModifiers().contains(Modifier.FINAL)) {
      p.write = Accessor.field(p.name);
    } else if (p.setter != null) {
      p.write = Accessor.method(p.setter.getSimpleName().toString());
    }
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
}
