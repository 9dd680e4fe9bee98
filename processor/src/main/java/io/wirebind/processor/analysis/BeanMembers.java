package io.wirebind.processor.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Jackson 2.18's property discovery for a class ({@code POJOPropertiesCollector} with the default
 * visibility, which Spring Boot's mapper keeps), measured against jackson-databind 2.18:
 *
 * <ul>
 *   <li>members: instance fields (superclass first; a {@code transient} one only when annotated),
 *       getters ({@code getX()}, {@code isX()} returning {@code boolean} or {@code Boolean}, any
 *       no-argument method with {@code @JsonProperty}/{@code @JsonGetter}) and setters ({@code
 *       setX(v)} whatever it returns, any one-argument method with {@code @JsonProperty}/{@code
 *       @JsonSetter}), the class's own methods first, then its superclasses';
 *   <li>each has an implicit name (the field name; the accessor name less its prefix, its leading
 *       upper-case run lower-cased: {@code getURL} → {@code url}, {@code getXValue} → {@code
 *       xvalue}; the method name for an annotated non-bean method) and members with the same
 *       implicit name form one property;
 *   <li>visible: a public field or getter, any setter (even private), and any member carrying
 *       {@code @JsonProperty} (even empty) or an annotation that implies it ({@code @JsonFormat},
 *       {@code @JsonUnwrapped}, …); a property with no visible member is dropped, and so are its
 *       invisible getters, and its invisible fields and setters unless it has a visible getter;
 *   <li>{@code @JsonIgnore} on a member drops the whole property, its name then ignored on
 *       reading, unless another member is annotated ({@code @JsonProperty}, even without a name):
 *       then only that member goes; Wirebind's {@code @WireIgnore} on any member drops the whole
 *       property;
 *   <li>an explicit name ({@code @JsonProperty("n")}, {@code @JsonGetter}, {@code @JsonSetter}) on
 *       any member renames the whole property.
 * </ul>
 */
final class BeanMembers {
  enum Role { FIELD, GETTER, SETTER }

  /** One field or accessor as Jackson sees it. */
  record Member(Role role, Element element, String implicit, String explicit, boolean marked,
      boolean visible, boolean ignored) {
    TypeMirror declaredType() {
      return switch (role) {
        case FIELD -> element.asType();
        case GETTER -> ((ExecutableElement) element).getReturnType();
        case SETTER -> ((ExecutableElement) element).getParameters().get(0).asType();
      };
    }
  }

  /** The members Jackson links into one property, and what became of them. */
  static final class Linked {
    final String implicit;
    final List<Member> fields = new ArrayList<>();
    final List<Member> getters = new ArrayList<>();
    final List<Member> setters = new ArrayList<>();
    /** Position in Jackson's discovery: fields first, then methods in Jackson's method order. */
    final int discovered;
    /** Whether Jackson met the property first through a field (it is written among the fields). */
    final boolean viaField;

    Linked(String implicit, int discovered, boolean viaField) {
      this.implicit = implicit;
      this.discovered = discovered;
      this.viaField = viaField;
    }

    List<Member> all() {
      List<Member> out = new ArrayList<>(fields);
      out.addAll(getters);
      out.addAll(setters);
      return out;
    }

    /** The explicit names of the members, in member order. */
    Set<String> explicitNames() {
      Set<String> out = new LinkedHashSet<>();
      for (Member m : all()) {
        if (m.explicit() != null) {
          out.add(m.explicit());
        }
      }
      return out;
    }
  }

  /** Annotations that make a member visible as {@code @JsonProperty} does (Jackson's "infer" sets). */
  private static final List<String> IMPLY_SER = List.of(
      "com.fasterxml.jackson.databind.annotation.JsonSerialize",
      "com.fasterxml.jackson.annotation.JsonView", "com.fasterxml.jackson.annotation.JsonFormat",
      "com.fasterxml.jackson.annotation.JsonTypeInfo", JacksonRulesReader.JSON_RAW_VALUE,
      "com.fasterxml.jackson.annotation.JsonUnwrapped",
      "com.fasterxml.jackson.annotation.JsonBackReference",
      "com.fasterxml.jackson.annotation.JsonManagedReference", Mirrors.WIRE_FIELD);
  private static final List<String> IMPLY_DESER = List.of(
      "com.fasterxml.jackson.databind.annotation.JsonDeserialize",
      "com.fasterxml.jackson.annotation.JsonView", "com.fasterxml.jackson.annotation.JsonFormat",
      "com.fasterxml.jackson.annotation.JsonTypeInfo",
      "com.fasterxml.jackson.annotation.JsonUnwrapped",
      "com.fasterxml.jackson.annotation.JsonBackReference",
      "com.fasterxml.jackson.annotation.JsonManagedReference",
      "com.fasterxml.jackson.annotation.JsonMerge", Mirrors.WIRE_FIELD);
  /** Methods Jackson takes for something else than a property accessor. */
  private static final List<String> NOT_ACCESSORS = List.of(JacksonAny.ANY_GETTER,
      JacksonAny.ANY_SETTER, "com.fasterxml.jackson.annotation.JsonValue",
      "com.fasterxml.jackson.annotation.JsonKey", Mirrors.JSON_CREATOR);

