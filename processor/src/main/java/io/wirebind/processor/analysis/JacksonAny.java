package io.wirebind.processor.analysis;

import com.palantir.javapoet.ClassName;
import io.wirebind.processor.model.JacksonRules;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.MessageModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Jackson's {@code @JsonAnyGetter} and {@code @JsonAnySetter}, as Wirebind implements them: both on
 * one {@code Map<String, V>} (or {@code HashMap}/{@code LinkedHashMap}) field or record component,
 * or on a getter and a {@code put(String, V)} method. The property stays a field of the message (a
 * {@code google.protobuf.Struct} for {@code V = Object}, else a {@code map<string, V>}, in protobuf
 * and proto3 JSON); in Jackson-style JSON its entries are members of the message's object, their
 * values read and written as {@code V} (JSON trees for {@code Object}).
 * Jackson 2.18's rules, checked against it: entries are written after the declared properties in
 * the map's order, null values too, and a key equal to a declared property's name is written again;
 * every member that is not a read property goes into the map (an {@code @JsonIgnore}d or {@code
 * READ_ONLY} name too, and even when unknown members fail), except the names of {@code
 * @JsonIgnoreProperties}, which are skipped; the map is created on the first such member (a
 * record's is a {@code HashMap} created before the first member, as Jackson 2.18 passes one to the
 * constructor even when no member arrives).
 */
final class JacksonAny {
  static final String ANY_GETTER = "com.fasterxml.jackson.annotation.JsonAnyGetter";
  static final String ANY_SETTER = "com.fasterxml.jackson.annotation.JsonAnySetter";
  private static final List<String> MAPS =
      List.of("java.util.Map", "java.util.HashMap", "java.util.LinkedHashMap");

  private JacksonAny() {}

  /** Whether {@code p} carries an enabled {@code @JsonAnyGetter} or {@code @JsonAnySetter}. */
  static boolean isAny(Property p) {
    return enabled(p, ANY_GETTER).isPresent() || enabled(p, ANY_SETTER).isPresent();
  }

  /**
   * The any member of the message among {@code props} (parallel to {@code json} and {@code rules}),
   * or null; reports every misuse on the element.
   */
  static MessageModel.AnyMember find(TypeElement type, List<Property> props,
      List<JsonAnalyzer.Json> json, List<JacksonRules> rules, JsonOptions options,
      MessageModel.UnknownMember unknown, ErrorReporter reporter) {
    Property found = null;
    for (Property p : props) {
      Optional<Mirrors.Found> getter = enabled(p, ANY_GETTER);
      Optional<Mirrors.Found> setter = enabled(p, ANY_SETTER);
      if (getter.isEmpty() && setter.isEmpty()) {
        continue;
      }
      Mirrors.Found on = getter.orElseGet(setter::get);
      int before = reporter.errorCount();
      if (getter.isEmpty() || setter.isEmpty()) {
        reporter.error(on.element(), on.mirror(), null, getter.isEmpty()
            ? Texts.oneSided("@JsonAnySetter", "@JsonAnyGetter", p.name)
            : Texts.oneSided("@JsonAnyGetter", "@JsonAnySetter", p.name));
      }
      if (!isAnyMap(p.type)) {
        reporter.error(on.element(), on.mirror(), null, Texts.notAMap(p.name, p.type.toString()));
      }
      if (found != null) {
        reporter.error(on.element(), on.mirror(), null, Texts.second(p.name, found.name));
      }
      if (unknown != null) {
        reporter.error(on.element(), on.mirror(), null, Texts.withUnknownFields(p.name, unknown.name()));
      }
      if (p.component == null && !p.anyMethods && (p.getter != null || p.setter != null)) {
        reporter.error(on.element(), on.mirror(), null, Texts.accessors(p.name));
      }
      Optional<Mirrors.Found> include = Mirrors.findOn(on(p), Mirrors.JSON_INCLUDE);
      if (include.isPresent()) {
        reporter.error(include.get().element(), include.get().mirror(), null, Texts.include(p.name));
      }
      if (reporter.errorCount() == before && found == null) {
        found = p;
      }
    }
    if (found == null) {
      return null;
    }
    List<String> skipped = new ArrayList<>();
    boolean allowSetters = Mirrors.findOnClass(type, Mirrors.JSON_IGNORE_PROPERTIES)
        .map(m -> Mirrors.booleanValue(m, "allowSetters", false)).orElse(false);
    if (!allowSetters) {
      skipped.addAll(JsonAnalyzer.ignoredNames(type));
    }
    for (int k = 0; k < props.size(); k++) {
      if (rules.get(k).read() && props.get(k) != found) {
        skipped.remove(json.get(k).name); // read as the property
      }
    }
    String declared = ((TypeElement) ((DeclaredType) found.type).asElement()).getQualifiedName().toString();
    // a record's map is a HashMap whatever its declared type, created before any member arrives
    boolean record = found.component != null;
    ClassName created = record || declared.equals("java.util.HashMap")
        ? ClassName.get("java.util", "HashMap") : ClassName.get("java.util", "LinkedHashMap");
    if (record && declared.equals("java.util.LinkedHashMap")) {
      reporter.error(found.element, Texts.recordLinked(found.name));
      return null;
    }
    return new MessageModel.AnyMember(found.name, created, skipped, record);
  }

