package io.wirebind.processor.analysis;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * The attributes of the Jackson annotations Wirebind honours: an attribute written with a value
 * Wirebind does not implement is a compile error on that value. {@code @JsonFormat} attributes
 * are checked by {@link JsonFormats}, {@code @JsonInclude}'s value by {@link JsonAnalyzer}.
 */
final class JacksonAttributes {
  private final ErrorReporter reporter;

  JacksonAttributes(ErrorReporter reporter) {
    this.reporter = reporter;
  }

  void check(Element e, AnnotationMirror m, String name, JacksonAnnotations.Where where) {
    switch (name) {
      case "JsonProperty":
        property(e, m);
        break;
      case "JsonInclude":
        enumIn(e, m, name, "content", "the content rule is not implemented; remove it and"
            + " filter the values before writing", "ALWAYS", "USE_DEFAULTS");
        noClass(e, m, name, "valueFilter");
        noClass(e, m, name, "contentFilter");
        break;
      case "JsonFormat":
        if (where == JacksonAnnotations.Where.MESSAGE) {
          for (String a : new String[] {"pattern", "locale", "timezone", "lenient", "with", "without"}) {
            if (Mirrors.explicit(m, a) != null) {
              reporter.errorOn(e, m, a, JacksonAnnotations.Texts.attribute(name, a,
                  Mirrors.value(m, a), "on a @WireMessage class Wirebind implements shape = ARRAY"
                      + " only; put value formats on the properties"));
            }
          }
          enumIn(e, m, name, "shape", "on a @WireMessage class Wirebind implements shape = ARRAY"
              + " (and OBJECT, the default)", "ANY", "NATURAL", "OBJECT", "ARRAY");
        }
        if (where == JacksonAnnotations.Where.ENUM) {
          for (String a : new String[] {"pattern", "locale", "timezone", "lenient", "with", "without"}) {
            if (Mirrors.explicit(m, a) != null) {
              reporter.errorOn(e, m, a, JacksonAnnotations.Texts.attribute(name, a,
                  Mirrors.value(m, a), "on an enum Wirebind implements shape = NUMBER only"));
            }
          }
          enumIn(e, m, name, "shape", "on an enum Wirebind implements shape = NUMBER (the"
              + " ordinal) and STRING/NATURAL (the name)", "ANY", "NATURAL", "STRING", "NUMBER");
        }
        break;
      case "JsonSerialize":
        onlyConverter(e, m, name);
        break;
      case "JsonSetter":
        enumIn(e, m, name, "nulls", "Wirebind implements nulls = SKIP, FAIL, AS_EMPTY, SET and"
            + " DEFAULT; convert the value after decoding", "DEFAULT", "SET", "SKIP", "FAIL", "AS_EMPTY");
        break;
      case "JsonNaming":
        if (NamingStrategies.of(m) == null) {
          reporter.errorOn(e, m, "value", JacksonAnnotations.Texts.attribute(name, "value",
              Mirrors.value(m, "value"), "Wirebind implements the strategies Jackson ships in"
                  + " PropertyNamingStrategies (SnakeCase, UpperSnakeCase, KebabCase,"
                  + " LowerCamelCase, UpperCamelCase, LowerCase, LowerDotCase); a custom one"
                  + " cannot run at compile time — name the properties with @JsonProperty"));
        }
        break;
      case "JsonUnwrapped":
        String unwrapped = JacksonUnwrapped.check(e, m);
        if (unwrapped != null) {
          reporter.error(e, m, null, unwrapped);
        }
        break;
      case "JsonDeserialize":
        JacksonDeserializeAs.check(e, m, reporter);
        break;
      case "JsonCreator":
        if (where == JacksonAnnotations.Where.ENUM_MEMBER) {
          break; // an enum's creator: JacksonEnumForms
        }
        enumIn(e, m, name, "mode", "a @WireMessage constructor takes its properties by name;"
            + " use mode PROPERTIES (or DEFAULT) with @JsonProperty on every parameter",
            "DEFAULT", "PROPERTIES");
        break;
      default:
        break;
    }
  }

  private void property(Element e, AnnotationMirror m) {
    // required and defaultValue are metadata for Jackson 2.18 on a field or setter property:
    // neither changes what it reads (required is enforced for creator properties only)
    enumIn(e, m, "JsonProperty", "access", "use READ_ONLY, WRITE_ONLY, READ_WRITE or AUTO",
        "AUTO", "READ_WRITE", "READ_ONLY", "WRITE_ONLY");
  }

  /** An enum attribute must be one of {@code allowed} (when written). */
  private void enumIn(Element e, AnnotationMirror m, String annotation, String attribute,
      String instead, String... allowed) {
    AnnotationValue v = Mirrors.explicit(m, attribute);
    if (v == null) {
      return;
    }
    String value = Mirrors.enumValue(m, attribute, "");
    for (String a : allowed) {
      if (a.equals(value)) {
        return;
      }
    }
    reporter.errorOn(e, m, attribute,
        JacksonAnnotations.Texts.attribute(annotation, attribute, value, instead));
  }

  /** A {@code Class} attribute must keep its default ({@code Void.class}). */
  private void noClass(Element e, AnnotationMirror m, String annotation, String attribute) {
    AnnotationValue v = Mirrors.explicit(m, attribute);
    if (v == null) {
      return;
    }
    TypeMirror t = v.getValue() instanceof TypeMirror tm ? tm : null;
    if (t instanceof DeclaredType d
        && d.asElement().toString().equals("java.lang.Void")) {
      return;
    }
    reporter.errorOn(e, m, attribute, JacksonAnnotations.Texts.attribute(annotation, attribute,
        t + ".class", "Wirebind cannot run a filter class; remove it"));
  }

  /** {@code @JsonSerialize}/{@code @JsonDeserialize}: only {@code converter} is implemented. */
  private void onlyConverter(Element e, AnnotationMirror m, String name) {
    for (javax.lang.model.element.ExecutableElement a : m.getElementValues().keySet()) {
      String attribute = a.getSimpleName().toString();
      if (!attribute.equals("converter")) {
        reporter.errorOn(e, m, attribute, JacksonAnnotations.Texts.attribute(name, attribute,
            Mirrors.value(m, attribute), name.equals("JsonSerialize")
                ? JacksonAnnotations.SERIALIZE_INSTEAD : JacksonAnnotations.DESERIALIZE_INSTEAD));
      }
    }
  }
}
