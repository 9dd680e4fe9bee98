package io.wirebind.processor.analysis;

import io.wirebind.annotation.JsonStyle;
import io.wirebind.processor.model.JacksonRules;
import io.wirebind.processor.model.JsonOptions;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * {@code @JsonFormat(shape = ARRAY)} on a {@code @WireMessage} class, as jackson-databind 2.18's
 * bean-as-array (de)serializers apply it: the properties are written as one JSON array in property
 * order ({@code @JsonPropertyOrder} included), every one of them, nulls too ({@code @JsonInclude}
 * does not apply); reading takes the elements by position, a shorter array leaves the remaining
 * properties at their defaults, further elements are skipped, and anything but an array (or
 * {@code null}) is an error. Protobuf and proto3 JSON are unchanged.
 *
 * <p>What Jackson does not write symmetrically is refused: a {@code READ_ONLY} or {@code
 * WRITE_ONLY} property (Jackson's writer and reader then count positions differently) and a class
 * in a polymorphic hierarchy (the type id has no position), and any-properties (Jackson writes
 * an object then, yet reads an array).
 */
final class ArrayShape {
  private ArrayShape() {}

  /** The class's {@code @JsonFormat} when its shape is {@code ARRAY}. */
  static Optional<AnnotationMirror> declared(TypeElement type) {
    return Mirrors.findOnClass(type, JsonFormats.JSON_FORMAT)
        .filter(m -> Mirrors.enumValue(m, "shape", "ANY").equals("ARRAY"));
  }

  /** {@code options} with the array shape when the class declares it and Wirebind can honour it. */
  static JsonOptions apply(ProcessingEnvironment env, TypeElement type, JsonOptions options,
      List<Property> props, List<JacksonRules> rules, boolean anyProperties, ErrorReporter reporter) {
    Optional<AnnotationMirror> format = declared(type);
    if (format.isEmpty()) {
      return options;
    }
    AnnotationMirror m = format.get();
    if (options.style() == JsonStyle.PROTO3) {
      reporter.errorOn(type, m, "shape", Texts.proto3());
      return options;
    }
    if (options.typeProperty() != null || options.typeIdWrapper() != null
        || HierarchyAnalyzer.parentHierarchy(env, type) != null) {
      if (Mirrors.has(type, JsonFormats.JSON_FORMAT)) { // an inherited one is reported on the base
        reporter.errorOn(type, m, "shape", Texts.hierarchy());
      }
      return options;
    }
    if (anyProperties) {
      reporter.errorOn(type, m, "shape", Texts.anyProperties());
      return options;
    }
    boolean ok = true;
    for (int k = 0; k < props.size(); k++) {
      JacksonRules r = rules.get(k);
      if (!r.written() || !r.read()) {
        reporter.error(props.get(k).element, Texts.access(props.get(k).name));
        ok = false;
      }
    }
    return ok ? options.withArrayShape() : options;
  }

  /** A hierarchy's base type carrying {@code shape = ARRAY}: reported. */
  static void refuseOnHierarchy(TypeElement base, ErrorReporter reporter) {
    declared(base).ifPresent(m -> reporter.errorOn(base, m, "shape", Texts.hierarchy()));
  }

  /** The diagnostic texts. */
  static final class Texts {
    private Texts() {}

    static String proto3() {
      return "@JsonFormat(shape = ARRAY) changes Jackson-style JSON, but this message is written as"
          + " proto3 JSON (@WireMessage(json = PROTO3)), which has no array form; remove one of them";
    }

    static String hierarchy() {
      return "@JsonFormat(shape = ARRAY) is not implemented by Wirebind for a class in a"
          + " polymorphic hierarchy (its type id has no position in the array); remove it, or take"
          + " the class out of the hierarchy";
    }

    static String anyProperties() {
      return "@JsonFormat(shape = ARRAY) is not implemented by Wirebind beside @JsonAnyGetter/"
          + "@JsonAnySetter (Jackson then still writes an object but reads an array); remove one"
          + " of them";
    }

    static String access(String property) {
      return "'" + property + "' is READ_ONLY or WRITE_ONLY (or ignored one way by"
          + " @JsonIgnoreProperties(allowGetters/allowSetters)), which under @JsonFormat(shape ="
          + " ARRAY) makes Jackson write and read different positions; Wirebind does not implement"
          + " that: make the property read-write, or remove shape = ARRAY";
    }
  }
}
