package io.wirebind.processor.analysis;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * The one table of Jackson annotations (jackson-annotations and the class-level ones of
 * jackson-databind, 2.18): for each, where Wirebind honours it, or the error a user gets instead.
 * A Jackson annotation or attribute Wirebind does not implement is a compile error on the element
 * that carries it, never silently ignored — the drop-in promise. Annotations unknown to the table
 * (a newer Jackson) are errors too.
 */
final class JacksonAnnotations {
  static final String ANNOTATION_PACKAGE = "com.fasterxml.jackson.annotation.";
  static final String DATABIND_PACKAGE = "com.fasterxml.jackson.databind.annotation.";

  /** Where an annotation sits. */
  enum Where {
    /** A {@code @WireMessage} class or record. */
    MESSAGE("a @WireMessage class"),
    /** A field, record component, getter, setter or creator parameter of a serialized property. */
    PROPERTY("a property"),
    /** The {@code @JsonCreator} constructor of a message. */
    CREATOR("a constructor"),
    /** A method or constructor of a message that is no property accessor and no creator. */
    OTHER_MEMBER("a member that is not a serialized property"),
    /** An enum used as a field type. */
    ENUM("an enum"),
    /** A constant of such an enum. */
    ENUM_CONSTANT("an enum constant"),
    /** Any other member of such an enum. */
    ENUM_MEMBER("an enum member");

    final String text;

    Where(String text) {
      this.text = text;
    }
  }

  /**
   * One row: where Wirebind honours the annotation (empty: nowhere) and, where it does not, what
   * the user should do.
   */
  record Entry(Set<Where> honoured, String instead) {}

  private static final Set<Where> NOWHERE = EnumSet.noneOf(Where.class);
  private static final Set<Where> EVERYWHERE = EnumSet.allOf(Where.class);
  /** Owned by the polymorphism support, which reads and checks them itself. */
  static final Set<String> POLYMORPHISM =
      Set.of("JsonTypeInfo", "JsonSubTypes", "JsonTypeName", "JsonTypeId");

  /** Refused by {@link HierarchyAnalyzer} on a hierarchy base. */
  private static final Set<String> HIERARCHY_CHECKED = Set.of("JsonTypeIdResolver");

  private static final Map<String, Entry> TABLE = new LinkedHashMap<>();

  static final String SERIALIZE_INSTEAD = "Wirebind generates the codec and cannot run a custom"
      + " Jackson serializer; on a property, @JsonSerialize(converter = ...) is honoured, or register"
      + " a @WireConverter for the type (see docs/TYPES.md, Types you don't own), or hand the property"
      + " to the application's Jackson mapper with @WireBridge (docs/JSON.md#the-jackson-bridge)";
  static final String DESERIALIZE_INSTEAD = "Wirebind generates the codec and cannot run a custom"
      + " Jackson deserializer; on a property, @JsonDeserialize(converter = ...) and as, contentAs and"
      + " keyAs naming the class Wirebind creates are honoured, or register a @WireConverter for the"
      + " type (see docs/TYPES.md, Types you don't own), or hand the property to the application's"
      + " Jackson mapper with @WireBridge (docs/JSON.md#the-jackson-bridge)";

  private static void honoured(String name, Set<Where> where, String instead) {
    TABLE.put(name, new Entry(where, instead));
  }

  private static void refused(String name, String instead) {
    TABLE.put(name, new Entry(NOWHERE, instead));
  }