  /** The properties, keyed by implicit name, in discovery order. */
  final Map<String, Linked> properties = new LinkedHashMap<>();
  /** Names Jackson ignores on reading because of an ignored member. */
  final Set<String> ignoredNames = new LinkedHashSet<>();
  /** Members of dropped properties and dropped members. */
  final Set<Element> dropped = new java.util.HashSet<>();

  /**
   * Collects the members of a class: {@code fields} in declaration order (superclass first),
   * {@code methods} in Jackson's order (the class's own first, then each superclass's, overridden
   * ones left out).
   */
  BeanMembers(List<VariableElement> fields, List<ExecutableElement> methods) {
    for (VariableElement f : fields) {
      Set<Modifier> mods = f.getModifiers();
      if (mods.contains(Modifier.STATIC)) {
        continue;
      }
      String explicit = explicitName(f, Mirrors.JSON_PROPERTY, null);
      boolean marked = Mirrors.has(f, Mirrors.JSON_PROPERTY) || any(f, IMPLY_SER);
      if (mods.contains(Modifier.TRANSIENT) && !marked) {
        continue; // Jackson drops a transient field early; its accessors stay
      }
      add(new Member(Role.FIELD, f, f.getSimpleName().toString(), explicit, marked,
          marked || mods.contains(Modifier.PUBLIC), ignored(f)), true);
    }
    for (ExecutableElement m : methods) {
      if (m.getModifiers().contains(Modifier.STATIC) || any(m, NOT_ACCESSORS)) {
        continue;
      }
      String name = m.getSimpleName().toString();
      int params = m.getParameters().size();
      if (params == 0 && m.getReturnType().getKind() != TypeKind.VOID) {
        String explicit = explicitName(m, Mirrors.JSON_PROPERTY, JacksonRulesReader.JSON_GETTER);
        boolean marked = Mirrors.has(m, Mirrors.JSON_PROPERTY)
            || Mirrors.has(m, JacksonRulesReader.JSON_GETTER) || any(m, IMPLY_SER);
        String implicit = beanName(name, "get");
        if (implicit == null && isBoolean(m.getReturnType())) {
          implicit = beanName(name, "is");
        }
        if (implicit == null && marked) {
          implicit = name;
        }
        if (implicit != null) {
          add(new Member(Role.GETTER, m, implicit, explicit, marked,
              marked || m.getModifiers().contains(Modifier.PUBLIC), ignored(m)), false);
        }
      } else if (params == 1) {
        String explicit = explicitName(m, Mirrors.JSON_PROPERTY, JacksonRulesReader.JSON_SETTER);
        boolean marked = Mirrors.has(m, Mirrors.JSON_PROPERTY)
            || Mirrors.has(m, JacksonRulesReader.JSON_SETTER) || any(m, IMPLY_DESER);
        String implicit = beanName(name, "set");
        if (implicit == null && marked) {
          implicit = name;
        }
        if (implicit != null) {
          // Jackson's default visibility sees every setter, private ones too
          add(new Member(Role.SETTER, m, implicit, explicit, marked, true, ignored(m)), false);
        }
      }
    }
    trim();
    rename();
  }

