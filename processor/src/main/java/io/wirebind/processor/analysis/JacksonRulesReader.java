package io.wirebind.processor.analysis;

import io.wirebind.processor.model.JacksonRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;

/**
 * Reads what {@code @JsonAlias} and {@code @JsonProperty(access, required)} change about one
 * property, as jackson-databind 2.18 applies them: {@code READ_ONLY} properties are written and
 * their members skipped on reading, {@code WRITE_ONLY} ones read and never written; {@code
 * required = true} is enforced for creator properties (record components, {@code @JsonCreator}
 * parameters) only — on a field or setter property Jackson 2.18 treats it as metadata, and so does
 * Wirebind. {@code defaultValue} is metadata for Jackson 2.18's deserializers too. {@code
 * @JsonSetter(nulls = SKIP)} leaves the property as it was on a JSON {@code null}, {@code FAIL}
 * makes the null an error. {@code @JsonRawValue} on a {@code String} writes its text as it is
 * (reading takes a JSON string, as Jackson's does).
 */
final class JacksonRulesReader {
  static final String JSON_ALIAS = "com.fasterxml.jackson.annotation.JsonAlias";
  static final String JSON_RAW_VALUE = "com.fasterxml.jackson.annotation.JsonRawValue";
  static final String JSON_SETTER = "com.fasterxml.jackson.annotation.JsonSetter";
  static final String JSON_GETTER = "com.fasterxml.jackson.annotation.JsonGetter";

  private JacksonRulesReader() {}

  static JacksonRules read(Property p, ErrorReporter reporter) {
    List<Element> on = p.annotated();
    if (p.creatorParam != null) {
      on.add(p.creatorParam);
    }
    List<String> aliases = new ArrayList<>();
    Optional<Mirrors.Found> alias = Mirrors.findOn(on, JSON_ALIAS);
    alias.ifPresent(a -> aliases.addAll(Mirrors.stringsValue(a.mirror(), "value")));
    boolean written = true;
    boolean read = true;
    boolean required = false;
    Optional<Mirrors.Found> jp = Mirrors.findOn(on, Mirrors.JSON_PROPERTY);
    if (jp.isPresent()) {
      String access = Mirrors.enumValue(jp.get().mirror(), "access", "AUTO");
      written = !access.equals("WRITE_ONLY");
      read = !access.equals("READ_ONLY");
    }
    for (Element e : on) {
      Optional<javax.lang.model.element.AnnotationMirror> m = Mirrors.find(e, Mirrors.JSON_PROPERTY);
      if (m.isPresent() && Mirrors.booleanValue(m.get(), "required", false)) {
        required = true;
      }
    }
    JacksonRules.Nulls nulls = Mirrors.findOn(on, JSON_SETTER)
        .map(f -> Mirrors.enumValue(f.mirror(), "nulls", "DEFAULT"))
        .map(v -> v.equals("SKIP") ? JacksonRules.Nulls.SKIP
            : v.equals("FAIL") ? JacksonRules.Nulls.FAIL
            : v.equals("AS_EMPTY") ? JacksonRules.Nulls.AS_EMPTY : JacksonRules.Nulls.SET)
        .orElse(JacksonRules.Nulls.SET);
    if (nulls == JacksonRules.Nulls.AS_EMPTY && !NullsAsEmpty.supports(p.type)) {
      Mirrors.Found setter = Mirrors.findOn(on, JSON_SETTER).orElseThrow();
      reporter.errorOn(setter.element(), setter.mirror(), "nulls", NullsAsEmpty.refusal(p.name, p.type));
      nulls = JacksonRules.Nulls.SET;
    }
    boolean raw = false;
    Optional<Mirrors.Found> rawValue = Mirrors.findOn(on, JSON_RAW_VALUE);
    if (rawValue.isPresent() && Mirrors.booleanValue(rawValue.get().mirror(), "value", true)) {
      if (p.type.toString().equals("java.lang.String")) {
        raw = true;
      } else {
        reporter.error(rawValue.get().element(), rawValue.get().mirror(), null,
            "@JsonRawValue is implemented for String properties only; make '" + p.name
                + "' a String holding the JSON text, or an Object holding the JSON tree");
      }
    }
    return new JacksonRules(aliases, written, read, required && p.creatorIndex >= 0, nulls, raw)
        .withContentNulls(ContentNulls.read(p, on, reporter));
  }
}