  static {
    // ---- honoured (attributes checked in JacksonAttributes)
    honoured("JsonProperty", EnumSet.of(Where.PROPERTY, Where.ENUM_CONSTANT),
        "@JsonProperty names a field, a getter (an instance method without parameters), a"
            + " setter (an instance method with one) or a @JsonCreator parameter; Wirebind reads it"
            + " only there");
    honoured("JsonIgnore", EVERYWHERE, null);
    honoured("JsonInclude", EnumSet.of(Where.MESSAGE, Where.PROPERTY),
        "@JsonInclude applies to a @WireMessage class or one of its properties");
    honoured("JsonIgnoreProperties", EnumSet.of(Where.MESSAGE),
        "Wirebind honours @JsonIgnoreProperties on a @WireMessage class only; list the nested"
            + " class's ignored names on that class instead");
    honoured("JsonPropertyOrder", EnumSet.of(Where.MESSAGE), null);
    honoured("JsonCreator", EnumSet.of(Where.CREATOR, Where.ENUM_MEMBER), // enums: JacksonEnumForms
        "Wirebind creates a @WireMessage through one @JsonCreator: a constructor, else a static"
            + " factory method returning the class; this one is not used, as Jackson would not use it");
    honoured("JsonFormat", EnumSet.of(Where.MESSAGE, Where.PROPERTY, Where.ENUM),
        "@JsonFormat applies to a @WireMessage class (shape = ARRAY), a property or an enum");
    honoured("JsonAlias", EnumSet.of(Where.PROPERTY, Where.ENUM_CONSTANT), null);
    honoured("JsonIgnoreType", EnumSet.of(Where.MESSAGE), null);
    honoured("JsonEnumDefaultValue", EnumSet.of(Where.ENUM_CONSTANT), null);
    honoured("JsonPropertyDescription", EVERYWHERE, null); // schema metadata only
    honoured("JsonClassDescription", EVERYWHERE, null); // schema metadata only
    honoured("JsonRootName", EnumSet.of(Where.MESSAGE), null); // only with WRAP_ROOT_VALUE, off by default
    honoured("JsonNaming", EnumSet.of(Where.MESSAGE), null);
    honoured("JacksonAnnotation", EVERYWHERE, null); // a meta-annotation
    // ---- refused, with what to do
    honoured("JsonValue", EnumSet.of(Where.ENUM_MEMBER), // enums: JacksonEnumForms
        "Jackson writes a class with @JsonValue as that one value, not as an object, which a"
            + " @WireMessage cannot be: such a class is a value object, used as a field type without"
            + " @WireMessage (an enum's @JsonValue is honoured)");
    honoured("JsonGetter", EnumSet.of(Where.PROPERTY), "@JsonGetter names a getter (an instance"
        + " method without parameters); Wirebind reads it only there");
    honoured("JsonSetter", EnumSet.of(Where.PROPERTY), "@JsonSetter names a setter (an instance"
        + " method with one parameter); Wirebind reads it only there");
    honoured("JsonUnwrapped", EnumSet.of(Where.PROPERTY), // where: JacksonUnwrapped, what: UnwrappedAnalyzer
        "Wirebind unwraps a property holding a @WireMessage only (anything else is out of scope)");
    honoured("JsonAnyGetter", EnumSet.of(Where.PROPERTY), JacksonAny.Texts.notOnField()); // JacksonAny
    honoured("JsonAnySetter", EnumSet.of(Where.PROPERTY), JacksonAny.Texts.notOnField());
    honoured("JsonRawValue", EnumSet.of(Where.PROPERTY), null);
    refused("JsonAutoDetect", "Wirebind does not change visibility rules (out of scope); marking"
        + " each property Jackson sees with @JsonProperty and each other one with @JsonIgnore keeps"
        + " the JSON");
    refused("JsonView", "Wirebind has no views (out of scope): a codec writes every property, as"
        + " Jackson does when no view is active; a separate class per view keeps each view's JSON");
    refused("JsonFilter", "Wirebind has no property filters (out of scope); a class holding only"
        + " the properties the filter lets through keeps the JSON");
    refused("JsonIncludeProperties", "Wirebind does not implement @JsonIncludeProperties; ignore the"
        + " other properties with @JsonIgnore or @JsonIgnoreProperties");
    refused("JsonIdentityInfo", "Wirebind has no object identities (out of scope: protobuf has no"
        + " references)");
    refused("JsonIdentityReference", "Wirebind has no object identities (out of scope: protobuf has"
        + " no references)");
    refused("JsonManagedReference", "Wirebind has no back references (protobuf is a tree); remove"
        + " the back reference from the serialized fields with @JsonIgnore");
    refused("JsonBackReference", "Wirebind has no back references (protobuf is a tree); mark the"
        + " field @JsonIgnore and set it after decoding");
    refused("JsonMerge", "Wirebind does not merge into existing values (out of scope): it replaces"
        + " a property's value with the one read");
    refused("JacksonInject", "Wirebind does not inject values; set the field after decoding");
    refused("JsonKey", "Wirebind writes map keys itself; use a String, enum or @JsonValue value"
        + " object key");
    refused("JacksonAnnotationsInside", "Wirebind does not expand Jackson annotation bundles; put"
        + " the Jackson annotations on the element itself");
    refused("JacksonAnnotationValue", "not a Jackson annotation to put on a class (it changes"
        + " nothing in Jackson's JSON either)");
    // jackson-annotations 2.21, read by Jackson 3 (and 2.21): @JsonSerialize(as)/@JsonDeserialize(as) moved here
    refused("JsonSerializeAs", "Wirebind writes a property as its declared type and cannot write it"
        + " as another type (out of scope); a property declared with that type keeps the JSON");
    refused("JsonDeserializeAs", "Wirebind reads a property as its declared type and cannot read it"
        + " as another type (out of scope); a property declared with that type keeps the JSON");
    // jackson-databind
    // on a property: converter = ... (JacksonConverters); @JsonDeserialize also as, contentAs and
    // keyAs naming what Wirebind creates (JacksonDeserializeAs); other attributes are refused
    honoured("JsonSerialize", EnumSet.of(Where.PROPERTY), SERIALIZE_INSTEAD);
    honoured("JsonDeserialize", EnumSet.of(Where.PROPERTY), DESERIALIZE_INSTEAD);
    refused("JsonPOJOBuilder", "@JsonPOJOBuilder belongs on the builder class that"
        + " @JsonDeserialize(builder = ...) on the message names");
    refused("JsonAppend", "Wirebind does not append virtual properties; add a field");
    refused("JsonValueInstantiator", "Wirebind creates instances itself; give the class a"
        + " @JsonCreator constructor or a no-argument constructor");
    refused("JsonTypeResolver", "Wirebind does not run custom type resolvers; use @JsonTypeInfo"
        + " with @JsonSubTypes, or a sealed @WireMessage type");
    refused("JsonTypeIdResolver", "Wirebind does not run custom type id resolvers; use"
        + " @JsonTypeInfo with @JsonSubTypes, or a sealed @WireMessage type");
    refused("EnumNaming", "Wirebind does not implement @EnumNaming; name the constants with"
        + " @JsonProperty instead (or rename them)");
    refused("JacksonStdImpl", "a Jackson-internal marker (it changes nothing in Jackson's JSON)");
  }