  /**
   * Jackson's {@code _renameProperties}: a property renamed to the name of another joins it (a
   * getter {@code @JsonProperty("a") String hidden()} and a field {@code a}); here only when the
   * joined property keeps one field, one getter and one setter at most, else both stay apart and
   * their shared JSON name is reported.
   */
  private void rename() {
    Map<String, Linked> byName = new LinkedHashMap<>();
    for (Linked l : properties.values()) {
      if (l.explicitNames().isEmpty()) {
        byName.put(l.implicit, l);
      }
    }
    for (Linked l : properties.values()) {
      Set<String> names = l.explicitNames();
      if (names.size() != 1) {
        continue;
      }
      Linked target = byName.get(names.iterator().next());
      if (target != null && target != l && target.fields.size() + l.fields.size() <= 1
          && target.getters.size() + l.getters.size() <= 1
          && target.setters.size() + l.setters.size() <= 1) {
        target.fields.addAll(l.fields);
        target.getters.addAll(l.getters);
        target.setters.addAll(l.setters);
        merged.add(l);
      }
    }
    properties.values().removeAll(merged);
  }

  /** Properties that joined another by their explicit name. */
  private final List<Linked> merged = new ArrayList<>();

  private void add(Member m, boolean field) {
    Linked l = properties.computeIfAbsent(m.implicit(),
        k -> new Linked(k, properties.size(), field));
    (switch (m.role()) {
      case FIELD -> l.fields;
      case GETTER -> l.getters;
      case SETTER -> l.setters;
    }).add(m);
  }

  /** Jackson's {@code _removeUnwantedProperties} and {@code _removeUnwantedAccessor}. */
  private void trim() {
    for (java.util.Iterator<Linked> it = properties.values().iterator(); it.hasNext(); ) {
      Linked l = it.next();
      if (l.all().stream().noneMatch(Member::visible)) {
        it.remove();
        l.all().forEach(m -> dropped.add(m.element()));
        continue;
      }
      if (l.all().stream().anyMatch(m -> Mirrors.has(m.element(), Mirrors.WIRE_IGNORE))) {
        // Wirebind's own exclusion: the whole property, whatever its other members say
        it.remove();
        l.all().forEach(m -> dropped.add(m.element()));
        continue;
      }
      if (l.all().stream().anyMatch(Member::ignored)) {
        // an annotated member (even @JsonProperty without a name) keeps the property
        boolean named = l.all().stream().anyMatch(m -> !m.ignored() && m.marked());
        if (!named) {
          it.remove();
          l.all().forEach(m -> dropped.add(m.element()));
          ignoredNames.add(l.implicit);
          continue;
        }
        removeIf(l, Member::ignored);
        if (l.fields.isEmpty() && l.setters.isEmpty()) {
          ignoredNames.add(l.implicit);
        }
      }
      // a visible getter keeps invisible fields and setters as mutators (INFER_PROPERTY_MUTATORS)
      l.getters.removeIf(m -> {
        if (!m.visible()) {
          dropped.add(m.element());
        }
        return !m.visible();
      });
      if (l.getters.isEmpty()) {
        removeIf(l, m -> !m.visible());
      }
    }
  }

  private void removeIf(Linked l, java.util.function.Predicate<Member> drop) {
    for (List<Member> list : List.of(l.fields, l.getters, l.setters)) {
      for (java.util.Iterator<Member> it = list.iterator(); it.hasNext(); ) {
        Member m = it.next();
        if (drop.test(m)) {
          dropped.add(m.element());
          it.remove();
        }
      }
    }
  }

  /**
   * The implicit name of accessor {@code method} with {@code prefix}: Jackson's legacy mangling of
   * the rest; null when the name does not start with the prefix or is only the prefix.
   */
  static String beanName(String method, String prefix) {
    if (!method.startsWith(prefix) || method.length() == prefix.length()) {
      return null;
    }
    return GetterNames.legacyMangle(method.substring(prefix.length()));
  }

  private static boolean isBoolean(TypeMirror t) {
    return t.getKind() == TypeKind.BOOLEAN || t.toString().equals("java.lang.Boolean");
  }

  private static boolean any(Element e, List<String> annotations) {
    for (String a : annotations) {
      if (Mirrors.has(e, a)) {
        return true;
      }
    }
    return false;
  }

  /** A non-empty name given by {@code annotation} (or {@code alternative}) on {@code e}, or null. */
  private static String explicitName(Element e, String annotation, String alternative) {
    for (String a : alternative == null ? List.of(annotation) : List.of(annotation, alternative)) {
      String v = Mirrors.find(e, a).map(m -> Mirrors.stringValue(m, "value")).orElse("");
      if (!v.isEmpty()) {
        return v;
      }
    }
    return null;
  }

  static boolean ignored(Element e) {
    return Mirrors.find(e, Mirrors.JSON_IGNORE)
        .map(m -> Mirrors.booleanValue(m, "value", true)).orElse(false);
  }
}
