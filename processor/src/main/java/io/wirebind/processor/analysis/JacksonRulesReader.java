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
 * Wirebind. {@code defaultValue} is metadata for Jackson 2.18's deserializers too.
 */
final class JacksonRulesReader {
  static final String JSON_ALIAS = "com.fasterxml.jackson.annotation.JsonAlias";

  private JacksonRulesReader() {}

  static JacksonRules read(Property p) {
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
    return new JacksonRules(aliases, written, read, required && p.creatorIndex >= 0);
  }
}