  private final ErrorReporter reporter;
  private final JacksonAttributes attributes;
  /** The elements of the properties handed to Jackson (Bridges). */
  private Set<Element> bridged = Set.of();

  JacksonAnnotations(ErrorReporter reporter) {
    this.reporter = reporter;
    this.attributes = new JacksonAttributes(reporter);
  }

  /** Leaves the annotations Jackson applies to a bridged property's value to Jackson on {@code elements}. */
  JacksonAnnotations bridging(Set<Element> elements) {
    this.bridged = elements;
    return this;
  }

  /** The row of {@code simpleName}, or null when it is not in the table. */
  static Entry entry(String simpleName) {
    return TABLE.get(simpleName);
  }

  /** Whether {@code mirror} is a Jackson annotation this table speaks for. */
  static String jacksonName(AnnotationMirror mirror) {
    TypeElement t = (TypeElement) mirror.getAnnotationType().asElement();
    String q = t.getQualifiedName().toString();
    if (q.startsWith(ANNOTATION_PACKAGE) && q.indexOf('.', ANNOTATION_PACKAGE.length()) < 0) {
      return q.substring(ANNOTATION_PACKAGE.length());
    }
    if (q.startsWith(DATABIND_PACKAGE) && q.indexOf('.', DATABIND_PACKAGE.length()) < 0) {
      return q.substring(DATABIND_PACKAGE.length());
    }
    return null;
  }

