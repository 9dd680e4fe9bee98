package io.wirebind.processor.analysis;

import io.wirebind.processor.model.JacksonRules;
import io.wirebind.processor.model.JsonOptions;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/** Small Jackson rules that span the analysis steps: ignored types and names, skipped members. */
final class JacksonChecks {
  static final String JSON_IGNORE_TYPE = "com.fasterxml.jackson.annotation.JsonIgnoreType";

  private JacksonChecks() {}

  /** Whether Jackson ignores every property of type {@code t} ({@code @JsonIgnoreType} on it). */
  static boolean ignoredType(TypeMirror t) {
    if (!(t instanceof DeclaredType d)) {
      return false;
    }
    return Mirrors.findOnClass(d.asElement(), JSON_IGNORE_TYPE)
        .map(m -> Mirrors.booleanValue(m, "value", true))
        .orElse(false);
  }

  /** Whether the class's {@code @JsonIgnoreProperties} sets {@code attribute} (allowGetters...). */
  private static boolean allows(TypeElement type, String attribute) {
    return Mirrors.findOnClass(type, Mirrors.JSON_IGNORE_PROPERTIES)
        .map(m -> Mirrors.booleanValue(m, attribute, false))
        .orElse(false);
  }

  /**
   * The {@code @JsonIgnoreProperties} names whose properties are dropped entirely: none when
   * {@code allowGetters} or {@code allowSetters} keeps them for one direction.
   */
  static List<String> droppedNames(TypeElement type) {
    return allows(type, "allowGetters") || allows(type, "allowSetters")
        ? List.of() : JsonAnalyzer.ignoredNames(type);
  }

  /**
   * {@code allowGetters = true}: ignored names are still written, and skipped when read (as
   * {@code READ_ONLY}); {@code allowSetters = true}: still read, never written (as {@code
   * WRITE_ONLY}); both: the property is written and read.
   */
  static void allowGettersOrSetters(TypeElement type, List<JsonAnalyzer.Json> json,
      List<JacksonRules> rules) {
    boolean getters = allows(type, "allowGetters");
    boolean setters = allows(type, "allowSetters");
    if (!getters && !setters) {
      return;
    }
    List<String> ignored = JsonAnalyzer.ignoredNames(type);
    for (int k = 0; k < rules.size(); k++) {
      if (ignored.contains(json.get(k).jacksonName)) {
        JacksonRules r = rules.get(k);
        rules.set(k, new JacksonRules(r.aliases(), r.written() && getters, r.read() && setters,
            r.required(), r.nulls(), r.raw(), r.contentNulls(), r.unwrapped()));
      }
    }
  }

  /** A record component named in {@code @JsonIgnoreProperties} cannot be left out: reported. */
  static void ignoredComponents(TypeElement type, List<Property> props,
      List<JsonAnalyzer.Json> json, ErrorReporter reporter) {
    List<String> ignored = droppedNames(type);
    for (int k = 0; k < props.size(); k++) {
      if (ignored.contains(json.get(k).jacksonName)) {
        reporter.error(props.get(k).element, Messages.ignoredRecordComponent(props.get(k).name));
      }
    }
  }

  /**
   * The canonical constructor of record {@code type}; links each component's property to its
   * parameter (which may carry the component's Jackson annotations).
   */
  static Element canonicalConstructor(TypeElement type, List<Property> props) {
    for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      List<? extends VariableElement> params = c.getParameters();
      if (params.size() != type.getRecordComponents().size()) {
        continue;
      }
      boolean same = true;
      for (int i = 0; i < params.size() && same; i++) {
        same = params.get(i).asType().toString()
            .equals(type.getRecordComponents().get(i).asType().toString());
      }
      if (!same) {
        continue;
      }
      for (Property p : props) {
        if (p.creatorIndex >= 0 && p.creatorIndex < params.size()) {
          p.creatorParam = params.get(p.creatorIndex);
        }
      }
      return c;
    }
    return null;
  }

  /** {@code options} with the names Jackson-style reading skips even when unknown ones fail. */
  static JsonOptions withSkipped(TypeElement type, JsonOptions options,
      List<JsonAnalyzer.Json> json, List<JacksonRules> rules) {
    // allowSetters: Jackson reads the ignored names (an ignored name without a property is unknown)
    List<String> skipped = allows(type, "allowSetters")
        ? new ArrayList<>() : new ArrayList<>(JsonAnalyzer.ignoredNames(type));
    for (int k = 0; k < rules.size(); k++) {
      if (rules.get(k).read()) {
        skipped.remove(json.get(k).name); // allowSetters: an ignored name that is still read
      }
    }
    for (int k = 0; k < rules.size(); k++) {
      if (!rules.get(k).read() && !skipped.contains(json.get(k).name)) {
        skipped.add(json.get(k).name);
      }
    }
    return options.withSkipped(skipped);
  }

  /**
   * {@code options} with the names of properties Jackson drops for an {@code @JsonIgnore}d
   * member: skipped on reading, even when unknown members fail (unless a property reads them).
   */
  static JsonOptions withIgnored(JsonOptions options, java.util.Collection<String> ignored,
      List<JsonAnalyzer.Json> json, List<JacksonRules> rules) {
    List<String> skipped = new ArrayList<>(options.skipped());
    for (String name : ignored) {
      boolean read = false;
      for (int k = 0; k < rules.size(); k++) {
        read |= rules.get(k).read() && json.get(k).name.equals(name);
      }
      if (!read && !skipped.contains(name)) {
        skipped.add(name);
      }
    }
    return skipped.size() == options.skipped().size() ? options : options.withSkipped(skipped);
  }
}