  private static List<Element> on(Property p) {
    List<Element> on = p.annotated();
    if (p.creatorParam != null) {
      on.add(p.creatorParam);
    }
    return on;
  }

  private static Optional<Mirrors.Found> enabled(Property p, String annotation) {
    return Mirrors.findOn(on(p), annotation)
        .filter(f -> Mirrors.booleanValue(f.mirror(), "enabled", true));
  }

  /**
   * Whether {@code t} is a map of String keys: {@code Map<String, Object>} holds JSON trees, any
   * other value type {@code V} is read and written as a {@code Map<String, V>} field's values are.
   */
  private static boolean isAnyMap(TypeMirror t) {
    if (t.getKind() != TypeKind.DECLARED) {
      return false;
    }
    DeclaredType d = (DeclaredType) t;
    String name = ((TypeElement) d.asElement()).getQualifiedName().toString();
    return MAPS.contains(name) && d.getTypeArguments().size() == 2
        && d.getTypeArguments().get(0).toString().equals("java.lang.String")
        && (d.getTypeArguments().get(1).getKind() == TypeKind.DECLARED
            || d.getTypeArguments().get(1).getKind() == TypeKind.ARRAY);
  }

  /** The diagnostic texts. */
  static final class Texts {
    private Texts() {}

    static String oneSided(String has, String missing, String name) {
      return has + " on '" + name + "' without " + missing + ": Wirebind keeps the map both ways"
          + " (Jackson's one-sided forms are asymmetric); add " + missing + " to the same field";
    }

    static String notAMap(String name, String type) {
      return "'" + name + "' is a " + type + "; Wirebind implements @JsonAnyGetter/@JsonAnySetter on"
          + " a Map<String, V> (or HashMap/LinkedHashMap<String, V>) of String keys, V being Object"
          + " for JSON trees or a value type: change its type";
    }

    static String second(String name, String first) {
      return "'" + name + "' is a second @JsonAnyGetter/@JsonAnySetter map; '" + first + "' keeps"
          + " the other members already (Jackson refuses two as well): remove one";
    }

    static String withUnknownFields(String name, String unknown) {
      return "'" + name + "' keeps unknown JSON members, and so does the UnknownFieldSet '" + unknown
          + "': choose one (the any-setter map for JSON trees Jackson also sees, the UnknownFieldSet"
          + " for protobuf fields and raw JSON members)";
    }

    static String include(String name) {
      return "@JsonInclude on the any-getter map '" + name + "' changes nothing in Jackson 2.18, which"
          + " writes every entry (null values too); remove it";
    }

    static String accessors(String name) {
      return "Jackson 2.18 also reads and writes the any-getter map '" + name + "' through its getter"
          + " or setter, as a property of its own; make the field non-private and remove (or rename)"
          + " the getter and setter, so that it is only the any map";
    }

    static String recordLinked(String name) {
      return "Jackson 2.18 fills the any-setter component '" + name + "' of a record with a HashMap,"
          + " which a LinkedHashMap cannot hold; declare it as a Map<String, Object>";
    }

    static String notOnField() {
      return "Wirebind implements @JsonAnyGetter and @JsonAnySetter together on one"
          + " Map<String, V> field or record component, or on an instance method"
          + " Map<String, V> getX() and an instance method put(String, V)";
    }
  }
}