  /** The message being checked (null for an enum) and its hierarchy base (or null). */
  private TypeElement message;
  private TypeElement parent;
  /** Whether the supertype being checked is a hierarchy base, which reports some mistakes itself. */
  private boolean hierarchyBase;

  /**
   * Checks every Jackson annotation on {@code type}, its members and parameters, and the class
   * annotations it inherits from its supertypes (Jackson merges them; an unimplemented one is
   * reported on {@code type}, naming the supertype). {@code parent} is the hierarchy {@code type}
   * is a subtype of (or null), {@code properties} holds every element a serialized property was
   * read from, {@code creator} the constructor used to create instances (or null).
   */
  void checkMessage(TypeElement type, TypeElement parent, Set<Element> properties, Element creator) {
    this.message = type;
    this.parent = parent;
    this.hierarchyBase = false;
    Set<String> applied = new HashSet<>();
    check(type, Where.MESSAGE, reporter, attributes, applied);
    for (TypeElement s : Mirrors.supertypes(type)) {
      boolean isInterface = s.getKind() == ElementKind.INTERFACE;
      String from = (isInterface ? "interface " : "superclass ") + s.getSimpleName();
      ErrorReporter there = reporter.redirectedTo(type, "inherited from " + from + ": ");
      hierarchyBase = Mirrors.has(s, Mirrors.WIRE_MESSAGE) && HierarchyAnalyzer.isBase(s);
      check(s, Where.MESSAGE, there, new JacksonAttributes(there), applied);
      if (isInterface) {
        checkInterfaceMembers(type, s, properties);
      }
    }
    hierarchyBase = false;
    for (TypeElement t = type; t != null; t = superclass(t)) {
      for (Element e : t.getEnclosedElements()) {
        ElementKind k = e.getKind();
        if (k == ElementKind.FIELD || k == ElementKind.RECORD_COMPONENT) {
          check(e, properties.contains(e) ? Where.PROPERTY : Where.OTHER_MEMBER);
        } else if (k == ElementKind.METHOD || k == ElementKind.CONSTRUCTOR) {
          Where w = e.equals(creator) ? Where.CREATOR
              : properties.contains(e) ? Where.PROPERTY : Where.OTHER_MEMBER;
          if (!check(e, w)) {
            continue; // the refused method says it all; its parameters would repeat it
          }
          for (VariableElement p : ((ExecutableElement) e).getParameters()) {
            check(p, w == Where.CREATOR ? Where.PROPERTY : w);
          }
        }
      }
    }
  }

  /** Checks the Jackson annotations of an enum used as a field type and of its constants. */
  void checkEnum(TypeElement type) {
    check(type, Where.ENUM);
    for (Element e : type.getEnclosedElements()) {
      Where w = e.getKind() == ElementKind.ENUM_CONSTANT ? Where.ENUM_CONSTANT : Where.ENUM_MEMBER;
      check(e, w);
      if (e instanceof ExecutableElement m) {
        for (VariableElement p : m.getParameters()) {
          check(p, w);
        }
      }
    }
  }

  /**
   * Jackson annotations on the methods of an interface {@code type} implements: Jackson merges
   * them into the implementing property, Wirebind does not read them, so each is reported on
   * {@code type}, naming the interface method. A {@code @JsonIgnore} on a method that is no
   * serialized property's accessor (a default getter) agrees with Wirebind, which does not
   * serialize getter-only properties, and is accepted.
   */
  private void checkInterfaceMembers(TypeElement type, TypeElement iface, Set<Element> properties) {
    for (ExecutableElement m : ElementFilter.methodsIn(iface.getEnclosedElements())) {
      boolean accessor = accessesProperty(m, properties);
      List<Element> annotated = new java.util.ArrayList<>();
      annotated.add(m);
      annotated.addAll(m.getParameters());
      for (Element e : annotated) {
        for (AnnotationMirror mirror : Mirrors.all(e)) {
          String name = jacksonName(mirror);
          if (name != null && !name.equals("JsonPropertyDescription")
              && (accessor || !name.equals("JsonIgnore"))) {
            reporter.error(type, Texts.interfaceMember(name,
                iface.getSimpleName() + "." + m.getSimpleName() + "()"));
          }
        }
      }
    }
  }

