package io.wirebind.processor.analysis;

import io.wirebind.processor.model.Include;
import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.JsonOptions;
import io.wirebind.processor.model.JsonText;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * The JSON side of a message: names, inclusion, output order and class options, read from
 * Jackson's annotations by mirror and from {@code @WireMessage}/{@code @WireField}.
 */
final class JsonAnalyzer {
  private final ErrorReporter reporter;

  JsonAnalyzer(ErrorReporter reporter) {
    this.reporter = reporter;
  }

  /** JSON facts of one property. */
  static final class Json {
    /** The name Jackson uses (explicit {@code @JsonProperty} or implicit). */
    String jacksonName;
    boolean renamed;
    int index = -1;
    /** Where an explicit name was given ({@code @JsonProperty} or {@code @WireField(json)}). */
    Mirrors.Found nameSource;
    String nameAttribute;
    String name;
    Include include;
    int position;
  }

  /** The class's {@code @JsonNaming} translation of implicit names, or null. */
  private UnaryOperator<String> naming;

  /** Reads the class's {@code @JsonNaming} (an unknown strategy is reported by the table). */
  void naming(TypeElement type) {
    naming = Mirrors.findOnClass(type, NAMING).map(NamingStrategies::of).orElse(null);
  }

  static final String NAMING = "com.fasterxml.jackson.databind.annotation.JsonNaming";

  /** Reads the Jackson name and index of {@code p} (before creators are matched). */
  Json names(Property p) {
    Json j = new Json();
    j.jacksonName = naming == null ? p.implicitName : naming.apply(p.implicitName);
    Optional<Mirrors.Found> jp = Mirrors.findOn(p.annotated(), Mirrors.JSON_PROPERTY);
    if (jp.isPresent()) {
      String explicit = Mirrors.stringValue(jp.get().mirror(), "value");
      if (!explicit.isEmpty()) {
        j.jacksonName = explicit;
        // Jackson re-inserts every explicitly named property, even one named as before
        j.renamed = true;
        j.nameSource = jp.get();
        j.nameAttribute = "value";
      }
      j.index = Mirrors.intValue(jp.get().mirror(), "index", -1);
    }
    if (!j.renamed) {
      // @JsonGetter("n") / @JsonSetter("n") name the property as @JsonProperty("n") does
      for (String accessor : new String[] {JacksonRulesReader.JSON_GETTER, JacksonRulesReader.JSON_SETTER}) {
        Optional<Mirrors.Found> named = Mirrors.findOn(p.annotated(), accessor);
        String explicit = named.map(f -> Mirrors.stringValue(f.mirror(), "value")).orElse("");
        if (!explicit.isEmpty() && !j.renamed) {
          j.jacksonName = explicit;
          j.renamed = true;
          j.nameSource = named.get();
          j.nameAttribute = "value";
        }
      }
    }
    return j;
  }

  /** Class-level options from {@code @WireMessage} and {@code @JsonIgnoreProperties}. */
  static JsonOptions options(TypeElement type, AnnotationMirror wireMessage) {
    JsonStyle style =
        "PROTO3".equals(Mirrors.enumValue(wireMessage, "json", "JACKSON"))
            ? JsonStyle.PROTO3
            : JsonStyle.JACKSON;
    boolean fail = false;
    Optional<AnnotationMirror> ignoreProps = Mirrors.findOnClass(type, Mirrors.JSON_IGNORE_PROPERTIES);
    if (Mirrors.explicit(wireMessage, "failOnUnknownJson") != null) {
      fail = Mirrors.booleanValue(wireMessage, "failOnUnknownJson", false);
    } else if (ignoreProps.isPresent()
        && Mirrors.explicit(ignoreProps.get(), "ignoreUnknown") != null) {
      fail = !Mirrors.booleanValue(ignoreProps.get(), "ignoreUnknown", true);
    }
    return new JsonOptions(style, fail);
  }

  /** Names listed in the class's {@code @JsonIgnoreProperties({...})}. */
  static List<String> ignoredNames(TypeElement type) {
    return Mirrors.findOnClass(type, Mirrors.JSON_IGNORE_PROPERTIES)
        .map(m -> Mirrors.stringsValue(m, "value"))
        .orElse(List.of());
  }