  /** Whether {@code m}'s name is that of a property's method or, less its prefix, field. */
  private static boolean accessesProperty(ExecutableElement m, Set<Element> properties) {
    String n = m.getSimpleName().toString();
    String bare = n;
    for (String prefix : new String[] {"get", "is", "set"}) {
      if (n.length() > prefix.length() && n.startsWith(prefix)
          && Character.isUpperCase(n.charAt(prefix.length()))) {
        bare = Character.toLowerCase(n.charAt(prefix.length())) + n.substring(prefix.length() + 1);
        break;
      }
    }
    for (Element p : properties) {
      String pn = p.getSimpleName().toString();
      if (p.getKind() == ElementKind.METHOD ? pn.equals(n) : pn.equals(bare) || pn.equals(n)) {
        return true;
      }
    }
    return false;
  }

  /** Checks the Jackson annotations on {@code e}; false when one was reported. */
  private boolean check(Element e, Where where) {
    return check(e, where, reporter, attributes, null);
  }

  /**
   * Checks the Jackson annotations on {@code e}, reporting to {@code reporter}; with {@code
   * applied}, skips the annotations already named in it (a nearer class's wins) and adds the rest.
   */
  private boolean check(Element e, Where where, ErrorReporter reporter,
      JacksonAttributes attributes, Set<String> applied) {
    int before = reporter.errorCount();
    for (AnnotationMirror mirror : Mirrors.all(e)) {
      String name = jacksonName(mirror);
      if (name == null) {
        TypeElement at = (TypeElement) mirror.getAnnotationType().asElement();
        if (Mirrors.has(at, ANNOTATION_PACKAGE + "JacksonAnnotationsInside")) {
          reporter.error(e, mirror, null, Texts.bundle(at.getSimpleName().toString()));
        }
        continue;
      }
      if (bridged.contains(e) && Bridges.HANDLED_BY_JACKSON.contains(name)) {
        continue; // the property is handed to Jackson, which applies it (Bridges)
      }
      if (applied != null && !applied.add(name)) {
        continue; // Jackson applies the nearer class's annotation of this type
      }
      if (hierarchyBase && HIERARCHY_CHECKED.contains(name)) {
        continue; // reported on the base by HierarchyAnalyzer
      }
      if (POLYMORPHISM.contains(name)) {
        if (!readByHierarchy(name, e, where)) {
          reporter.error(e, mirror, null, Texts.typeId(name, where));
        }
        continue;
      }
      if (name.equals("JsonDeserialize") && where == Where.MESSAGE && e.equals(message)
          && Builders.onlyBuilder(mirror)) {
        continue; // the message is created through its builder (Builders)
      }
      Entry entry = TABLE.get(name);
      if (entry == null) {
        reporter.error(e, mirror, null, Texts.unknown(name));
      } else if (!entry.honoured().contains(where)) {
        reporter.error(e, mirror, null, Texts.refused(name, where, entry.instead()));
      } else {
        attributes.check(e, mirror, name, where);
      }
    }
    return reporter.errorCount() == before;
  }

  /**
   * Whether a polymorphism annotation {@code name} on {@code e} is read by the hierarchy support
   * or changes nothing: without {@code @JsonTypeInfo} Jackson writes no type id, so {@code
   * @JsonTypeName} and {@code @JsonSubTypes} alone change nothing; {@code @JsonTypeInfo} is read
   * on a hierarchy base and above a hierarchy's subtype (the base's is looked up there), nowhere
   * else; {@code @JsonTypeId} on the message's own members is reported by {@link
   * HierarchyAnalyzer}.
   */
  private boolean readByHierarchy(String name, Element e, Where where) {
    if (name.equals("JsonTypeId")) {
      return message != null && message.equals(e.getEnclosingElement());
    }
    if (!name.equals("JsonTypeInfo")) {
      return true;
    }
    if (message == null || where != Where.MESSAGE) {
      return false;
    }
    if (e.equals(message)) {
      // a base's own; or a subtype repeating its base's (as openapi-generator's java client writes them)
      return HierarchyAnalyzer.isBase(message) || parent != null && sameTypeInfo(message, parent);
    }
    return parent != null;
  }

  /** Whether {@code a} and {@code b} declare the same {@code @JsonTypeInfo}, value for value. */
  private static boolean sameTypeInfo(TypeElement a, TypeElement b) {
    java.util.Optional<javax.lang.model.element.AnnotationMirror> x = Mirrors.find(a, TypeIds.JSON_TYPE_INFO);
    java.util.Optional<javax.lang.model.element.AnnotationMirror> y = Mirrors.find(b, TypeIds.JSON_TYPE_INFO);
    return x.isPresent() && y.isPresent()
        && String.valueOf(x.get().getElementValues()).equals(String.valueOf(y.get().getElementValues()));
  }

  private static TypeElement superclass(TypeElement t) {
    TypeMirror sup = t.getSuperclass();
    if (!(sup instanceof javax.lang.model.type.DeclaredType d)) {
      return null;
    }
    TypeElement s = (TypeElement) d.asElement();
    return s.getQualifiedName().contentEquals("java.lang.Object") ? null : s;
  }

  /** The simple names in the table (tests check it against the Jackson jars). */
  static List<String> names() {
    return List.copyOf(TABLE.keySet());
  }

  /** The diagnostic texts of this table. */
  static final class Texts {
    private Texts() {}

    static String refused(String name, Where where, String instead) {
      String head = "@" + name + " on " + where.text + " is not implemented by Wirebind";
      if (where == Where.ENUM || where == Where.ENUM_CONSTANT || where == Where.ENUM_MEMBER) {
        return head + " (out of scope): Wirebind writes an enum by its constant names, their"
            + " @JsonProperty names, its @JsonValue or its ordinals (@JsonFormat(shape = NUMBER)),"
            + " and reads it by those or through a delegating @JsonCreator; the same JSON expressed"
            + " with those is honoured";
      }
      return instead == null ? head + " (out of scope)" : head + ": " + instead;
    }

    static String typeId(String name, Where where) {
      if (name.equals("JsonTypeId")) {
        return HierarchyMessages.unsupportedAnnotation(name);
      }
      String head = "@" + name + " on " + where.text + " is not implemented by Wirebind outside a"
          + " polymorphic hierarchy: Jackson would write and expect a type id here; ";
      return head + (where == Where.MESSAGE
          ? "make this class a subtype of a sealed @WireMessage base (or an abstract one listing its"
              + " @JsonSubTypes) that carries @JsonTypeInfo, or remove it"
          : "give the property a sealed @WireMessage hierarchy type, whose base carries"
              + " @JsonTypeInfo, or remove it");
    }

    static String interfaceMember(String name, String method) {
      return "@" + name + " on the interface method " + method + " is not read by Wirebind, yet"
          + " Jackson applies it to this class's property of that accessor; put it on this class's"
          + " field or record component instead, and remove it from the interface";
    }

    static String unknown(String name) {
      return "@" + name + " is a Jackson annotation Wirebind does not know (out of scope; the"
          + " README lists the Jackson annotations Wirebind honours)";
    }

    static String bundle(String name) {
      return "@" + name + " bundles Jackson annotations (@JacksonAnnotationsInside), which Wirebind"
          + " does not expand; put the Jackson annotations on the element itself";
    }

    static String attribute(String annotation, String attribute, Object value, String instead) {
      return "@" + annotation + "(" + attribute + " = " + value + ") is not implemented by"
          + " Wirebind: " + instead;
    }
  }

  /** Enum constants of {@code type} in declaration order. */
  static List<VariableElement> constants(TypeElement type) {
    return ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
        .filter(f -> f.getKind() == ElementKind.ENUM_CONSTANT)
        .toList();
  }
}