  /**
   * Completes the JSON facts: final names ({@code @WireField(json)} wins; proto3 style uses
   * lowerCamelCase), inclusion, output positions; reports duplicate names.
   */
  void complete(TypeElement type, JsonOptions options, List<Property> props, List<Json> json) {
    Include classInclude = Include.ALWAYS;
    Optional<AnnotationMirror> ci = Mirrors.findOnClass(type, Mirrors.JSON_INCLUDE);
    if (ci.isPresent()) {
      Include i = include(type, ci.get(), null);
      classInclude = i == null ? Include.ALWAYS : i;
    }
    Map<String, String> seen = new HashMap<>();
    List<JsonOrder.Entry> entries = new ArrayList<>();
    for (int k = 0; k < props.size(); k++) {
      Property p = props.get(k);
      Json j = json.get(k);
      Optional<Mirrors.Found> wf = Mirrors.findOn(p.annotated(), Mirrors.WIRE_FIELD);
      String override = wf.map(f -> Mirrors.stringValue(f.mirror(), "json")).orElse("");
      if (!override.isEmpty()) {
        j.name = override;
        j.nameSource = wf.get();
        j.nameAttribute = "json";
      } else if (options.style() == JsonStyle.PROTO3) {
        j.name = JsonText.lowerCamel(p.name);
        j.nameSource = null;
      } else {
        j.name = j.jacksonName;
      }
      Optional<Mirrors.Found> fi = Mirrors.findOn(p.annotated(), Mirrors.JSON_INCLUDE);
      Include own = fi.isPresent() ? include(fi.get().element(), fi.get().mirror(), null) : null;
      j.include = own == null ? classInclude : own;
      String previous = seen.putIfAbsent(j.name, p.name);
      if (previous != null) {
        if (j.nameSource != null) {
          reporter.errorOn(j.nameSource.element(), j.nameSource.mirror(), j.nameAttribute,
              Messages.duplicateJsonName(j.name, previous));
        } else {
          reporter.error(p.element, Messages.duplicateJsonName(j.name, previous));
        }
      }
      entries.add(new JsonOrder.Entry(j.jacksonName, p.name, j.renamed, j.index, p.creatorIndex));
    }
    if (options.style() == JsonStyle.PROTO3) {
      for (int k = 0; k < json.size(); k++) {
        json.get(k).position = k;
      }
      return;
    }
    // Jackson discovers field-linked properties first, then getter-only ones
    List<JsonOrder.Entry> discovered = new ArrayList<>();
    List<Integer> viaMethods = new ArrayList<>();
    for (int k = 0; k < props.size(); k++) {
      if (props.get(k).fieldLinked) {
        discovered.add(entries.get(k));
      } else {
        viaMethods.add(k);
      }
    }
    // in Jackson's method order: the class's own methods first, then its superclasses'
    viaMethods.sort(java.util.Comparator.comparingInt(k -> props.get(k).discovered));
    viaMethods.forEach(k -> discovered.add(entries.get(k)));
    Optional<AnnotationMirror> po = Mirrors.findOnClass(type, Mirrors.JSON_PROPERTY_ORDER);
    List<String> listed = po.map(m -> Mirrors.stringsValue(m, "value")).orElse(List.of());
    boolean alphabetic = po.map(m -> Mirrors.booleanValue(m, "alphabetic", false)).orElse(false);
    List<JsonOrder.Entry> ordered = JsonOrder.order(discovered, listed, alphabetic);
    for (int k = 0; k < entries.size(); k++) {
      json.get(k).position = ordered.indexOf(entries.get(k));
    }
  }

  /** The {@code @JsonInclude} value; null for USE_DEFAULTS (or an unsupported value, reported). */
  private Include include(
      javax.lang.model.element.Element on, AnnotationMirror mirror, Include otherwise) {
    String v = Mirrors.enumValue(mirror, "value", "ALWAYS");
    switch (v) {
      case "ALWAYS":
        return Include.ALWAYS;
      case "NON_NULL":
        return Include.NON_NULL;
      case "NON_ABSENT":
        return Include.NON_ABSENT;
      case "NON_EMPTY":
        return Include.NON_EMPTY;
      case "NON_DEFAULT":
        return Include.NON_DEFAULT;
      case "USE_DEFAULTS":
        return otherwise;
      default:
        reporter.errorOn(on, mirror, "value", Messages.unsupportedInclude(v));
        return otherwise;
    }
  }
}
